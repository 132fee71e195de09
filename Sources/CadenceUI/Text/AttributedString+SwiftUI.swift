import Foundation

// SwiftUI's attributes of `AttributedString` (`font`, `foregroundColor`, …) and Foundation's
// `AttributedString(markdown:)` with `InlinePresentationIntent`, which Foundation has on Apple
// platforms only, so that app code styling attributed strings compiles and `Text` draws them.

/// How a run of Markdown is presented inline: Foundation's `InlinePresentationIntent` (Foundation on
/// Linux has none). `AttributedString(markdown:)` sets it, and `Text` draws it: strong emphasis in
/// bold, emphasis in italics, code in the monospaced design, strikethrough struck through.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The bits of the options, as Foundation numbers them.
    public let rawValue: UInt

    /// The options whose bits are `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Emphasis (`*text*`), drawn in italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**text**`), drawn in bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (text between backquotes), drawn in the monospaced design.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck-through text (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break in the source that a renderer may show as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A line break that a renderer shows as one.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML, kept as text.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML, kept as text.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
    /// The attributes SwiftUI draws in `Text`: SwiftUI's `AttributeScopes.SwiftUIAttributes`, with
    /// Foundation's `inlinePresentationIntent` (Foundation's own scope on Apple platforms). Set them
    /// through an attributed string's dynamic members: `string.foregroundColor = .red`,
    /// `string[range].font = .headline`, `AttributeContainer().kern(2)`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run (`nil`: the text's).
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.Font"
        }

        /// The colour a run is drawn in (`nil`: the text's foreground).
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour behind a run. Kept in the string; a stage does not draw it.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A line through a run, with its pattern and colour.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A line under a run, with its pattern and colour.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Extra space after each character of a run, in points (as `Text.kerning(_:)`).
        public enum KerningAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.Kern"
        }

        /// Extra space between the characters of a run, in points (as `Text.tracking(_:)`).
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.Tracking"
        }

        /// How far a run is raised above the baseline, in points (negative: lowered).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// SwiftUI's name of the attribute.
            public static let name = "SwiftUI.BaselineOffset"
        }

        /// How Markdown presents a run inline (Foundation's attribute on Apple platforms).
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            /// The intents.
            public typealias Value = InlinePresentationIntent
            /// Foundation's name of the attribute.
            public static let name = "NSInlinePresentationIntent"
        }

        /// The run's font.
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run (not drawn on a stage).
        public let backgroundColor: BackgroundColorAttribute
        /// The run's strikethrough line.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// The run's kerning, in points.
        public let kern: KerningAttribute
        /// The run's tracking, in points.
        public let tracking: TrackingAttribute
        /// The run's baseline offset, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// How Markdown presents the run.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// Foundation's attributes (`link`, …).
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// SwiftUI's attribute scope, for APIs that take a scope (`AttributedString.runs[\.swiftUI]`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes as members of attributed strings, their runs and attribute containers.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its source: Foundation's
    /// `AttributedString.MarkdownParsingOptions`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Block and inline Markdown. Paragraphs (separated by blank lines) follow each other
            /// with nothing between them, as `Text` shows Foundation's paragraphs; a single line
            /// break is a space.
            case full
            /// Inline Markdown only; line breaks are spaces.
            case inlineOnly
            /// Inline Markdown only; whitespace and line breaks are kept as written.
            case inlineOnlyPreservingWhitespace
        }

        /// What to do with Markdown that cannot be read (Cadence reads every source: unclosed
        /// markers are kept as written, so neither policy changes anything).
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw an error.
            case throwError
            /// Return what could be read.
            case returnPartiallyParsedIfPossible
        }

        /// Whether Apple's extended attribute syntax (`^[text](attribute: value)`) is read (it is
        /// not: such text is kept as written).
        public var allowsExtendedAttributes: Bool
        /// Which Markdown is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What to do with Markdown that cannot be read.
        public var failurePolicy: FailurePolicy
        /// The language of the source, as a BCP 47 code (kept; not used).
        public var languageCode: String?
        /// Whether runs record where in the source they came from (they do not).
        public var appliesSourcePositionAttributes: Bool

        /// Options with Foundation's defaults: full syntax, no extended attributes, errors thrown.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// The attributed string of inline Markdown in `markdown`: Foundation's
    /// `init(markdown:options:baseURL:)`. `**strong**` and `__strong__`, `*emphasis*` and
    /// `_emphasis_`, `~~strikethrough~~` and code between backquotes set `inlinePresentationIntent`;
    /// `[title](url)` keeps the title with `link` set to the URL (relative to `baseURL`). Unclosed
    /// markers are kept as written. Block syntax (headings, lists, quotes) is not interpreted: its
    /// markers stay in the text. Never throws (Foundation throws for sources it cannot read, and
    /// this reads every source).
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for run in MarkdownRuns.parse(Self.inlineSource(of: markdown, syntax: options.interpretedSyntax)) {
            var piece = AttributedString(run.string)
            var intent: InlinePresentationIntent = []
            if run.weight == .bold { intent.insert(.stronglyEmphasized) }
            if run.isItalic == true { intent.insert(.emphasized) }
            if run.isStrikethrough { intent.insert(.strikethrough) }
            if run.isCode { intent.insert(.code) }
            if !intent.isEmpty { piece.inlinePresentationIntent = intent }
            if let link = run.link { piece.link = URL(string: link, relativeTo: baseURL) }
            append(piece)
        }
    }

    /// `init(markdown:options:baseURL:)` of the UTF-8 text in `markdown`.
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }

    /// The inline source `syntax` reads from `markdown`: whitespace kept, line breaks made spaces,
    /// or paragraphs joined with nothing between them.
    static func inlineSource(of markdown: String, syntax: MarkdownParsingOptions.InterpretedSyntax) -> String {
        switch syntax {
        case .inlineOnlyPreservingWhitespace:
            return markdown
        case .inlineOnly:
            return markdown.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        case .full:
            var paragraphs: [String] = []
            var lines: [Substring] = []
            for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.allSatisfy(\.isWhitespace) {
                    if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
                    lines = []
                } else {
                    lines.append(line.drop(while: \.isWhitespace))
                }
            }
            if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
            return paragraphs.joined()
        }
    }
}

extension TextRun {
    /// The runs `Text` draws for `string`: each attributed run with its SwiftUI attributes and
    /// inline presentation intents (attributes a text cannot draw, such as a background colour, are
    /// dropped).
    static func runs(of string: AttributedString) -> [TextRun] {
        var runs: [TextRun] = []
        for run in string.runs {
            var text = TextRun(string: String(string[run.range].characters))
            text.font = run.font
            text.color = run.foregroundColor
            text.kerning = run.kern
            text.tracking = run.tracking
            text.baselineOffset = run.baselineOffset ?? 0
            if let line = run.strikethroughStyle {
                text.isStrikethrough = true
                text.strikethroughPattern = line.pattern
                text.strikethroughColor = line.color
            }
            if let line = run.underlineStyle {
                text.isUnderlined = true
                text.underlinePattern = line.pattern
                text.underlineColor = line.color
            }
            if let intent = run.inlinePresentationIntent {
                if intent.contains(.stronglyEmphasized) { text.weight = .bold }
                if intent.contains(.emphasized) { text.isItalic = true }
                if intent.contains(.strikethrough) { text.isStrikethrough = true }
                if intent.contains(.code) {
                    text.design = .monospaced
                    text.isCode = true
                }
            }
            text.link = run.link?.absoluteString
            runs.append(text)
        }
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }
}
