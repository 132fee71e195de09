import Cadence
import Testing
@testable import CadenceRuntime

@Suite struct RunSchedulerTests {
    /// Three quick changes while run 1 plays, then every run that starts plays to its end.
    private func threeTaps(_ policy: ReplayPolicy) -> RunScheduler {
        var scheduler = RunScheduler(policy: policy)
        #expect(scheduler.triggerChanged(at: 0) == .start)
        let second = scheduler.triggerChanged(at: 0.1)
        let third = scheduler.triggerChanged(at: 0.2)
        #expect(second == third)
        #expect(second == (policy == .restart ? .restart : .none))
        var end = 1.0
        while scheduler.runEnded(at: end) { end += 1 }
        return scheduler
    }

    @Test func restartStartsEveryChangeAtOnce() {
        let log = Array(threeTaps(.restart).log)
        #expect(log == [
            AnimatorEvent(.started, time: 0, run: 1, trigger: 1),
            AnimatorEvent(.retargeted, time: 0.1, run: 2, trigger: 2),
            AnimatorEvent(.retargeted, time: 0.2, run: 3, trigger: 3),
            AnimatorEvent(.finished, time: 1, run: 3),
        ])
    }

    @Test func ignoreWhileRunningDropsChanges() {
        let scheduler = threeTaps(.ignoreWhileRunning)
        #expect(Array(scheduler.log) == [
            AnimatorEvent(.started, time: 0, run: 1, trigger: 1),
            AnimatorEvent(.dropped, time: 0.1, run: 1, trigger: 2),
            AnimatorEvent(.dropped, time: 0.2, run: 1, trigger: 3),
            AnimatorEvent(.finished, time: 1, run: 1),
        ])
        #expect(!scheduler.isRunning)
        #expect(scheduler.triggerCount == 3)
    }

    @Test func queuePlaysEveryChangeInTurn() {
        let scheduler = threeTaps(.queue)
        #expect(Array(scheduler.log) == [
            AnimatorEvent(.started, time: 0, run: 1, trigger: 1),
            AnimatorEvent(.queued, time: 0.1, run: 1, trigger: 2),
            AnimatorEvent(.queued, time: 0.2, run: 1, trigger: 3),
            AnimatorEvent(.finished, time: 1, run: 1),
            AnimatorEvent(.started, time: 1, run: 2, trigger: 2),
            AnimatorEvent(.finished, time: 2, run: 2),
            AnimatorEvent(.started, time: 2, run: 3, trigger: 3),
            AnimatorEvent(.finished, time: 3, run: 3),
        ])
    }

    @Test func coalesceLatestKeepsOnlyTheNewestWaitingChange() {
        let scheduler = threeTaps(.coalesceLatest)
        #expect(Array(scheduler.log) == [
            AnimatorEvent(.started, time: 0, run: 1, trigger: 1),
            AnimatorEvent(.queued, time: 0.1, run: 1, trigger: 2),
            AnimatorEvent(.dropped, time: 0.2, run: 1, trigger: 2),
            AnimatorEvent(.queued, time: 0.2, run: 1, trigger: 3),
            AnimatorEvent(.finished, time: 1, run: 1),
            AnimatorEvent(.started, time: 1, run: 2, trigger: 3),
            AnimatorEvent(.finished, time: 2, run: 2),
        ])
    }

    @Test func aThousandQueuedTapsNeedNoStorage() {
        var scheduler = RunScheduler(policy: .queue, logCapacity: 0)
        _ = scheduler.triggerChanged(at: 0)
        for tap in 1...1_000 { _ = scheduler.triggerChanged(at: Double(tap)) }
        #expect(scheduler.waitingCount == 1_000)
        var runs = 1
        while scheduler.runEnded(at: 0) { runs += 1 }
        #expect(runs == 1_001)
        #expect(scheduler.run == 1_001)
        #expect(scheduler.log.isEmpty)
        #expect(scheduler.log.discardedCount == 1 + 1_000 + 1_001 + 1_000)
    }

    @Test func endingWhenNothingRunsDoesNothing() {
        var scheduler = RunScheduler(policy: .restart)
        let startsAnother = scheduler.runEnded(at: 3)
        #expect(!startsAnother)
        #expect(scheduler.log.isEmpty)
    }

    @Test func policiesDescribeThemselves() {
        #expect([ReplayPolicy.restart, .ignoreWhileRunning, .queue, .coalesceLatest].map(\.description)
            == ["restart", "ignoreWhileRunning", "queue", "coalesceLatest"])
        #expect(AnimatorEvent(.retargeted, time: 0.25, run: 2, trigger: 3).description == "retargeted run 2 (trigger 3) at 0.25")
        #expect(AnimatorEvent(.paused, time: 1, run: 1).description == "paused run 1 at 1.0")
    }
}

@Suite struct AnimatorEventLogTests {
    @Test func keepsTheNewestEventsInOrder() {
        var log = AnimatorEventLog(capacity: 3)
        for run in 1...5 { log.append(AnimatorEvent(.started, time: Double(run), run: run)) }
        #expect(log.map(\.run) == [3, 4, 5])
        #expect(log.discardedCount == 2)
        #expect(log.first?.run == 3)
        #expect(log.last?.run == 5)
        log.removeAll()
        #expect(log.isEmpty)
        #expect(log.discardedCount == 0)
        log.append(AnimatorEvent(.finished, time: 9, run: 9))
        #expect(log.map(\.run) == [9])
    }

    /// A copy of a log is a value: appending to one (growing its ring, or wrapping the full ring)
    /// leaves the other as it was.
    @Test func copiesAreIndependent() {
        var log = AnimatorEventLog(capacity: 4)
        for run in 1...3 { log.append(AnimatorEvent(.started, time: Double(run), run: run)) }
        var copy = log
        copy.append(AnimatorEvent(.finished, time: 4, run: 4))
        #expect(log.map(\.run) == [1, 2, 3] && copy.map(\.run) == [1, 2, 3, 4])
        var full = copy
        full.append(AnimatorEvent(.paused, time: 5, run: 5))
        full.append(AnimatorEvent(.resumed, time: 6, run: 6))
        #expect(full.map(\.run) == [3, 4, 5, 6] && full.discardedCount == 2)
        // A copy of the wrapped ring, grown no further, reads in order after its own appends.
        var wrapped = full
        wrapped.append(AnimatorEvent(.dropped, time: 7, run: 7))
        #expect(full.map(\.run) == [3, 4, 5, 6] && wrapped.map(\.run) == [4, 5, 6, 7])
        #expect(copy.map(\.run) == [1, 2, 3, 4] && copy.discardedCount == 0 && wrapped.discardedCount == 3)
        full.removeAll()
        #expect(full.isEmpty && wrapped.count == 4)
    }

    /// Every kind, the trigger (or none) and runs and times of any size come back as appended.
    @Test func eventsComeBackAsAppended() {
        let kinds: [AnimatorEvent.Kind] = [.started, .retargeted, .queued, .dropped, .finished, .paused, .resumed]
        let events = kinds.enumerated().flatMap { index, kind in
            [AnimatorEvent(kind, time: Double(index) * 0.1, run: index, trigger: index == 3 ? nil : index * 1_000),
             AnimatorEvent(kind, time: -.infinity, run: (1 << 58) + index, trigger: .max),
             AnimatorEvent(kind, time: .nan, run: -index, trigger: 1)]
        }
        var log = AnimatorEventLog(capacity: 100)
        for event in events { log.append(event) }
        #expect(log.count == events.count)
        for (logged, event) in zip(log, events) {
            #expect(logged.kind == event.kind && logged.run == event.run && logged.trigger == event.trigger)
            #expect(logged.time.bitPattern == event.time.bitPattern)
        }
    }

    @Test func aZeroOrNegativeCapacityRecordsNothing() {
        var log = AnimatorEventLog(capacity: -4)
        #expect(log.capacity == 0)
        log.append(AnimatorEvent(.started, time: 0, run: 1))
        #expect(log.isEmpty)
        #expect(log.discardedCount == 1)
    }
}

/// A view-layer presentation as the runtime sees one: typed, read back with `as?`.
private struct TestPresentation: ReduceMotionPresentation {
    let seconds: Double
    var description: String { "fade(\(seconds))" }
}

@Suite struct PolicyAndLifecycleTests {
    @Test func reduceMotionModes() {
        let simplified = ReduceMotionPolicy<Int>.simplified(7)
        #expect(simplified.description == "simplified")
        if case .simplified(let value) = simplified.mode(reduceMotion: true) {
            #expect(value == 7)
        } else {
            Issue.record("simplified did not carry its alternative")
        }
        #expect(!simplified.mode(reduceMotion: false).holdsLoops)
        #expect(ReduceMotionPolicy<Int>.skipToEnd.mode(reduceMotion: true).holdsLoops)
        #expect(!ReduceMotionPolicy<Int>.ignore.mode(reduceMotion: true).holdsLoops)
        // The view layer's presentations run as skipToEnd here.
        let crossFade = ReduceMotionPolicy<Int>(skippingToEndPresentedAs: TestPresentation(seconds: 0.5))
        #expect(crossFade.description == "fade(0.5)")
        #expect((crossFade.presentation as? TestPresentation)?.seconds == 0.5)
        #expect(crossFade.identity == .skipToEnd)
        #expect(ReduceMotionPolicy<Int>.ignore.identity == .ignore)
        #expect(simplified.identity == .simplified)
        #expect(crossFade.mode(reduceMotion: true).holdsLoops)
        if case .skipToEnd = crossFade.mode(reduceMotion: true) {} else {
            Issue.record("crossFade does not skip to the end in the runtime")
        }
    }

    @Test func visibilityNeedsScreenAndForeground() {
        var visibility = Visibility()
        #expect(visibility.isVisible)
        let changes = [LifecycleEvent.enterBackground, .disappear, .enterForeground, .appear, .appear].map {
            visibility.apply($0)
        }
        // Hidden by the background; off screen too; back in the foreground but off screen; visible.
        #expect(changes == [true, false, false, true, false])
        #expect(visibility.isVisible)
        #expect([LifecycleEvent.appear, .disappear, .enterBackground, .enterForeground].map(\.description)
            == ["appear", "disappear", "enterBackground", "enterForeground"])
    }

    @Test func triggerValuesCompareByEquality() {
        var trigger = TriggerValue(0)
        var changes: [Bool] = []
        changes.append(trigger.observe(0))
        changes.append(trigger.observe(1))
        changes.append(trigger.observe(1))
        changes.append(trigger.observe("1"))  // another type is a change
        changes.append(trigger.observe("1"))
        changes.append(trigger.observe(Double.nan))
        changes.append(trigger.observe(Double.nan))  // NaN ≠ NaN: every NaN is a change, as `==` says
        #expect(changes == [false, true, false, true, false, true, true])
    }

    @Test func playersAreSendable() {
        func send(_ value: some Sendable) {}
        send(KeyframePlayer(initialValue: 0.0, trigger: 0) { _ in LinearKeyframe(1.0, duration: 1) })
        send(try! PhasePlayer([1.0, 2.0]) { $0 })
        send(StateAnimator(0.0))
        send(Transaction(animation: .smooth))
    }
}
