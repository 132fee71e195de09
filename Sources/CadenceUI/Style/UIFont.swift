import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
/// A font as UIKit names it: UIKit's `UIFont`, for `Font(uiFont)` and the labels and text views of
/// represented UIKit views. Cadence addition on non-Apple platforms (here, next to `Font`, because
/// SwiftUI's `Font(_:)` takes one).
///
/// Sizes are in points. Text styles have Apple's sizes at the default Dynamic Type setting (the
/// table in `Font+TextStyle.swift`: `body` 17, `title1` 28, …). Any family name is accepted by
/// `init(name:size:)` (the renderer picks the family if it has it).
public final class UIFont: Sendable, Hashable {
    /// The weight of a font: UIKit's `UIFont.Weight`, on UIKit's scale (−0.8 ultra-light … 0 regular
    /// … 0.62 black), the same values as SwiftUI's `Font.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on UIKit's scale.
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra-light, −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin, −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// Light, −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// Regular, 0.
        public static let regular = Weight(rawValue: 0)
        /// Medium, 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold, 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold, 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy, 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black, 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The SwiftUI weight with this value, or the nearest one.
        var fontWeight: Font.Weight {
            let all: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return all.min { abs($0.value - rawValue) < abs($1.value - rawValue) } ?? .regular
        }
    }

    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle` (raw values are UIKit's names).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public var rawValue: String
        /// The style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A large title, 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title, 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title, 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title, 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings, 17 points semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings, 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text, 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts, 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes, 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions, 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions, 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The SwiftUI text style (body for an unknown name).
        var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// The size, in points (0 for negative or NaN sizes).
    public let pointSize: CGFloat
    /// The font's family name: "System Font" for system fonts, the name given otherwise.
    public let familyName: String
    /// The font's name: ".SFUI-" and the weight for system fonts, the name given otherwise.
    public let fontName: String
    /// The weight.
    public let weight: Weight
    let design: Font.Design
    let isItalic: Bool
    let isCustom: Bool

    private init(size: CGFloat, weight: Weight, design: Font.Design = .default, italic: Bool = false, name: String? = nil) {
        pointSize = size.isNaN ? 0 : max(0, size)
        self.weight = weight
        self.design = design
        isItalic = italic
        isCustom = name != nil
        familyName = name ?? "System Font"
        fontName = name ?? ".SFUI-\(weight.fontWeight.name.prefix(1).uppercased() + weight.fontWeight.name.dropFirst())"
    }

    /// The font named `fontName` at `fontSize` points. Always made: Cadence cannot tell which
    /// families exist (the renderer falls back to the system font for those it lacks).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, weight: .regular, name: fontName)
    }

    /// The system font at `fontSize` points, in `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The regular system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font at `fontSize` points, in `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, design: .monospaced)
    }

    /// The system font with monospaced digits at `fontSize` points (drawn as the system font).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The system font for `style` at the default Dynamic Type size (semibold for `headline`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let textStyle = style.fontTextStyle
        return UIFont(size: textStyle.pointSize, weight: textStyle == .headline ? .semibold : .regular)
    }

    /// The size of the standard system font, 14 points.
    public static let systemFontSize: CGFloat = 14
    /// The size of the small system font, 12 points.
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of labels, 17 points.
    public static let labelFontSize: CGFloat = 17
    /// The size of buttons, 18 points.
    public static let buttonFontSize: CGFloat = 18

    /// This font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: weight, design: design, italic: isItalic, name: isCustom ? familyName : nil)
    }

    /// The height of a line, in points: 1.2 × the point size (``ApproximateTextMeasurer``'s line).
    public var lineHeight: CGFloat { pointSize * 1.2 }

    /// Whether two fonts are the same face at the same size.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.design == rhs.design
            && lhs.isItalic == rhs.isItalic && lhs.fontName == rhs.fontName
    }

    /// Hashes the face and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(fontName)
        hasher.combine(weight)
    }
}

extension Font {
    /// The font `font` stands for, at its point size (a preferred font keeps the size it had when
    /// made, as SwiftUI's `Font(_:)` from a `UIFont` does): SwiftUI's `Font(_:)`.
    public init(_ font: UIFont) {
        let upright: Font = font.isCustom
            ? .custom(font.familyName, fixedSize: font.pointSize)
            : .system(size: font.pointSize, weight: font.weight.fontWeight, design: font.design)
        self = font.isItalic ? upright.italic() : upright
    }
}
#endif
