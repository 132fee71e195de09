// Colour literals: `#colorLiteral(red:green:blue:alpha:)`, which Xcode's colour picker writes into
// app code (`Color(#colorLiteral(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))`).

extension Color: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral` stands for: sRGB components and opacity, each nominally 0…1
    /// (values outside are kept, as extended sRGB).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
extension UIColor: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral` stands for: sRGB components and opacity, each nominally 0…1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type a `#colorLiteral` has where nothing else decides it: `UIColor`, as with UIKit on iOS
/// (`let tint = #colorLiteral(...)` is a `UIColor`; `Color(tint)` turns it into a SwiftUI colour).
public typealias _ColorLiteralType = UIColor
#endif
