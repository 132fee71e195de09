@testable import CadenceRender
import CadenceUI
import Testing

@Suite struct CairoTextMeasurerTests {
    private let body = Font.body.resolved
    private let measurer = CairoTextMeasurer()

    /// Advance of `text` in `font`, measured directly on a canvas.
    private func advance(_ text: String, _ font: ResolvedFont) throws -> Double {
        let canvas = try CairoCanvas(width: 1, height: 1)
        canvas.font = RenderFont(font)
        return canvas.measureText(text).advance
    }

    @Test func aLineIsAsWideAsCairoDrawsIt() throws {
        let layout = measurer.layout("Cadence +1", font: body, maxWidth: nil)
        #expect(layout.lines.map(\.text) == ["Cadence +1"])
        let expected = try advance("Cadence +1", body)
        #expect(abs(Double(layout.lines[0].width) - expected) <= 1e-9)
        #expect(expected > 60 && expected < 120)    // ten characters of a 17 pt font
        // The font's own extents: the baseline inside the line, the line taller than the size.
        #expect(layout.ascent > 0 && layout.ascent < layout.lineHeight)
        #expect(layout.lineHeight > 17 && layout.lineHeight < 17 * 1.5)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = measurer.layout("Weight", font: body, maxWidth: nil).size.width
        let bold = measurer.layout("Weight", font: Font.body.bold().resolved, maxWidth: nil).size.width
        #expect(bold > regular)
    }

    @Test func linesBreakAtSpacesWithinTheWidth() throws {
        let limit = try advance("hello world", body)
        let layout = measurer.layout("hello world again", font: body, maxWidth: CGFloat(limit))
        #expect(layout.lines.map(\.text) == ["hello world", "again"])
        #expect(layout.lines.allSatisfy { Double($0.width) <= limit + 1e-9 })
        #expect(layout.size.height == 2 * layout.lineHeight)
    }

    @Test func newlinesAlwaysBreak() {
        let layout = measurer.layout("one\n\ntwo", font: body, maxWidth: nil)
        #expect(layout.lines.map(\.text) == ["one", "", "two"])
        #expect(layout.lines[1].width == 0)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
        let limit = try advance("abcd", body)
        let layout = measurer.layout("abcdefghij", font: body, maxWidth: CGFloat(limit))
        #expect(layout.lines.map(\.text) == ["abcd", "efgh", "ij"])
        #expect(layout.lines.allSatisfy { Double($0.width) <= limit + 1e-9 })
    }

    @Test(arguments: [0.0, -10.0])
    func zeroOrNegativeWidthsPutOneCharacterOnEachLine(width: Double) {
        let layout = measurer.layout("ab cd", font: body, maxWidth: CGFloat(width))
        #expect(layout.lines.map(\.text) == ["a", "b", "c", "d"])
    }

    @Test(arguments: [Double.nan, .infinity])
    func nonFiniteWidthsDoNotLimit(width: Double) {
        #expect(measurer.layout("a long line of text", font: body, maxWidth: CGFloat(width)).lines.count == 1)
    }

    @Test func emptyTextHasNoLines() {
        let layout = measurer.layout("", font: body, maxWidth: 100)
        #expect(layout.lines.isEmpty && layout.size == .zero)
    }

    @Test func aZeroPointFontTakesNoSpace() {
        let layout = measurer.layout("hidden", font: ResolvedFont(pointSize: 0), maxWidth: nil)
        #expect(layout.lines.map(\.text) == ["hidden"])
        #expect(layout.size == .zero)
    }

    @Test(arguments: [(Font.Design.default, "DejaVu Sans"), (.rounded, "DejaVu Sans"), (.serif, "DejaVu Serif"),
                      (.monospaced, "DejaVu Sans Mono")])
    func designsMapToTheDejaVuFamilies(design: Font.Design, family: String) {
        #expect(RenderFont(ResolvedFont(pointSize: 12, design: design)).family == family)
    }

    @Test(arguments: [(Font.Weight.regular, false), (.medium, false), (.semibold, true), (.bold, true), (.black, true), (.light, false)])
    func semiboldAndHeavierDrawBold(weight: Font.Weight, isBold: Bool) {
        #expect(RenderFont(ResolvedFont(pointSize: 12, weight: weight)).isBold == isBold)
    }

    @Test func customFamiliesAndItalicsPassThrough() {
        let font = RenderFont(Font.custom("DejaVu Serif", size: 20).italic().resolved)
        #expect(font == RenderFont(family: "DejaVu Serif", size: 20, isBold: false, isItalic: true))
    }
}
