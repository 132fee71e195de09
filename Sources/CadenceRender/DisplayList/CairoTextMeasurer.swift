import CadenceUI

/// Measures text with the fonts `DisplayListRenderer` draws it in, so a stage laid out with it
/// places and wraps text exactly where the pixels end up.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 200, height: 200), textMeasurer: CairoTextMeasurer()) {
///     Text("+1").font(.headline)
/// }
/// let image = try DisplayListRenderer().render(stage.displayList())
/// ```
///
/// Widths are Cairo's advances for the font `RenderFont(_:)` picks (unhinted, so they do not depend
/// on the scale factor); the line height and the baseline come from the font's own extents. Lines
/// break as `ApproximateTextMeasurer` breaks them: at newlines, then greedily at spaces when a width is
/// given (the space at a break is dropped), and a word wider than the line between characters, at
/// least one character a line. A point size of 0 measures as zero-width lines of zero height.
public struct CairoTextMeasurer: TextMeasurer, Sendable {
    /// Makes a measurer; it holds no state, so one can be shared.
    public init() {}

    public func layout(_ text: String, font: ResolvedFont, maxWidth: CGFloat?) -> TextLayout {
        // A scratch 1 × 1 canvas per call: Cairo contexts are not thread-safe, and making one costs
        // microseconds, far less than keeping one behind a lock.
        guard let canvas = try? CairoCanvas(width: 1, height: 1) else {
            return ApproximateTextMeasurer().layout(text, font: font, maxWidth: maxWidth)
        }
        canvas.font = RenderFont(font)
        let metrics = canvas.measureText("")
        func width(_ string: some StringProtocol) -> Double { canvas.measureText(String(string)).advance }

        // NaN and infinite widths do not limit; 0 and negative widths put one character per line.
        let limit = maxWidth.flatMap { $0.isFinite ? Double($0) : nil }
        func fits(_ measured: Double, _ limit: Double) -> Bool { measured <= limit + 1e-9 * max(1, abs(limit)) }
        var lines: [TextLayout.Line] = []
        func append(_ line: String, _ measured: Double) { lines.append(TextLayout.Line(text: line, width: CGFloat(measured))) }

        if !text.isEmpty {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let whole = width(paragraph)
                guard let limit, !fits(whole, limit) else {
                    append(String(paragraph), whole)
                    continue
                }
                var current = ""
                for word in paragraph.split(separator: " ") {
                    let candidate = current.isEmpty ? String(word) : current + " " + word
                    if fits(width(candidate), limit) {
                        current = candidate
                        continue
                    }
                    if !current.isEmpty { append(current, width(current)) }
                    current = String(word)
                    while current.count > 1, !fits(width(current), limit) {
                        // The longest prefix that fits, at least one character.
                        var cut = current.index(after: current.startIndex)
                        while cut < current.endIndex {
                            let next = current.index(after: cut)
                            guard next < current.endIndex, fits(width(current[..<next]), limit) else { break }
                            cut = next
                        }
                        append(String(current[..<cut]), width(current[..<cut]))
                        current = String(current[cut...])
                    }
                }
                append(current, width(current))
            }
        }
        return TextLayout(lines: lines, lineHeight: CGFloat(metrics.lineHeight), ascent: CGFloat(metrics.ascent))
    }
}
