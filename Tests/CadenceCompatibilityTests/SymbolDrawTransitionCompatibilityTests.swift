#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Symbols that come and go with symbol effects: a checkmark inserted with `.transition(.symbolEffect(.drawOn))`,
// an eye swapped for a slashed eye with draw-on and draw-off transitions, the default
// `.symbolEffect` transition (scale and fade), and draw effects run as indefinite effects.

private struct ChecklistRow: View {
    @State private var done = false
    @State private var revealed = false
    @State private var hidden = false
    @State private var badge = false

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Water the plants")
                if done {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                        .transition(.symbolEffect(.drawOn, options: .speed(2)))
                }
            }
            Button("Done") { withAnimation(.linear(duration: 1)) { done.toggle() } }

            Button {
                withAnimation(.linear(duration: 1)) { revealed.toggle() }
            } label: {
                if revealed {
                    Image(systemName: "eye").transition(.symbolEffect(.drawOn))
                } else {
                    Image(systemName: "eye.slash").transition(.symbolEffect(.drawOff.individually))
                }
            }

            if badge {
                Image(systemName: "star.fill").transition(.symbolEffect)
            }
            Button("Badge") { withAnimation(.linear(duration: 1)) { badge.toggle() } }

            Image(systemName: "bell")
                .symbolEffect(.drawOff, isActive: hidden)
            Button("Hide") { hidden.toggle() }
        }
    }
}

@MainActor
@Suite struct SymbolDrawTransitionCompatibilityTests {
    private func symbol(_ name: String, in stage: Stage) -> DisplayList.Item? {
        stage.displayList().item(symbol: name)
    }

    private func opacity(_ item: DisplayList.Item) -> Double {
        if case .symbol(let symbol) = item.content { return Double(symbol.color.opacity) }
        return .nan
    }

    @Test func aDrawnOnCheckmarkFadesInWithoutScaling() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { ChecklistRow() }
        #expect(symbol("checkmark.circle.fill", in: stage) == nil)
        try stage.tap(label: "Done")
        stage.advance(by: 0.5)
        let mid = try #require(symbol("checkmark.circle.fill", in: stage))
        #expect(isClose(opacity(mid), 0.5, absolute: 0.02), "half way through a linear second: \(opacity(mid))")
        #expect(isClose(mid.transform.uniformScale, 1, absolute: 1e-6), "drawing on does not scale")
        stage.advance(by: 0.6)
        let done = try #require(symbol("checkmark.circle.fill", in: stage))
        #expect(isClose(opacity(done), 1, absolute: 1e-6))
    }

    @Test func theDefaultSymbolTransitionScalesAndFades() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { ChecklistRow() }
        try stage.tap(label: "Badge")
        stage.advance(by: 0.25)
        let quarter = try #require(symbol("star.fill", in: stage))
        #expect(isClose(quarter.transform.uniformScale, 0.25, absolute: 0.02), "\(quarter.transform.uniformScale)")
        #expect(isClose(opacity(quarter), 0.25, absolute: 0.02))
        try stage.tap(label: "Badge")
        stage.advance(by: 2)
        #expect(symbol("star.fill", in: stage) == nil, "removed once the transition ran")
    }

    @Test func drawOffHidesASymbolWhileActive() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { ChecklistRow() }
        #expect(isClose(opacity(try #require(symbol("bell", in: stage))), 1, absolute: 1e-6))
        try stage.tap(label: "Hide")
        stage.advance(by: 0.25)
        let fading = opacity(try #require(symbol("bell", in: stage)))
        // Draw off: 1 − u², u = 0.25 / 0.5.
        #expect(isClose(fading, 0.75, absolute: 0.03), "\(fading)")
        stage.advance(by: 1)
        #expect(isClose(opacity(try #require(symbol("bell", in: stage))), 0, absolute: 1e-6), "held off while active")
        try stage.tap(label: "Hide")
        stage.advance(by: 0.1)
        #expect(isClose(opacity(try #require(symbol("bell", in: stage))), 1, absolute: 1e-6), "back when inactive")
    }

    @Test func drawEffectsAreTransitionAndIndefiniteEffects() {
        let on: any TransitionSymbolEffect = DrawOnSymbolEffect.drawOn.byLayer.wholeSymbol
        let off: any IndefiniteSymbolEffect = DrawOffSymbolEffect.drawOff.reversed.nonReversed
        #expect(on.configuration != off.configuration)
        _ = AnyTransition.symbolEffect(.appear, options: .nonRepeating)
        _ = SymbolEffectTransition(effect: .disappear)
    }
}
