#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A "you earned a star" celebration as keyframe posts write it with the KeyframeAnimator view (not
// the modifier): a value type of four properties and one track per property, mixing linear keyframes
// with timing curves, springs with and without durations, cubic keyframes with a start velocity and
// a move keyframe, kept in a builder function; replayed by a trigger.

private struct StarValues {
    var scale = 1.0
    var angle = Angle.zero
    var verticalOffset = 0.0
    var opacity = 1.0
}

@KeyframesBuilder<StarValues>
private func celebration() -> some Keyframes<StarValues> {
    KeyframeTrack(\.scale) {
        LinearKeyframe(0.8, duration: 0.1)
        SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
        SpringKeyframe(1.0, spring: .smooth)
    }
    KeyframeTrack(\.angle) {
        CubicKeyframe(.degrees(-20), duration: 0.15)
        CubicKeyframe(.degrees(20), duration: 0.2)
        CubicKeyframe(.zero, duration: 0.15, startVelocity: .degrees(-60))
    }
    KeyframeTrack(\.verticalOffset) {
        LinearKeyframe(-40, duration: 0.25, timingCurve: .easeOut)
        LinearKeyframe(0, duration: 0.25, timingCurve: .easeIn)
    }
    KeyframeTrack(\.opacity) {
        MoveKeyframe(0.4)
        LinearKeyframe(1, duration: 0.3, timingCurve: .circularEaseOut)
    }
}

private struct StarCelebration: View {
    @State private var replays = 0

    var body: some View {
        VStack(spacing: 40) {
            KeyframeAnimator(initialValue: StarValues(), trigger: replays) { values in
                Image(systemName: "star.fill")
                    .font(.system(size: 60))
                    .foregroundStyle(.yellow)
                    .opacity(values.opacity)
                    .rotationEffect(values.angle)
                    .scaleEffect(values.scale)
                    .offset(y: values.verticalOffset)
            } keyframes: { _ in
                celebration()
            }
            Button("Replay") { replays += 1 }
        }
    }
}

@MainActor
@Suite struct StarCelebrationCompatibilityTests {
    @Test func everyTrackFollowsItsKeyframes() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { StarCelebration() }
        let rest = try #require(stage.displayList().item(symbol: "star.fill"))
        let centre = CGPoint(x: rest.bounds.midX, y: rest.bounds.midY)
        try stage.tap(label: "Replay")
        let timeline = KeyframeTimeline(initialValue: StarValues()) { celebration() }
        for time in [0.05, 0.12, 0.2, 0.33, 0.45, 0.7] {
            stage.advance(to: time)
            let value = timeline.value(time: time)
            let star = try #require(stage.displayList().item(symbol: "star.fill"))
            #expect(isClose(star.transform.uniformScale, value.scale, absolute: 1e-6), "t = \(time)")
            #expect(isClose(star.transform.rotationDegrees, value.angle.degrees, absolute: 1e-6), "t = \(time)")
            let moved = star.transform.apply(to: centre)
            #expect(isClose(moved.y - centre.y, value.verticalOffset, absolute: 1e-6), "t = \(time)")
            if case .symbol(let symbol) = star.content {
                #expect(isClose(Double(symbol.color.opacity), value.opacity, absolute: 1e-6), "t = \(time)")
            }
        }
        stage.advance(to: timeline.duration + 0.01)
        let star = try #require(stage.displayList().item(symbol: "star.fill"))
        #expect(isClose(star.transform.uniformScale, timeline.value(time: timeline.duration).scale, absolute: 1e-9))
        #expect(stage.nextFrameTime == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
