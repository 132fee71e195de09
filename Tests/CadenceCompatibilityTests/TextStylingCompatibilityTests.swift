#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A score line built from styled texts, Markdown and text modifiers.
private struct Scoreboard: View {
    @State private var score = 7

    var body: some View {
        VStack(spacing: 8) {
            (Text("Score: ") + Text("\(score)").bold().foregroundColor(.orange))
                .font(.title2)
            Text("**Tap** to *score*")
                .font(.system(.body, design: .rounded, weight: .medium))
            Text("a very long caption that will certainly not fit on one line here")
                .lineLimit(1)
                .frame(width: 120)
            Text("level up")
                .textCase(.uppercase)
                .fontWeight(.heavy)
                .italic()
                .monospacedDigit()
            Button("Score") { score += 1 }
        }
    }
}

@Suite struct TextStylingCompatibilityTests {
    @Test @MainActor func stylesAreCarriedIntoTheDisplayList() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Scoreboard() }
        let list = stage.displayList()
        let score = try #require(list.texts.first { $0.text == "Score: 7" })
        #expect(score.runs.count == 2)
        #expect(score.runs.last?.font.weight == .bold)
        #expect(score.runs.last?.color == Color.orange.resolve(in: EnvironmentValues()))
        let markdown = try #require(list.texts.first { $0.text == "Tap to score" }, "\(list)")
        #expect(markdown.runs.first?.font.weight == .bold)
        #expect(markdown.runs.last?.font.isItalic == true)
        let caption = try #require(list.texts.first { $0.text.hasPrefix("a very long") })
        #expect(caption.lines.count == 1 && caption.lines[0].text.hasSuffix("…"))
        let level = try #require(list.texts.first { $0.text == "LEVEL UP" })
        #expect(level.font.weight == .heavy && level.font.isItalic)
        try stage.tap(label: "Score")
        #expect(stage.displayList().texts.contains { $0.text == "Score: 8" })
        #expect(stage.issues.isEmpty)
    }
}
