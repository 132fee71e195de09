#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Scoping animations as iOS 17 posts teach it: .animation(_:body:) animates only the modifiers inside
// its closure; .transaction { $0.animation = nil } opts a subtree out of a withAnimation; a
// Transaction with disablesAnimations turns off the implicit .animation(_:value:) of a view; and
// withTransaction(_:_:) with a custom animation.

private struct ScopedCard: View {
    @State private var isHighlighted = false
    @State private var badgeCount = 0
    @State private var offset: CGFloat = 0
    @State private var barWidth: CGFloat = 20

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.indigo)
                .frame(width: 120, height: 80)
                .animation(.smooth(duration: 0.4)) { content in
                    content.opacity(isHighlighted ? 0.4 : 1)
                }
                .scaleEffect(isHighlighted ? 1.2 : 1)

            Text("Badge \(badgeCount)")
                .padding(8)
                .background(Color.red, in: Capsule())
                .offset(x: CGFloat(badgeCount) * 10)
                .transaction { transaction in
                    transaction.animation = nil
                }

            Circle()
                .fill(Color.mint)
                .frame(width: 30, height: 30)
                .offset(x: offset)
                .animation(.easeIn(duration: 1), value: offset)

            Capsule()
                .fill(Color.orange)
                .frame(width: barWidth, height: 8)

            HStack {
                Button("Highlight") { isHighlighted.toggle() }
                Button("Bump") {
                    withAnimation(.easeInOut(duration: 1)) { badgeCount += 1 }
                }
                Button("Slide") {
                    withTransaction(Transaction(animation: .linear(duration: 0.5))) {
                        offset += 100
                        barWidth += 100
                    }
                }
                Button("Jump") {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { offset -= 100 }
                }
            }
        }
    }
}

@MainActor
@Suite struct ScopedAnimationCompatibilityTests {
    @Test func onlyTheOpacityInsideTheScopeAnimates() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { ScopedCard() }
        try stage.tap(label: "Highlight")
        stage.advance(by: 0.1)
        let card = try #require(stage.displayList().item(tinted: .indigo))
        #expect(isClose(card.transform.uniformScale, 1.2, absolute: 1e-9), "the scale outside the scope jumps")
        let progress = Spring(duration: 0.4).value(target: 1.0, initialVelocity: 0, time: 0.1)
        #expect(isClose(card.colorOpacity, 1 - 0.6 * progress, absolute: 0.01), "\(card.colorOpacity)")
        stage.advance(by: 2)
        #expect(isClose(try #require(stage.displayList().item(tinted: .indigo)).colorOpacity, 0.4, absolute: 1e-6))
    }

    @Test func aTransactionModifierOptsOutOfWithAnimation() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { ScopedCard() }
        let before = try #require(stage.displayList().item(tinted: .red)).bounds
        try stage.tap(label: "Bump")
        stage.advance(by: 0.1)
        let after = try #require(stage.displayList().item(tinted: .red)).bounds
        #expect(isClose(after.midX - before.midX, 10, absolute: 1e-9), "\(before) → \(after)")
        #expect(stage.displayList().item(text: "Badge 1") != nil)
    }

    @Test func withTransactionAnimatesAndDisablesAnimationsJumps() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { ScopedCard() }
        let rest = try #require(stage.displayList().item(tinted: .mint)).bounds.midX
        try stage.tap(label: "Slide")
        stage.advance(by: 0.25)
        // The bar has no animation of its own: the transaction's linear one moves it. The circle's
        // implicit .animation(.easeIn, value:) replaces the transaction's animation for it.
        #expect(isClose(try #require(stage.displayList().item(tinted: .orange)).bounds.width, 70, absolute: 1e-6))
        #expect(isClose(try #require(stage.displayList().item(tinted: .mint)).bounds.midX - rest, 100 * UnitCurve.easeIn.value(at: 0.25), absolute: 1e-6))
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(tinted: .mint)).bounds.midX - rest, 100, absolute: 1e-6))
        try stage.tap(label: "Jump")
        stage.advance(by: 0.1)
        // disablesAnimations: the implicit .animation(.easeIn, value:) does not apply.
        #expect(isClose(try #require(stage.displayList().item(tinted: .mint)).bounds.midX - rest, 0, absolute: 1e-6))
        #expect(stage.nextFrameTime == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
