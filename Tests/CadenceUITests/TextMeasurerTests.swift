import CadenceUI
import Testing
import CadenceStageTestSupport

@Suite struct TextMeasurerTests {
    private let measurer = ApproximateTextMeasurer()
    private let body = ResolvedFont(pointSize: 17)

    private func lines(_ text: String, _ width: CGFloat?) -> [String] {
        measurer.layout(text, font: body, maxWidth: width).lines.map(\.text)
    }

    @Test func oneLineIsCharactersTimesAdvance() {
        let layout = measurer.layout("Hello", font: body, maxWidth: nil)
        #expect(isClose(layout.size.width, 46.75) && isClose(layout.size.height, 20.4))
        #expect(isClose(layout.ascent, 16.15))
        #expect(layout.lines.map(\.text) == ["Hello"])
    }

    @Test func graphemeClustersCountOnce() {
        #expect(isClose(measurer.layout("é👍🏽", font: body, maxWidth: nil).size.width, 18.7))
    }

    @Test(arguments: [
        ("hello world", CGFloat(60), ["hello", "world"]),
        ("hello world", 102.85, ["hello world"]),
        ("a b c d", 30, ["a b", "c d"]),
        ("hello", 40, ["hell", "o"]),
        ("line one\nline two", nil, ["line one", "line two"]),
        ("a\n\nb", nil, ["a", "", "b"]),
        ("ab", 0, ["a", "b"]),
        ("ab", -10, ["a", "b"]),
        ("ab cd", .nan, ["ab cd"]),
        ("ab cd", .infinity, ["ab cd"]),
    ] as [(String, CGFloat?, [String])])
    func lineBreaking(text: String, width: CGFloat?, expected: [String]) {
        #expect(lines(text, width) == expected)
    }

    @Test func emptyTextHasNoLinesAndNoSize() {
        let layout = measurer.layout("", font: body, maxWidth: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
    }

    @Test func aZeroSizedFontTakesNoSpaceAndNeverHangs() {
        let layout = measurer.layout("some words here", font: ResolvedFont(pointSize: 0), maxWidth: 0)
        #expect(layout.size.width == 0)
        #expect(layout.lines.count == 1)
    }

    @Test func customMetrics() {
        let wide = ApproximateTextMeasurer(advance: 1, lineHeight: 2, ascent: 1.5)
        let layout = wide.layout("ab\ncd", font: ResolvedFont(pointSize: 10), maxWidth: nil)
        #expect(layout.size == CGSize(width: 20, height: 40))
        #expect(layout.ascent == 15)
    }
}
