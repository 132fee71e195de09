/// A straight-alpha sRGB colour with `Double` components in 0…1, as exports write it (`#RRGGBB` or
/// `rgba(…)` in CSS, 0…1 components in Lottie).
///
/// Components outside 0…1 are kept as given and clamped only when written.
///
/// ```swift
/// let pink = ExportColor(red: 1, green: 45 / 255, blue: 85 / 255)
/// ExportColor.black.alpha    // 1
/// ```
public struct ExportColor: Sendable, Hashable {
    /// Red, nominally 0…1.
    public var red: Double
    /// Green, nominally 0…1.
    public var green: Double
    /// Blue, nominally 0…1.
    public var blue: Double
    /// Opacity: 0 is transparent, 1 opaque.
    public var alpha: Double

    /// Makes a colour from straight components in 0…1; opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = ExportColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = ExportColor(red: 1, green: 1, blue: 1)
}
