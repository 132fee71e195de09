#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The iOS 18 "text reveal" effect: an Animatable TextRenderer whose progress fades and lifts each
// glyph in turn, driven by a transition-like toggle in withAnimation; the title sits in an
// onboarding card with a gradient and a continue button.

private struct RevealRenderer: TextRenderer {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        let glyphCount = layout.flatMap { $0 }.map(\.count).reduce(0, +)
        var index = 0
        for line in layout {
            for run in line {
                for glyph in run {
                    // Each glyph fades in over two glyphs' worth of progress, one after another.
                    let local = min(max((progress * Double(glyphCount + 2) - Double(index)) / 2, 0), 1)
                    var copy = ctx
                    copy.opacity = local
                    copy.translateBy(x: 0, y: (1 - local) * 12)
                    copy.draw(glyph)
                    index += 1
                }
            }
        }
    }
}

private struct OnboardingCard: View {
    @State private var shown = false

    var body: some View {
        VStack(spacing: 24) {
            Text("Welcome")
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .textRenderer(RevealRenderer(progress: shown ? 1 : 0))
            Button("Continue") {
                withAnimation(.linear(duration: 1)) { shown = true }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(40)
        .background(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom), in: .rect(cornerRadius: 32))
    }
}

@MainActor
@Suite struct TextRendererRevealCompatibilityTests {
    private func glyphs(_ stage: Stage) -> [(text: String, opacity: Float, y: CGFloat)] {
        stage.displayList().items.compactMap {
            if case .text(let text) = $0.content, text.text.count == 1 { return (text.text, text.color.opacity, $0.bounds.minY) }
            return nil
        }
    }

    @Test func theTitleIsDrawnGlyphByGlyphAndHiddenAtFirst() {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { OnboardingCard() }
        let drawn = glyphs(stage)
        #expect(drawn.map(\.text).joined() == "Welcome")
        #expect(drawn.allSatisfy { $0.opacity == 0 })
        #expect(stage.displayList().item(text: "Welcome") == nil, "no whole-text item: the renderer draws it")
    }

    @Test func continuingRevealsTheGlyphsInOrder() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { OnboardingCard() }
        try stage.tap(label: "Continue")
        stage.advance(by: 0.3)
        let middle = glyphs(stage)
        #expect(middle.first!.opacity > middle.last!.opacity, "the first letters are ahead: \(middle.map(\.opacity))")
        #expect(middle.first!.opacity > 0)
        stage.advance(by: 1)
        let done = glyphs(stage)
        #expect(done.allSatisfy { $0.opacity == 1 })
        #expect(Set(done.map { ($0.y * 100).rounded() }).count == 1, "all glyphs back on one line")
        #expect(middle.last!.y > done.last!.y, "a glyph still rising sits lower")
        // Glyphs advance left to right without overlapping.
        let xs = stage.displayList().items.compactMap { item -> CGFloat? in
            if case .text(let text) = item.content, text.text.count == 1 { return item.bounds.minX }
            return nil
        }
        #expect(xs == xs.sorted())
    }
}
