#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// App code that spells SwiftUI's names with the module (`SwiftUI.Color`, `struct View: SwiftUI.View`)
// because it has types of the same names: a card game whose model has its own `Color` and
// `Animation`, with feature namespaces holding a nested `View` each, as composable-architecture
// apps write them.

private enum Color: String, CaseIterable {
    case hearts, spades

    var tint: SwiftUI.Color { self == .hearts ? .red : .black }
}

/// The model's own animation description, which hides SwiftUI's inside this file.
private struct Animation {
    var flipDuration: Double

    var swiftUI: SwiftUI.Animation { SwiftUI.Animation.easeInOut(duration: flipDuration) }
}

private enum Deck {
    struct View: SwiftUI.View {
        @SwiftUI.State private var dealt = false
        @SwiftUI.State private var picks = 0
        let animation = Animation(flipDuration: 1)

        var body: some SwiftUI.View {
            VStack(spacing: 10) {
                SwiftUI.ForEach(Color.allCases, id: \.self) { suit in
                    SwiftUI.RoundedRectangle(cornerRadius: 6)
                        .fill(suit.tint)
                        .frame(width: 40, height: 60)
                        .offset(x: dealt ? 100 : 0)
                }
                Counter.View(count: $picks)
                SwiftUI.Button("Deal") {
                    SwiftUI.withAnimation(animation.swiftUI) { dealt.toggle() }
                }
                SwiftUI.Button("Deal at once") {
                    SwiftUI.withTransaction(\.disablesAnimations, true) { dealt.toggle() }
                }
            }
        }
    }
}

private enum Counter {
    struct View: SwiftUI.View {
        @SwiftUI.Binding var count: Int
        var body: some SwiftUI.View {
            SwiftUI.Button { count += 1 } label: {
                SwiftUI.Text("Picks: \(count)")
                    .font(.system(size: 14, weight: SwiftUI.Font.Weight.semibold))
            }
        }
    }
}

/// A generic helper that names SwiftUI's protocol and property wrapper types with the module.
private func pickBinding(_ source: SwiftUI.Binding<Int>) -> SwiftUI.Binding<String> {
    SwiftUI.Binding(get: { "\(source.wrappedValue)" }, set: { source.wrappedValue = Int($0) ?? 0 })
}

@MainActor
@Suite struct SwiftUIQualifiedNamesCompatibilityTests {
    @Test func qualifiedNamesAreSwiftUIsOwnTypes() {
        // The display list's colours are SwiftUI's `Color`: the model's tint finds its card there.
        let stage = Stage(size: CGSize(width: 320, height: 400)) { Deck.View() }
        #expect(stage.displayList().item(filledWith: Color.hearts.tint) != nil)
        #expect(stage.displayList().item(filledWith: Color.spades.tint) != nil)
        #expect(Color.hearts.tint == .red, "the model's Color, whose tint is SwiftUI's")
        let angle: SwiftUI.Angle = .degrees(180)
        #expect(isClose(angle.radians, .pi))
        var store = 3
        let binding = pickBinding(SwiftUI.Binding(get: { store }, set: { store = $0 }))
        binding.wrappedValue = "7"
        #expect(store == 7)
        #expect(binding.wrappedValue == "7")
    }

    @Test func aQualifiedWithAnimationPlaysItsCurve() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) { Deck.View() }
        let restHearts = try #require(stage.displayList().item(filledWith: .red)).transform.tx
        let restSpades = try #require(stage.displayList().item(filledWith: .black)).transform.tx
        try stage.tap(label: "Deal")
        stage.advance(by: 0.25)
        let quarter = UnitCurve.easeInOut.value(at: 0.25) * 100
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - restHearts, quarter, absolute: 1e-6))
        #expect(isClose(try #require(stage.displayList().item(filledWith: .black)).transform.tx - restSpades, quarter, absolute: 1e-6))
        stage.advance(by: 0.25)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - restHearts, 50, absolute: 1e-6),
                "ease-in-out is half way at half time")
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - restHearts, 100, absolute: 1e-9))
    }

    @Test func aQualifiedWithTransactionAndANestedBindingTakeEffect() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) { Deck.View() }
        let rest = try #require(stage.displayList().item(filledWith: .red)).transform.tx
        try stage.tap(label: "Deal at once")
        stage.advance(by: 0.01)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - rest, 100, absolute: 1e-9),
                "animations disabled: the cards jump")
        #expect(stage.displayList().item(text: "Picks: 0") != nil)
        try stage.tap(label: "Picks: 0")
        stage.advance(by: 0.01)
        #expect(stage.displayList().item(text: "Picks: 1") != nil, "the nested feature view writes through its SwiftUI.Binding")
    }
}
