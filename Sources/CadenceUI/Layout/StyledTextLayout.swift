import Foundation

// Line breaking for text in several styles (`Text + Text`, inline Markdown, underlined or
// baseline-shifted text): each piece is measured in its own run's font, so a bold run takes a bold
// run's width.
extension LayoutEngine {
    /// `runs` laid out in lines no wider than `width` where possible: at newlines, then greedily
    /// between words (the spaces at a break are dropped). A word (which may span several runs) wider
    /// than the line stays whole on a line of its own. Each line's pieces say which run they come
    /// from; the line height and ascent are the largest of the runs' fonts. With `lineLimit`, lines
    /// past it are dropped and the last ends in "…" (in the style of its last piece).
    func styledTextLayout(_ runs: [DisplayList.TextRun], width: CGFloat?, lineLimit: Int?, lineSpacing: CGFloat) -> TextLayout {
        var lineHeight: CGFloat = 0, ascent: CGFloat = 0
        for run in runs {
            let metrics = measurer.layout("", font: run.font, maxWidth: nil)
            lineHeight = max(lineHeight, metrics.lineHeight)
            ascent = max(ascent, metrics.ascent)
        }
        func measure(_ text: String, run: Int) -> CGFloat {
            guard !text.isEmpty else { return 0 }
            let measured = measurer.layout(text, font: runs[run].font, maxWidth: nil).lines.map(\.width).max() ?? 0
            return measured + runs[run].tracking * CGFloat(text.count)
        }
        let limit = width.flatMap { $0.isFinite ? $0 : nil }

        // Tokens: words and single spaces, each a list of (run, characters); newlines end paragraphs.
        enum Token { case word([TextLayout.Piece]), space(TextLayout.Piece), newline }
        var tokens: [Token] = []
        var word: [TextLayout.Piece] = []
        func endWord() {
            if !word.isEmpty { tokens.append(.word(word)) }
            word = []
        }
        for (index, run) in runs.enumerated() {
            var pending = ""
            func endPending() {
                if !pending.isEmpty { word.append(TextLayout.Piece(run: index, text: pending, width: 0)) }
                pending = ""
            }
            for character in run.text {
                if character == "\n" {
                    endPending(); endWord(); tokens.append(.newline)
                } else if character == " " {
                    endPending(); endWord(); tokens.append(.space(TextLayout.Piece(run: index, text: " ", width: 0)))
                } else {
                    pending.append(character)
                }
            }
            endPending()
        }
        endWord()

        func measured(_ piece: TextLayout.Piece) -> TextLayout.Piece {
            TextLayout.Piece(run: piece.run, text: piece.text, width: measure(piece.text, run: piece.run))
        }
        var lines: [[TextLayout.Piece]] = []
        var current: [TextLayout.Piece] = []
        var currentWidth: CGFloat = 0
        var spaces: [TextLayout.Piece] = []
        func endLine() {
            lines.append(current)
            current = []
            currentWidth = 0
            spaces = []
        }
        for token in tokens {
            switch token {
            case .newline:
                endLine()
            case .space(let piece):
                spaces.append(measured(piece))
            case .word(let pieces):
                let parts = pieces.map(measured)
                let wordWidth = parts.reduce(0) { $0 + $1.width }
                let gap = spaces.reduce(0) { $0 + $1.width }
                if let limit, !current.isEmpty, currentWidth + gap + wordWidth > limit + 1e-9 * max(1, abs(limit)) {
                    endLine()
                } else {
                    current += spaces
                    currentWidth += gap
                }
                spaces = []
                current += parts
                currentWidth += wordWidth
            }
        }
        // Trailing spaces of the last line are kept, as the measurer keeps them.
        current += spaces
        lines.append(current)
        if lines.count == 1, lines[0].isEmpty { lines = [] }

        if let lineLimit, lines.count > lineLimit {
            lines = Array(lines.prefix(max(1, lineLimit)))
            var last = lines[lines.count - 1]
            while last.last?.text == " " { last.removeLast() }
            let run = last.last?.run ?? runs.count - 1
            last.append(TextLayout.Piece(run: run, text: "…", width: measure("…", run: run)))
            lines[lines.count - 1] = last
        }

        let merged = lines.map { pieces -> TextLayout.Line in
            var joined: [TextLayout.Piece] = []
            for piece in pieces {
                if let previous = joined.last, previous.run == piece.run {
                    joined[joined.count - 1].text += piece.text
                    joined[joined.count - 1].width += piece.width
                } else {
                    joined.append(piece)
                }
            }
            return TextLayout.Line(text: joined.map(\.text).joined(), width: joined.reduce(0) { $0 + $1.width }, pieces: joined)
        }
        return TextLayout(lines: merged, lineHeight: lineHeight + lineSpacing, ascent: ascent)
    }
}
