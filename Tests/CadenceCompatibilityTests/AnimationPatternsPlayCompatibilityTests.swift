#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Animation patterns from real app files, replayed with views of our own and checked against the
// numbers SwiftUI's definitions give: a phase-animator shake on a failed code, a keyframe ripple
// with linear opacity keyframes, a custom elastic `CustomAnimation`, and a `transaction(value:)`
// that delays and speeds up the animation it is handed.

private struct PinField: View {
    @State private var rejected = 0
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(.red)
                .frame(width: 120, height: 40)
                .phaseAnimator([0.0, 12, -12, 12, -6, 6, 0], trigger: rejected) { content, x in
                    content.offset(x: x)
                } animation: { _ in .linear(duration: 0.1) }
            Button("Wrong") { rejected += 1 }
        }
    }
}

private struct RippleState {
    var scale: CGFloat = 1
    var opacity: Double = 0
}

private struct RippleButton: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 40) {
            Circle()
                .stroke(.blue, lineWidth: 2)
                .frame(width: 50, height: 50)
                .keyframeAnimator(initialValue: RippleState(), trigger: taps) { content, state in
                    content.scaleEffect(state.scale).opacity(state.opacity)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1, duration: 0.02)
                        LinearKeyframe(2, duration: 0.8)
                    }
                    KeyframeTrack(\.opacity) {
                        LinearKeyframe(0.8, duration: 0.02)
                        LinearKeyframe(0, duration: 0.8)
                    }
                }
            Button("Ping") { taps += 1 }
        }
    }
}

/// An ease-out that overshoots by `overshoot` of the distance once, then settles: `1 + o·sin(πp)·(1 − p)`
/// on top of a quadratic ease-out `1 − (1 − p)²`.
private struct OvershootEase: CustomAnimation {
    var duration: TimeInterval
    var overshoot: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let p = time / duration
        let eased = 1 - (1 - p) * (1 - p)
        return value.scaled(by: eased + overshoot * sin(.pi * p) * (1 - p))
    }
}

private struct Slider: View {
    @State private var trailing = false
    var body: some View {
        VStack {
            Rectangle().fill(.green).frame(width: 20, height: 20)
                .offset(x: trailing ? 200 : 0)
            Button("Slide") {
                withAnimation(Animation(OvershootEase(duration: 1, overshoot: 0.4))) { trailing = true }
            }
        }
    }
}

private struct Spinners: View {
    @State private var turned = false
    var body: some View {
        VStack(spacing: 30) {
            Rectangle().fill(.orange).frame(width: 40, height: 40)
                .rotationEffect(.degrees(turned ? 90 : 0))
            Rectangle().fill(.purple).frame(width: 40, height: 40)
                .rotationEffect(.degrees(turned ? 90 : 0))
                .transaction(value: turned) { t in
                    t.animation = t.animation?.delay(1).speed(2)
                }
            Rectangle().fill(.brown).frame(width: 40, height: 40)
                .rotationEffect(.degrees(turned ? 90 : 0))
                .transaction(value: turned) { t in
                    t.animation = nil
                }
            Button("Turn") { withAnimation(.linear(duration: 2)) { turned.toggle() } }
        }
    }
}

@MainActor
@Suite struct AnimationPatternsPlayCompatibilityTests {
    @Test func aPhaseShakeVisitsEachOffsetLinearly() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { PinField() }
        let rest = try #require(stage.displayList().item(filledWith: .red)).transform.tx
        try stage.tap(label: "Wrong")
        // Phases 0 → 12 → −12 → 12 …, 0.1 s each, linear.
        stage.advance(by: 0.05)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - rest, 6, absolute: 0.01))
        stage.advance(by: 0.1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - rest, 0, absolute: 0.01), "half way from 12 to −12")
        stage.advance(by: 0.1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - rest, 0, absolute: 0.01), "half way from −12 to 12")
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.tx - rest, 0, absolute: 1e-6))
    }

    @Test func aKeyframeRippleGrowsAndFadesOnItsLinearTracks() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { RippleButton() }
        func ring() throws -> DisplayList.Item { try #require(stage.displayList().items.first { if case .shape = $0.content { $0.rect.width == 50 } else { false } }) }
        func opacity(_ item: DisplayList.Item) -> Double { if case .shape(let s) = item.content { Double(s.paint.color.opacity) } else { .nan } }
        #expect(opacity(try ring()) == 0, "the initial value hides the ring")
        try stage.tap(label: "Ping")
        stage.advance(by: 0.42)
        // 0.4 s into the 0.8 s second keyframe: scale 1 → 2 and opacity 0.8 → 0 half way.
        #expect(isClose(try ring().transform.uniformScale, 1.5, absolute: 0.01))
        #expect(isClose(opacity(try ring()), 0.4, absolute: 0.01))
        stage.advance(by: 1)
        #expect(isClose(opacity(try ring()), 0, absolute: 1e-6), "the ring ends faded out (keyframes hold their last value)")
    }

    @Test func aCustomAnimationOvershootsWhereItsFormulaSays() throws {
        let stage = Stage(size: CGSize(width: 400, height: 200)) { Slider() }
        let start = try #require(stage.displayList().item(filledWith: .green)).transform.tx
        try stage.tap(label: "Slide")
        stage.advance(by: 0.5)
        // p = 0.5: 0.75 + 0.4·1·0.5 = 0.95 of the 200-point move.
        #expect(isClose(try #require(stage.displayList().item(filledWith: .green)).transform.tx - start, 190, absolute: 0.5))
        stage.advance(by: 0.2)
        // p = 0.7: 0.91 + 0.4·sin(0.7π)·0.3 = 1.0071 — past the target.
        let past = try #require(stage.displayList().item(filledWith: .green)).transform.tx - start
        #expect(past > 200 && isClose(past, 201.42, absolute: 0.5), "\(past)")
        stage.advance(by: 0.5)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .green)).transform.tx - start, 200, absolute: 1e-6))
    }

    @Test func aTransactionModifierDelaysSpeedsUpOrDropsTheAnimation() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Spinners() }
        func degrees(_ color: Color) throws -> Double { try #require(stage.displayList().item(filledWith: color)).transform.rotationDegrees }
        try stage.tap(label: "Turn")
        stage.advance(by: 0.25)
        #expect(isClose(try degrees(.orange), 11.25, absolute: 0.05), "linear over 2 s")
        #expect(isClose(try degrees(.purple), 0, absolute: 1e-6), "delayed: the delay is sped up too, 1 s → 0.5 s")
        #expect(isClose(try degrees(.brown), 90, absolute: 1e-6), "animation removed: at once")
        stage.advance(by: 0.75)
        // 1 s in: 0.5 s past the halved delay, of a 1 s (halved) linear turn.
        #expect(isClose(try degrees(.purple), 45, absolute: 0.05))
        stage.advance(by: 1)
        #expect(isClose(try degrees(.purple), 90, absolute: 1e-6))
    }
}
