/// A font that resolves to a point size, weight and design: SwiftUI's `Font`.
///
/// ```swift
/// Text("+1").font(.headline.bold())
/// Image(systemName: "heart.fill").font(.system(size: 44))
/// ```
///
/// Text styles resolve to Apple's default sizes at the default Dynamic Type setting (see
/// `Font+TextStyle.swift`); `system(size:)` uses the size as given. Sizes below 0 and NaN resolve to 0.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case size(CGFloat)
        case custom(name: String, size: CGFloat)
    }

    let base: Base
    var weightOverride: Weight?
    var design: Design?
    var isItalic = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weightOverride = weight
        self.design = design
    }

    /// A system font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    /// SwiftUI's original spelling, with non-optional defaults. Disfavoured so that
    /// `.system(size: 44)` picks the form above instead of being ambiguous.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    /// A system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// The system font in text style `style` and `design` (default `.default`).
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(base: .textStyle(style), design: design)
    }

    /// A font by family name at `size` points; the renderer picks the family if it has it.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size))
    }

    /// A font by family name at `size` points that would scale with Dynamic Type like `textStyle`.
    /// Cadence draws at the default content size, where it is `size` points.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A font by family name at `fixedSize` points, which Dynamic Type never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// This font in bold.
    public func bold() -> Font {
        weight(.bold)
    }

    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightOverride = weight
        return copy
    }

    /// This font in italics.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The concrete font: point size, weight, design (Cadence addition; the renderer's input).
    public var resolved: ResolvedFont {
        let size: CGFloat
        var family: String?
        var weight = Weight.regular
        switch base {
        case .textStyle(let style):
            size = style.pointSize
            weight = style.defaultWeight
        case .size(let points):
            size = points
        case .custom(let name, let points):
            size = points
            family = name
        }
        return ResolvedFont(
            pointSize: size.isNaN ? 0 : max(0, size),
            weight: weightOverride ?? weight,
            design: design ?? .default,
            isItalic: isItalic,
            family: family
        )
    }
}

extension Font {
    /// The weight of a font, from ultra-light to black: SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        /// UIKit's weight scale (−0.8 ultra-light … 0 regular … 0.62 black).
        let value: CGFloat
        let name: String

        /// The ultraLight weight (UIKit -0.8, weight class 100).
        public static let ultraLight = Weight(value: -0.8, name: "ultraLight")
        /// The thin weight (UIKit -0.6, weight class 200).
        public static let thin = Weight(value: -0.6, name: "thin")
        /// The light weight (UIKit -0.4, weight class 300).
        public static let light = Weight(value: -0.4, name: "light")
        /// The regular weight (UIKit 0, weight class 400).
        public static let regular = Weight(value: 0, name: "regular")
        /// The medium weight (UIKit 0.23, weight class 500).
        public static let medium = Weight(value: 0.23, name: "medium")
        /// The semibold weight (UIKit 0.3, weight class 600).
        public static let semibold = Weight(value: 0.3, name: "semibold")
        /// The bold weight (UIKit 0.4, weight class 700).
        public static let bold = Weight(value: 0.4, name: "bold")
        /// The heavy weight (UIKit 0.56, weight class 800).
        public static let heavy = Weight(value: 0.56, name: "heavy")
        /// The black weight (UIKit 0.62, weight class 900).
        public static let black = Weight(value: 0.62, name: "black")

        /// The CSS / OpenType weight class, 100 (ultra-light) … 900 (black): how a renderer picks a face.
        /// Cadence addition.
        public var numericWeight: Int {
            switch value {
            case ..<(-0.7): 100
            case ..<(-0.5): 200
            case ..<(-0.2): 300
            case ..<0.1: 400
            case ..<0.26: 500
            case ..<0.35: 600
            case ..<0.5: 700
            case ..<0.6: 800
            default: 900
            }
        }
    }

    /// A family of system font designs: SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        /// The system font's designs: the default sans serif, a serif, rounded, and monospaced.
        case `default`, serif, rounded, monospaced
    }
}

/// A concrete font, as text and symbols in a display list carry it. Cadence addition.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    /// Point size, ≥ 0.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Font.Weight
    /// The design.
    public var design: Font.Design
    /// Whether the font is italic.
    public var isItalic: Bool
    /// The family of a `Font.custom` font; `nil` for the system font.
    public var family: String?

    /// Makes a font of `pointSize` points; by default regular, the default design, upright, the system family.
    public init(pointSize: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default, isItalic: Bool = false, family: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.family = family
    }

    public var description: String {
        var parts = [family ?? "system", "\(DisplayNumber(pointSize))", weight.name]
        if design != .default { parts.append("\(design)") }
        if isItalic { parts.append("italic") }
        return parts.joined(separator: " ")
    }
}
