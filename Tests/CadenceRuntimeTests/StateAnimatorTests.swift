import Cadence
import Foundation
import Testing
@testable import CadenceRuntime

@Suite struct StateAnimatorTests {
    /// The offset an animation gives on its own, from the model (the reference the animator must match).
    private func offset(_ animation: Animation, change: Double, at time: Double) -> Double {
        var context = AnimationContext<Double>()
        return animation.animate(value: change, time: time, context: &context) ?? change
    }

    @Test func atRestTheValueIsTheTargetAndTheAnimatorIsIdle() {
        var scale = StateAnimator(1.0)
        #expect(scale.value == 1)
        #expect(scale.isIdle)
        #expect(scale.nextFrameTime(after: 0) == nil)
        scale.set(2, animation: nil, at: 0)
        #expect(scale.value == 2)
        #expect(scale.isIdle)
    }

    @Test(arguments: [0.0, 0.05, 0.175, 0.3, 0.35])
    func aTimingCurveFollowsItsCurve(time: Double) {
        var offsetX = StateAnimator(10.0)
        offsetX.set(30, animation: .easeInOut(duration: 0.35), at: 1)
        offsetX.update(at: 1 + time)
        let expected = 10 + 20 * UnitCurve.easeInOut.value(at: time / 0.35)
        #expect(isClose(offsetX.value, expected, absolute: 1e-9))
        if time < 0.3 { #expect(!offsetX.isIdle) }
    }

    @Test func finishesAtTheTargetAndLogsTheRun() {
        var value = StateAnimator(0.0)
        value.set(1, animation: .linear(duration: 0.5), at: 0)
        value.update(at: 0.25)
        #expect(isClose(value.value, 0.5))
        #expect(isClose(value.velocity, 2))
        value.update(at: 0.6)
        #expect(value.value == 1)
        #expect(value.velocity == 0)
        #expect(value.isIdle)
        #expect(value.events.map(\.kind) == [.started, .finished])
        #expect(value.events.last?.time == 0.6)
    }

    @Test func springInterruptionKeepsTheVelocity() {
        var position = StateAnimator(0.0)
        position.set(100, animation: .smooth, at: 0)
        position.update(at: 0.2)
        let before = position.velocity
        let valueBefore = position.value
        #expect(before > 50)
        position.set(-50, animation: .bouncy, at: 0.2)
        // The spring that takes over starts where the old one was, moving as it moved.
        #expect(isClose(position.value, valueBefore, absolute: 1e-9))
        #expect(isClose(position.velocity, before, absolute: 1e-6, relative: 1e-6))
        #expect(position.events.map(\.kind) == [.started, .retargeted])
        #expect(position.events.map(\.run) == [1, 2])
        #expect(position.events.allSatisfy { $0.trigger == nil })
        position.update(at: 0.2 + 1.0 / 300)
        #expect(position.value > valueBefore)  // still moving up for a moment: momentum was kept
        #expect(position.velocity < before)    // but decelerating towards the new target
    }

    @Test func timingCurvesCombineAdditively() {
        var opacity = StateAnimator(0.0)
        opacity.set(1, animation: .linear(duration: 1), at: 0)
        opacity.update(at: 0.4)
        #expect(isClose(opacity.value, 0.4))
        opacity.set(0.5, animation: .easeIn(duration: 0.5), at: 0.4)
        #expect(isClose(opacity.value, 0.4))  // continuous at the interruption
        for time in [0.5, 0.7, 0.9] {
            opacity.update(at: time)
            // The first animation goes on to 1; the second adds its own change, −0.5, on top.
            let expected = time + -0.5 * UnitCurve.easeIn.value(at: (time - 0.4) / 0.5)
            #expect(isClose(opacity.value, expected, absolute: 1e-9), "t = \(time)")
        }
        opacity.update(at: 1.01)
        #expect(opacity.value == 0.5)
        #expect(opacity.isIdle)
    }

    @Test func aChangeWithoutAnimationShiftsARunningAnimation() {
        var x = StateAnimator(0.0)
        x.set(10, animation: .linear(duration: 1), at: 0)
        x.update(at: 0.5)
        x.set(20, animation: nil, at: 0.5)
        #expect(isClose(x.value, 15))  // jumped by the change, still half-way
        x.update(at: 0.75)
        #expect(isClose(x.value, 17.5))
    }

    @Test func boundAnimationReplacesTheTransactionUnlessItDisablesAnimations() {
        var bound = StateAnimator(0.0, animation: .linear(duration: 1))
        withAnimation(.easeIn(duration: 1)) { bound.set(1, at: 0) }
        bound.update(at: 0.5)
        #expect(isClose(bound.value, 0.5))  // linear, not ease-in

        var off = StateAnimator(0.0, animation: nil)
        withAnimation(.linear(duration: 1)) { off.set(1, at: 0) }
        #expect(off.value == 1)  // `.animation(nil, value:)` turns animation off

        var disabled = StateAnimator(0.0, animation: .linear(duration: 1))
        var transaction = Transaction(animation: .easeIn(duration: 1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { disabled.set(1, at: 0) }
        disabled.update(at: 0.5)
        #expect(isClose(disabled.value, UnitCurve.easeIn.value(at: 0.5)))

        var none = StateAnimator(0.0, animation: .linear(duration: 1))
        withTransaction(\.disablesAnimations, true) { none.set(1, at: 0) }
        #expect(none.value == 1)  // disabled with no animation of its own: at once
    }

    @Test func withAnimationIsTheCurrentTransactionOnlyInsideItsBody() {
        #expect(Transaction.current.animation == nil)
        let inside = withAnimation(.snappy) { Transaction.current.animation }
        #expect(inside == .snappy)
        #expect(Transaction.current.animation == nil)
        var value = StateAnimator(0.0)
        value.set(1, at: 0)  // outside withAnimation: no animation
        #expect(value.value == 1)
        withAnimation { value.set(2, at: 0) }
        #expect(value.animation == .default)
        let nested = withAnimation(.smooth) {
            withTransaction(\.disablesAnimations, true) { Transaction.current }
        }
        #expect(nested.animation == .smooth)
        #expect(nested.disablesAnimations)
    }

    @Test func completionCriteriaForASpring() {
        let log = Recorder<String>()
        var value = StateAnimator(0.0)
        value.set(1, animation: .smooth(duration: 0.5), at: 0, completionCriteria: .logicallyComplete) {
            log.append("logical")
        }
        value.set(1, animation: .smooth(duration: 0.5), at: 0)  // same value: changes nothing
        withAnimation(.smooth(duration: 0.5), completionCriteria: .removed) {
            value.set(2, at: 0)
        } completion: {
            log.append("removed")
        }
        let clock = ManualClock()
        var logicalAt: Double?
        var removedAt: Double?
        clock.playUntilIdle(&value, fps: 120, frameLimit: 2_000) { _ in
            if logicalAt == nil, log.all.contains("logical") { logicalAt = clock.now }
            if removedAt == nil, log.all.contains("removed") { removedAt = clock.now }
        }
        // A fluid spring is logically complete once its response (0.5 s) has elapsed; it is removed
        // only when it has settled, later.
        let logical = try! #require(logicalAt)
        let removed = try! #require(removedAt)
        #expect(logical >= 0.5 && logical < 0.5 + 1.0 / 120 + 1e-9)
        #expect(removed > logical + 0.1)
        #expect(log.all == ["logical", "removed"])
        #expect(value.value == 2)
    }

    @Test func anInterruptedLogicalCompletionIgnoresTheAnimationThatTookOver() {
        // Apple (AnimationCompletionCriteria.logicallyComplete): callbacks "fire when the animations
        // from the change that they were registered with logically complete, ignoring the new
        // animations".
        let log = Recorder<Double>()
        var value = StateAnimator(0.0)
        value.set(1, animation: .linear(duration: 1), at: 0) { log.append(1) }
        value.update(at: 0.5)
        value.set(2, animation: .linear(duration: 1), at: 0.5) { log.append(2) }
        value.update(at: 0.99)
        #expect(log.all.isEmpty)
        value.update(at: 1.2)  // the first animation alone is done; the combination is not
        #expect(log.all == [1])
        value.update(at: 1.6)
        #expect(log.all == [1, 2])
    }

    @Test func aCompletionWithoutAnimationRunsAtOnce() {
        let log = Recorder<String>()
        var value = StateAnimator(0.0)
        withAnimation(nil) { value.set(5, at: 0) } completion: { log.append("done") }
        #expect(log.all == ["done"])
        withAnimation(.smooth) {} completion: { log.append("nothing animated") }
        #expect(log.all == ["done", "nothing animated"])
    }

    @Test func oneCompletionWaitsForEveryAnimatorInItsTransaction() {
        let log = Recorder<String>()
        var fast = StateAnimator(0.0)
        var slow = StateAnimator(0.0)
        withAnimation(.linear(duration: 0.2)) {
            fast.set(1, at: 0)
            slow.set(1, animation: .linear(duration: 0.8), at: 0)
        } completion: {
            log.append("both")
        }
        // `slow` was given its own animation and no handler; the handler waits for `fast` only.
        fast.update(at: 0.3)
        #expect(log.all == ["both"])

        var a = StateAnimator(0.0)
        var b = StateAnimator(0.0)
        withAnimation(.linear(duration: 0.2)) {
            a.set(1, at: 0)
            withAnimation(.linear(duration: 0.2)) { b.set(1, at: 0) }
            b.set(2, at: 0)
        } completion: {
            log.append("a and b")
        }
        a.update(at: 0.3)
        #expect(log.all == ["both"])  // b took the outer transaction too, and is not done
        b.update(at: 0.3)
        #expect(log.all == ["both", "a and b"])
    }

    @Test func reduceMotionPolicies() {
        func run(_ policy: ReduceMotionPolicy<Animation>, reduceMotion: Bool) -> StateAnimator<Double> {
            var value = StateAnimator(0.0, reduceMotion: policy)
            value.setReduceMotion(reduceMotion, at: 0)
            withAnimation(.bouncy) { value.set(1, at: 0) }
            value.update(at: 0.1)
            return value
        }
        let reference = run(.ignore, reduceMotion: false)
        #expect(reference.value > 0 && reference.value < 1)
        // `ignore` is SwiftUI's behaviour: Reduce Motion changes nothing.
        #expect(run(.ignore, reduceMotion: true).value == reference.value)
        // `skipToEnd`: the final state at once.
        let skipped = run(.skipToEnd, reduceMotion: true)
        #expect(skipped.value == 1)
        #expect(skipped.isIdle)
        // `simplified`: the author's reduced animation replaces the bouncy one.
        let simplified = run(.simplified(.linear(duration: 0.2)), reduceMotion: true)
        #expect(isClose(simplified.value, 0.5))
        // Policies act only while Reduce Motion is on.
        #expect(run(.skipToEnd, reduceMotion: false).value == reference.value)
        // A change without animation stays without animation under `simplified`.
        var plain = StateAnimator(0.0, reduceMotion: .simplified(.linear(duration: 0.2)))
        plain.setReduceMotion(true, at: 0)
        plain.set(1, at: 0)
        #expect(plain.value == 1)
    }

    @Test func pauseResumeAndSeek() {
        var value = StateAnimator(0.0)
        value.set(1, animation: .linear(duration: 1), at: 0)
        value.update(at: 0.25)
        value.pause(at: 0.25)
        #expect(value.isPaused)
        #expect(value.isIdle)  // no frames needed while paused
        value.update(at: 5)
        #expect(isClose(value.value, 0.25))
        value.resume(at: 5)
        value.update(at: 5.25)
        #expect(isClose(value.value, 0.5))
        value.seek(to: 0.9, at: 5.25)
        #expect(isClose(value.value, 0.9))
        #expect(isClose(value.elapsed, 0.9))
        value.seek(to: -3, at: 5.25)
        #expect(value.value == 0)
        value.seek(to: .nan, at: 5.25)
        #expect(value.value == 0)
        value.seek(to: 2, at: 5.25)
        #expect(value.value == 1)
        #expect(value.isIdle)
        #expect(value.events.map(\.kind) == [.started, .paused, .resumed, .finished])
    }

    @Test func strangeTimesNeitherCrashNorRewind() {
        var value = StateAnimator(0.0)
        value.set(1, animation: .linear(duration: 1), at: 0.5)
        value.update(at: .nan)
        value.update(at: .infinity)
        value.update(at: -.infinity)
        #expect(value.value == 0)
        value.update(at: 1)
        #expect(isClose(value.value, 0.5))
        value.update(at: 0.7)  // earlier than the latest time: counts as 1
        #expect(isClose(value.value, 0.5))
        value.set(3, animation: nil, at: .nan)  // the model value changes whatever the time
        #expect(value.target == 3)
    }

    @Test func hidingFinishesAndChangesWhileHiddenDoNotAnimate() {
        var value = StateAnimator(0.0)
        value.set(1, animation: .smooth, at: 0)
        value.update(at: 0.1)
        value.disappear(at: 0.1)
        #expect(value.value == 1)
        #expect(value.isIdle)
        withAnimation(.smooth) { value.set(2, at: 0.2) }
        #expect(value.value == 2)
        value.appear(at: 0.3)
        withAnimation(.smooth) { value.set(3, at: 0.3) }
        #expect(value.value == 2)
        #expect(!value.isIdle)
    }

    @Test func immediateClockFinishesAtOnce() {
        let clock = ImmediateClock()
        var value = StateAnimator(0.0)
        value.set(1, animation: .bouncy, at: clock.now)
        value.update(using: clock)
        #expect(value.value == 1)
        #expect(clock.playUntilIdle(&value).reachedIdle)
    }

    @Test func animatableStructsAnimateTheirData() {
        var point = StateAnimator(CGPoint(x: 0, y: 0))
        point.set(CGPoint(x: 10, y: -20), animation: .linear(duration: 1), at: 0)
        point.update(at: 0.5)
        #expect(isClose(point.value.x, 5))
        #expect(isClose(point.value.y, -10))
        #expect(isClose(point.velocity.first, 10))
    }

    /// A value with a part that animates and a part that does not.
    struct Labelled: Animatable, Sendable {
        var label: String
        var width: Double
        var animatableData: Double {
            get { width }
            set { width = newValue }
        }
    }

    @Test func partsThatDoNotAnimateChangeAtOnce() {
        var badge = StateAnimator(Labelled(label: "1", width: 10))
        badge.set(Labelled(label: "2", width: 20), animation: .linear(duration: 1), at: 0)
        badge.update(at: 0.5)
        #expect(badge.value.label == "2")
        #expect(isClose(badge.value.width, 15))
        badge.set(Labelled(label: "3", width: 20), animation: .linear(duration: 1), at: 0.5)
        #expect(badge.value.label == "3")  // only the label changed: it changes, the width goes on
        badge.update(at: 0.75)
        #expect(isClose(badge.value.width, 17.5))
    }

    /// A user-defined animation: holds the start for half its duration, then jumps to the end.
    struct Snap: CustomAnimation {
        var duration: Double
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            guard time < duration else { return nil }
            if time >= duration / 2 { context.isLogicallyComplete = true }
            return time < duration / 2 ? .zero : value
        }
    }

    @Test func userDefinedAnimationsDriveTheValue() {
        let log = Recorder<String>()
        var value = StateAnimator(0.0)
        value.set(8, animation: Animation(Snap(duration: 1)), at: 0) { log.append("logical") }
        value.update(at: 0.4)
        #expect(value.value == 0)
        value.update(at: 0.6)
        #expect(value.value == 8)
        #expect(log.all == ["logical"])  // reported by the custom animation itself, before its end
        #expect(!value.isIdle)
        value.update(at: 1)
        #expect(value.isIdle)
        var phases = try! PhasePlayer([0.0, 4.0], trigger: 0) { $0 } animation: { _ in Animation(Snap(duration: 1)) }
        phases.setTrigger(1, at: 0)
        phases.update(at: 0.7)
        #expect(phases.value == 4)
        #expect(phases.phase == 0)  // logically complete at 0.5: on its way back
        #expect(isClose(phases.elapsedInPhase, 0.2, absolute: 1e-6))
    }
}
