import Foundation

// `Color.mix(with:by:in:)` (iOS 18). SwiftUI documents the parameters but not the perceptual space;
// Cadence mixes `.perceptual` in Oklab (the perceptual space CSS Color 4 and most design tools use),
// from linear-light sRGB, and `.device` in the sRGB-encoded components the stage draws with.

extension Color {
    /// This colour mixed with `rhs` by `fraction`: 0 is this colour, 1 is `rhs`, 0.5 equal parts.
    ///
    /// ```swift
    /// Color.red.mix(with: .blue, by: 0.5)                  // perceptual (Oklab) purple
    /// Color.white.mix(with: .black, by: 0.2, in: .device)  // sRGB (0.8, 0.8, 0.8)
    /// ```
    ///
    /// Both colours are resolved in the environment the mix is resolved in (so `.primary` follows
    /// the colour scheme). `fraction` is clamped to 0…1 (SwiftUI does not document values outside
    /// it); NaN counts as 0. `.perceptual` (the default) interpolates lightness and the two
    /// opponent axes of Oklab, which keeps a blend's brightness even (red and green meet in a
    /// yellow-brown, not a dark olive); `.device` interpolates the sRGB-encoded components. The
    /// opacity is interpolated linearly in both; components are not premultiplied.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(base: .blended(self, rhs, fraction: fraction, space: colorSpace))
    }
}

extension Color.Resolved {
    /// This colour blended with `other` by `fraction` (clamped to 0…1) in `space`.
    func mixed(with other: Color.Resolved, by fraction: Double, in space: Gradient.ColorSpace) -> Color.Resolved {
        let t = Float(fraction.isNaN ? 0 : min(max(fraction, 0), 1))
        func lerp(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
        let opacity = lerp(self.opacity, other.opacity)
        guard space == .perceptual else {
            return Color.Resolved(red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue), opacity: opacity)
        }
        let from = OklabColor(self), to = OklabColor(other)
        let blend = OklabColor(lightness: lerp(from.lightness, to.lightness), a: lerp(from.a, to.a), b: lerp(from.b, to.b))
        var mixed = blend.resolved
        mixed.opacity = opacity
        return mixed
    }
}

/// A colour in Oklab (Björn Ottosson's perceptual space): lightness 0…1 and two opponent axes
/// (green–red `a`, blue–yellow `b`), converted from and to linear-light sRGB.
struct OklabColor {
    var lightness: Float
    var a: Float
    var b: Float

    init(lightness: Float, a: Float, b: Float) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The Oklab coordinates of `color` (its opacity is dropped).
    init(_ color: Color.Resolved) {
        let r = color.linearRed, g = color.linearGreen, bl = color.linearBlue
        let l = Float(cbrt(Double(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)))
        let m = Float(cbrt(Double(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)))
        let s = Float(cbrt(Double(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)))
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The sRGB colour at these coordinates, opaque (components may leave 0…1: extended sRGB).
    var resolved: Color.Resolved {
        let l1 = lightness + 0.3963377774 * a + 0.2158037573 * b
        let m1 = lightness - 0.1055613458 * a - 0.0638541728 * b
        let s1 = lightness - 0.0894841775 * a - 1.2914855480 * b
        let l = l1 * l1 * l1, m = m1 * m1 * m1, s = s1 * s1 * s1
        var color = Color.Resolved(red: 0, green: 0, blue: 0)
        color.linearRed = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        color.linearGreen = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        color.linearBlue = -0.0044196265 * l - 0.7034186147 * m + 1.7076147010 * s
        return color
    }
}
