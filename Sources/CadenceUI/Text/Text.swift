import Foundation

/// A run of text in the environment's font and foreground style: SwiftUI's `Text`.
///
/// ```swift
/// Text("+1").font(.headline.bold()).foregroundStyle(.pink)
/// Text("**Saved** to *Photos*")                    // inline Markdown in literals
/// Text("Score: ") + Text("\(score)").bold().foregroundColor(.orange)
/// Text(3.14159, format: .number.precision(.fractionLength(2)))
/// ```
///
/// Text takes the size its lines need: as wide as its longest line for the proposed width (breaking
/// between words when narrower than the text), as tall as its lines, `lineSpacing` apart. With a
/// `lineLimit`, lines past it are dropped and the last shown line ends in "…"; with a
/// `minimumScaleFactor` below 1, text wider than the offer is drawn smaller first (down to that
/// factor). Measurement comes from the stage's ``TextMeasurer``; text concatenated from runs of
/// different styles is measured in the first run's font and drawn run by run when it fits on one
/// line. Empty text takes no space and draws nothing.
public nonisolated struct Text: View, Equatable {
    /// The styled pieces of this text, in order (one unless texts were concatenated or Markdown used).
    var runs: [TextRun]

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        runs = [TextRun(string: content)]
    }

    /// Text from a string (shown as it is, never localized or parsed as Markdown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(string: String(content))]
    }

    /// Text from a string literal or interpolation; inline Markdown (`**bold**`, `*italic*`,
    /// `~~struck~~`, and code between backticks) in the literal is applied.
    public init(_ key: LocalizedStringKey) {
        runs = MarkdownRuns.parse(key.key, images: key.images)
    }

    /// Text from a localized string key in a string table (Cadence has no tables: the key is shown).
    /// Disfavoured, so that `Text("…")` picks the form above (a call that needs default arguments
    /// ranks below the generic `StringProtocol` form).
    @_disfavoredOverload
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = MarkdownRuns.parse(key.key, images: key.images)
    }

    /// The text of a value formatted by `format` (`.number`, `.percent`, `.currency(code:)`, a date
    /// style). Number styles that use the current locale format in en_US, as on a US device:
    /// `Text(750.0, format: .currency(code: "USD"))` reads "$750.00" on every machine.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [TextRun(string: format.formatInStageLocale(input))]
    }

    /// The text of an attributed string, drawn with its SwiftUI attributes (`font`,
    /// `foregroundColor`, `strikethroughStyle`, `underlineStyle`, `kern`, `tracking`,
    /// `baselineOffset`) and its Markdown intents (`AttributedString(markdown:)`); other attributes,
    /// such as a background colour, are not drawn.
    /// Disfavoured: `AttributedString` is expressible by a string literal too, and a literal means
    /// a localized key.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = TextRun.runs(of: attributedContent)
    }

    /// Text that shows `image` inline, sized by the text's font like a symbol beside letters, so it
    /// can be concatenated with other texts: `Text(Image(systemName: "star.fill")) + Text(" 4.5")`.
    ///
    /// A text with images is laid out on one line: its text pieces and images side by side on their
    /// first baseline (Cadence does not wrap text around inline images). Its string (what stages
    /// search and accessibility reads) has no character for the image.
    public init(_ image: Image) {
        runs = [TextRun(string: "", image: InlineImage(image: image))]
    }

    init(runs: [TextRun]) {
        self.runs = runs
    }

    /// The whole text without styles.
    var string: String { runs.map(\.string).joined() }
    /// The whole text without styles (what accessibility labels read).
    var content: String { string }

    public typealias Body = Never

    /// Text that shows `lhs` followed by `rhs`, each keeping its styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }
}

/// A piece of text with the styles set on it by `Text`'s own modifiers (`nil`: from the environment).
struct TextRun: Hashable, Sendable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic: Bool?
    var design: Font.Design?
    var isMonospacedDigit = false
    var color: Color?
    /// A shape style set by `foregroundStyle(_:)`, resolved where the text is drawn (so `.secondary`
    /// is the secondary level of the foreground there).
    var style: TextStyleBox?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var isUnderlined = false
    var isStrikethrough = false
    /// The underline's colour (`nil`: the text's).
    var underlineColor: Color?
    /// The strikethrough line's colour (`nil`: the text's).
    var strikethroughColor: Color?
    var underlinePattern = Text.LineStyle.Pattern.solid
    var strikethroughPattern = Text.LineStyle.Pattern.solid
    var baselineOffset: CGFloat = 0
    /// The run's text scale (`Text.textScale(_:isEnabled:)`; `nil`: the environment's).
    var textScale: Text.Scale?
    var isCode = false
    /// An image shown inline in place of `string` (`Text(Image(systemName:))`), drawn in the run's
    /// font and colour.
    var image: InlineImage?
    /// The values attached with `customAttribute(_:)`, for a `TextRenderer`.
    var customAttributes: [TextAttributeBox] = []
    /// The destination of a Markdown link or an attributed string's `link`, as written (drawn as
    /// its title).
    var link: String?
}

/// An image inside a text run or a localized key. Compared by the image's own equality; hashed by
/// nothing (runs hash by their strings).
struct InlineImage: Hashable, Sendable {
    let image: Image

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.image == rhs.image }
    func hash(into hasher: inout Hasher) {}
}

// MARK: Text's own modifiers (they return Text, so styled texts can be concatenated)

extension Text {
    private func restyled(_ change: (inout TextRun) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    /// This text in `font` (`nil`: the environment's).
    public func font(_ font: Font?) -> Text { restyled { $0.font = font } }
    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { restyled { $0.weight = weight } }
    /// This text in the font design `design`.
    public func fontDesign(_ design: Font.Design?) -> Text { restyled { $0.design = design } }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italics.
    public func italic() -> Text { restyled { $0.isItalic = true } }
    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text with digits of equal width.
    public func monospacedDigit() -> Text { restyled { $0.isMonospacedDigit = true } }
    /// This text in the monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// This text in `color` (`nil`: the environment's foreground).
    public func foregroundColor(_ color: Color?) -> Text { restyled { $0.color = color } }
    /// This text in `style` (a colour; other styles draw in their resolved colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        restyled { $0.style = TextStyleBox(style: style) }
    }
    /// This text with `kerning` extra points between characters (negative: tighter). Cadence adds
    /// the same space after each character as `tracking` does (there are no ligatures to keep).
    public func kerning(_ kerning: CGFloat) -> Text { restyled { $0.kerning = kerning } }
    /// This text with `tracking` extra points after each character (negative: tighter).
    public func tracking(_ tracking: CGFloat) -> Text { restyled { $0.tracking = tracking } }
    /// This text underlined when `isActive`, in `color` (`nil`: the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }
    /// This text struck through when `isActive`, in `color` (`nil`: the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }
    /// This text underlined with a line of `pattern` when `isActive`, in `color` (`nil`: the text's).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        restyled { $0.isUnderlined = isActive; $0.underlineColor = color; $0.underlinePattern = pattern }
    }
    /// This text struck through with a line of `pattern` when `isActive`, in `color` (`nil`: the text's).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        restyled { $0.isStrikethrough = isActive; $0.strikethroughColor = color; $0.strikethroughPattern = pattern }
    }
    /// This text moved `baselineOffset` points up from the baseline (negative: down).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { restyled { $0.baselineOffset = baselineOffset } }
    /// This text in `scale` when `isEnabled` (otherwise its scale is unchanged): SwiftUI's
    /// `Text.textScale(_:isEnabled:)`. It wins over a scale set on the views around it.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? restyled { $0.textScale = scale } : self
    }
}

extension Text {
    /// How an underline or strikethrough line is drawn: SwiftUI's `Text.LineStyle` (a pattern and
    /// an optional colour; `nil` draws in the text's colour).
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of a text line: SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            let kind: DisplayList.TextLinePattern

            /// A solid line.
            public static let solid = Pattern(kind: .solid)
            /// A line of dots.
            public static let dot = Pattern(kind: .dot)
            /// A line of dashes.
            public static let dash = Pattern(kind: .dash)
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(kind: .dashDot)
            /// Alternating dashes and two dots.
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        let pattern: Pattern
        let color: Color?

        /// A line of `pattern` in `color` (`nil`: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()
    }
}

/// A shape style inside a text run. Runs compare equal whatever their styles (styles are not
/// `Equatable`); `Text`'s equality is about its strings and fonts.
struct TextStyleBox: Hashable, Sendable {
    let style: any ShapeStyle

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// What `Text(_ key:)` makes of inline Markdown: `**bold**`, `__bold__`, `*italic*`, `_italic_`,
/// `~~strikethrough~~`, `` `code` `` and `[title](url)` (drawn as its title). Unclosed markers are
/// shown as written.
enum MarkdownRuns {
    /// The runs of `source`, with each image placeholder (`LocalizedStringKey.imageMarker`) replaced
    /// by the next of `images`, in the style of the run it was in.
    static func parse(_ source: String, images: [InlineImage]) -> [TextRun] {
        let parsed = parse(source)
        guard !images.isEmpty else { return parsed }
        var remaining = images[...]
        var runs: [TextRun] = []
        for run in parsed {
            let pieces = run.string.split(separator: LocalizedStringKey.imageMarker, omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index > 0, let image = remaining.popFirst() {
                    var inline = run
                    inline.string = ""
                    inline.image = image
                    runs.append(inline)
                }
                if !piece.isEmpty {
                    var text = run
                    text.string = String(piece)
                    runs.append(text)
                }
            }
        }
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }

    static func parse(_ source: String) -> [TextRun] {
        guard source.contains(where: { "*_~`[".contains($0) }) else { return [TextRun(string: source)] }
        var runs: [TextRun] = []
        var current = TextRun(string: "")
        var bold = false, italic = false, struck = false
        var characters = Array(source)
        var index = 0
        func flush() {
            if !current.string.isEmpty { runs.append(current) }
            current = TextRun(string: "")
            current.weight = bold ? .bold : nil
            current.isItalic = italic ? true : nil
            current.isStrikethrough = struck
        }
        func closes(_ marker: String, from start: Int) -> Bool {
            let marker = Array(marker)
            var scan = start
            while scan + marker.count <= characters.count {
                if Array(characters[scan..<(scan + marker.count)]) == marker { return true }
                scan += 1
            }
            return false
        }
        func at(_ marker: String) -> Bool {
            let marker = Array(marker)
            return index + marker.count <= characters.count && Array(characters[index..<(index + marker.count)]) == marker
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                current.string.append(characters[index + 1])
                index += 2
                continue
            }
            if at("**") || at("__") {
                let marker = String(characters[index...index + 1])
                if bold || closes(marker, from: index + 2) {
                    bold.toggle(); flush(); index += 2; continue
                }
            }
            if at("~~"), struck || closes("~~", from: index + 2) {
                struck.toggle(); flush(); index += 2; continue
            }
            if character == "*" || character == "_", italic || closes(String(character), from: index + 1) {
                italic.toggle(); flush(); index += 1; continue
            }
            if character == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
                flush()
                var code = TextRun(string: String(characters[(index + 1)..<end]))
                code.design = .monospaced
                code.isCode = true
                runs.append(code)
                index = end + 1
                continue
            }
            if character == "[", let close = characters[(index + 1)...].firstIndex(of: "]"),
               close + 1 < characters.count, characters[close + 1] == "(",
               let end = characters[(close + 1)...].firstIndex(of: ")") {
                // A run of its own, in the style around it, that keeps where it leads.
                flush()
                var linked = current
                linked.string = String(characters[(index + 1)..<close])
                linked.link = String(characters[(close + 2)..<end])
                if !linked.string.isEmpty { runs.append(linked) }
                index = end + 1
                continue
            }
            current.string.append(character)
            index += 1
        }
        flush()
        characters = []
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }
}
