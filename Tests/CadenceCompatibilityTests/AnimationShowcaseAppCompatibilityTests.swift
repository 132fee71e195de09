#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// iOS 17 animation APIs as apps use them: withAnimation with a completion, the scoped
// animation(_:body:) modifier, phaseAnimator with a trigger, keyframeAnimator on a like button,
// push transitions and a transaction that turns animation off.

private struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        Button {
            likes += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 40))
                .foregroundStyle(.red)
        }
        .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
            content.scaleEffect(scale)
        } keyframes: { _ in
            SpringKeyframe(1.4, duration: 0.2, spring: .bouncy)
            CubicKeyframe(1.0, duration: 0.3)
        }
        .accessibilityLabel("Like")
    }
}

private struct Showcase: View {
    @State private var expanded = false
    @State private var finished = 0
    @State private var step = 0
    @State private var shakes = 0

    var body: some View {
        VStack(spacing: 30) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.green)
                .frame(width: expanded ? 300 : 100, height: 40)
                .animation(.linear(duration: 1)) { content in
                    content.opacity(expanded ? 0.5 : 1)
                }
            Text("Finished \(finished)")
            Button("Expand") {
                withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
                    expanded.toggle()
                } completion: {
                    finished += 1
                }
            }
            Circle()
                .fill(.orange)
                .frame(width: 40, height: 40)
                .phaseAnimator([0.0, -20.0, 0.0], trigger: shakes) { content, offset in
                    content.offset(x: offset)
                } animation: { _ in
                    .linear(duration: 0.25)
                }
            Button("Shake") { shakes += 1 }
            ZStack {
                Text("Step \(step)")
                    .id(step)
                    .transition(.push(from: .trailing))
            }
            .clipped()
            Button("Next step") {
                withAnimation(.easeInOut(duration: 0.5)) { step += 1 }
            }
            Button("Jump") {
                var transaction = Transaction(animation: .linear(duration: 1))
                transaction.disablesAnimations = true
                withTransaction(transaction) { expanded.toggle() }
            }
            LikeButton()
        }
    }
}

@MainActor
@Suite struct AnimationShowcaseAppCompatibilityTests {
    @Test func completionsScopedAnimationsAndPhases() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Showcase() }
        try stage.tap(label: "Expand")
        stage.advance(by: 0.5)
        let green = try #require(stage.displayList().shapes.first { $0.rect.height == 40 && $0.paint.color.green > 0.6 && $0.paint.color.red < 0.4 })
        #expect(isClose(green.rect.width, 200, absolute: 1), "withAnimation animates the frame: \(green.rect)")
        #expect(isClose(Double(green.paint.color.opacity), 0.75, absolute: 0.02), "the opacity animates: \(green.paint.color.opacity)")
        #expect(stage.displayList().item(text: "Finished 0") != nil)
        stage.advance(by: 0.6)
        #expect(stage.displayList().item(text: "Finished 1") != nil)

        try stage.tap(label: "Shake")
        stage.advance(by: 0.25)
        let circle = try #require(stage.displayList().item(filledWith: .orange)).bounds
        #expect(isClose(circle.midX, 175, absolute: 1), "at the -20 phase: \(circle)")
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .orange)).bounds.midX, 195, absolute: 0.5))

        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theLikeButtonPopsWithKeyframes() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Showcase() }
        try stage.tap(label: "Like")
        stage.advance(by: 0.2)
        let heart = try #require(stage.displayList().item(symbol: "heart.fill"))
        #expect(heart.transform.a > 1.2, "\(heart.transform)")
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(symbol: "heart.fill")).transform.a, 1, absolute: 1e-6))
    }
}
