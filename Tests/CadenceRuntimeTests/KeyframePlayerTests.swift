import Cadence
import CadenceTestSupport
import Foundation
import Testing
@testable import CadenceRuntime

/// The seed's like-button keyframes (`LikeValues` and `seedLikeKeyframes` are shared with the model
/// tests and the benchmarks), taking the animator's value as SwiftUI's keyframes closure does.
@KeyframesBuilder<LikeValues>
func likeKeyframes(_ value: LikeValues) -> some Keyframes<LikeValues> {
    seedLikeKeyframes()
}

/// The seed's pulse values.
struct PulseValues: Equatable, Sendable {
    var scale = 1.0
    var opacity = 0.5
}

@Suite struct KeyframePlayerTests {
    private func heart(_ replay: ReplayPolicy = .restart,
                       reduceMotion: ReduceMotionPolicy<ReducedKeyframes<LikeValues>> = .ignore) -> KeyframePlayer<LikeValues> {
        KeyframePlayer(initialValue: LikeValues(), trigger: 0, replay: replay, reduceMotion: reduceMotion) { value in
            likeKeyframes(value)
        }
    }

    private func timeline(from value: LikeValues) -> KeyframeTimeline<LikeValues> {
        KeyframeTimeline(initialValue: value) { likeKeyframes(value) }
    }

    private func expectClose(_ a: LikeValues, _ b: LikeValues, tolerance: Double = 1e-9,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(isClose(a.scale, b.scale, absolute: tolerance), sourceLocation: sourceLocation)
        #expect(isClose(a.rotation.radians, b.rotation.radians, absolute: tolerance), sourceLocation: sourceLocation)
        #expect(isClose(a.overlayOpacity, b.overlayOpacity, absolute: tolerance), sourceLocation: sourceLocation)
        #expect(isClose(a.overlayOffsetY, b.overlayOffsetY, absolute: tolerance), sourceLocation: sourceLocation)
    }

    // MARK: Triggers

    @Test func restsUntilTheTriggerChangesThenPlaysTheTimeline() {
        var player = heart()
        #expect(player.isIdle)
        player.setTrigger(0, at: 0)  // equal: nothing
        #expect(player.isIdle)
        player.setTrigger(1, at: 1)
        for time in [1.05, 1.2, 1.45] {
            player.update(at: time)
            expectClose(player.value, timeline(from: LikeValues()).value(time: time - 1))
        }
        player.update(at: 1.6)
        expectClose(player.value, timeline(from: LikeValues()).value(time: .infinity))
        #expect(player.isIdle)
        #expect(player.events.map(\.kind) == [.started, .finished])
        #expect(isClose(player.events[1].time, 1.6))
    }

    @Test func theKeyframesClosureReceivesTheCurrentValue() {
        let seen = Recorder<Double>()
        var counter = KeyframePlayer(initialValue: 0.0, trigger: 0) { value in
            let start = seen.record(value)
            LinearKeyframe(start + 10, duration: 1)
        }
        counter.setTrigger(1, at: 0)
        counter.update(at: 2)
        counter.setTrigger(2, at: 2)
        counter.update(at: 2.5)
        #expect(isClose(counter.value, 15))  // the second run goes from 10 to 20
        counter.setTrigger(3, at: 2.5)       // mid-flight: from 15
        #expect(seen.all == [0, 10, 15])
    }

    @Test func aLikeButtonTappedThreeTimesUnderRestart() {
        var player = heart(.restart)
        let taps = [0.0, 0.1, 0.2]
        var expectedStart = LikeValues()
        var lastRun = timeline(from: LikeValues())
        for (index, tap) in taps.enumerated() {
            player.update(at: tap)
            let before = player.value
            let velocityBefore = player.velocity
            player.setTrigger(index + 1, at: tap)
            // Value continuity: the new run starts where the old one was.
            expectClose(player.value, before)
            expectClose(before, expectedStart)
            if index > 0 {
                // Velocity carried into the first spring (scale) and cubic (rotation) keyframes.
                let after = player.velocity
                let scaleBefore = try! #require(velocityBefore[\.scale])
                #expect(abs(scaleBefore) > 0.1)
                #expect(isClose(after[\.scale]!, scaleBefore, absolute: 1e-9, relative: 1e-9))
                #expect(isClose(after[\.rotation]!.radians, velocityBefore[\.rotation]!.radians, absolute: 1e-9, relative: 1e-9))
                // Without carrying, the new timeline would start at rest: the carried one does not.
                let fromRest = timeline(from: before).velocity(time: 0)
                #expect(!isClose(fromRest[\.scale] ?? 0, scaleBefore, absolute: 1e-3))
            }
            // Where this run will be 0.1 s later, from the state it started in.
            let start = player.value
            lastRun = KeyframeTimeline(initialValue: start, initialVelocity: player.velocity) {
                likeKeyframes(start)
            }
            expectedStart = lastRun.value(time: 0.1)
        }
        #expect(player.events.map(\.kind) == [.started, .retargeted, .retargeted])
        #expect(player.events.map(\.trigger) == [1, 2, 3])
        #expect(player.events.map(\.run) == [1, 2, 3])
        ManualClock(start: 0.2).playUntilIdle(&player, fps: 120, frameLimit: 1_000)
        #expect(player.events.last?.kind == .finished)
        #expect(isClose(player.events.last!.time, 0.8))
        // The last run ends where its timeline, started with the carried velocity, ends (its short
        // springs are cut mid-flight, so not exactly at rest on 1.0).
        expectClose(player.value, lastRun.value(time: .infinity))
        #expect(player.value.overlayOffsetY == -48)
    }

    @Test func aLikeButtonTappedThreeTimesUnderIgnoreWhileRunning() {
        var player = heart(.ignoreWhileRunning)
        var single = heart()
        single.setTrigger(1, at: 0)
        player.setTrigger(1, at: 0)
        player.update(at: 0.1)
        player.setTrigger(2, at: 0.1)
        player.update(at: 0.2)
        player.setTrigger(3, at: 0.2)
        for time in stride(from: 0.25, through: 0.7, by: 0.05) {
            player.update(at: time)
            single.update(at: time)
            expectClose(player.value, single.value, tolerance: 0)  // the drops change nothing
        }
        #expect(player.events.map(\.kind) == [.started, .dropped, .dropped, .finished])
        #expect(player.events.map(\.trigger) == [1, 2, 3, nil])
        #expect(isClose(player.events[3].time, 0.6))
        player.setTrigger(3, at: 1)  // equal to the last value seen: nothing, although 3 never played
        #expect(player.isIdle)
    }

    @Test func aLikeButtonTappedThreeTimesUnderQueue() {
        var player = heart(.queue)
        player.setTrigger(1, at: 0)
        player.setTrigger(2, at: 0.1)
        player.setTrigger(3, at: 0.2)
        // Run 2 starts at the instant run 1 ends (0.6 s), from its end value and end velocity.
        let first = timeline(from: LikeValues())
        let firstEnd = first.value(time: .infinity)
        let second = KeyframeTimeline(initialValue: firstEnd, initialVelocity: first.velocity(time: first.duration)) {
            likeKeyframes(firstEnd)
        }
        player.update(at: 0.6 - 1e-7)
        let beforeSeam = player.value
        player.update(at: 0.6 + 1e-7)
        expectClose(player.value, beforeSeam, tolerance: 1e-4)  // continuous across the seam
        player.update(at: 0.65)
        expectClose(player.value, second.value(time: 0.05))
        ManualClock(start: 0.65).playUntilIdle(&player, fps: 120, frameLimit: 1_000)
        #expect(player.events.map(\.kind) == [.started, .queued, .queued, .finished, .started, .finished, .started, .finished])
        let times = player.events.filter { $0.kind != .queued }.map(\.time)
        for (time, expected) in zip(times, [0, 0.6, 0.6, 1.2, 1.2, 1.8]) {
            #expect(isClose(time, expected, absolute: 1e-9))
        }
        // The overlay offset ends at −48 rather than where it started, so each run goes on from there.
        #expect(player.value.overlayOffsetY == -48)
    }

    @Test func aLikeButtonTappedThreeTimesUnderCoalesceLatest() {
        var player = heart(.coalesceLatest)
        player.setTrigger(1, at: 0)
        player.setTrigger(2, at: 0.1)
        player.setTrigger(3, at: 0.2)
        ManualClock().playUntilIdle(&player, fps: 120, frameLimit: 1_000)
        #expect(player.events.map(\.kind) == [.started, .queued, .dropped, .queued, .finished, .started, .finished])
        #expect(player.events[2].trigger == 2)  // tap 2 was replaced by tap 3
        #expect(player.events[5].kind == .started)
        #expect(player.events[5].run == 2)
        #expect(player.events[5].trigger == 3)
        #expect(isClose(player.events[5].time, 0.6))
        #expect(isClose(player.events[6].time, 1.2))
    }

    @Test func aUUIDTokenReplaysAConfirmationWhileTheSavedValueStaysTrue() {
        // The model: saved stays true; each save makes a new token.
        var saved = true
        var token = UUID()
        func confirmation<T: Equatable & Sendable>(trigger: T) -> KeyframePlayer<Double> {
            KeyframePlayer(initialValue: 1.0, trigger: trigger) { _ in
                CubicKeyframe(1.2, duration: 0.15)
                CubicKeyframe(1.0, duration: 0.2)
            }
        }
        var byToken = confirmation(trigger: token)
        var bySaved = confirmation(trigger: saved)
        for save in 0..<3 {
            let time = Double(save)
            saved = true
            token = UUID()
            byToken.setTrigger(token, at: time)
            bySaved.setTrigger(saved, at: time)
            byToken.setTrigger(token, at: time + 0.05)  // the same token again: nothing
            byToken.update(at: time + 0.1)
            bySaved.update(at: time + 0.1)
            #expect(byToken.value > 1.05)
            #expect(bySaved.value == 1)  // true → true is no change: a Bool cannot replay
        }
        #expect(byToken.events.filter { $0.kind == .started }.count == 3)
        #expect(bySaved.events.isEmpty)
    }

    // MARK: Loops

    @Test func aRepeatingLoopStartsEachPassWhereTheLastEnded() {
        var drifting = KeyframePlayer(initialValue: 0.0, repeating: true) { _ in
            LinearKeyframe(1.0, duration: 1)
            LinearKeyframe(0.5, duration: 1)
        }
        drifting.update(at: 0)
        #expect(!drifting.isIdle)
        drifting.update(at: 0.5)
        #expect(isClose(drifting.value, 0.5))
        drifting.update(at: 2.5)  // second pass: from 0.5 to 1 in a second
        #expect(isClose(drifting.value, 0.75))
        #expect(drifting.events.map(\.kind) == [.started])

        let still = KeyframePlayer(initialValue: 0.0, repeating: false) { _ in
            LinearKeyframe(0.25, duration: 0)
            LinearKeyframe(1.0, duration: 1)
        }
        let beginning = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(0.25, duration: 0)
            LinearKeyframe(1.0, duration: 1)
        }.value(time: 0)
        #expect(still.value == beginning)  // the value at the beginning of the timeline
        #expect(still.isIdle)
    }

    /// The seed's pulse, with an option to leave out the zero-duration keyframes that reset each pass,
    /// and a scale track that can end elsewhere than it starts.
    private func pulse(reset: Bool, endScale: Double = 1.0) -> KeyframePlayer<PulseValues> {
        KeyframePlayer(initialValue: PulseValues(), repeating: true) { _ in
            KeyframeTrack(\.scale) {
                if reset { MoveKeyframe(1.0) }
                SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
                CubicKeyframe(endScale, duration: 0.8)
            }
            KeyframeTrack(\.opacity) {
                if reset { LinearKeyframe(0.5, duration: 0.0) }
                LinearKeyframe(1.0, duration: 0.6)
                LinearKeyframe(0.5, duration: 0.8)
            }
        }
    }

    /// The largest jump in scale across the 100 loop seams, the largest difference between pass k and
    /// pass 100, and the value at the end.
    private func measureSeams(_ player: inout KeyframePlayer<PulseValues>) -> (seam: Double, drift: Double) {
        let period = 1.4
        var seam = 0.0
        var passes: [[Double]] = []
        player.update(at: 0)
        for pass in 0..<100 {
            var samples: [Double] = []
            for step in 1...13 {
                player.update(at: Double(pass) * period + Double(step) * 0.1)
                samples.append(player.value.scale)
            }
            passes.append(samples)
            let wrap = Double(pass + 1) * period
            player.update(at: wrap - 1e-7)
            let before = player.value.scale
            player.update(at: wrap + 1e-7)
            seam = max(seam, abs(player.value.scale - before))
        }
        let drift = passes.map { pass in zip(pass, passes[99]).map { abs($0 - $1) }.max()! }.max()!
        return (seam, drift)
    }

    @Test func aPulseLoopOverAHundredPassesWithAndWithoutAReset() {
        // The seed's pulse ends where it starts: no seam either way.
        var seedPulse = pulse(reset: true)
        let seedResult = measureSeams(&seedPulse)
        #expect(seedResult.seam < 1e-5)
        #expect(seedResult.drift < 1e-9)

        // A pulse whose scale ends at 1.1: without a reset every pass after the first starts from 1.1,
        // continuously but differently from the first pass; with MoveKeyframe(1.0) each pass is the
        // same, and the wrap jumps by 0.1 — the seam.
        var drifting = pulse(reset: false, endScale: 1.1)
        let without = measureSeams(&drifting)
        var resetting = pulse(reset: true, endScale: 1.1)
        let with = measureSeams(&resetting)
        print("pulse seams over 100 passes: seed \(seedResult), no reset \(without), MoveKeyframe reset \(with)")
        #expect(without.seam < 1e-5)
        #expect(without.drift > 0.05)  // the first pass differs from the rest
        #expect(isClose(with.seam, 0.1, absolute: 1e-5))
        #expect(with.drift < 1e-9)
        // The loop's passes start at exact multiples of its duration: nothing drifts in time.
        #expect(drifting.events.map(\.kind) == [.started])
        let expected = KeyframeTimeline(initialValue: PulseValues(scale: 1.1)) {
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
                CubicKeyframe(1.1, duration: 0.8)
            }
        }
        drifting.update(at: 100 * 1.4 + 0.3)
        #expect(isClose(drifting.value.scale, expected.value(time: 0.3).scale, absolute: 1e-9))
    }

    @Test func theMeasuredSeamMatchesTheTimelinesOwnAnalysis() {
        let timeline = KeyframeTimeline(initialValue: PulseValues()) {
            KeyframeTrack(\.scale) {
                MoveKeyframe(1.0)
                SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
                CubicKeyframe(1.1, duration: 0.8)
            }
        }
        // Pass 2 onwards starts from 1.1 and jumps to 1.0.
        let second = KeyframeTimeline(initialValue: timeline.value(time: .infinity)) {
            KeyframeTrack(\.scale) {
                MoveKeyframe(1.0)
                SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
                CubicKeyframe(1.1, duration: 0.8)
            }
        }
        let seams = second.discontinuities(repeating: true).map(\.valueJump)
        #expect(seams.contains { isClose($0, 0.1, absolute: 1e-9) })
    }

    // MARK: The 120 Hz driver

    @Test(arguments: [0.0, 7.3, 1_000.123])
    func a120HzDriverEvaluatesAThreeSecondAnimation360Times(start: Double) {
        let clock = ManualClock(start: start)
        var bar = KeyframePlayer(initialValue: 0.0, trigger: 0) { _ in
            LinearKeyframe(300, duration: 3)
        }
        bar.setTrigger(1, at: clock.now)
        var evaluations = 0
        var last = 0.0
        let result = clock.playUntilIdle(&bar, fps: 120, frameLimit: 10_000) { player in
            evaluations += 1
            last = player.value
        }
        #expect(evaluations == 360)
        #expect(result.frames == 360)
        #expect(result.reachedIdle)
        #expect(last == 300)
        #expect(bar.isIdle)
        #expect(bar.nextFrameTime(after: clock.now) == nil)
    }

    @Test func nextFrameTimeWhileRunning() {
        var bar = KeyframePlayer(initialValue: 0.0, trigger: 0) { _ in LinearKeyframe(1, duration: 1) }
        #expect(bar.nextFrameTime(after: 0) == nil)
        bar.setTrigger(1, at: 0)
        #expect(bar.nextFrameTime(after: 0.5) == 0.5)
    }

    // MARK: Reduce Motion

    @Test func everyReduceMotionPolicyForATriggeredRun() {
        let end = timeline(from: LikeValues()).value(time: .infinity)
        // ignore: as without Reduce Motion.
        var ignoring = heart(reduceMotion: .ignore)
        ignoring.setReduceMotion(true, at: 0)
        ignoring.setTrigger(1, at: 0)
        ignoring.update(at: 0.1)
        expectClose(ignoring.value, timeline(from: LikeValues()).value(time: 0.1))
        // skipToEnd: the final state at once, no trajectory.
        var skipping = heart(reduceMotion: .skipToEnd)
        skipping.setReduceMotion(true, at: 0)
        skipping.setTrigger(1, at: 0)
        expectClose(skipping.value, end)
        #expect(skipping.isIdle)
        #expect(skipping.events.map(\.kind) == [.started, .finished])
        #expect(skipping.events.map(\.time) == [0, 0])
        // simplified: the author's reduced keyframes, here a short fade of the overlay only.
        var simplified = heart(reduceMotion: .simplified { _ in
            KeyframeTrack(\.overlayOpacity) {
                LinearKeyframe(1, duration: 0.1)
                LinearKeyframe(0, duration: 0.1)
            }
        })
        simplified.setReduceMotion(true, at: 0)
        simplified.setTrigger(1, at: 0)
        simplified.update(at: 0.05)
        expectClose(simplified.value, LikeValues(overlayOpacity: 0.5))
        simplified.update(at: 0.3)
        expectClose(simplified.value, LikeValues())
        #expect(simplified.isIdle)
        // Reduce Motion off again: the full keyframes.
        simplified.setReduceMotion(false, at: 1)
        simplified.setTrigger(2, at: 1)
        simplified.update(at: 1.1)
        expectClose(simplified.value, timeline(from: LikeValues()).value(time: 0.1))
    }

    @Test(arguments: ["skipToEnd", "simplified"])
    func loopsHoldStillUnderAPolicy(policy: String) {
        let reduceMotion: ReduceMotionPolicy<ReducedKeyframes<PulseValues>> = policy == "skipToEnd"
            ? .skipToEnd
            : .simplified { _ in KeyframeTrack(\.opacity) { LinearKeyframe(1, duration: 1) } }
        var loop = KeyframePlayer(initialValue: PulseValues(), repeating: true, reduceMotion: reduceMotion) { _ in
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
                CubicKeyframe(1.0, duration: 0.8)
            }
        }
        loop.setReduceMotion(true, at: 0)
        let clock = ManualClock()
        var seen: Set<Double> = [loop.value.scale]
        let result = clock.playUntilIdle(&loop, fps: 120, frameLimit: 100) { seen.insert($0.value.scale) }
        #expect(result.reachedIdle)
        #expect(seen == [1.0])
        #expect(loop.value == PulseValues())
        // Reduce Motion off: the loop plays again from its start.
        loop.setReduceMotion(false, at: 1)
        #expect(!loop.isIdle)
        loop.update(at: 1.3)
        #expect(loop.value.scale > 1.1)
    }

    @Test func aReduceMotionChangeMidPassHoldsTheStartOfThePass() {
        var loop = pulse(reset: false)
        loop.update(at: 0)
        loop.update(at: 2.0)  // second pass, 0.6 s in
        loop.setReduceMotion(true, at: 2.0)  // the policy is `ignore`: nothing changes
        #expect(!loop.isIdle)
        var held = KeyframePlayer(initialValue: PulseValues(), repeating: true, reduceMotion: .skipToEnd) { value in
            KeyframeTrack(\.scale) { LinearKeyframe(value.scale + 1, duration: 1) }
        }
        held.update(at: 0)
        held.update(at: 1.5)
        #expect(isClose(held.value.scale, 2.5))  // second pass: from 2 towards 3
        held.setReduceMotion(true, at: 1.5)
        #expect(isClose(held.value.scale, 2))  // the start of the pass it was in
        #expect(held.isIdle)
    }

    // MARK: Lifecycle, clocks, control

    @Test func hidingALoopFreezesItAndShowingItGoesOnFromThere() {
        var reference = pulse(reset: true)
        reference.update(at: 0)
        reference.update(at: 2.1)
        var loop = pulse(reset: true)
        loop.update(at: 0)
        loop.update(at: 1.7)
        loop.disappear(at: 1.7)
        let frozen = loop.value
        #expect(loop.isIdle)
        loop.update(at: 60)
        #expect(loop.value == frozen)
        loop.enterBackground(at: 61)
        loop.appear(at: 70)
        #expect(loop.isIdle)  // still in the background
        loop.enterForeground(at: 80)
        loop.update(at: 80.4)
        #expect(isClose(loop.value.scale, reference.value.scale, absolute: 1e-9))
        #expect(isClose(loop.value.opacity, reference.value.opacity, absolute: 1e-9))
        #expect(loop.events.map(\.kind) == [.started, .paused, .resumed])
        #expect(loop.events.map(\.time) == [0, 1.7, 80])
    }

    @Test func aTriggerWhileHiddenEndsAtOnce() {
        var player = heart(.queue)
        player.setTrigger(1, at: 0)
        player.setTrigger(2, at: 0.1)
        player.update(at: 0.2)
        player.disappear(at: 0.2)  // the run in flight and the waiting one end now
        let afterTwo = timeline(from: timeline(from: LikeValues()).value(time: .infinity)).value(time: .infinity)
        expectClose(player.value, afterTwo)
        #expect(player.isIdle)
        player.setTrigger(3, at: 5)
        expectClose(player.value, timeline(from: afterTwo).value(time: .infinity))
        #expect(player.events.filter { $0.kind == .finished }.map(\.time) == [0.2, 0.2, 5])
    }

    @Test func immediateClockEndsRunsAndHoldsLoops() {
        let clock = ImmediateClock(now: 2)
        var player = heart()
        player.setTrigger(1, at: clock.now)
        #expect(clock.playUntilIdle(&player).reachedIdle)
        expectClose(player.value, timeline(from: LikeValues()).value(time: .infinity))

        var loop = pulse(reset: true)
        loop.update(using: clock)
        #expect(loop.value == PulseValues())
        #expect(loop.isIdle)
        #expect(clock.playUntilIdle(&loop).reachedIdle)
    }

    @Test func pauseResumeSeekAndReadVelocityAtAnyMoment() {
        var bar = KeyframePlayer(initialValue: 0.0, trigger: 0) { _ in
            LinearKeyframe(10, duration: 1)
            CubicKeyframe(0, duration: 1)
        }
        bar.setTrigger(1, at: 0)
        bar.update(at: 0.5)
        #expect(isClose(bar.value, 5))
        #expect(isClose(bar.velocity[\.self]!, 10))
        bar.pause(at: 0.5)
        bar.update(at: 3)
        #expect(isClose(bar.value, 5))
        #expect(bar.isIdle)
        bar.seek(to: 0.25, at: 3)
        #expect(isClose(bar.value, 2.5))
        #expect(isClose(bar.elapsed, 0.25))
        bar.resume(at: 4)
        bar.update(at: 4.25)
        #expect(isClose(bar.value, 5))
        bar.seek(to: 99, at: 4.25)  // clamped to the end
        #expect(bar.value == 0)
        #expect(bar.isIdle)
        #expect(bar.events.map(\.kind) == [.started, .paused, .resumed, .finished])
    }

    @Test func anEmptyTimelineEndsAtOnceAndAnEmptyLoopHoldsStill() {
        var empty = KeyframePlayer(initialValue: 3.0, trigger: 0) { _ in }
        empty.setTrigger(1, at: 0)
        empty.update(at: 0)
        #expect(empty.isIdle)
        #expect(empty.value == 3)
        var emptyLoop = KeyframePlayer(initialValue: 3.0, repeating: true) { _ in }
        emptyLoop.update(at: 0)
        emptyLoop.update(at: 10)
        #expect(emptyLoop.isIdle)
        #expect(emptyLoop.value == 3)
    }

    @Test func strangeTimesNeitherHangNorCrash() {
        var loop = KeyframePlayer(initialValue: 0.0, repeating: true) { _ in LinearKeyframe(1, duration: 0.001) }
        loop.update(at: 0)
        loop.update(at: 1e9)  // a trillion passes due: caught up over later updates
        #expect(loop.value.isFinite)
        loop.update(at: .nan)
        loop.update(at: .infinity)
        #expect(!loop.isIdle)
        var player = heart()
        player.update(at: 1)
        player.setTrigger(1, at: .nan)  // a trigger is never lost: it counts as at the latest time
        #expect(player.events.first?.time == 1)
        player.update(at: -5)  // earlier than the latest time: counts as 1
        expectClose(player.value, LikeValues())
    }

    @Test func aTimelineThatNeverEndsNeverIdles() {
        // An undamped spring left to settle never does: the timeline lasts for ever.
        var swing = KeyframePlayer(initialValue: 0.0, trigger: 0) { _ in
            SpringKeyframe(1.0, spring: Spring(duration: 1, bounce: 1))
        }
        swing.setTrigger(1, at: 0)
        #expect(swing.duration == .infinity)
        swing.update(at: 1e6)
        #expect(swing.value.isFinite)
        #expect(!swing.isIdle)
        #expect(swing.events.map(\.kind) == [.started])
    }

    @Test func tenThousandWaitingRunsEndAtOnceWhenHidden() {
        var counter = KeyframePlayer(initialValue: 0.0, trigger: 0, replay: .queue) { value in
            LinearKeyframe(value + 1, duration: 1)
        }
        for tap in 1...10_001 { counter.setTrigger(tap, at: 0) }
        counter.disappear(at: 0.5)
        #expect(counter.value == 10_001)  // every run, each from where the last ended
        #expect(counter.isIdle)
    }

    @Test func aLoopWhoseNextPassTakesNoTimeHoldsStill() {
        var loop = KeyframePlayer(initialValue: 0.0, repeating: true) { value in
            if value < 1 { LinearKeyframe(1.0, duration: 1) }
        }
        loop.update(at: 0)
        loop.update(at: 0.5)
        #expect(isClose(loop.value, 0.5))
        loop.update(at: 2)
        #expect(loop.value == 1)
        #expect(loop.isIdle)
    }

    /// A player packs its small fields into the padding of the larger ones (a fleet of ten thousand
    /// keeps ten thousand): for a value of four `Double`s it is 224 bytes, and the scheduler, the
    /// clock and the event log within it 40, 26 and 12; the Reduce Motion policy is a word. On
    /// 64-bit platforms.
    @Test func aPlayerKeepsItsFieldsPacked() {
        struct Four { var a = 0.0, b = 0.0, c = 0.0, d = 0.0 }
        guard MemoryLayout<Int>.size == 8 else { return }
        #expect(MemoryLayout<KeyframePlayer<Four>>.stride <= 224)
        #expect(MemoryLayout<RunScheduler>.size <= 40)
        #expect(MemoryLayout<PlayerClock>.size <= 26)
        #expect(MemoryLayout<AnimatorEventLog>.size <= 12)
        #expect(MemoryLayout<ReduceMotionPolicy<ReducedKeyframes<Four>>>.size == 8)
    }

    /// A loop keeps its pass grid where a trigger player keeps its trigger: a loop ignores triggers,
    /// and its passes still start on the grid (origin + n × duration) after many passes.
    @Test func aLoopIgnoresTriggersAndKeepsItsGrid() {
        var loop = KeyframePlayer(initialValue: 0.0) { _ in
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 0.7)
                MoveKeyframe(0.0)
            }
        }
        loop.update(at: 0)
        loop.setTrigger(5, at: 0.1)
        loop.play(at: 0.2)
        #expect(loop.events.map(\.kind) == [.started])
        let passes = 500
        loop.update(at: 0.7 * Double(passes) + 0.35)
        #expect(isClose(loop.value, 0.5, absolute: 1e-9))
        #expect(isClose(loop.elapsed, 0.35, absolute: 1e-9))
    }
}
