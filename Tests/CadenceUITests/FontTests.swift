import CadenceUI
import Testing
import CadenceStageTestSupport

/// Fonts resolve to Apple's default text-style sizes; both `system(size:)` spellings compile.
@Suite struct FontTests {
    /// iOS text-style sizes at the default Dynamic Type setting.
    @Test(arguments: [
        (Font.largeTitle, CGFloat(34)), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
        (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11),
    ] as [(Font, CGFloat)])
    func textStylesResolveToTheirDefaultSizes(font: Font, size: CGFloat) {
        #expect(font.resolved.pointSize == size)
    }

    @Test func headlineIsSemiboldAndBoldOverridesIt() {
        #expect(Font.headline.resolved.weight == .semibold)
        #expect(Font.body.resolved.weight == .regular)
        #expect(Font.headline.bold().resolved.weight == .bold)
        #expect(Font.title.weight(.light).resolved == ResolvedFont(pointSize: 28, weight: .light))
        #expect(Font.caption.italic().resolved.isItalic)
    }

    @Test func systemFontsBySize() {
        // Both of SwiftUI's spellings exist; the short call is not ambiguous.
        #expect(Font.system(size: 44).resolved == ResolvedFont(pointSize: 44))
        #expect(Font.system(size: 32, weight: .bold).resolved == ResolvedFont(pointSize: 32, weight: .bold))
        #expect(Font.system(size: 60, weight: .semibold, design: .rounded).resolved == ResolvedFont(pointSize: 60, weight: .semibold, design: .rounded))
        #expect(Font.system(.title3, design: .serif, weight: .heavy).resolved == ResolvedFont(pointSize: 20, weight: .heavy, design: .serif))
        #expect(Font.custom("Avenir", size: 14).resolved.family == "Avenir")
    }

    @Test(arguments: [CGFloat(-3), .nan, 0])
    func degenerateSizesResolveToZero(size: CGFloat) {
        #expect(Font.system(size: size).resolved.pointSize == 0)
    }

    @Test func infiniteSizeIsKept() {
        #expect(Font.system(size: .infinity).resolved.pointSize == .infinity)
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
        (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
    ] as [(Font.Weight, Int)])
    func weightsMapToCSSWeights(weight: Font.Weight, numeric: Int) {
        #expect(weight.numericWeight == numeric)
    }

    @Test func descriptionNamesSizeWeightAndDesign() {
        #expect(Font.headline.bold().resolved.description == "system 17 bold")
        #expect(Font.system(size: 12.5, design: .monospaced).italic().resolved.description == "system 12.5 regular monospaced italic")
    }
}
