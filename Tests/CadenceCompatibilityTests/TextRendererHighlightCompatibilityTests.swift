#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Emphasis with a custom TextAttribute: a quote card concatenates texts and marks words with
// customAttribute; a TextRenderer draws a highlighter capsule behind the marked runs, whose width
// animates with the renderer's animatableData when the card is tapped.

private struct HighlightAttribute: TextAttribute {}

private struct HighlighterRenderer: TextRenderer {
    var coverage: CGFloat
    var color: Color

    var animatableData: CGFloat {
        get { coverage }
        set { coverage = newValue }
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                if run[HighlightAttribute.self] != nil {
                    var rect = run.typographicBounds.rect.insetBy(dx: -4, dy: 0)
                    rect.size.width *= coverage
                    ctx.fill(Path(roundedRect: rect, cornerRadius: 4), with: .color(color.opacity(0.4)))
                }
                ctx.draw(run)
            }
        }
    }
}

private struct QuoteCard: View {
    @State private var highlighted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            (Text("Simplicity is ") + Text("prerequisite").customAttribute(HighlightAttribute()) + Text(" for reliability."))
                .font(.title3)
                .textRenderer(HighlighterRenderer(coverage: highlighted ? 1 : 0, color: .yellow))
            Text("— Edsger W. Dijkstra")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .background(.background, in: .rect(cornerRadius: 16))
        .shadow(radius: 4)
        .onTapGesture {
            withAnimation(.easeOut(duration: 0.6)) { highlighted.toggle() }
        }
        .padding()
    }
}

@MainActor
@Suite struct TextRendererHighlightCompatibilityTests {
    private func highlight(_ stage: Stage) -> CGRect? {
        stage.displayList().items.first {
            if case .shape(let shape) = $0.content { return shape.paint.color.opacity > 0.3 && shape.paint.color.opacity < 0.5 && shape.paint.color.blue < 0.2 }
            return false
        }?.bounds
    }

    @Test func theMarkedRunIsHighlightedOnceTapped() throws {
        let stage = Stage(size: CGSize(width: 390, height: 300)) { QuoteCard() }
        let word = try #require(stage.displayList().item(text: "prerequisite")).bounds
        #expect(stage.displayList().item(text: "Simplicity is ") != nil, "each run drawn on its own")
        let start = try #require(highlight(stage))
        #expect(start.width < 1, "nothing highlighted yet")
        try stage.tap(at: CGPoint(x: word.midX, y: word.midY))
        stage.advance(by: 0.2)
        let partial = try #require(highlight(stage))
        stage.advance(by: 1)
        let full = try #require(highlight(stage))
        #expect(partial.width > 1 && partial.width < full.width, "\(partial.width) < \(full.width)")
        #expect(isClose(full.minX, word.minX - 4, absolute: 0.5) && isClose(full.width, word.width + 8, absolute: 0.5), "\(full) around \(word)")
    }
}
