@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// Text as the FreeType renderer draws it: colour emoji through fontconfig's fallback, styled runs
/// (`Text + Text`, Markdown) each in its own font and colour, underlines, strikethroughs, baseline
/// offsets and tracking, checked at chosen pixels, in the display list and in SVG.
@MainActor
@Suite struct StyledTextRenderTests {
    /// Whether a colour emoji font is installed (Debian: `fonts-noto-color-emoji`, which `.ci/run` installs).
    nonisolated static let hasEmojiFont = FontFaces.faces(for: RenderFont())?.emoji != nil

    private func stage<V: View>(_ size: CGSize = CGSize(width: 300, height: 80), @ViewBuilder _ view: () -> V) -> DisplayList {
        Stage(size: size, textMeasurer: CairoTextMeasurer()) { view() }.displayList()
    }

    private func render(_ list: DisplayList, scale: Double = 1, name: String) throws -> RasterImage {
        let image = try DisplayListRenderer(scale: scale).render(list)
        if let folder = ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] {
            try? FrameWriter().writePNG(image, to: URL(fileURLWithPath: folder).appendingPathComponent("styled-text-\(name).png"))
        }
        return image
    }

    private func text(in list: DisplayList) throws -> DisplayList.TextItem {
        let texts = list.items.compactMap { item -> DisplayList.TextItem? in
            if case let .text(text) = item.content { return text }
            return nil
        }
        return try #require(texts.first)
    }

    private func isInk(_ p: RGBAPixel) -> Bool { Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 160 }

    /// The box of the pixels that are clearly not white, in `columns` (all when nil).
    private func inkBox(_ image: RasterImage, columns: Range<Int>? = nil) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in columns ?? 0..<image.width where isInk(image[x, y]) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    // MARK: Emoji

    @Test(.enabled(if: hasEmojiFont, "needs a colour emoji font (Debian: fonts-noto-color-emoji)"))
    func heartEmojiIsRedAtItsCentre() throws {
        let list = stage(CGSize(width: 120, height: 120)) { Text("❤️").font(.system(size: 60)) }
        let image = try render(list, scale: 2, name: "heart")
        let box = try #require(inkBox(image))
        #expect(box.maxX - box.minX > 60 && box.maxY - box.minY > 60, "the heart is about 60 pt (120 px) wide: \(box)")
        let centre = image[(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
        #expect(centre.red > 180 && centre.green < 90 && centre.blue < 110, "the heart's centre: \(centre)")
    }

    @Test(.enabled(if: hasEmojiFont, "needs a colour emoji font (Debian: fonts-noto-color-emoji)"))
    func emojiAmidTextDrawInColourAndTakeTheirWidth() throws {
        let list = stage { Text("Go 🔥 now").font(.system(size: 30)).foregroundStyle(.black) }
        let item = try text(in: list)
        let plain = try text(in: stage { Text("Go  now").font(.system(size: 30)) })
        #expect(item.rect.width > plain.rect.width + 20, "the flame takes an emoji's advance: \(item.rect.width) vs \(plain.rect.width)")
        let image = try render(list, name: "flame")
        // Somewhere in the middle third there are warm, saturated pixels (the flame), not only black ink.
        var warm = 0
        for y in 0..<image.height {
            for x in Int(item.rect.minX)..<Int(item.rect.maxX) {
                let p = image[x, y]
                if p.red > 200, p.blue < 100, Int(p.red) - Int(p.blue) > 120 { warm += 1 }
            }
        }
        #expect(warm > 40, "orange flame pixels: \(warm)")
    }

    @Test func clustersGoToTheEmojiFaceOnlyWhenTheyAskForEmoji() throws {
        let faces = try #require(FontFaces.faces(for: RenderFont()))
        #expect(FontFaces.wantsEmojiPresentation("❤️"))
        #expect(!FontFaces.wantsEmojiPresentation("❤"), "U+2764 alone defaults to text presentation")
        #expect(FontFaces.wantsEmojiPresentation("😀"))
        #expect(FontFaces.wantsEmojiPresentation("👍🏽"))
        #expect(!FontFaces.wantsEmojiPresentation("☺︎"), "U+FE0E asks for text")
        #expect(!FontFaces.wantsEmojiPresentation("a"))
        let segments = faces.segments("ab😀cd")
        if let emoji = faces.emoji {
            #expect(segments.map(\.text) == ["ab", "😀", "cd"])
            #expect(segments[1].face == emoji.face && segments[0].face == faces.faces[0].face)
        } else {
            #expect(segments.count >= 1)
        }
        #expect(faces.segments("x\u{FE0F}\u{200D}").map(\.text) == ["x"], "selectors and joiners are not drawn")
        #expect(faces.segments("").isEmpty)
    }

    // MARK: Styled runs

    @Test func boldRunIsWiderAndDarkerThanRegular() throws {
        let regular = try text(in: stage { Text("Wide words").font(.system(size: 24)) })
        let bold = try text(in: stage { Text("Wide words").font(.system(size: 24)).bold() })
        #expect(bold.rect.width > regular.rect.width + 2, "bold advances: \(bold.rect.width) vs \(regular.rect.width)")

        // Concatenated: the bold run is measured in bold, so the whole is regular + bold wide.
        let joined = try text(in: stage { Text("Wide ").font(.system(size: 24)) + Text("words").font(.system(size: 24)).bold() })
        let line = try #require(joined.lines.first)
        #expect(line.runs.map(\.text) == ["Wide ", "words"])
        #expect(line.runs.map(\.font.weight) == [.regular, .bold])
        let widths = line.runs.map { run in CairoTextMeasurer().layout(run.text, font: run.font, maxWidth: nil).size.width }
        #expect(abs(line.rect.width - widths.reduce(0, +)) < 0.01, "\(line.rect.width) vs \(widths)")

        let image = try render(stage { Text("Wide ").font(.system(size: 24)) + Text("Wide").font(.system(size: 24)).bold() }, name: "bold-run")
        func inkCount(_ columns: Range<Int>) -> Int {
            var count = 0
            for x in columns { for y in 0..<image.height where isInk(image[x, y]) { count += 1 } }
            return count
        }
        let split = Int(line.rect.minX + widths[0])
        let regularInk = inkCount(Int(line.rect.minX)..<split), boldInk = inkCount(split..<Int(line.rect.maxX) + 1)
        #expect(Double(boldInk) > 1.2 * Double(regularInk), "the bold \"Wide\" has more ink: \(boldInk) vs \(regularInk)")
    }

    @Test func eachRunDrawsInItsOwnColour() throws {
        let list = stage { Text("RRRR").font(.system(size: 30)).foregroundColor(Color(red: 1, green: 0, blue: 0)) + Text("BBBB").font(.system(size: 30)).foregroundColor(Color(red: 0, green: 0, blue: 1)) }
        let item = try text(in: list)
        let image = try render(list, name: "colours")
        func mean(_ columns: Range<Int>) -> (red: Double, blue: Double) {
            var (r, b, n) = (0.0, 0.0, 0.0)
            for x in columns { for y in 0..<image.height where isInk(image[x, y]) { r += Double(image[x, y].red); b += Double(image[x, y].blue); n += 1 } }
            return n == 0 ? (0, 0) : (r / n, b / n)
        }
        let half = Int(item.rect.midX)
        let left = mean(Int(item.rect.minX)..<(half - 4)), right = mean((half + 4)..<Int(item.rect.maxX))
        #expect(left.red > 180 && left.blue < 80, "left run: \(left)")
        #expect(right.blue > 180 && right.red < 80, "right run: \(right)")
    }

    @Test func underlineRunsUnderTheTextAndStrikethroughThroughIt() throws {
        // Spaces between the letters: the decoration shows where no glyph is.
        let underlined = stage { Text("a        b").font(.system(size: 30)).underline() }
        let struck = stage { Text("a        b").font(.system(size: 30)).strikethrough(color: Color(red: 1, green: 0, blue: 0)) }
        let plain = stage { Text("a        b").font(.system(size: 30)) }
        let item = try text(in: underlined)
        let line = try #require(item.lines.first)
        #expect(line.runs.first?.isUnderlined == true)
        let (u, s, p) = (try render(underlined, name: "underline"), try render(struck, name: "strikethrough"), try render(plain, name: "plain"))
        let midX = Int(line.rect.midX)
        let baseline = Int(line.baseline)
        // Underline: a dark row within 4 pt below the baseline, in the gap.
        let underRows = (baseline...(baseline + 4)).filter { isInk(u[midX, $0]) }
        #expect(!underRows.isEmpty, "no underline below the baseline at x = \(midX)")
        #expect((baseline - 20...baseline + 6).allSatisfy { !isInk(p[midX, $0]) }, "the plain text has nothing in the gap")
        // Strikethrough: red, around half the x-height above the baseline (x-height ≈ 16 px at 30 pt).
        let struckRows = ((baseline - 12)...(baseline - 4)).filter { s[midX, $0].red > 200 && s[midX, $0].green < 120 }
        #expect(!struckRows.isEmpty, "no red strikethrough in the gap")
        #expect(!isInk(s[midX, baseline + 2]), "a strikethrough is not an underline")
    }

    @Test func dashedUnderlineHasGapsAndSolidHasNone() throws {
        func underlineRow(_ pattern: Text.LineStyle.Pattern, _ recorded: DisplayList.TextLinePattern) throws -> (ink: Int, gaps: Int) {
            let list = stage { Text("a            b").font(.system(size: 30)).underline(pattern: pattern, color: Color(red: 0, green: 0, blue: 1)) }
            let item = try text(in: list)
            let line = try #require(item.lines.first)
            #expect(line.runs.first?.underlinePattern == recorded)
            let image = try render(list, name: "underline-\(recorded)")
            // The underline's row: the bluest row just below the baseline, across the gap between the letters.
            let baseline = Int(line.baseline)
            let gap = (Int(line.rect.minX) + 30)..<(Int(line.rect.maxX) - 30)
            let row = try #require((baseline...(baseline + 4)).max { a, b in
                gap.filter { image[$0, a].blue > 200 && image[$0, a].red < 150 }.count < gap.filter { image[$0, b].blue > 200 && image[$0, b].red < 150 }.count
            })
            let ink = gap.filter { image[$0, row].red < 150 }.count
            return (ink, gap.count - ink)
        }
        let solid = try underlineRow(.solid, .solid)
        let dashed = try underlineRow(.dash, .dash)
        let dotted = try underlineRow(.dot, .dot)
        #expect(solid.gaps <= 2, "a solid underline is unbroken: \(solid)")
        #expect(dashed.ink > dashed.gaps && dashed.gaps > 10, "dashes 4t on, 2t off: \(dashed)")
        #expect(dotted.gaps > dotted.ink, "dots t on, 2t off: \(dotted)")
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
    }

    @Test func baselineOffsetRaisesItsRun() throws {
        let list = stage { Text("x").font(.system(size: 30)) + Text("x").font(.system(size: 30)).baselineOffset(10) }
        let item = try text(in: list)
        let line = try #require(item.lines.first)
        #expect(line.runs.map(\.baselineOffset) == [0, 10])
        let image = try render(list, name: "baseline-offset")
        let split = Int(line.rect.minX + line.rect.width / 2)
        let low = try #require(inkBox(image, columns: Int(line.rect.minX)..<split))
        let high = try #require(inkBox(image, columns: split..<Int(line.rect.maxX) + 2))
        #expect(abs((low.maxY - high.maxY) - 10) <= 1, "raised by 10 px: \(low) vs \(high)")
    }

    @Test func trackingSpreadsTheGlyphsAndTheFrame() throws {
        let plain = stage { Text("abc").font(.system(size: 30)) }
        let tracked = stage { Text("abc").font(.system(size: 30)).tracking(10) }
        let kerned = stage { Text("abc").font(.system(size: 30)).kerning(10) }
        let (plainItem, trackedItem) = (try text(in: plain), try text(in: tracked))
        #expect(abs(trackedItem.rect.width - plainItem.rect.width - 30) < 0.01)
        #expect(try text(in: kerned).rect.width == trackedItem.rect.width)
        let (a, b) = (try #require(inkBox(try render(plain, name: "untracked"))), try #require(inkBox(try render(tracked, name: "tracked"))))
        #expect(abs((b.maxX - b.minX) - (a.maxX - a.minX) - 20) <= 2, "two gaps of 10 between three glyphs: \(a) vs \(b)")
    }

    @Test func inlineMarkdownMakesStyledRuns() throws {
        let item = try text(in: stage { Text("plain **bold** *slanted*").font(.system(size: 20)) })
        let runs = try #require(item.lines.first).runs
        #expect(runs.map(\.text) == ["plain ", "bold", " ", "slanted"])
        #expect(runs.map(\.font.weight) == [.regular, .bold, .regular, .regular])
        #expect(runs.map(\.font.isItalic) == [false, false, false, true])
    }

    @Test func styledTextWrapsBetweenWordsMeasuringEachRunInItsFont() throws {
        let list = stage(CGSize(width: 120, height: 200)) {
            (Text("one two ") + Text("three four").bold() + Text(" five six")).font(.system(size: 20)).frame(width: 120)
        }
        let item = try text(in: list)
        #expect(item.lines.count >= 3, "\(item.lines.map(\.text))")
        for line in item.lines {
            #expect(line.rect.width <= 120 + 0.01, "\(line.text): \(line.rect.width)")
            #expect(line.runs.map(\.text).joined() == line.text)
            #expect(!line.text.hasPrefix(" "), "the space at a break is dropped: \(line.text)")
        }
        #expect(item.lines.map(\.text).joined(separator: " ") == "one two three four five six")
        #expect(item.lines.flatMap(\.runs).contains { $0.text.contains("three") && $0.font.weight == .bold })
    }

    @Test func displayListTextFormShowsTheDecorations() throws {
        let list = stage { Text("a").underline(color: .red) + Text("b").strikethrough() + Text("c").baselineOffset(3).tracking(2) }
        let line = try #require(list.description.split(separator: "\n").first { $0.hasPrefix("text") })
        #expect(line.contains("\"a\" system 17 regular"), "\(line)")
        #expect(line.contains(" underline=rgba("), "\(line)")
        #expect(line.contains(" strikethrough"), "\(line)")
        #expect(line.contains("baselineOffset=3 tracking=2"), "\(line)")
    }

    @Test func svgWritesOneTspanPerRun() throws {
        let list = stage { Text("Score: ") + Text("42").bold().foregroundColor(Color(red: 1, green: 0, blue: 0)).underline() + Text("up").baselineOffset(5) + Text(" ok") }
        let svg = try SVGWriter().document(for: list)
        #expect(svg.contains(">Score: </tspan>"), "\(svg)")
        #expect(svg.contains("font-weight=\"700\""), "\(svg)")
        #expect(svg.contains("text-decoration=\"underline\""), "\(svg)")
        #expect(svg.contains("fill=\"#ff0000\""), "\(svg)")
        #expect(svg.contains("dy=\"-5\""), "raised run: \(svg)")
        #expect(svg.contains("dy=\"5\""), "back on the baseline after it: \(svg)")
    }
}
