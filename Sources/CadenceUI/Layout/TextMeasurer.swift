/// Measures and breaks text into lines for layout. The stage uses ``ApproximateTextMeasurer`` unless
/// given another; a renderer supplies one backed by its real fonts so layout matches its drawing.
///
/// ```swift
/// struct MonospaceMeasurer: TextMeasurer {
///     func layout(_ text: String, font: ResolvedFont, maxWidth: CGFloat?) -> TextLayout { … }
/// }
/// let stage = Stage(size: CGSize(width: 200, height: 100), textMeasurer: MonospaceMeasurer()) { … }
/// ```
public protocol TextMeasurer {
    /// Lays `text` out in `font`, breaking lines so none is wider than `maxWidth` where possible.
    /// `maxWidth` is `nil` (or infinite) for the text's ideal size: lines break only at newlines.
    /// A single word wider than `maxWidth` is broken between characters; every line holds at least
    /// one character, so any width, even 0 or negative, gives a finite layout.
    func layout(_ text: String, font: ResolvedFont, maxWidth: CGFloat?) -> TextLayout
}

/// Text broken into lines, with the metrics layout and drawing need.
public struct TextLayout: Hashable, Sendable {
    /// One line of text as it was broken.
    public struct Line: Hashable, Sendable {
        /// The line's characters (without the space at a break).
        public var text: String
        /// Width in points.
        public var width: CGFloat

        /// The line's pieces of a text in several styles (`Text + Text`, Markdown), left to right:
        /// which run each comes from and its width; empty for text in one style.
        public var pieces: [Piece]

        /// Makes a line of `text`, `width` points wide, in one style unless `pieces` are given.
        public init(text: String, width: CGFloat, pieces: [Piece] = []) {
            self.text = text
            self.width = width
            self.pieces = pieces
        }
    }

    /// A part of a line in one style: the characters of run `run` (an index into the text's runs)
    /// and their width in points.
    public struct Piece: Hashable, Sendable {
        /// The index of the run the piece comes from, in the text's runs.
        public var run: Int
        /// The piece's characters.
        public var text: String
        /// The piece's width, in points.
        public var width: CGFloat

        /// Makes a piece of run `run`: `text`, `width` points wide.
        public init(run: Int, text: String, width: CGFloat) {
            self.run = run
            self.text = text
            self.width = width
        }
    }

    /// Lines top to bottom; empty text has no lines and takes no space.
    public var lines: [Line]
    /// Distance from one line's top to the next's, in points.
    public var lineHeight: CGFloat
    /// Distance from a line's top to its baseline, in points.
    public var ascent: CGFloat

    /// Makes a layout of `lines`, `lineHeight` points apart, with the baseline `ascent` points below
    /// each line's top.
    public init(lines: [Line], lineHeight: CGFloat, ascent: CGFloat) {
        self.lines = lines
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    /// The widest line by the number of lines times the line height.
    public var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }
}
