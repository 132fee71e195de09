import Cadence
import Testing
@testable import CadenceRuntime

@Suite struct ClockTests {
    @Test func manualClockMovesOnlyWhenTold() {
        let clock = ManualClock()
        #expect(clock.now == 0)
        clock.advance(by: 0.25)
        #expect(clock.now == 0.25)
        clock.advance(to: 1)
        #expect(clock.now == 1)
        clock.advance(by: 0)
        #expect(clock.now == 1)
        #expect(!clock.finishesImmediately)
    }

    @Test func frameSteppingDoesNotDrift() {
        let clock = ManualClock(start: 2)
        // An hour of 120 Hz frames, one at a time: the time is computed from the frame index.
        let frames = 3600 * 120
        for _ in 0..<frames { clock.advance(fps: 120) }
        #expect(clock.now == 2 + 3600)
        // Summing 1/120 instead would have drifted measurably.
        var summed = 2.0
        for _ in 0..<frames { summed += 1.0 / 120 }
        #expect(abs(summed - (2 + 3600)) > 1e-9)
    }

    @Test func frameGridRestartsWhenTheRateChanges() {
        let clock = ManualClock()
        clock.advance(frames: 3, fps: 60)
        #expect(clock.now == 3.0 / 60)
        let t = clock.advance(frames: 2, fps: 120)
        #expect(t == 3.0 / 60 + 2.0 / 120)
        clock.advance(by: 0.5)
        #expect(clock.advance(frames: 1, fps: 120) == 3.0 / 60 + 2.0 / 120 + 0.5 + 1.0 / 120)
    }

    @Test func immediateClockFinishesAtOnce() {
        let clock = ImmediateClock(now: 5)
        #expect(clock.finishesImmediately)
        #expect(clock.now == 5)
    }

    @Test func systemClockIsMonotonic() {
        let clock = SystemAnimationClock()
        let a = clock.now
        let b = clock.now
        #expect(a >= 0)
        #expect(b >= a)
    }

    @Test func playUntilIdleStopsAtIdleOrAtTheLimit() {
        let clock = ManualClock(start: 1)
        var idle = StateAnimator(0.0)
        #expect(clock.playUntilIdle(&idle, fps: 60, frameLimit: 10) == PlaybackResult(frames: 0, reachedIdle: true, time: 1))
        var moving = StateAnimator(0.0)
        moving.set(1, animation: .linear(duration: 0.5), at: clock.now)
        var seen: [Double] = []
        let result = clock.playUntilIdle(&moving, fps: 60, frameLimit: 1_000) { seen.append($0.value) }
        // 30 frames reach 0.5 s; the 31st (past the end) finds the animation over.
        #expect(result.frames == 31)
        #expect(result.reachedIdle)
        #expect(isClose(result.time, 1 + 31.0 / 60))
        #expect(seen.count == 31)
        #expect(seen.last == 1)
        var limited = StateAnimator(0.0)
        limited.set(1, animation: .linear(duration: 10), at: clock.now)
        #expect(clock.playUntilIdle(&limited, fps: 60, frameLimit: -3).frames == 0)
        let stopped = clock.playUntilIdle(&limited, fps: 60, frameLimit: 5)
        #expect(stopped.frames == 5)
        #expect(!stopped.reachedIdle)
    }
}
