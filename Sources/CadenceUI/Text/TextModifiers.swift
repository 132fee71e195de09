// The text modifiers that apply to every text below a view, through the environment:
// `bold()`, `italic()`, `fontWeight`, `fontDesign`, `lineLimit`, `multilineTextAlignment`,
// `textCase`, `lineSpacing`, `minimumScaleFactor`, `kerning`, `tracking`, `truncationMode`.

/// How the lines of multi-line text line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines line up on their leading edges, centres, or trailing edges.
    case leading, center, trailing
}

extension Text {
    /// A logical size of text relative to its font: SwiftUI's `Text.Scale`, for
    /// `textScale(_:isEnabled:)`.
    ///
    /// `secondary` draws text at 0.8 × its font's point size (after Dynamic Type), for units and
    /// other text that goes beside larger text. Apple documents no ratio; 0.8 is Cadence's choice
    /// and it changes the size text is laid out and drawn in, not the font it asks for.
    public struct Scale: Hashable, Sendable {
        let sizeFactor: CGFloat

        /// The font's own size.
        public static let `default` = Scale(sizeFactor: 1)
        /// Smaller than the font's size (0.8 of it).
        public static let secondary = Scale(sizeFactor: 0.8)
    }

    /// A change of letter case applied when text is drawn: SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// All capitals, or all lower case.
        case uppercase, lowercase
    }

    /// Where text that does not fit is cut: SwiftUI's `Text.TruncationMode` (Cadence cuts at the end).
    public enum TruncationMode: Hashable, Sendable {
        /// Cut at the start, at the end (the default), or in the middle; Cadence cuts at the end in every mode.
        case head, tail, middle
    }
}

/// The text settings a view sets for the texts below it.
struct TextEnvironment: Hashable, Sendable {
    var weight: Font.Weight?
    var isItalic = false
    var design: Font.Design?
    var isMonospacedDigit = false
    var lineLimit: Int?
    var lineSpacing: CGFloat = 0
    var minimumScaleFactor: CGFloat = 1
    var textCase: Text.Case?
    var tracking: CGFloat = 0
    /// Points text below is raised from its baseline (`View.baselineOffset(_:)`).
    var baselineOffset: CGFloat = 0
    /// The text scale of text below (`View.textScale(_:isEnabled:)`).
    var textScale = Text.Scale.default
    var isUnderlined = false
    var isStrikethrough = false
    var underlineColor: Color?
    var strikethroughColor: Color?
    var underlinePattern = Text.LineStyle.Pattern.solid
    var strikethroughPattern = Text.LineStyle.Pattern.solid
}

private struct TextEnvironmentKey: EnvironmentKey {
    static let defaultValue = TextEnvironment()
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    var textEnvironment: TextEnvironment {
        get { self[TextEnvironmentKey.self] }
        set { self[TextEnvironmentKey.self] = newValue }
    }

    /// How the lines of multi-line text below line up (default `.leading`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text below is cut when it does not fit (default `.tail`; Cadence always cuts at the end).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The most lines text below takes (`nil`: no limit).
    public var lineLimit: Int? {
        get { textEnvironment.lineLimit }
        set { textEnvironment.lineLimit = newValue }
    }

    /// Extra points between lines of text below.
    public var lineSpacing: CGFloat {
        get { textEnvironment.lineSpacing }
        set { textEnvironment.lineSpacing = newValue }
    }

    /// How far text below may shrink to fit (1: never).
    public var minimumScaleFactor: CGFloat {
        get { textEnvironment.minimumScaleFactor }
        set { textEnvironment.minimumScaleFactor = newValue }
    }

    /// The letter case text below is drawn in (`nil`: as written).
    public var textCase: Text.Case? {
        get { textEnvironment.textCase }
        set { textEnvironment.textCase = newValue }
    }

    /// The Dynamic Type size text styles below resolve at (default `.large`, the system default).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    private nonisolated func textEnvironment(_ change: @escaping (inout TextEnvironment) -> Void) -> some View {
        modifier(EnvironmentModifier { change(&$0.textEnvironment) })
    }

    /// Text below in bold.
    public nonisolated func bold(_ isActive: Bool = true) -> some View {
        textEnvironment { if isActive { $0.weight = .bold } }
    }

    /// Text below in italics.
    public nonisolated func italic(_ isActive: Bool = true) -> some View {
        textEnvironment { if isActive { $0.isItalic = true } }
    }

    /// Text below in `weight` (`nil`: each font's own).
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View {
        textEnvironment { $0.weight = weight }
    }

    /// Text below in the font design `design`.
    public nonisolated func fontDesign(_ design: Font.Design?) -> some View {
        textEnvironment { $0.design = design }
    }

    /// Digits below drawn at equal widths.
    public nonisolated func monospacedDigit() -> some View {
        textEnvironment { $0.isMonospacedDigit = true }
    }

    /// Text below in the monospaced design.
    public nonisolated func monospaced(_ isActive: Bool = true) -> some View {
        textEnvironment { if isActive { $0.design = .monospaced } }
    }

    /// Text below takes at most `number` lines (`nil`: no limit); the last shown line ends in "…".
    public nonisolated func lineLimit(_ number: Int?) -> some View {
        textEnvironment { $0.lineLimit = number.map { max(1, $0) } }
    }

    /// Text below takes between `limits.lowerBound` and `limits.upperBound` lines (Cadence applies
    /// the upper bound).
    public nonisolated func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        lineLimit(limits.upperBound)
    }

    /// Text below takes at most `limit` lines (space is not reserved for missing lines in Cadence).
    public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit)
    }

    /// How the lines of multi-line text below line up.
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text below that does not fit is cut.
    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Text below drawn in `textCase` (`nil`: as written).
    public nonisolated func textCase(_ textCase: Text.Case?) -> some View {
        textEnvironment { $0.textCase = textCase }
    }

    /// Text below in `scale` when `isEnabled` (otherwise the scale around it is kept): SwiftUI's
    /// `textScale(_:isEnabled:)`. A text's own `Text.textScale(_:isEnabled:)` wins.
    ///
    /// ```swift
    /// HStack(alignment: .firstTextBaseline, spacing: 2) {
    ///     Text(weight, format: .number).font(.largeTitle.bold())
    ///     Text("kg").font(.largeTitle).textScale(.secondary)
    /// }
    /// ```
    public nonisolated func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        textEnvironment { if isEnabled { $0.textScale = scale } }
    }

    /// `lineSpacing` extra points between lines of text below.
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        textEnvironment { $0.lineSpacing = lineSpacing }
    }

    /// Text below may shrink to `factor` of its size (0…1) to fit its width.
    public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View {
        textEnvironment { $0.minimumScaleFactor = factor.isNaN ? 1 : min(max(factor, 0.01), 1) }
    }

    /// `kerning` extra points between characters of text below.
    public nonisolated func kerning(_ kerning: CGFloat) -> some View {
        textEnvironment { $0.tracking = kerning }
    }

    /// `tracking` extra points after characters of text below.
    public nonisolated func tracking(_ tracking: CGFloat) -> some View {
        textEnvironment { $0.tracking = tracking }
    }

    /// Text below raised `baselineOffset` points from its baseline (negative: lowered), as
    /// `Text.baselineOffset(_:)` does for one text; a text's own offset wins over this one.
    public nonisolated func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textEnvironment { $0.baselineOffset = baselineOffset }
    }

    /// Text below underlined with a line of `pattern` when `isActive`, in `color` (`nil`: each
    /// text's colour).
    public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textEnvironment { $0.isUnderlined = isActive; $0.underlineColor = color; $0.underlinePattern = pattern }
    }

    /// Text below struck through with a line of `pattern` when `isActive`, in `color` (`nil`: each
    /// text's colour).
    public nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textEnvironment { $0.isStrikethrough = isActive; $0.strikethroughColor = color; $0.strikethroughPattern = pattern }
    }

    /// Whether text below may be tightened to fit (recorded, not used).
    public nonisolated func allowsTightening(_ flag: Bool) -> some View { self }

    /// Whether text below can be selected (no effect on a stage).
    public nonisolated func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Text styles below resolve at `size`.
    public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Text styles below resolve at the size of the environment clamped to `range`.
    public nonisolated func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentModifier { environment in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let low = all.first, let high = all.last {
                environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, low), high)
            }
        })
    }
}

/// Whether text can be selected: SwiftUI's `TextSelectability`.
public protocol TextSelectability {}

/// Selectable text.
public struct EnabledTextSelectability: TextSelectability {}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text that can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// The user's preferred text size: SwiftUI's `DynamicTypeSize`. `.large` is the system default.
///
/// Text styles scale with it as the body style does on iOS (17 pt at `.large`): xSmall 14, small 15,
/// medium 16, large 17, xLarge 19, xxLarge 21, xxxLarge 23, accessibility1…5 28, 33, 40, 47, 53;
/// every style is scaled by the body's ratio (Apple's tables differ slightly per style). Fonts of a
/// fixed size (`.system(size:)`) do not scale.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// The standard sizes, smallest first; `.large` is the system default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, larger than every standard one.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The body style's point size at this setting, over 17.
    var scale: CGFloat {
        let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[rawValue] / 17
    }

    /// The body style's point size at this setting (17 at `.large`); `@ScaledMetric` scales by it.
    var bodyPointSize: Double { Double(scale) * 17 }
}

extension ResolveContext {
    /// `font` (the environment's when `nil`) resolved with the environment's text settings and
    /// Dynamic Type size, then the run's own styles.
    func resolvedFont(_ font: Font?, run: TextRun? = nil) -> ResolvedFont {
        environment.resolvedFont(font, run: run)
    }
}

extension EnvironmentValues {
    /// `font` (this environment's when `nil`) resolved with this environment's text settings and
    /// Dynamic Type size, then the run's own styles.
    func resolvedFont(_ font: Font?, run: TextRun? = nil) -> ResolvedFont {
        let base = run?.font ?? font ?? self.font ?? .body
        var resolved = base.resolved
        if case .textStyle = base.base { resolved.pointSize *= dynamicTypeSize.scale }
        let text = textEnvironment
        if let weight = run?.weight ?? text.weight { resolved.weight = weight }
        if run?.isItalic == true || text.isItalic { resolved.isItalic = true }
        if let design = run?.design ?? text.design { resolved.design = design }
        resolved.pointSize *= (run?.textScale ?? text.textScale).sizeFactor
        return resolved
    }
}
