#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

/// A chat bubble with a reaction that pops: emoji in text, concatenated styled runs, a dashed
/// underline for a link-like word, tracking on a caption, and a raised counter.
private struct ReactionBubble: View {
    @State private var hearts = 0
    @State private var popped = false

    private var counter: Text {
        Text("\(hearts)")
            .font(.caption.bold())
            .baselineOffset(6)
            .foregroundColor(.pink)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            (Text("Nina ").bold() + Text("sent a photo ") + Text("📷"))
                .font(.subheadline)
            Text("See *the* **trailer**")
                .underline(true, pattern: .dash, color: .blue)
            HStack(spacing: 4) {
                Text("❤️")
                    .font(.system(size: 28))
                    .scaleEffect(popped ? 1.4 : 1)
                (Text("Likes") + counter)
                    .kerning(0.5)
            }
            Text("DELIVERED")
                .font(.caption2)
                .tracking(2)
                .strikethrough(hearts > 2, color: .secondary)
            Button("React") {
                hearts += 1
                withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) { popped.toggle() }
            }
        }
        .padding()
    }
}

@Suite struct ReactionMessageCompatibilityTests {
    @Test @MainActor func styledRunsEmojiAndDecorationsReachTheDisplayList() throws {
        let stage = Stage(size: CGSize(width: 320, height: 280)) { ReactionBubble() }
        let list = stage.displayList()
        let sender = try #require(list.texts.first { $0.text == "Nina sent a photo 📷" }, "\(list)")
        #expect(sender.lines.first?.runs.map(\.text) == ["Nina ", "sent a photo ", "📷"])
        #expect(sender.lines.first?.runs.first?.font.weight == .bold)
        let link = try #require(list.texts.first { $0.text == "See the trailer" })
        #expect(link.runs.allSatisfy { $0.isUnderlined && $0.underlinePattern == .dash })
        let likes = try #require(list.texts.first { $0.text == "Likes0" })
        #expect(likes.runs.last?.baselineOffset == 6)
        #expect(likes.runs.first?.tracking == 0.5)
        let heart = try #require(list.item(text: "❤️"))
        let before = heart.transform

        for _ in 0..<3 {
            try stage.tap(label: "React")
            stage.advance(by: 0.1)
        }
        let midway = try #require(stage.displayList().item(text: "❤️")).transform
        #expect(midway != before, "the heart pops")
        stage.advance(by: 2)
        let after = stage.displayList()
        #expect(after.texts.contains { $0.text == "Likes3" })
        let delivered = try #require(after.texts.first { $0.text == "DELIVERED" })
        #expect(delivered.runs.first?.isStrikethrough == true)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
