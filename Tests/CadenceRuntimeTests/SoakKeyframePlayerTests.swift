import Cadence
import CadenceTestSupport
import Testing
@testable import CadenceRuntime

/// Long runs through `KeyframePlayer`: a day of a looping animation, and a hundred thousand
/// retriggers. Seeded (the seed is printed); each takes a few seconds in a debug build.
@Suite struct SoakKeyframePlayerTests {
    static let fps = 120.0

    /// A loop of 0.7 s (84 frames at 120 Hz; 0.7 is not a binary fraction, so pass starts are not
    /// exact sums) whose tracks end where they start with a velocity that does not depend on the
    /// velocity they start with (cubic and linear last keyframes): from the second pass on, every pass
    /// is the same. The first pass starts at rest and may differ.
    @KeyframesBuilder<PulseValues>
    static func breathing() -> some Keyframes<PulseValues> {
        KeyframeTrack(\.scale) {
            CubicKeyframe(1.25, duration: 0.3)
            CubicKeyframe(1.0, duration: 0.4)
        }
        KeyframeTrack(\.opacity) {
            LinearKeyframe(1.0, duration: 0.25)
            CubicKeyframe(0.5, duration: 0.45)
        }
    }

    /// A day at 120 Hz is 10,368,000 frames; updating the player at each of them takes minutes in a
    /// debug build. Instead the clock advances by whole frames in seeded jumps of 1 to 4,000 frames
    /// (up to 48 passes), with an update after each jump: the player still walks every pass boundary
    /// itself (each pass starts where the last ended, at `start + duration`, the arithmetic that
    /// could drift), and each update lands on a frame whose offset into its pass is known exactly
    /// from the frame index. The second pass's values at each of the 84 frame offsets, recorded from
    /// a player stepped frame by frame, are the reference.
    @Test func aDayOfA120HzLoopRepeatsItsSecondPassWithoutDrift() {
        var random = PropertyRandomSource.seeded("day-long loop")
        let framesPerPass = 84
        let duration = KeyframeTimeline(initialValue: PulseValues()) { Self.breathing() }.duration
        #expect(isClose(duration, Double(framesPerPass) / Self.fps, absolute: 1e-12))

        var reference = KeyframePlayer(initialValue: PulseValues()) { _ in Self.breathing() }
        var secondPass: [PulseValues] = []
        let referenceClock = ManualClock()
        reference.update(at: referenceClock.now)
        for frame in 1..<(3 * framesPerPass) {
            reference.update(at: referenceClock.advance(frames: 1, fps: Self.fps))
            if frame >= framesPerPass, frame < 2 * framesPerPass { secondPass.append(reference.value) }
            if frame >= 2 * framesPerPass {
                // The third pass repeats the second: the premise of the check below.
                let expected = secondPass[frame - 2 * framesPerPass]
                #expect(isClose(reference.value.scale, expected.scale, absolute: 1e-12), "third pass, frame \(frame)")
                #expect(isClose(reference.value.opacity, expected.opacity, absolute: 1e-12), "third pass, frame \(frame)")
            }
        }

        var player = KeyframePlayer(initialValue: PulseValues()) { _ in Self.breathing() }
        let clock = ManualClock()
        player.update(at: clock.now)
        let day = 24 * 3600 * Int(Self.fps)
        var frame = 0
        var updates = 0
        var worst = 0.0
        while frame < day {
            let jump = frame < 2 * framesPerPass ? 1 : min(Int.random(in: 1...4_000, using: &random), day - frame)
            frame += jump
            player.update(at: clock.advance(frames: jump, fps: Self.fps))
            updates += 1
            guard frame >= framesPerPass else { continue }
            let expected = secondPass[frame % framesPerPass]
            let error = max(abs(player.value.scale - expected.scale), abs(player.value.opacity - expected.opacity))
            worst = max(worst, error)
            if error > 1e-9 {
                Issue.record("frame \(frame) (t = \(clock.now) s, offset \(frame % framesPerPass)): \(player.value) vs \(expected)")
                return
            }
        }
        #expect(frame == day)
        #expect(isClose(clock.now, 86_400, absolute: 1e-9))
        #expect(!player.isIdle && player.isRunning)
        print("day-long loop: \(updates) updates, worst difference from the second pass \(worst)")
    }

    /// Under `restart`, a retrigger starts a new timeline from the presented value, carrying its
    /// velocity: when no track's first keyframe is a move or takes no time, the presented value is
    /// the same just before and just after it. Retriggers land on a 120 Hz grid, 0 to 40 frames apart
    /// (0: several at one instant), so they hit every part of the timeline, including its end and
    /// rest.
    @Test func aHundredThousandRetriggersNeverMakeTheValueJump() {
        var random = PropertyRandomSource.seeded("retriggers")
        var player = KeyframePlayer(initialValue: LikeValues(), trigger: 0, replay: .restart) { likeKeyframes($0) }
        let clock = ManualClock()
        var worst = 0.0
        for trigger in 1...100_000 {
            let now = clock.advance(frames: Int.random(in: 0...40, using: &random), fps: Self.fps)
            player.update(at: now)
            let before = player.value
            player.setTrigger(trigger, at: now)
            let after = player.value
            let jump = [
                abs(after.scale - before.scale), abs(after.rotation.radians - before.rotation.radians),
                abs(after.overlayOpacity - before.overlayOpacity), abs(after.overlayOffsetY - before.overlayOffsetY),
            ].max()!
            worst = max(worst, jump)
            let values = [after.scale, after.rotation.radians, after.overlayOpacity, after.overlayOffsetY]
            if jump > 1e-9 || !values.allSatisfy(\.isFinite) {
                Issue.record("retrigger \(trigger) at \(now) s: \(before) → \(after)")
                return
            }
        }
        #expect(player.isRunning, "the last retrigger started a run")
        print("retriggers: worst jump \(worst)")
    }
}
