#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A message thread that jumps to its newest message with `withTransaction(\.scrollTargetAnchor,
// .bottom)` around a `scrollPosition(id:)` write, as Apple's example does, and centres a search
// hit through a scroll view proxy called with no anchor inside such a transaction; and a ruler
// strip with a scroll target behaviour of its own that rests on whole ticks, centred.

/// Rests with the nearest 40-point tick in the middle of the strip.
private struct TickBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        // The original target is the region the scroll would show: its middle picks the tick.
        let middle = context.originalTarget.rect.minX + context.containerSize.width / 2
        let tick = (middle / 40).rounded() * 40
        target.rect = CGRect(x: tick - 20, y: target.rect.minY, width: 40, height: target.rect.height)
        target.anchor = .center
    }
}

private struct Ruler: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { index in
                    Rectangle().fill(index == 0 ? Color.red : Color.gray).frame(width: 40, height: 30)
                }
            }
        }
        .scrollTargetBehavior(TickBehavior())
        .frame(width: 300, height: 30)
    }
}

private struct Thread: View {
    @State private var position: Int?
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { index in
                            Text("Message \(index)").frame(maxWidth: .infinity).frame(height: 50).id(index)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
                .frame(height: 300)
                Button("Latest") {
                    withTransaction(\.scrollTargetAnchor, .bottom) { position = 29 }
                }
                Button("Jump") { position = 15 }
                Button("Find") {
                    withTransaction(\.scrollTargetAnchor, .center) { proxy.scrollTo(10) }
                }
            }
        }
    }
}

@MainActor
@Suite struct ScrollTargetCompatibilityTests {
    /// The bottom of the scroll view: the top of the first button below it.
    private func viewportBottom(_ stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(text: "Latest")).bounds.minY
    }

    private func message(_ index: Int, _ stage: Stage) throws -> CGRect {
        try #require(stage.displayList().item(text: "Message \(index)")).bounds
    }

    @Test func aBindingWrittenInTheTransactionLinesUpByItsAnchor() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { Thread() }
        try stage.tap(label: "Latest")
        stage.advance(by: 0.1)
        #expect(isClose(try message(29, stage).midY + 25, try viewportBottom(stage), absolute: 0.5))
        // A plain write lines the view up by the binding's default anchor, the top.
        try stage.tap(label: "Jump")
        stage.advance(by: 0.1)
        #expect(isClose(try message(15, stage).midY - 25, try viewportBottom(stage) - 300, absolute: 0.5))
        #expect(Transaction().scrollTargetAnchor == nil)
    }

    @Test func aProxyCalledWithoutAnAnchorUsesTheTransactions() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { Thread() }
        try stage.tap(label: "Find")
        stage.advance(by: 0.1)
        #expect(isClose(try message(10, stage).midY, try viewportBottom(stage) - 150, absolute: 0.5))
    }

    @Test func aCustomBehaviourMovesTheRestingPlace() throws {
        let stage = Stage(size: CGSize(width: 300, height: 100)) { Ruler() }
        // Scrolled 95 points, the middle of the strip is at 245: the nearest tick is 240, centred at
        // 150, so the content rests 90 points in.
        try stage.scroll(by: CGSize(width: 95, height: 0))
        stage.advance(by: 0.5)
        #expect(isClose(try #require(stage.scrollOffset()).x, 90, absolute: 1e-6))
        // Back to the start: the middle (150) rounds to the tick at 160, 10 points in.
        try stage.scroll(by: CGSize(width: -90, height: 0))
        stage.advance(by: 0.5)
        #expect(isClose(try #require(stage.scrollOffset()).x, 10, absolute: 1e-6))
        // Far past the end, the scroll is clamped to 1,700 first: the middle (1,850) picks 1,840.
        try stage.scroll(by: CGSize(width: 5000, height: 0))
        stage.advance(by: 0.5)
        #expect(isClose(try #require(stage.scrollOffset()).x, 1690, absolute: 1e-6))
    }
}
