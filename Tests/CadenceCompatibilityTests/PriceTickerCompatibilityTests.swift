#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A price ticker: the price text is given a new identity with `.id(price)` on every change, so
// inside `withAnimation` the old text pushes out upwards and the new one pushes in from below.

private struct PriceTicker: View {
    @State private var price = 100

    var body: some View {
        VStack(spacing: 24) {
            Text("\(price)")
                .font(.largeTitle.monospacedDigit())
                .id(price)
                .transition(.push(from: .bottom))
            Button("Up") {
                withAnimation(.linear(duration: 1)) { price += 5 }
            }
        }
    }
}

private struct TransitionFirstTicker: View {
    @State private var price = 100

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Text("\(price)")
                    .transition(.push(from: .bottom))
                    .id(price)
            }
            .clipped()
            Button("Up") {
                withAnimation(.linear(duration: 1)) { price += 5 }
            }
        }
    }
}

@MainActor
@Suite struct PriceTickerCompatibilityTests {
    @Test(arguments: [false, true])
    func theOldPricePushesOutAndTheNewOnePushesIn(transitionFirst: Bool) throws {
        let stage = transitionFirst
            ? Stage(size: CGSize(width: 300, height: 300)) { AnyView(TransitionFirstTicker()) }
            : Stage(size: CGSize(width: 300, height: 300)) { AnyView(PriceTicker()) }
        let resting = try #require(stage.displayList().item(text: "100"))
        try stage.tap(label: "Up")
        stage.advance(by: 0.5)
        let list = stage.displayList()
        let leaving = try #require(list.item(text: "100"))
        let entering = try #require(list.item(text: "105"))
        let height = resting.bounds.height
        #expect(isClose(entering.bounds.minY - resting.bounds.minY, height / 2, absolute: 0.5), "halfway in from below: \(entering.bounds) vs \(resting.bounds)")
        #expect(isClose(leaving.bounds.minY - resting.bounds.minY, -height / 2, absolute: 0.5), "halfway out upwards: \(leaving.bounds)")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "100") == nil)
        let settled = try #require(stage.displayList().item(text: "105"))
        #expect(isClose(settled.bounds.minY, resting.bounds.minY, absolute: 0.01))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
