@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// Pixel tests of the drawing effects: gradients at their stops, a blur against the Gaussian, a 3-D
/// rotation against the projection worked out by hand, mask, dash and even-odd edges.
@MainActor
@Suite struct EffectsRenderTests {
    private func render<V: View>(_ size: CGSize = CGSize(width: 200, height: 200), scale: Double = 1, @ViewBuilder _ view: () -> V) throws -> RasterImage {
        let image = try DisplayListRenderer(scale: scale).render(Stage(size: size) { view() }.displayList())
        if let folder = ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] {
            let name = "effects-\(image.width)x\(image.height)-\(abs(image.pixels.reduce(0) { $0 &+ Int($1.red) &* 31 &+ Int($1.blue) })).png"
            try? FrameWriter().writePNG(image, to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
        return image
    }

    private func close(_ pixel: RGBAPixel, _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 4) -> Bool {
        abs(Int(pixel.red) - r) <= tolerance && abs(Int(pixel.green) - g) <= tolerance && abs(Int(pixel.blue) - b) <= tolerance
    }

    @Test func linearGradientHasItsColoursAtTheStopsAndTheMidpoint() throws {
        let image = try render(CGSize(width: 100, height: 10)) {
            LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing)
        }
        #expect(close(image[0, 5], 254, 0, 1, within: 4), "\(image[0, 5])")
        #expect(close(image[99, 5], 1, 0, 254, within: 4), "\(image[99, 5])")
        // sRGB-encoded components interpolate linearly (SwiftUI's `.device` space): halfway is (0.5, 0, 0.5).
        #expect(close(image[50, 5], 126, 0, 129, within: 4), "\(image[50, 5])")
    }

    @Test func threeStopGradientPassesThroughTheMiddleStop() throws {
        let image = try render(CGSize(width: 10, height: 100)) {
            LinearGradient(stops: [.init(color: .white, location: 0), .init(color: Color(red: 0, green: 1, blue: 0), location: 0.25), .init(color: .black, location: 1)],
                           startPoint: .top, endPoint: .bottom)
        }
        #expect(close(image[5, 25], 0, 255, 0, within: 8), "\(image[5, 25])")
        #expect(close(image[5, 99], 0, 3, 0, within: 6), "\(image[5, 99])")
    }

    @Test func radialAndAngularGradientsPlaceTheirColours() throws {
        let radial = try render(CGSize(width: 100, height: 100)) {
            RadialGradient(colors: [Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)], center: .center, startRadius: 0, endRadius: 50)
        }
        #expect(close(radial[50, 50], 255, 255, 0, within: 8))
        #expect(close(radial[99, 50], 0, 0, 255, within: 10), "\(radial[99, 50])")
        let angular = try render(CGSize(width: 100, height: 100)) {
            AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], center: .center)
        }
        // 0° points along +x: just below the +x axis is the start; 180° (the −x side) is halfway.
        #expect(close(angular[95, 52], 255, 0, 0, within: 12), "\(angular[95, 52])")
        #expect(close(angular[5, 50], 128, 0, 128, within: 12), "\(angular[5, 50])")
    }

    @Test func blurFalloffFollowsTheGaussian() throws {
        // A black half-plane blurred with σ = 6: across the edge the coverage is Φ(−x/σ).
        let sigma = 6.0
        let image = try render(CGSize(width: 200, height: 60)) {
            HStack(spacing: 0) {
                Color.black.frame(width: 100, height: 60)
                Color.white.frame(width: 100, height: 60)
            }
            .blur(radius: CGFloat(sigma), opaque: true)
        }
        for dx in [-12, -6, -3, 0, 3, 6, 12] {
            let x = 100 + dx
            // Pixel centre at x + 0.5; the edge at 100.
            let expected = 0.5 * (1 + erf((Double(x) + 0.5 - 100) / (sigma * 2.0.squareRoot())))
            let measured = Double(image[x, 30].red) / 255
            #expect(abs(measured - expected) < 0.04, "x = \(x): \(measured) vs Gaussian \(expected)")
        }
    }

    @Test(arguments: [(sigma: 10.0, scale: 1.0), (sigma: 20.0, scale: 1.0), (sigma: 12.0, scale: 2.0), (sigma: 40.0, scale: 1.0)])
    func largeBlursFollowTheGaussianThroughTheDownsampledPath(sigma: Double, scale: Double) throws {
        // σ ≥ 8 px blurs a copy downsampled 2, 4 or 8 times: the falloff must stay the Gaussian's
        // (within 0.03 of full scale) across ±2σ of the edge, in device pixels.
        let image = try render(CGSize(width: 400, height: 40), scale: scale) {
            HStack(spacing: 0) {
                Color.black.frame(width: 200, height: 40)
                Color.white.frame(width: 200, height: 40)
            }
            .blur(radius: CGFloat(sigma), opaque: true)
        }
        let deviceSigma = sigma * scale
        let edge = 200 * scale
        for step in [-2.0, -1, -0.5, 0, 0.5, 1, 2] {
            let x = Int((edge + step * deviceSigma).rounded())
            let expected = 0.5 * (1 + erf((Double(x) + 0.5 - edge) / (deviceSigma * 2.0.squareRoot())))
            let measured = Double(image[x, Int(20 * scale)].red) / 255
            #expect(abs(measured - expected) < 0.03, "σ = \(deviceSigma) px, x = \(x): \(measured) vs Gaussian \(expected)")
        }
    }

    @Test func downsampleFactorLeavesFourPixelsOfSigma() {
        #expect(PixelBuffer.downsampleFactor(sigma: 6) == 1)
        #expect(PixelBuffer.downsampleFactor(sigma: 8) == 2)
        #expect(PixelBuffer.downsampleFactor(sigma: 20) == 4)
        #expect(PixelBuffer.downsampleFactor(sigma: 500) == 8)
    }

    @Test func rotation3DEffectProjectsTheCornersAsTheMatrixSays() throws {
        // 100 × 100 square turned 45° about y, perspective 1: eye at d = max(w, h) = 100. For a point
        // u from the centre along x: z = −u·sin45°, w = 1 − z/d, x′ = 100 + u·cos45° / w, y′ = 100 + v / w.
        let image = try render {
            Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        }
        let s = 0.5.squareRoot()
        func project(_ u: Double, _ v: Double) -> (Double, Double) {
            let w = 1 + u * s / 100
            return (100 + u * s / w, 100 + v / w)
        }
        let (leftX, leftTop) = project(-50, -50)
        let (rightX, rightTop) = project(50, -50)
        #expect(abs(leftX - 45.3) < 0.1 && abs(rightX - 126.1) < 0.1)
        func inked(_ x: Double, _ y: Double) -> Bool { image[Int(x), Int(y)].red < 128 }
        #expect(inked(leftX + 2, 100) && !inked(leftX - 2, 100))
        #expect(inked(rightX - 2, 100) && !inked(rightX + 2, 100))
        #expect(inked(leftX + 3, leftTop + 3) && !inked(leftX + 3, leftTop - 3))
        #expect(inked(rightX - 3, rightTop + 3) && !inked(rightX - 3, rightTop - 3))
    }

    @Test func maskKeepsOnlyItsOpaquePart() throws {
        let image = try render(CGSize(width: 100, height: 40)) {
            Color.red.frame(width: 100, height: 40).mask(alignment: .leading) { Rectangle().frame(width: 50) }
        }
        #expect(close(image[48, 20], 255, 59, 48, within: 3), "\(image[48, 20])")
        #expect(close(image[52, 20], 255, 255, 255, within: 3), "\(image[52, 20])")
    }

    @Test func dashPatternAndEvenOddHoleAreDrawn() throws {
        let dashed = try render(CGSize(width: 100, height: 20)) {
            Path { p in p.move(to: CGPoint(x: 0, y: 10)); p.addLine(to: CGPoint(x: 100, y: 10)) }
                .stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
        }
        #expect(dashed[5, 10].red < 30 && dashed[15, 10].red > 225 && dashed[25, 10].red < 30)
        let ring = try render(CGSize(width: 60, height: 60)) {
            Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
                p.addRect(CGRect(x: 20, y: 20, width: 20, height: 20))
            }
            .fill(Color.black, style: FillStyle(eoFill: true))
        }
        #expect(ring[10, 30].red < 30)
        #expect(ring[30, 30].red > 225)
    }

    @Test func shadowFallsBelowAndStrokeBorderStaysInside() throws {
        let image = try render(CGSize(width: 100, height: 100)) {
            Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 2, x: 0, y: 10)
        }
        #expect(image[50, 75].red < 160, "\(image[50, 75])")
        #expect(image[50, 50].red > 250)
        let bordered = try render(CGSize(width: 40, height: 40)) {
            Rectangle().strokeBorder(Color.black, lineWidth: 4)
        }
        #expect(bordered[1, 20].red < 30 && bordered[5, 20].red > 225)
    }

    @Test func colourMatricesChangeColours() throws {
        let inverted = try render(CGSize(width: 10, height: 10)) { Color(red: 1, green: 0, blue: 0).colorInvert() }
        #expect(close(inverted[5, 5], 0, 255, 255, within: 2))
        let grey = try render(CGSize(width: 10, height: 10)) { Color(red: 1, green: 0, blue: 0).grayscale(1) }
        #expect(abs(Int(grey[5, 5].red) - Int(grey[5, 5].green)) <= 1)
        let multiplied = try render(CGSize(width: 10, height: 10)) { Color.white.colorMultiply(Color(red: 0, green: 1, blue: 0)) }
        #expect(close(multiplied[5, 5], 0, 255, 0, within: 2))
    }

    @Test func materialBlursWhatIsBehindIt() throws {
        let image = try render(CGSize(width: 100, height: 40)) {
            HStack(spacing: 0) {
                Color.black.frame(width: 50, height: 40)
                Color.white.frame(width: 50, height: 40)
            }
            .overlay { Rectangle().fill(.ultraThinMaterial) }
        }
        // Sharp black/white edge under a blur of 10 pt: a pixel 5 pt left of it is no longer black.
        #expect(image[45, 20].red > 60, "\(image[45, 20])")
        #expect(image[5, 20].red < image[45, 20].red)
    }

    @Test func canvasDrawsWithBlurFilterAndTransforms() throws {
        let image = try render(CGSize(width: 100, height: 100)) {
            Canvas { context, size in
                context.translateBy(x: 50, y: 50)
                context.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.black))
            }
        }
        #expect(image[50, 50].red < 30 && image[30, 50].red > 225)
    }
}

private func erf(_ x: Double) -> Double {
    // Abramowitz–Stegun 7.1.26 (error below 1.5e-7).
    let t = 1 / (1 + 0.3275911 * abs(x))
    let y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Foundation.exp(-x * x)
    return x >= 0 ? y : -y
}
