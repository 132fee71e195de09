#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A like button as iOS 17 posts write it: the heart swaps to heart.fill with a replace content
// transition and bounces (symbolEffect(.bounce, value:)), the count rolls with numericText, a ring
// bursts out behind it with an easeOut, and haptics fire on each change.

private struct LikeButton: View {
    @State private var isLiked = false
    @State private var likes = 41

    var body: some View {
        Button {
            withAnimation(.spring(duration: 0.3, bounce: 0.5)) {
                isLiked.toggle()
                likes += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                ZStack {
                    Circle()
                        .stroke(Color.red, lineWidth: 2)
                        .frame(width: 30, height: 30)
                        .scaleEffect(isLiked ? 1.6 : 0.5)
                        .opacity(isLiked ? 0 : 1)
                        .animation(.easeOut(duration: 0.5), value: isLiked)
                    Image(systemName: isLiked ? "heart.fill" : "heart")
                        .font(.title2)
                        .foregroundStyle(isLiked ? .red : .secondary)
                        .symbolEffect(.bounce.up.byLayer, value: isLiked)
                        .contentTransition(.symbolEffect(.replace.downUp))
                }
                Text(likes, format: .number)
                    .font(.headline)
                    .monospacedDigit()
                    .contentTransition(.numericText(value: Double(likes)))
            }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(isLiked ? "Unlike" : "Like")
        .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
    }
}

@MainActor
@Suite struct BurstLikeButtonCompatibilityTests {
    private func ring(in stage: Stage) -> DisplayList.Item? {
        stage.displayList().items.first { item in
            if case .shape(let shape) = item.content, case .stroke = shape.paint { true } else { false }
        }
    }

    @Test func likingSwapsTheSymbolRollsTheCountAndBurstsTheRing() throws {
        let stage = Stage(size: CGSize(width: 200, height: 120)) { LikeButton() }
        #expect(stage.displayList().item(symbol: "heart") != nil)
        #expect(stage.displayList().item(text: "41") != nil)
        #expect(isClose(try #require(ring(in: stage)).transform.uniformScale, 0.5, absolute: 1e-9))

        try stage.tap(label: "Like")
        stage.advance(to: 0.25)
        // The ring's own animation (easeOut, 0.5 s) wins over the transaction's spring.
        let progress = UnitCurve.easeOut.value(at: 0.5)
        let burst = try #require(ring(in: stage))
        #expect(isClose(burst.transform.uniformScale, 0.5 + 1.1 * progress, absolute: 1e-3), "\(burst.transform.uniformScale)")
        if case .shape(let shape) = burst.content {
            #expect(isClose(Double(shape.paint.color.opacity), 1 - progress, absolute: 1e-3))
        }
        stage.advance(by: 2)
        #expect(stage.displayList().item(symbol: "heart.fill") != nil)
        #expect(stage.displayList().item(symbol: "heart") == nil)
        #expect(stage.displayList().item(text: "42") != nil)
        #expect(stage.displayList().item(text: "41") == nil)
        #expect(stage.nextFrameTime == nil)

        try stage.tap(label: "Unlike")
        stage.advance(by: 2)
        #expect(stage.displayList().item(symbol: "heart") != nil)
        #expect(stage.displayList().item(text: "41") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
