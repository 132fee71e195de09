#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A price label as shop files write it: a counter with a numeric content transition, then
// `monospacedDigit()`, `kerning` and `baselineOffset` applied to the view the transition returns,
// so they reach the text through the environment.

private struct PriceTag: View {
    @State private var cents = 499
    var body: some View {
        VStack {
            Text("\(cents)")
                .contentTransition(.numericText(value: Double(cents)))
                .monospacedDigit()
                .kerning(1)
                .baselineOffset(6)
            Text("per month").baselineOffset(-2).padding(0).baselineOffset(6)
            Text("plain")
        }
    }
}

@MainActor
@Suite struct TextBaselineOffsetCompatibilityTests {
    private func runOffset(_ text: String, _ stage: Stage) throws -> CGFloat {
        let item = try #require(stage.displayList().item(text: text))
        guard case .text(let content) = item.content else { throw CancellationError() }
        return content.runs.first?.baselineOffset ?? 0
    }

    @Test func aViewsBaselineOffsetRaisesTheTextBelow() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { PriceTag() }
        #expect(try runOffset("499", stage) == 6)
        #expect(try runOffset("per month", stage) == -2, "the text's own offset wins")
        #expect(try runOffset("plain", stage) == 0)
    }
}
