import CadenceUI
import Cadence
import Foundation
import Testing
@testable import CadenceRender

@Suite struct CairoCanvasTests {
    @Test func fillingWithAColourGivesThatExactPixel() throws {
        let canvas = try CairoCanvas(width: 20, height: 10, background: .white)
        canvas.fillColor = RenderColor(red: 0.2, green: 0.4, blue: 0.6)
        canvas.addRect(CGRect(x: 5, y: 2, width: 10, height: 6))
        canvas.fillPath()
        let image = canvas.snapshot()
        #expect(image[10, 5] == RGBAPixel(red: 51, green: 102, blue: 153))
        #expect(image[1, 1] == RGBAPixel(red: 255, green: 255, blue: 255))
    }

    @Test func halfTransparentFillUnpremultipliesBack() throws {
        let canvas = try CairoCanvas(width: 4, height: 4)
        canvas.fillColor = RenderColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        canvas.paint(canvas.fillColor)
        let pixel = canvas.snapshot()[2, 2]
        #expect(pixel.alpha == 128)
        // At alpha ½ premultiplied storage keeps only 128 levels a channel, so a colour comes back
        // within one such step (255/128 ≈ 2) of what was asked for.
        #expect(abs(Int(pixel.red) - 51) <= 2 && abs(Int(pixel.green) - 102) <= 2 && abs(Int(pixel.blue) - 153) <= 2)
    }

    @Test func backgroundIsPaintedAndTransparentByDefault() throws {
        #expect(try CairoCanvas(width: 3, height: 3).snapshot()[1, 1] == .clear)
        let tinted = try CairoCanvas(width: 3, height: 3, background: RenderColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(tinted.snapshot()[0, 0] == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func edgesAreAntiAliased() throws {
        let canvas = try CairoCanvas(width: 40, height: 40)
        canvas.addEllipse(in: CGRect(x: 5, y: 5, width: 30, height: 30))
        canvas.fillPath()
        let image = canvas.snapshot()
        #expect(image[20, 20].alpha == 255)
        #expect(image[1, 1].alpha == 0)
        // Along a row through the middle, the left edge crosses from empty to full through partial coverage.
        let row = (0..<20).map { Int(image[$0, 20].alpha) }
        #expect(row.contains { $0 > 0 && $0 < 255 }, "no intermediate alpha in \(row)")
        // A half-pixel-aligned vertical edge covers its pixel column half.
        let edge = try CairoCanvas(width: 10, height: 10)
        edge.addRect(CGRect(x: 0, y: 0, width: 4.5, height: 10))
        edge.fillPath()
        #expect(abs(Int(edge.snapshot()[4, 5].alpha) - 128) <= 1)
    }

    @Test func scaleFactorMultipliesThePixelSize() throws {
        let canvas = try CairoCanvas(width: 10, height: 5, scale: 2)
        #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 10)
        canvas.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        canvas.fillPath()
        let image = canvas.snapshot()
        #expect(image.width == 20 && image.height == 10)
        // 5 points wide at 2× covers exactly pixel columns 0…9.
        #expect(image[9, 9].alpha == 255)
        #expect(image[10, 0].alpha == 0)
        let fractional = try CairoCanvas(width: 10.2, height: 3, scale: 3)
        #expect(fractional.pixelWidth == 31 && fractional.pixelHeight == 9)
    }

    @Test(arguments: [(0.0, 10.0, 1.0), (10, -1, 1), (10, 10, 0), (10, 10, .nan), (40000, 10, 1), (.infinity, 1, 1)])
    func invalidSizesThrow(width: Double, height: Double, scale: Double) {
        #expect(throws: CanvasError.self) { try CairoCanvas(width: width, height: height, scale: scale) }
    }

    @Test func transformsMoveWhatIsDrawn() throws {
        let canvas = try CairoCanvas(width: 20, height: 20)
        canvas.save()
        canvas.translate(x: 10, y: 10)
        canvas.rotate(by: .degrees(90))
        // After a quarter turn clockwise, +x points down: this rect lands below the translated origin.
        canvas.addRect(CGRect(x: 2, y: -1, width: 6, height: 2))
        canvas.fillPath()
        canvas.restore()
        let image = canvas.snapshot()
        #expect(image[10, 15].alpha == 255)
        #expect(image[15, 10].alpha == 0)
        #expect(canvas.currentTransform == .identity)

        let scaled = try CairoCanvas(width: 20, height: 20)
        scaled.concatenate(RenderTransform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1))
        scaled.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        scaled.fillPath()
        #expect(scaled.snapshot()[8, 8].alpha == 255)
        #expect(scaled.snapshot()[10, 10].alpha == 0)
        #expect(scaled.snapshot()[0, 0].alpha == 0)
    }

    @Test func singularTransformDrawsNothingUntilRestore() throws {
        let canvas = try CairoCanvas(width: 10, height: 10)
        canvas.save()
        canvas.scale(x: 0, y: 1)
        canvas.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.fillPath()
        canvas.paint(.black)
        canvas.restore()
        #expect(canvas.cairoError == nil)
        #expect(canvas.snapshot()[5, 5] == .clear)
        canvas.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.fillPath()
        #expect(canvas.snapshot()[5, 5].alpha == 255)
    }

    @Test func saveAndRestoreBringBackColoursAndStyle() throws {
        let canvas = try CairoCanvas(width: 4, height: 4)
        canvas.fillColor = .white
        canvas.strokeStyle.lineWidth = 3
        canvas.save()
        canvas.fillColor = .black
        canvas.strokeStyle = CanvasStrokeStyle(lineWidth: 9, lineCap: .round)
        canvas.font.isBold = true
        canvas.restore()
        #expect(canvas.fillColor == .white)
        #expect(canvas.strokeStyle == CanvasStrokeStyle(lineWidth: 3))
        #expect(canvas.font == RenderFont())
    }

    @Test func opacityGroupFadesOverlapsAsOne() throws {
        let canvas = try CairoCanvas(width: 30, height: 10)
        canvas.withOpacity(0.5) {
            canvas.addRect(CGRect(x: 0, y: 0, width: 20, height: 10))
            canvas.fillPath()
            canvas.addRect(CGRect(x: 10, y: 0, width: 20, height: 10))
            canvas.fillPath()
        }
        let image = canvas.snapshot()
        // Drawn one by one at alpha ½ the overlap would reach ¾; as a group it stays at ½.
        #expect(image[15, 5].alpha == 128)
        #expect(image[5, 5].alpha == 128)
        #expect(image[25, 5].alpha == 128)
    }

    @Test func fillRulesDifferForNestedSubpaths() throws {
        func draw(_ rule: FillRule) throws -> RasterImage {
            let canvas = try CairoCanvas(width: 20, height: 20)
            canvas.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            canvas.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            canvas.fillPath(rule: rule)
            return canvas.snapshot()
        }
        #expect(try draw(.nonZero)[10, 10].alpha == 255)
        #expect(try draw(.evenOdd)[10, 10].alpha == 0)
        #expect(try draw(.evenOdd)[2, 2].alpha == 255)
    }

    @Test func strokesFollowWidthCapsAndDashes() throws {
        let canvas = try CairoCanvas(width: 40, height: 20)
        canvas.strokeColor = RenderColor(red: 1, green: 0, blue: 0)
        canvas.strokeStyle = CanvasStrokeStyle(lineWidth: 4, lineCap: .butt)
        canvas.move(to: CGPoint(x: 10, y: 10))
        canvas.addLine(to: CGPoint(x: 30, y: 10))
        canvas.strokePath()
        var image = canvas.snapshot()
        #expect(image[20, 8] == RGBAPixel(red: 255, green: 0, blue: 0))
        #expect(image[20, 11] == RGBAPixel(red: 255, green: 0, blue: 0))
        #expect(image[20, 13].alpha == 0)
        #expect(image[8, 10].alpha == 0)      // butt: nothing before the start point

        canvas.strokeStyle.lineCap = .square
        canvas.move(to: CGPoint(x: 10, y: 10))
        canvas.addLine(to: CGPoint(x: 30, y: 10))
        canvas.strokePath()
        image = canvas.snapshot()
        #expect(image[8, 10].alpha == 255)    // square: half the width past the end

        let dashed = try CairoCanvas(width: 40, height: 4)
        dashed.strokeStyle = CanvasStrokeStyle(lineWidth: 4, dash: [5, 5])
        dashed.move(to: CGPoint(x: 0, y: 2))
        dashed.addLine(to: CGPoint(x: 40, y: 2))
        dashed.strokePath()
        #expect(dashed.snapshot()[2, 2].alpha == 255)
        #expect(dashed.snapshot()[7, 2].alpha == 0)
        #expect(dashed.cairoError == nil)
    }

    @Test func curvesArcsAndShapesCoverTheirInsides() throws {
        let canvas = try CairoCanvas(width: 100, height: 40)
        canvas.move(to: CGPoint(x: 0, y: 40))
        canvas.addQuadCurve(to: CGPoint(x: 20, y: 40), control: CGPoint(x: 10, y: 0))
        canvas.closeSubpath()
        canvas.addArc(center: CGPoint(x: 40, y: 20), radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: true)
        canvas.closeSubpath()
        canvas.addCapsule(in: CGRect(x: 55, y: 10, width: 40, height: 20))
        canvas.fillPath()
        let image = canvas.snapshot()
        // The quad's apex is at y = 20 (half way to its control point).
        #expect(image[10, 22].alpha == 255)
        #expect(image[10, 17].alpha == 0)
        // Clockwise on screen from 0° to 180° passes below the centre.
        #expect(image[40, 27].alpha == 255)
        #expect(image[40, 13].alpha == 0)
        // The capsule's corners are round: its bounding box corner stays empty, its middle is full.
        #expect(image[56, 11].alpha == 0)
        #expect(image[75, 20].alpha == 255)
        #expect(canvas.currentPoint == nil)
    }

    @Test func roundedRectClampsItsRadius() throws {
        let canvas = try CairoCanvas(width: 20, height: 10)
        canvas.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 100)
        canvas.fillPath()
        let image = canvas.snapshot()
        #expect(image[0, 0].alpha == 0)
        #expect(image[10, 0].alpha > 0)
        #expect(image[0, 5].alpha > 0)
    }

    @Test func textIsMeasuredAndDrawn() throws {
        let canvas = try CairoCanvas(width: 120, height: 40, background: .white)
        canvas.font = RenderFont(size: 20)
        let regular = canvas.measureText("Cadence")
        canvas.font.isBold = true
        let bold = canvas.measureText("Cadence")
        #expect(regular.advance > 50 && regular.advance < 110)
        #expect(bold.advance > regular.advance)
        #expect(regular.ascent > 10 && regular.descent > 0 && regular.yBearing < 0)
        // The variation selector is dropped, so it adds no width.
        #expect(canvas.measureText("A\u{FE0F}") == canvas.measureText("A"))

        canvas.fillColor = .black
        canvas.drawText("Cadence", at: CGPoint(x: 4, y: 28))
        let image = canvas.snapshot()
        let dark = image.pixels.filter { $0.red < 100 }.count
        #expect(dark > 50)
        // Nothing above the cap height of a 20 pt font whose baseline is at 28.
        #expect((0..<120).allSatisfy { image[$0, 2] == RGBAPixel(red: 255, green: 255, blue: 255) })

        canvas.font.size = 0
        #expect(canvas.measureText("x").advance == 0)
        canvas.drawText("x", at: .zero)
        #expect(canvas.cairoError == nil)
    }

    @Test func clipLimitsDrawing() throws {
        let canvas = try CairoCanvas(width: 20, height: 20)
        canvas.save()
        canvas.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        canvas.clip()
        canvas.paint(.black)
        canvas.restore()
        let image = canvas.snapshot()
        #expect(image[5, 5].alpha == 255)
        #expect(image[15, 5].alpha == 0)
    }
}
