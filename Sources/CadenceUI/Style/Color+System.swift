// SwiftUI's named colours, with the sRGB values Apple publishes for its light-mode system colours
// (Human Interface Guidelines, iOS 15–18 palette), as 8-bit components:
//
// | colour  | sRGB (0–255)  |   | colour  | sRGB (0–255)  |
// |---------|---------------|---|---------|---------------|
// | red     | 255, 59, 48   |   | blue    | 0, 122, 255   |
// | orange  | 255, 149, 0   |   | indigo  | 88, 86, 214   |
// | yellow  | 255, 204, 0   |   | purple  | 175, 82, 222  |
// | green   | 52, 199, 89   |   | pink    | 255, 45, 85   |
// | mint    | 0, 199, 190   |   | brown   | 162, 132, 94  |
// | teal    | 48, 176, 199  |   | gray    | 142, 142, 147 |
// | cyan    | 50, 173, 230  |   | accentColor | = blue    |
//
// white (255, 255, 255), black (0, 0, 0), clear (0, 0, 0, opacity 0).
// primary is the label colour: black in light mode, white in dark mode. secondary is the secondary
// label colour: (60, 60, 67) at opacity 0.6 in light mode, (235, 235, 245) at 0.6 in dark mode.
// The hues keep their light-mode values in dark mode (Cadence does not carry the dark palette).

enum SystemColor: Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case white, gray, black, clear, primary, secondary, accentColor
    /// UIKit's colours for interface elements (`UIColor.systemBackground`, …; see `UIColor`).
    case element(ElementColor)

    func resolved(in scheme: ColorScheme) -> Color.Resolved {
        switch self {
        case .red: Self.srgb(255, 59, 48)
        case .orange: Self.srgb(255, 149, 0)
        case .yellow: Self.srgb(255, 204, 0)
        case .green: Self.srgb(52, 199, 89)
        case .mint: Self.srgb(0, 199, 190)
        case .teal: Self.srgb(48, 176, 199)
        case .cyan: Self.srgb(50, 173, 230)
        case .blue, .accentColor: Self.srgb(0, 122, 255)
        case .indigo: Self.srgb(88, 86, 214)
        case .purple: Self.srgb(175, 82, 222)
        case .pink: Self.srgb(255, 45, 85)
        case .brown: Self.srgb(162, 132, 94)
        case .gray: Self.srgb(142, 142, 147)
        case .white: Self.srgb(255, 255, 255)
        case .black: Self.srgb(0, 0, 0)
        case .clear: Self.srgb(0, 0, 0, opacity: 0)
        case .primary: Self.label(level: 0, scheme)
        case .secondary: Self.label(level: 1, scheme)
        case .element(let element): element.resolved(in: scheme)
        }
    }

    /// The label colours by hierarchy level (0 primary … 3 quaternary, 4 quinary at 0.1 opacity, a
    /// Cadence choice: UIKit has no fifth label colour), as Apple publishes them for iOS:
    /// light (60, 60, 67) at 0.6 / 0.3 / 0.18 after black; dark (235, 235, 245) at 0.6 / 0.3 / 0.16
    /// after white.
    static func label(level: Int, _ scheme: ColorScheme) -> Color.Resolved {
        switch (scheme, level) {
        case (.light, ...0): srgb(0, 0, 0)
        case (.light, 1): srgb(60, 60, 67, opacity: 0.6)
        case (.light, 2): srgb(60, 60, 67, opacity: 0.3)
        case (.light, 3): srgb(60, 60, 67, opacity: 0.18)
        case (.light, _): srgb(60, 60, 67, opacity: 0.1)
        case (.dark, ...0): srgb(255, 255, 255)
        case (.dark, 1): srgb(235, 235, 245, opacity: 0.6)
        case (.dark, 2): srgb(235, 235, 245, opacity: 0.3)
        case (.dark, 3): srgb(235, 235, 245, opacity: 0.16)
        case (.dark, _): srgb(235, 235, 245, opacity: 0.1)
        }
    }

    static func srgb(_ red: Float, _ green: Float, _ blue: Float, opacity: Float = 1) -> Color.Resolved {
        Color.Resolved(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }
}

/// UIKit's colours for interface elements, with the sRGB values Apple publishes for iOS (UIKit,
/// "UI element colors" and "Standard colors"), light and dark:
///
/// | colour | light | dark |
/// |---|---|---|
/// | systemBackground | 255, 255, 255 | 0, 0, 0 |
/// | secondarySystemBackground | 242, 242, 247 | 28, 28, 30 |
/// | tertiarySystemBackground | 255, 255, 255 | 44, 44, 46 |
/// | systemGroupedBackground | 242, 242, 247 | 0, 0, 0 |
/// | secondarySystemGroupedBackground | 255, 255, 255 | 28, 28, 30 |
/// | tertiarySystemGroupedBackground | 242, 242, 247 | 44, 44, 46 |
/// | placeholderText | 60, 60, 67 at 0.3 | 235, 235, 245 at 0.3 |
/// | separator | 60, 60, 67 at 0.29 | 84, 84, 88 at 0.6 |
/// | opaqueSeparator | 198, 198, 200 | 56, 56, 58 |
/// | link | 0, 122, 255 | 9, 132, 255 |
/// | systemFill | 120, 120, 128 at 0.2 | 120, 120, 128 at 0.36 |
/// | secondarySystemFill | 120, 120, 128 at 0.16 | 120, 120, 128 at 0.32 |
/// | tertiarySystemFill | 118, 118, 128 at 0.12 | 118, 118, 128 at 0.24 |
/// | quaternarySystemFill | 116, 116, 128 at 0.08 | 118, 118, 128 at 0.18 |
/// | systemGray2 … systemGray6 | 174, 174, 178 · 199, 199, 204 · 209, 209, 214 · 229, 229, 234 · 242, 242, 247 | 99, 99, 102 · 72, 72, 74 · 58, 58, 60 · 44, 44, 46 · 28, 28, 30 |
///
/// The labels are `SystemColor.label(level:_:)`'s; `lightText` is white at 0.6 and `darkText`
/// black in both appearances.
enum ElementColor: Hashable, Sendable {
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case separator, opaqueSeparator, link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case lightText, darkText

    func resolved(in scheme: ColorScheme) -> Color.Resolved {
        let dark = scheme == .dark
        func rgb(_ light: (Float, Float, Float), _ darkValue: (Float, Float, Float), opacity: (Float, Float) = (1, 1)) -> Color.Resolved {
            let value = dark ? darkValue : light
            return SystemColor.srgb(value.0, value.1, value.2, opacity: dark ? opacity.1 : opacity.0)
        }
        switch self {
        case .systemBackground: return rgb((255, 255, 255), (0, 0, 0))
        case .secondarySystemBackground: return rgb((242, 242, 247), (28, 28, 30))
        case .tertiarySystemBackground: return rgb((255, 255, 255), (44, 44, 46))
        case .systemGroupedBackground: return rgb((242, 242, 247), (0, 0, 0))
        case .secondarySystemGroupedBackground: return rgb((255, 255, 255), (28, 28, 30))
        case .tertiarySystemGroupedBackground: return rgb((242, 242, 247), (44, 44, 46))
        case .label: return SystemColor.label(level: 0, scheme)
        case .secondaryLabel: return SystemColor.label(level: 1, scheme)
        case .tertiaryLabel: return SystemColor.label(level: 2, scheme)
        case .quaternaryLabel: return SystemColor.label(level: 3, scheme)
        case .placeholderText: return rgb((60, 60, 67), (235, 235, 245), opacity: (0.3, 0.3))
        case .separator: return rgb((60, 60, 67), (84, 84, 88), opacity: (0.29, 0.6))
        case .opaqueSeparator: return rgb((198, 198, 200), (56, 56, 58))
        case .link: return rgb((0, 122, 255), (9, 132, 255))
        case .systemFill: return rgb((120, 120, 128), (120, 120, 128), opacity: (0.2, 0.36))
        case .secondarySystemFill: return rgb((120, 120, 128), (120, 120, 128), opacity: (0.16, 0.32))
        case .tertiarySystemFill: return rgb((118, 118, 128), (118, 118, 128), opacity: (0.12, 0.24))
        case .quaternarySystemFill: return rgb((116, 116, 128), (118, 118, 128), opacity: (0.08, 0.18))
        case .systemGray2: return rgb((174, 174, 178), (99, 99, 102))
        case .systemGray3: return rgb((199, 199, 204), (72, 72, 74))
        case .systemGray4: return rgb((209, 209, 214), (58, 58, 60))
        case .systemGray5: return rgb((229, 229, 234), (44, 44, 46))
        case .systemGray6: return rgb((242, 242, 247), (28, 28, 30))
        case .lightText: return SystemColor.srgb(255, 255, 255, opacity: 0.6)
        case .darkText: return SystemColor.srgb(0, 0, 0)
        }
    }
}

extension Color {
    /// System red: sRGB (255, 59, 48) (the light-mode value, in both appearances).
    public static let red = Color(base: .system(.red))
    /// System orange: sRGB (255, 149, 0) (the light-mode value, in both appearances).
    public static let orange = Color(base: .system(.orange))
    /// System yellow: sRGB (255, 204, 0) (the light-mode value, in both appearances).
    public static let yellow = Color(base: .system(.yellow))
    /// System green: sRGB (52, 199, 89) (the light-mode value, in both appearances).
    public static let green = Color(base: .system(.green))
    /// System mint: sRGB (0, 199, 190) (the light-mode value, in both appearances).
    public static let mint = Color(base: .system(.mint))
    /// System teal: sRGB (48, 176, 199) (the light-mode value, in both appearances).
    public static let teal = Color(base: .system(.teal))
    /// System cyan: sRGB (50, 173, 230) (the light-mode value, in both appearances).
    public static let cyan = Color(base: .system(.cyan))
    /// System blue: sRGB (0, 122, 255) (the light-mode value, in both appearances).
    public static let blue = Color(base: .system(.blue))
    /// System indigo: sRGB (88, 86, 214) (the light-mode value, in both appearances).
    public static let indigo = Color(base: .system(.indigo))
    /// System purple: sRGB (175, 82, 222) (the light-mode value, in both appearances).
    public static let purple = Color(base: .system(.purple))
    /// System pink: sRGB (255, 45, 85) (the light-mode value, in both appearances).
    public static let pink = Color(base: .system(.pink))
    /// System brown: sRGB (162, 132, 94) (the light-mode value, in both appearances).
    public static let brown = Color(base: .system(.brown))
    /// System white: sRGB (255, 255, 255).
    public static let white = Color(base: .system(.white))
    /// System gray: sRGB (142, 142, 147) (the light-mode value, in both appearances).
    public static let gray = Color(base: .system(.gray))
    /// System black: sRGB (0, 0, 0).
    public static let black = Color(base: .system(.black))
    /// Fully transparent.
    public static let clear = Color(base: .system(.clear))
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = Color(base: .system(.primary))
    /// The secondary label colour: (60, 60, 67) at 0.6 opacity in light mode.
    public static let secondary = Color(base: .system(.secondary))
    /// The app's accent colour; system blue (Cadence has no asset catalogue).
    public static let accentColor = Color(base: .system(.accentColor))
}

// So `.foregroundStyle(.pink)`, `.fill(.red)` and `.background(.blue)` find the colours. `primary` and
// `secondary` are not here: as shape styles they are hierarchical styles (see HierarchicalShapeStyle).
extension ShapeStyle where Self == Color {
    /// `Color.red` as a shape style.
    public static var red: Color { .red }
    /// `Color.orange` as a shape style.
    public static var orange: Color { .orange }
    /// `Color.yellow` as a shape style.
    public static var yellow: Color { .yellow }
    /// `Color.green` as a shape style.
    public static var green: Color { .green }
    /// `Color.mint` as a shape style.
    public static var mint: Color { .mint }
    /// `Color.teal` as a shape style.
    public static var teal: Color { .teal }
    /// `Color.cyan` as a shape style.
    public static var cyan: Color { .cyan }
    /// `Color.blue` as a shape style.
    public static var blue: Color { .blue }
    /// `Color.indigo` as a shape style.
    public static var indigo: Color { .indigo }
    /// `Color.purple` as a shape style.
    public static var purple: Color { .purple }
    /// `Color.pink` as a shape style.
    public static var pink: Color { .pink }
    /// `Color.brown` as a shape style.
    public static var brown: Color { .brown }
    /// `Color.white` as a shape style.
    public static var white: Color { .white }
    /// `Color.gray` as a shape style.
    public static var gray: Color { .gray }
    /// `Color.black` as a shape style.
    public static var black: Color { .black }
    /// `Color.clear` as a shape style.
    public static var clear: Color { .clear }
}
