#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The keyframe DSL as app code writes it: tracks without a key path, keyframes without a track,
// builder functions, loops, `let` and `switch` inside tracks, capture lists, triggers of any
// Equatable type, literal inference, integer phase ranges and three-deep AnimatablePair.

private struct Wobble {
    var angle = Angle.zero
    var lift: CGFloat = 0
}

private enum Mood: Equatable { case calm, excited(level: Int) }

@KeyframeTrackContentBuilder<CGFloat>
private func bounceKeyframes(height: CGFloat) -> some KeyframeTrackContent<CGFloat> {
    for step in 1...3 {
        let size = height / CGFloat(step)
        SpringKeyframe(-size, duration: 0.15, spring: .snappy)
        CubicKeyframe(0, duration: 0.15)
    }
}

@KeyframesBuilder<Wobble>
private func wobbleTracks(mood: Mood) -> some Keyframes<Wobble> {
    KeyframeTrack(\.angle) {
        switch mood {
        case .calm:
            LinearKeyframe(.degrees(5), duration: 0.2)
        case .excited(let level):
            for _ in 0..<level {
                CubicKeyframe(.degrees(12), duration: 0.1)
                CubicKeyframe(.degrees(-12), duration: 0.1)
            }
        }
        LinearKeyframe(.zero, duration: 0.2)
    }
    KeyframeTrack(\.lift) {
        bounceKeyframes(height: 30)
    }
}

private struct DSLShowcase: View {
    @State private var mood = Mood.calm
    @State private var taps = 0
    let height: CGFloat = 24

    var body: some View {
        VStack(spacing: 30) {
            // A track without a key path animates the whole value; literals infer CGFloat.
            Circle()
                .fill(.orange)
                .frame(width: 30, height: 30)
                .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    KeyframeTrack {
                        CubicKeyframe(1.4, duration: 0.2)
                        CubicKeyframe(1.0, duration: 0.3)
                    }
                }
            // Keyframes without a track; a capture list in the closure.
            Rectangle()
                .fill(.cyan)
                .frame(width: 30, height: 30)
                .keyframeAnimator(initialValue: 0.0, trigger: taps) { [height] content, y in
                    content.offset(y: y - height + height)
                } keyframes: { _ in
                    LinearKeyframe(-20, duration: 0.25)
                    SpringKeyframe(0, duration: 0.4)
                }
            // Builder functions, loops, switch; a trigger of an enum type with an associated value.
            Capsule()
                .fill(.mint)
                .frame(width: 60, height: 20)
                .keyframeAnimator(initialValue: Wobble(), trigger: mood) { content, wobble in
                    content
                        .rotationEffect(wobble.angle)
                        .offset(y: wobble.lift)
                } keyframes: { _ in
                    wobbleTracks(mood: mood)
                }
            // A phase animator over an integer range.
            Text("phase")
                .phaseAnimator(0...10, trigger: taps) { content, phase in
                    content.opacity(Double(phase) / 10)
                } animation: { _ in .linear(duration: 0.05) }
            Button("Go") {
                taps += 1
                mood = .excited(level: 2)
            }
        }
    }
}

private struct Triple: Animatable {
    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, AnimatablePair<Double, Double>>>
}

@MainActor
@Suite struct KeyframeDSLCompatibilityTests {
    @Test func theDSLFormsCompileAndPlay() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { DSLShowcase() }
        try stage.tap(label: "Go")
        stage.advance(by: 0.2)
        let circle = try #require(stage.displayList().item(filledWith: .orange))
        #expect(isClose(circle.transform.a, 1.4, absolute: 1e-6))
        let square = try #require(stage.displayList().item(filledWith: .cyan))
        #expect(square.transform.ty < 0, "lifted by the track-less keyframes")
        stage.advance(by: 3)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .orange)).transform.a, 1, absolute: 1e-6))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func threeDeepAnimatablePairsAreVectors() {
        var value = Triple(animatableData: AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, AnimatablePair(4, 5))))
        value.animatableData.scale(by: 2)
        #expect(value.animatableData.second.second.second == 10)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10, duration: 1)
            }
        }
        #expect(isClose(timeline.value(time: 0.5), 5, absolute: 1e-9))
    }
}
