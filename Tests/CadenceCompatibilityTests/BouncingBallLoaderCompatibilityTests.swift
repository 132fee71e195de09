#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A bouncing-ball loader as keyframe tutorials write it: one value type with several properties, a
// repeating keyframeAnimator, a track per property mixing cubic, spring, linear and move keyframes,
// squash-and-stretch anchored at the bottom, and the tracks kept in a builder function.

private struct BallValues {
    var verticalOffset: CGFloat = 0
    var horizontalStretch: CGFloat = 1
    var verticalStretch: CGFloat = 1
    var rotation: Angle = .zero
}

@KeyframesBuilder<BallValues>
private func bounce() -> some Keyframes<BallValues> {
    KeyframeTrack(\.verticalOffset) {
        CubicKeyframe(-80, duration: 0.35)
        CubicKeyframe(0, duration: 0.35)
        MoveKeyframe(0)
    }
    KeyframeTrack(\.verticalStretch) {
        LinearKeyframe(1.1, duration: 0.3, timingCurve: .easeOut)
        LinearKeyframe(1.0, duration: 0.3)
        SpringKeyframe(0.7, duration: 0.1, spring: .bouncy)
        SpringKeyframe(1.0, spring: .snappy)
    }
    KeyframeTrack(\.horizontalStretch) {
        LinearKeyframe(1, duration: 0.6)
        CubicKeyframe(1.3, duration: 0.1)
        CubicKeyframe(1, duration: 0.2)
    }
    KeyframeTrack(\.rotation) {
        LinearKeyframe(.degrees(180), duration: 0.7)
        MoveKeyframe(.zero)
    }
}

private struct BouncingBallLoader: View {
    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(Color.pink)
                .frame(width: 30, height: 30)
                .keyframeAnimator(initialValue: BallValues(), repeating: true) { content, value in
                    content
                        .rotationEffect(value.rotation)
                        .scaleEffect(x: value.horizontalStretch, y: value.verticalStretch, anchor: .bottom)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    bounce()
                }
            Text("Loading…")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

@MainActor
@Suite struct BouncingBallLoaderCompatibilityTests {
    /// Each loop is a new timeline that starts where the last one ended (SwiftUI's repeating animator).
    private func loopedValue(at time: Double) -> BallValues {
        var start = BallValues()
        var remaining = time
        while true {
            let loop = KeyframeTimeline(initialValue: start) { bounce() }
            if remaining < loop.duration { return loop.value(time: remaining) }
            remaining -= loop.duration
            start = loop.value(time: loop.duration)
        }
    }

    @Test func theBallFollowsItsTimelineLoopAfterLoop() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { BouncingBallLoader() }
        let rest = try #require(stage.displayList().item(filledWith: .pink)).rect
        let timeline = KeyframeTimeline(initialValue: BallValues()) { bounce() }
        let duration = timeline.duration
        // The snappy spring has no duration: it lasts its settling time, after the 0.7 s of the rest.
        #expect(duration > 0.7 && duration < 2, "\(duration)")
        for time in [0.1, 0.35, 0.5, 0.65, 0.75, duration + 0.2, 2 * duration + 0.5] {
            stage.advance(to: time)
            let value = loopedValue(at: time)
            let ball = try #require(stage.displayList().item(filledWith: .pink))
            // transform = offset · scale(about the bottom) · rotation(about the centre):
            // rows (a c) and (b d) are the scales times a rotation.
            let t = ball.transform
            let sx = hypot(t.a, t.c), sy = hypot(t.b, t.d)
            #expect(isClose(sx, value.horizontalStretch, absolute: 1e-6), "t = \(time): \(sx)")
            #expect(isClose(sy, value.verticalStretch, absolute: 1e-6), "t = \(time): \(sy)")
            let turned = atan2(Double(t.b / sy), Double(t.a / sx))
            #expect(isClose(cos(turned), cos(value.rotation.radians), absolute: 1e-6), "t = \(time)")
            let centre = t.apply(to: CGPoint(x: rest.midX, y: rest.midY))
            #expect(isClose(centre.y, rest.maxY - 15 * value.verticalStretch + value.verticalOffset, absolute: 1e-6),
                    "t = \(time): \(centre.y)")
            #expect(isClose(centre.x, rest.midX, absolute: 1e-6))
        }
        #expect(stage.nextFrameTime != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
