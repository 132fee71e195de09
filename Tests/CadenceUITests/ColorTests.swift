import CadenceUI
import Testing
import CadenceStageTestSupport

/// Named colours (Apple's published light-mode sRGB values), construction, and interpolation.
@Suite struct ColorTests {
    /// Apple's iOS light-mode system colours, 8-bit sRGB (Human Interface Guidelines).
    @Test(arguments: [
        (Color.red, 255.0, 59.0, 48.0), (.orange, 255, 149, 0), (.yellow, 255, 204, 0), (.green, 52, 199, 89),
        (.mint, 0, 199, 190), (.teal, 48, 176, 199), (.cyan, 50, 173, 230), (.blue, 0, 122, 255),
        (.indigo, 88, 86, 214), (.purple, 175, 82, 222), (.pink, 255, 45, 85), (.brown, 162, 132, 94),
        (.gray, 142, 142, 147), (.white, 255, 255, 255), (.black, 0, 0, 0), (.accentColor, 0, 122, 255),
        (.primary, 0, 0, 0),
    ] as [(Color, Double, Double, Double)])
    func namedColoursResolveToApplesValues(color: Color, red: Double, green: Double, blue: Double) {
        let resolved = color.resolve(in: EnvironmentValues())
        #expect(isClose(resolved.red, Float(red / 255)))
        #expect(isClose(resolved.green, Float(green / 255)))
        #expect(isClose(resolved.blue, Float(blue / 255)))
        #expect(resolved.opacity == 1)
    }

    @Test func clearAndSecondary() {
        #expect(Color.clear.resolve(in: EnvironmentValues()).opacity == 0)
        let secondary = Color.secondary.resolve(in: EnvironmentValues())
        #expect(isClose(secondary.red, 60 / 255) && isClose(secondary.green, 60 / 255) && isClose(secondary.blue, 67 / 255))
        #expect(isClose(secondary.opacity, 0.6))
    }

    @Test func componentInitializersAndOpacity() {
        let environment = EnvironmentValues()
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8).resolve(in: environment)
                == Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
        #expect(Color(white: 0.5).resolve(in: environment) == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5))
        #expect(isClose(Color.blue.opacity(0.5).opacity(0.5).resolve(in: environment).opacity, 0.25))
        // Extended range is kept.
        #expect(Color(red: 1.5, green: -0.25, blue: 0).resolve(in: environment).green == -0.25)
    }

    @Test(arguments: [
        (0.0, 1.0, 0.0, 0.0), (1.0 / 3, 0, 1, 0), (2.0 / 3, 0, 0, 1), (1.0 / 6, 1, 1, 0), (1.0, 1, 0, 0), (-1.0 / 3, 0, 0, 1),
    ] as [(Double, Double, Double, Double)])
    func hueSaturationBrightness(hue: Double, red: Double, green: Double, blue: Double) {
        let resolved = Color(hue: hue, saturation: 1, brightness: 1).resolve(in: EnvironmentValues())
        #expect(isClose(resolved.red, Float(red)) && isClose(resolved.green, Float(green)) && isClose(resolved.blue, Float(blue)))
    }

    @Test func greyHasNoHue() {
        let resolved = Color(hue: 0.7, saturation: 0, brightness: 0.4).resolve(in: EnvironmentValues())
        #expect(resolved == Color.Resolved(red: 0.4, green: 0.4, blue: 0.4))
    }

    @Test(arguments: [(0, 0), (0.5, 0.214041), (1, 1), (0.04045, 0.0031308), (0.2, 0.0331048)] as [(Float, Float)])
    func linearComponentsUseTheSRGBTransferFunction(encoded: Float, linear: Float) {
        let colour = Color.Resolved(red: encoded, green: encoded, blue: encoded)
        #expect(isClose(colour.linearRed, linear, absolute: 1e-6, relative: 1e-5))
        let back = Color.Resolved(colorSpace: .sRGBLinear, red: linear, green: linear, blue: linear)
        #expect(isClose(back.red, encoded, absolute: 1e-6, relative: 1e-5))
    }

    @Test func negativeComponentsAreOddSymmetric() {
        let colour = Color.Resolved(red: -0.5, green: 0, blue: 0)
        #expect(isClose(colour.linearRed, -0.214041, absolute: 1e-6))
    }

    @Test func displayP3RedIsOutsideTheSRGBGamut() {
        let red = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
        // The well-known extended-sRGB coordinates of P3 red.
        #expect(isClose(red.red, 1.0931, absolute: 1e-3))
        #expect(isClose(red.green, -0.2267, absolute: 1e-3))
        #expect(isClose(red.blue, -0.1501, absolute: 1e-3))
    }

    private func midpoint(_ from: Color.Resolved, _ to: Color.Resolved) -> Color.Resolved {
        var result = from
        result.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        return result
    }

    @Test func coloursInterpolateInLinearLight() {
        let grey = midpoint(Color.Resolved(red: 0, green: 0, blue: 0), Color.Resolved(red: 1, green: 1, blue: 1))
        // Half of linear white is encoded as 0.735357, not 0.5.
        #expect(isClose(grey.red, 0.735357, absolute: 1e-5))
        #expect(grey.opacity == 1)
    }

    @Test func fadingFromClearKeepsTheTargetsHue() {
        let environment = EnvironmentValues()
        let red = Color.red.resolve(in: environment)
        let half = midpoint(Color.clear.resolve(in: environment), red)
        // Premultiplied: the colour stays red while it fades in.
        #expect(isClose(half.opacity, 0.5))
        #expect(isClose(half.red, red.red, absolute: 1e-5) && isClose(half.green, red.green, absolute: 1e-5) && isClose(half.blue, red.blue, absolute: 1e-5))
    }

    @Test func animatableDataRoundTripsAndZeroOpacityIsBlack() {
        let colour = Color.Resolved(red: 0.3, green: 0.6, blue: 0.9, opacity: 0.4)
        var copy = Color.Resolved(red: 0, green: 0, blue: 0)
        copy.animatableData = colour.animatableData
        #expect(isClose(copy.red, 0.3, absolute: 1e-5) && isClose(copy.green, 0.6, absolute: 1e-5) && isClose(copy.blue, 0.9, absolute: 1e-5))
        #expect(copy.opacity == 0.4)
        copy.animatableData = .zero
        #expect(copy == Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
    }

    @Test func colorAnimatesThroughItsResolvedValue() {
        var colour = Color.black
        // Halving premultiplied white halves its opacity, not its brightness.
        colour.animatableData = Color.white.animatableData.scaled(by: 0.5)
        let resolved = colour.resolve(in: EnvironmentValues())
        #expect(isClose(resolved.red, 1, absolute: 1e-6))
        #expect(isClose(resolved.opacity, 0.5))
        colour.animatableData = Color.black.animatableData.interpolated(towards: Color.white.animatableData, amount: 0.5)
        #expect(isClose(colour.resolve(in: EnvironmentValues()).green, 0.735357, absolute: 1e-5))
    }
}
