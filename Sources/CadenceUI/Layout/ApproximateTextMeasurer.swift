/// A deterministic stand-in for real font metrics: every character advances the same width.
///
/// With the defaults, a character is 0.55 × the point size wide, a line is 1.2 × the point size tall
/// and the baseline sits 0.95 × the point size below the line's top (so 0.25 × below it, for
/// descenders). `Text("Hello")` in the 17 pt body font is 5 × 9.35 = 46.75 points wide and 20.4 tall.
/// Characters are grapheme clusters (`"é"`, `"👍🏽"` count once). Weight and design are ignored.
///
/// Lines break at newlines, and, when a width is given, greedily between words (at spaces, which are
/// dropped at the break); a word wider than the line is broken between characters.
public struct ApproximateTextMeasurer: TextMeasurer, Sendable {
    /// Advance of every character, as a fraction of the point size.
    public var advance: CGFloat
    /// Line height as a fraction of the point size.
    public var lineHeight: CGFloat
    /// Baseline below the line's top as a fraction of the point size.
    public var ascent: CGFloat

    /// Makes a measurer: by default 0.55 of the point size a character, lines 1.2 point sizes apart,
    /// the baseline 0.95 point sizes below a line's top.
    public init(advance: CGFloat = 0.55, lineHeight: CGFloat = 1.2, ascent: CGFloat = 0.95) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    public func layout(_ text: String, font: ResolvedFont, maxWidth: CGFloat?) -> TextLayout {
        let size = font.pointSize
        let characterWidth = advance * size
        // NaN and infinite widths do not limit; 0 and negative widths put one character per line.
        let limit = maxWidth.flatMap { $0.isFinite ? $0 : nil }
        var lines: [TextLayout.Line] = []

        func width(_ count: Int) -> CGFloat { CGFloat(count) * characterWidth }
        // Proposals often hand back a width measured earlier; rounding must not make it "too narrow".
        func fits(_ count: Int, _ limit: CGFloat) -> Bool { width(count) <= limit + 1e-9 * max(1, abs(limit)) }
        func append(_ characters: String) { lines.append(TextLayout.Line(text: characters, width: width(characters.count))) }

        if !text.isEmpty {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                guard let limit, !fits(paragraph.count, limit) else {
                    append(String(paragraph))
                    continue
                }
                let perLine = characterWidth > 0 ? max(1, Int((limit / characterWidth).rounded(.down).clamped(to: 0...1e9))) : 1
                var current = ""
                for word in paragraph.split(separator: " ") {
                    let candidate = current.isEmpty ? String(word) : current + " " + word
                    if fits(candidate.count, limit) {
                        current = candidate
                        continue
                    }
                    if !current.isEmpty { append(current) }
                    current = String(word)
                    while !fits(current.count, limit), current.count > 1 {
                        let cut = current.index(current.startIndex, offsetBy: min(perLine, current.count - 1))
                        append(String(current[..<cut]))
                        current = String(current[cut...])
                    }
                }
                append(current)
            }
        }
        return TextLayout(lines: lines, lineHeight: lineHeight * size, ascent: ascent * size)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
