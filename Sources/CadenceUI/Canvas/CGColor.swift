import Foundation

#if !canImport(CoreGraphics)
/// A colour as Core Graphics names it: Core Graphics' `CGColor`, for `CGContext` drawing
/// (`cg.setFillColor(UIColor.red.cgColor)`) and SwiftUI's `Color(cgColor:)` and `Color.cgColor`.
/// Cadence addition on platforms without Core Graphics.
///
/// A colour is either RGB (sRGB, gamma-encoded; four components: red, green, blue, alpha) or grey
/// (two components: white, alpha). Components are kept as given, outside 0…1 too (extended range);
/// drawn, the colour is the sRGB `Color.Resolved` they make.
public final class CGColor: Hashable, Sendable {
    /// The colour's components, alpha last: (red, green, blue, alpha) or (white, alpha).
    /// Optional as in Core Graphics; never `nil` here.
    public let components: [CGFloat]?
    /// The colour as drawn.
    let resolved: Color.Resolved

    private init(components: [CGFloat], resolved: Color.Resolved) {
        self.components = components
        self.resolved = resolved
    }

    /// An sRGB colour; each component nominally 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha],
                  resolved: Color.Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha)))
    }

    /// An sRGB colour (Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`); the same as
    /// `init(red:green:blue:alpha:)` here.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey: `gray` 0 is black, 1 is white.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(components: [gray, alpha],
                  resolved: Color.Resolved(red: Float(gray), green: Float(gray), blue: Float(gray), opacity: Float(alpha)))
    }

    /// A colour standing for `resolved`: four sRGB components.
    convenience init(_ resolved: Color.Resolved) {
        self.init(components: [CGFloat(resolved.red), CGFloat(resolved.green), CGFloat(resolved.blue), CGFloat(resolved.opacity)],
                  resolved: resolved)
    }

    /// Opaque black (grey 0).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (grey 1).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// How many components the colour has, alpha included: 4 for RGB, 2 for grey.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha (its last component).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with alpha `alpha` (Core Graphics returns an optional; never `nil` here).
    public func copy(alpha: CGFloat) -> CGColor? {
        var values = components ?? []
        if !values.isEmpty { values[values.count - 1] = alpha }
        var drawn = resolved
        drawn.opacity = Float(alpha)
        return CGColor(components: values, resolved: drawn)
    }

    /// Whether two colours have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}

extension Color {
    /// The colour `cgColor` stands for: SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) {
        self.init(cgColor.resolved)
    }

    /// The colour `cgColor` stands for: SwiftUI's older `Color(_:)` from a `CGColor`.
    ///
    /// Disfavoured, so that `Color(.white)` still means the `UIColor` (both types have a `white`).
    @_disfavoredOverload
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// This colour as a `CGColor`, or `nil` for a colour that depends on where it is drawn (as in
    /// SwiftUI): `primary`, `secondary`, `accentColor`, the interface-element colours and colours
    /// with a light and a dark value. Other colours, the system hues included, are their sRGB value.
    public var cgColor: CGColor? {
        isDynamic ? nil : CGColor(resolve(in: EnvironmentValues()))
    }

    /// Whether the colour resolves differently with the colour scheme or the accent colour.
    private var isDynamic: Bool {
        switch base {
        case .resolved: false
        case .system(let name):
            switch name {
            case .primary, .secondary, .accentColor, .element: true
            default: false
            }
        case .mixed(let color, _): color.isDynamic
        case .blended(let color, let other, _, _): color.isDynamic || other.isDynamic
        case .schemed: true
        }
    }
}

extension Color.Resolved {
    /// This colour as a `CGColor` (sRGB components and alpha): SwiftUI's `Color.Resolved.cgColor`.
    public var cgColor: CGColor { CGColor(self) }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
extension UIColor {
    /// A colour standing for `cgColor`: UIKit's `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }

    /// This colour as a `CGColor`: UIKit's `UIColor.cgColor`. A colour that follows the colour
    /// scheme (`systemBackground`, `label`, …) is its light-appearance value, as UIKit resolves it
    /// outside any view.
    public var cgColor: CGColor { CGColor(color.resolve(in: EnvironmentValues())) }
}
#endif
#endif
