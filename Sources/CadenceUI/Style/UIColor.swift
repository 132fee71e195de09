import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
/// A colour as UIKit names it: UIKit's `UIColor`, as far as SwiftUI code uses it
/// (`Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`, `UIColor(red:green:blue:alpha:)`).
/// Cadence addition on non-Apple platforms, where SwiftUI files see UIKit's colours without
/// importing UIKit.
///
/// The interface-element colours (`systemBackground`, `label`, `separator`, the fills, the greys)
/// follow the environment's `colorScheme` with the light and dark values Apple publishes (see
/// `ElementColor`); the system hues (`systemRed`, …) are `Color`'s (light-mode values in both
/// appearances, as everywhere in Cadence); the plain colours (`red`, `gray`, …) are UIKit's fixed
/// components (`UIColor.red` is (1, 0, 0), not the system red).
public final class UIColor: Sendable, Hashable {
    /// The colour, resolved in the environment where it is drawn.
    public let color: Color

    /// A colour standing for `color`.
    public init(_ color: Color) {
        self.color = color
    }

    /// A colour from sRGB components, each nominally 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                        opacity: Double(alpha)))
    }

    /// A colour from an asset catalog: always `nil` in Cadence, which has no asset catalogs of colours.
    public convenience init?(named name: String) {
        return nil
    }

    /// This colour with its opacity multiplied by `alpha` (UIKit sets it; Cadence's colours carry
    /// their opacity as a factor, so a colour of opacity 1, the usual case, gets exactly `alpha`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(Double(alpha)))
    }

    /// Whether two colours stand for the same `Color`.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.color == rhs.color
    }

    /// Hashes the colour it stands for.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
    }

    private convenience init(element: ElementColor) {
        self.init(Color(base: .system(.element(element))))
    }

    private convenience init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    // MARK: Interface-element colours (follow the colour scheme)

    /// The background of a screen: white in light mode, black in dark mode.
    public static let systemBackground = UIColor(element: .systemBackground)
    /// The background of content above `systemBackground`.
    public static let secondarySystemBackground = UIColor(element: .secondarySystemBackground)
    /// The background of content above `secondarySystemBackground`.
    public static let tertiarySystemBackground = UIColor(element: .tertiarySystemBackground)
    /// The background of a grouped screen (a grouped list, a form).
    public static let systemGroupedBackground = UIColor(element: .systemGroupedBackground)
    /// The background of content above `systemGroupedBackground` (a grouped list's rows).
    public static let secondarySystemGroupedBackground = UIColor(element: .secondarySystemGroupedBackground)
    /// The background of content above `secondarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = UIColor(element: .tertiarySystemGroupedBackground)
    /// Primary text: `Color.primary`.
    public static let label = UIColor(element: .label)
    /// Secondary text: `Color.secondary`.
    public static let secondaryLabel = UIColor(element: .secondaryLabel)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(element: .tertiaryLabel)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(element: .quaternaryLabel)
    /// Placeholder text in controls.
    public static let placeholderText = UIColor(element: .placeholderText)
    /// A thin separator, which lets the content below show through.
    public static let separator = UIColor(element: .separator)
    /// A separator that hides the content below.
    public static let opaqueSeparator = UIColor(element: .opaqueSeparator)
    /// Links.
    public static let link = UIColor(element: .link)
    /// Fills of thin and small shapes (a slider's track).
    public static let systemFill = UIColor(element: .systemFill)
    /// Fills of medium-size shapes (a switch's background).
    public static let secondarySystemFill = UIColor(element: .secondarySystemFill)
    /// Fills of large shapes (input fields, search bars, buttons).
    public static let tertiarySystemFill = UIColor(element: .tertiarySystemFill)
    /// Fills of large areas with complex content (expanded table cells).
    public static let quaternarySystemFill = UIColor(element: .quaternarySystemFill)
    /// Light text on dark backgrounds: white at 0.6.
    public static let lightText = UIColor(element: .lightText)
    /// Dark text on light backgrounds: black.
    public static let darkText = UIColor(element: .darkText)

    // MARK: System hues and greys

    /// The system red: `Color.red`.
    public static let systemRed = UIColor(Color.red)
    /// The system orange: `Color.orange`.
    public static let systemOrange = UIColor(Color.orange)
    /// The system yellow: `Color.yellow`.
    public static let systemYellow = UIColor(Color.yellow)
    /// The system green: `Color.green`.
    public static let systemGreen = UIColor(Color.green)
    /// The system mint: `Color.mint`.
    public static let systemMint = UIColor(Color.mint)
    /// The system teal: `Color.teal`.
    public static let systemTeal = UIColor(Color.teal)
    /// The system cyan: `Color.cyan`.
    public static let systemCyan = UIColor(Color.cyan)
    /// The system blue: `Color.blue`.
    public static let systemBlue = UIColor(Color.blue)
    /// The system indigo: `Color.indigo`.
    public static let systemIndigo = UIColor(Color.indigo)
    /// The system purple: `Color.purple`.
    public static let systemPurple = UIColor(Color.purple)
    /// The system pink: `Color.pink`.
    public static let systemPink = UIColor(Color.pink)
    /// The system brown: `Color.brown`.
    public static let systemBrown = UIColor(Color.brown)
    /// The system grey: `Color.gray`, (142, 142, 147).
    public static let systemGray = UIColor(Color.gray)
    /// The second system grey: (174, 174, 178) in light mode, (99, 99, 102) in dark mode.
    public static let systemGray2 = UIColor(element: .systemGray2)
    /// The third system grey: (199, 199, 204) / (72, 72, 74).
    public static let systemGray3 = UIColor(element: .systemGray3)
    /// The fourth system grey: (209, 209, 214) / (58, 58, 60).
    public static let systemGray4 = UIColor(element: .systemGray4)
    /// The fifth system grey: (229, 229, 234) / (44, 44, 46).
    public static let systemGray5 = UIColor(element: .systemGray5)
    /// The sixth system grey: (242, 242, 247) / (28, 28, 30).
    public static let systemGray6 = UIColor(element: .systemGray6)
    /// The tint colour of the app: `Color.accentColor`.
    public static let tintColor = UIColor(Color.accentColor)

    // MARK: Fixed colours (UIKit's components)

    /// Black, (0, 0, 0).
    public static let black = UIColor(0, 0, 0)
    /// White, (1, 1, 1).
    public static let white = UIColor(1, 1, 1)
    /// Grey, (0.5, 0.5, 0.5).
    public static let gray = UIColor(0.5, 0.5, 0.5)
    /// Light grey, (⅔, ⅔, ⅔).
    public static let lightGray = UIColor(2.0 / 3, 2.0 / 3, 2.0 / 3)
    /// Dark grey, (⅓, ⅓, ⅓).
    public static let darkGray = UIColor(1.0 / 3, 1.0 / 3, 1.0 / 3)
    /// Red, (1, 0, 0).
    public static let red = UIColor(1, 0, 0)
    /// Green, (0, 1, 0).
    public static let green = UIColor(0, 1, 0)
    /// Blue, (0, 0, 1).
    public static let blue = UIColor(0, 0, 1)
    /// Cyan, (0, 1, 1).
    public static let cyan = UIColor(0, 1, 1)
    /// Yellow, (1, 1, 0).
    public static let yellow = UIColor(1, 1, 0)
    /// Magenta, (1, 0, 1).
    public static let magenta = UIColor(1, 0, 1)
    /// Orange, (1, 0.5, 0).
    public static let orange = UIColor(1, 0.5, 0)
    /// Purple, (0.5, 0, 0.5).
    public static let purple = UIColor(0.5, 0, 0.5)
    /// Brown, (0.6, 0.4, 0.2).
    public static let brown = UIColor(0.6, 0.4, 0.2)
    /// Transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
    /// The colour `color` stands for: SwiftUI's `Color(_:)` from a `UIColor`
    /// (`Color(.systemBackground)`).
    public init(_ color: UIColor) {
        self = color.color
    }

    /// The colour `uiColor` stands for: SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }
}
#endif
