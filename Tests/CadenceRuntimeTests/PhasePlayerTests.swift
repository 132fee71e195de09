import Cadence
import Testing
@testable import CadenceRuntime

/// The seed's three-phase like button: rest, pop, settle.
enum LikePhase: CaseIterable, Sendable {
    case rest, pop, settle

    /// Scale and rotation (degrees) for the phase; `settleScale` lets a test tell settle from rest.
    func look(settleScale: Double) -> AnimatablePair<Double, Double> {
        switch self {
        case .rest: AnimatablePair(1, 0)
        case .pop: AnimatablePair(1.35, -8)
        case .settle: AnimatablePair(settleScale, 0)
        }
    }

    /// The seed's per-phase animations, read as the animation that moves *into* the phase.
    var animation: Animation {
        switch self {
        case .rest: .snappy(duration: 0.15)
        case .pop: .bouncy(duration: 0.35, extraBounce: 0.2)
        case .settle: .smooth(duration: 0.25)
        }
    }
}

@Suite struct PhasePlayerTests {
    private typealias Look = AnimatablePair<Double, Double>

    private func likeButton(settleScale: Double = 1, replay: ReplayPolicy = .restart,
                            reduceMotion: ReduceMotionPolicy<ReducedPhases<LikePhase>> = .ignore,
                            asked: Recorder<LikePhase>? = nil) -> PhasePlayer<LikePhase, Look> {
        try! PhasePlayer(LikePhase.allCases, trigger: 0, replay: replay, reduceMotion: reduceMotion) { phase in
            phase.look(settleScale: settleScale)
        } animation: { phase in
            asked?.append(phase)
            return phase.animation
        }
    }

    @Test func emptyPhasesAreAnError() {
        #expect(throws: PhaseSequenceError.empty) {
            try PhasePlayer([Double](), value: { $0 })
        }
        #expect(throws: PhaseSequenceError.empty) {
            try PhasePlayer([Double](), trigger: 0, value: { $0 })
        }
    }

    @Test func restsAtTheFirstPhaseUntilTheTriggerChanges() {
        var heart = likeButton()
        #expect(heart.phase == .rest)
        #expect(heart.value == Look(1, 0))
        #expect(heart.isIdle)
        heart.setTrigger(0, at: 0)  // equal value: nothing
        #expect(heart.isIdle)
        #expect(heart.events.isEmpty)
    }

    @Test func aTriggerRunsThroughEveryPhaseOnceAndReturnsToTheFirst() {
        let asked = Recorder<LikePhase>()
        var heart = likeButton(settleScale: 0.95, asked: asked)
        heart.setTrigger(1, at: 0)
        #expect(heart.phase == .pop)
        let clock = ManualClock()
        var entered: [(LikePhase, Double)] = [(.pop, 0)]
        clock.playUntilIdle(&heart, fps: 120, frameLimit: 1_000) { player in
            if player.phase != entered.last!.0 { entered.append((player.phase, clock.now)) }
        }
        #expect(entered.map(\.0) == [.pop, .settle, .rest])
        // The animation closure is asked for the phase being entered.
        #expect(asked.all == [.pop, .settle, .rest])
        // Each phase ends when the spring into it is logically complete: after its duration.
        let events = heart.events
        #expect(events.map(\.kind) == [.started, .finished])
        #expect(isClose(events.last!.time, 0.35 + 0.25 + 0.15, absolute: 1e-6))
        #expect(heart.value == Look(1, 0))
        #expect(heart.phase == .rest)
    }

    @Test func phaseChangesHappenAtTheExactInstantWithVelocityCarried() {
        var heart = likeButton(settleScale: 0.95)
        heart.setTrigger(1, at: 0)
        heart.update(at: 0.5)  // one coarse frame, after pop has handed over to settle at 0.35
        #expect(heart.phase == .settle)
        #expect(isClose(heart.elapsedInPhase, 0.15, absolute: 1e-6))
        // Reference from the model: the bouncy spring into pop, merged at 0.35 by the smooth spring
        // into settle, which takes over its position and velocity.
        var run = AnimationEvaluator(LikePhase.pop.animation, from: Look(1, 0), to: Look(1.35, -8))
        run.retarget(to: Look(0.95, 0), with: LikePhase.settle.animation, at: 0.35)
        let expected = run.sample(at: 0.5).value
        #expect(isClose(heart.value.first, expected.first, absolute: 1e-9))
        #expect(isClose(heart.value.second, expected.second, absolute: 1e-9))
        // Frame-rate independence: 120 Hz frames reach the same state.
        var stepped = likeButton(settleScale: 0.95)
        stepped.setTrigger(1, at: 0)
        let clock = ManualClock()
        clock.playUntilIdle(&stepped, fps: 120, frameLimit: 60)
        #expect(isClose(stepped.value.first, expected.first, absolute: 1e-9))
    }

    @Test func theSeedsLikeButtonWhoseSettleLooksLikeRest() {
        // In the seed, settle and rest look the same; the move into rest changes nothing, so it
        // takes no time and the run ends the instant settle's animation completes (not a frame
        // later: nothing new would be on screen, and the end must not depend on the frame rate).
        var heart = likeButton()
        heart.setTrigger(1, at: 0)
        let clock = ManualClock()
        var phases: [LikePhase] = []
        var peak = 0.0
        let result = clock.playUntilIdle(&heart, fps: 120, frameLimit: 1_000) { player in
            if phases.last != player.phase { phases.append(player.phase) }
            peak = max(peak, player.value.first)
        }
        #expect(phases == [.pop, .settle, .rest])
        #expect(peak > 1.3 && peak < 1.5)  // bouncy: reaches about 1.35, overshoots a little
        #expect(result.reachedIdle)
        #expect(heart.value == Look(1, 0))
        #expect(heart.events.last?.kind == .finished)
        #expect(isClose(heart.events.last!.time, 0.6, absolute: 1e-6))
    }

    @Test func restartOnATapDuringSettlePopsAgainFromTheCurrentValue() {
        var heart = likeButton(settleScale: 0.95)
        heart.setTrigger(1, at: 0)
        heart.update(at: 0.45)
        #expect(heart.phase == .settle)
        let before = heart.value
        let velocity = heart.velocity
        heart.setTrigger(2, at: 0.45)
        #expect(heart.phase == .pop)
        #expect(heart.value == before)
        #expect(isClose(heart.velocity.first, velocity.first, absolute: 1e-6, relative: 1e-6))
        #expect(heart.events.map(\.kind) == [.started, .retargeted])
        heart.update(at: 0.45 + 0.35 + 0.25 + 0.15 + 0.01)
        #expect(heart.events.map(\.kind) == [.started, .retargeted, .finished])
    }

    @Test(arguments: [ReplayPolicy.ignoreWhileRunning, .queue, .coalesceLatest])
    func replayPoliciesDuringARun(policy: ReplayPolicy) {
        var heart = likeButton(settleScale: 0.95, replay: policy)
        heart.setTrigger(1, at: 0)
        heart.setTrigger(2, at: 0.1)
        heart.setTrigger(3, at: 0.2)
        let clock = ManualClock()
        clock.playUntilIdle(&heart, fps: 120, frameLimit: 2_000)
        let kinds = heart.events.map(\.kind)
        switch policy {
        case .ignoreWhileRunning:
            #expect(kinds == [.started, .dropped, .dropped, .finished])
        case .queue:
            #expect(kinds == [.started, .queued, .queued, .finished, .started, .finished, .started, .finished])
            #expect(isClose(heart.events[4].time, 0.75, absolute: 1e-6))  // the moment run 1 ended
        default:
            #expect(kinds == [.started, .queued, .dropped, .queued, .finished, .started, .finished])
            #expect(heart.events[2].trigger == 2)
            #expect(heart.events[5].trigger == 3)
        }
        #expect(heart.value == Look(1, 0))
    }

    @Test func withoutATriggerItCyclesForEver() {
        var cycle = try! PhasePlayer([0.0, 1.0, 2.0]) { $0 } animation: { _ in .linear(duration: 1) }
        #expect(!cycle.isIdle)  // it starts at its first update
        cycle.update(at: 10)
        for (time, expected) in [(10.5, 0.5), (11.5, 1.5), (12.5, 1.0), (13.25, 0.25), (14.75, 1.75)] {
            cycle.update(at: time)
            #expect(isClose(cycle.value, expected, absolute: 1e-6), "t = \(time)")
        }
        #expect(!cycle.isIdle)
        #expect(cycle.events.map(\.kind) == [.started])
        // The same cycle updated once, far ahead, is where the stepped one is.
        var jumped = try! PhasePlayer([0.0, 1.0, 2.0]) { $0 } animation: { _ in .linear(duration: 1) }
        jumped.update(at: 10)
        jumped.update(at: 14.75)
        #expect(isClose(jumped.value, 1.75, absolute: 1e-6))
        #expect(jumped.phase == 2.0)
    }

    @Test func aCycleThatNeverIdlesStopsAtTheFrameLimit() {
        var cycle = try! PhasePlayer(LikePhase.allCases) { $0.look(settleScale: 0.9) } animation: { $0.animation }
        let clock = ManualClock()
        let result = clock.playUntilIdle(&cycle, fps: 120, frameLimit: 600)
        #expect(result == PlaybackResult(frames: 600, reachedIdle: false, time: 5))
    }

    @Test func aOnePhaseCycleIsIdle() {
        var still = try! PhasePlayer([3.0]) { $0 }
        still.update(at: 0)
        #expect(still.isIdle)
        #expect(still.value == 3)
    }

    @Test func phasesWithoutAnimationAreEachShownForAFrame() {
        var blink = try! PhasePlayer([0.0, 1.0, 2.0, 3.0], trigger: false) { $0 } animation: { _ in nil }
        blink.setTrigger(true, at: 0)
        let clock = ManualClock()
        var shown: [Double] = []
        let result = clock.playUntilIdle(&blink, fps: 60, frameLimit: 100) { shown.append($0.value) }
        // Every phase, the final one included, is on screen for a frame; the run ends the frame after.
        #expect(shown == [1, 2, 3, 0, 0])
        #expect(result.reachedIdle)
    }

    @Test func aRepeatedValueDoesNotHold() {
        // Chris Eidhof's "hold" attempt: [0, -100, -100] with a 1 s linear move into the third phase.
        // Nothing changes on entering it, so its animation completes at once and the way back
        // starts the instant the move up ends, 0.5 s in, not 1.5 s.
        let animations: [Animation] = [.linear(duration: 0.5), .linear(duration: 0.5), .linear(duration: 1)]
        var hop = try! PhasePlayer([0, 1, 2], trigger: 0) { index in [0.0, -100, -100][index] } animation: { animations[$0] }
        hop.setTrigger(1, at: 0)
        hop.update(at: 0.25)
        #expect(isClose(hop.value, -50, absolute: 1e-9))
        hop.update(at: 0.75)
        #expect(hop.phase == 0)
        #expect(isClose(hop.value, -50, absolute: 1e-9))
        hop.update(at: 1.0)
        #expect(isClose(hop.value, 0, absolute: 1e-9))
        hop.update(at: 1.1)
        #expect(hop.events.last?.kind == .finished)
        #expect(isClose(hop.events.last!.time, 1.0, absolute: 1e-9))
    }

    @Test func aCycleOfEqualValuesHoldsEachForAnUpdateInsteadOfSpinning() {
        var still = try! PhasePlayer([5.0, 5.0, 5.0]) { $0 }
        for frame in 0...10 {
            still.update(at: Double(frame) / 60)
            #expect(still.value == 5)
        }
        // It still cycles (one phase per update), so it asks for frames.
        #expect(still.nextFrameTime(after: 1) != nil)
    }

    @Test func aChangeWithinACycleFollowsTheEnteredPhasesAnimation() {
        // The phase being entered picks the animation: into pop is bouncy, so the value at 0.1 s is
        // the bouncy spring's.
        var heart = likeButton()
        heart.setTrigger(1, at: 0)
        heart.update(at: 0.1)
        var context = AnimationContext<Double>()
        let offset = LikePhase.pop.animation.animate(value: 0.35, time: 0.1, context: &context)!
        #expect(isClose(heart.value.first, 1 + offset, absolute: 1e-9))
    }

    // MARK: Reduce Motion

    @Test func skipToEndShowsTheFinalStateWithoutMoving() {
        var heart = likeButton(reduceMotion: .skipToEnd)
        heart.setReduceMotion(true, at: 0)
        heart.setTrigger(1, at: 0)
        #expect(heart.isIdle)
        #expect(heart.value == Look(1, 0))
        #expect(heart.events.map(\.kind) == [.started, .finished])
        #expect(heart.events.map(\.time) == [0, 0])
    }

    @Test func ignoreIsSwiftUIsBehaviour() {
        var heart = likeButton(reduceMotion: .ignore)
        heart.setReduceMotion(true, at: 0)
        heart.setTrigger(1, at: 0)
        heart.update(at: 0.1)
        var plain = likeButton()
        plain.setTrigger(1, at: 0)
        plain.update(at: 0.1)
        #expect(heart.value == plain.value)
    }

    @Test(arguments: [Animation?.none, .linear(duration: 0), .easeIn(duration: 0)])
    func aReducedSequenceWithInstantTransitionsNeverFlashes(animation: Animation?) {
        var heart = likeButton(reduceMotion: .simplified(phases: LikePhase.allCases) { _ in animation })
        heart.setReduceMotion(true, at: 0)
        heart.setTrigger(1, at: 0)
        let clock = ManualClock()
        var seen: [LikePhase] = [heart.phase]
        clock.playUntilIdle(&heart, fps: 120, frameLimit: 100) { seen.append($0.phase) }
        #expect(seen.allSatisfy { $0 == .rest })
        #expect(heart.value == Look(1, 0))
        #expect(heart.isIdle)
        #expect(heart.events.map(\.kind) == [.started, .finished])
    }

    @Test func aReducedSequencePlaysItsOwnPhasesAndAnimations() {
        let reduced = ReduceMotionPolicy<ReducedPhases<LikePhase>>.simplified(phases: [.rest, .settle]) { phase in
            phase == .settle ? .linear(duration: 0.2) : nil
        }
        var heart = likeButton(settleScale: 0.9, reduceMotion: reduced)
        heart.setReduceMotion(true, at: 0)
        heart.setTrigger(1, at: 0)
        heart.update(at: 0.1)
        #expect(heart.phase == .settle)
        #expect(isClose(heart.value.first, 0.95))  // half-way to 0.9, linearly; never 1.35
        heart.update(at: 0.3)
        #expect(heart.value == Look(1, 0))  // the instant move back to rest is not shown
        #expect(heart.isIdle)
    }

    @Test(arguments: ["skipToEnd", "simplified"])
    func cyclesHoldStillUnderAPolicy(policy: String) {
        let reduceMotion: ReduceMotionPolicy<ReducedPhases<LikePhase>> = policy == "skipToEnd"
            ? .skipToEnd : .simplified(phases: [.settle, .pop]) { _ in .smooth }
        var cycle = try! PhasePlayer(LikePhase.allCases, reduceMotion: reduceMotion) {
            $0.look(settleScale: 0.9)
        } animation: { $0.animation }
        cycle.setReduceMotion(true, at: 0)
        let clock = ManualClock()
        var values: Set<Double> = []
        clock.playUntilIdle(&cycle, fps: 120, frameLimit: 100) { values.insert($0.value.first) }
        #expect(cycle.isIdle)
        let held = policy == "skipToEnd" ? 1.0 : 0.9
        #expect(values.isSubset(of: [held]))
        #expect(cycle.value.first == held)
        // Reduce Motion off: the cycle moves again.
        cycle.setReduceMotion(false, at: clock.now)
        #expect(!cycle.isIdle)
        cycle.update(at: clock.now + 0.1)
        #expect(cycle.value.first != held)
    }

    // MARK: Lifecycle and clocks

    @Test func aHiddenCycleFreezesAndGoesOnFromTheSameState() {
        func make() -> PhasePlayer<LikePhase, Look> {
            try! PhasePlayer(LikePhase.allCases) { $0.look(settleScale: 0.9) } animation: { $0.animation }
        }
        var reference = make()
        reference.update(at: 0)
        reference.update(at: 1.3)
        var cycle = make()
        cycle.update(at: 0)
        cycle.update(at: 1.1)
        cycle.disappear(at: 1.1)
        let frozen = cycle.value
        #expect(cycle.isIdle)
        cycle.update(at: 30)
        #expect(cycle.value == frozen)
        cycle.appear(at: 40)
        cycle.update(at: 40.2)
        #expect(isClose(cycle.value.first, reference.value.first, absolute: 1e-9))
        #expect(cycle.events.map(\.kind) == [.started, .paused, .resumed])
        #expect(cycle.events[2].time == 40)
    }

    @Test func backgroundAndForegroundCountAsHiding() {
        var cycle = try! PhasePlayer([0.0, 1.0]) { $0 } animation: { _ in .linear(duration: 1) }
        cycle.update(at: 0)
        cycle.update(at: 0.5)
        cycle.enterBackground(at: 0.5)
        cycle.disappear(at: 0.6)
        cycle.enterForeground(at: 3)
        #expect(cycle.isIdle)  // still off screen
        cycle.appear(at: 5)
        cycle.update(at: 5.25)
        #expect(isClose(cycle.value, 0.75))
    }

    @Test func aTriggerWhileHiddenEndsAtOnce() {
        var heart = likeButton()
        heart.setTrigger(1, at: 0)
        heart.update(at: 0.2)
        heart.disappear(at: 0.2)
        #expect(heart.value == Look(1, 0))
        #expect(heart.isIdle)
        heart.setTrigger(2, at: 0.3)
        #expect(heart.value == Look(1, 0))
        #expect(heart.events.map(\.kind) == [.started, .finished, .started, .finished])
        heart.appear(at: 1)
        #expect(heart.isIdle)
    }

    @Test func immediateClockEndsRunsAndHoldsCycles() {
        let clock = ImmediateClock(now: 3)
        var heart = likeButton()
        heart.setTrigger(1, at: clock.now)
        let result = clock.playUntilIdle(&heart)
        #expect(result.reachedIdle)
        #expect(heart.value == Look(1, 0))

        var cycle = try! PhasePlayer([1.0, 2.0, 3.0]) { $0 }
        cycle.update(using: clock)
        #expect(cycle.value == 1)
        #expect(cycle.isIdle)
        #expect(clock.playUntilIdle(&cycle).reachedIdle)
    }

    @Test func pauseAndSeek() {
        var cycle = try! PhasePlayer([0.0, 10.0]) { $0 } animation: { _ in .linear(duration: 1) }
        cycle.update(at: 0)
        cycle.update(at: 0.3)
        cycle.pause(at: 0.3)
        cycle.update(at: 9)
        #expect(isClose(cycle.value, 3))
        #expect(cycle.isIdle)
        cycle.seek(to: 0.8, at: 9)
        #expect(isClose(cycle.value, 8))
        cycle.resume(at: 10)
        cycle.update(at: 10.1)
        #expect(isClose(cycle.value, 9))
    }

    @Test func aClockThatJumpsFarAheadDoesNotHang() {
        var cycle = try! PhasePlayer([0.0, 1.0]) { $0 } animation: { _ in .linear(duration: 0.001) }
        cycle.update(at: 0)
        cycle.update(at: 1e7)  // ten billion phase changes due: caught up over later updates
        #expect(cycle.value.isFinite)
        #expect(!cycle.isIdle)
        cycle.update(at: .nan)
        cycle.update(at: -.infinity)
        #expect(cycle.value.isFinite)
    }
}
