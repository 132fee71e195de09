/// A straight-alpha RGBA colour with `Double` components in 0…1, as the renderer takes it.
///
/// Components outside 0…1 are kept as given (so colour arithmetic can overshoot and come back);
/// they are clamped only when the colour becomes pixels or a Cairo source.
///
/// ```swift
/// let accent = RenderColor(red: 1, green: 0.23, blue: 0.19)
/// accent.opacity(0.5).alpha     // 0.5
/// ```
@frozen
public struct RenderColor: Sendable, Hashable {
    /// Red, nominally 0…1 (kept as given outside it).
    public var red: Double
    /// Green, nominally 0…1 (kept as given outside it).
    public var green: Double
    /// Blue, nominally 0…1 (kept as given outside it).
    public var blue: Double
    /// Opacity: 0 is transparent, 1 opaque.
    public var alpha: Double

    /// Makes a colour from straight components in 0…1; opaque by default.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: `white` for each of red, green and blue.
    @inlinable
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of an 8-bit pixel, each channel divided by 255.
    @inlinable
    public init(_ pixel: RGBAPixel) {
        self.init(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
                  blue: Double(pixel.blue) / 255, alpha: Double(pixel.alpha) / 255)
    }

    /// Opaque black.
    public static let black = RenderColor(white: 0)
    /// Opaque white.
    public static let white = RenderColor(white: 1)
    /// Transparent black.
    public static let clear = RenderColor(white: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `amount` (SwiftUI's `Color.opacity(_:)`).
    @inlinable
    public func opacity(_ amount: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha * amount)
    }

    /// The nearest 8-bit pixel: each component clamped to 0…1, times 255, rounded. NaN becomes 0.
    @inlinable
    public var pixel: RGBAPixel {
        RGBAPixel(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: Self.byte(alpha))
    }

    /// `value` clamped to 0…1 (NaN to 0), the form Cairo receives.
    @inlinable
    static func unit(_ value: Double) -> Double {
        value >= 1 ? 1 : (value > 0 ? value : 0)
    }

    @inlinable
    static func byte(_ value: Double) -> UInt8 {
        UInt8((unit(value) * 255).rounded())
    }
}
