import Testing
@testable import Cadence

/// `delay`, `speed`, `repeatCount`, `repeatForever` and `logicallyComplete(after:)`, alone and composed.
@Suite struct AnimationModifierTests {
    private func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    private func sample(_ animation: Animation, to: Double = 100, at time: Double) -> AnimationSample<Double> {
        var run = AnimationEvaluator(animation, from: 0, to: to)
        return run.sample(at: time)
    }

    private let oneSecond = Animation.linear(duration: 1)

    // MARK: delay and speed

    @Test(arguments: [(0.25, 0.0, 0.0), (0.5, 0.0, 100), (1.0, 50, 100), (1.5, 100, 100)] as [(Double, Double, Double)])
    func delayHoldsThenRuns(time: Double, value: Double, velocity: Double) {
        let s = sample(oneSecond.delay(0.5), at: time)
        #expect(isClose(s.value, value))
        #expect(isClose(s.velocity, time < 0.5 ? 0 : velocity))
        #expect(!s.isFinished)
    }

    @Test func delayFinishesAfterDelayPlusDuration() {
        #expect(sample(oneSecond.delay(0.5), at: 1.5001).isFinished)
        // A zero-duration animation still waits for its delay, then jumps.
        let jump = Animation.linear(duration: 0).delay(1)
        #expect(!sample(jump, at: 0.999).isFinished && sample(jump, at: 0.999).value == 0)
        #expect(sample(jump, at: 1).isFinished && sample(jump, at: 1).value == 100)
    }

    @Test(arguments: [(2.0, 0.25, 50.0, 200.0), (0.25, 2.0, 50, 25), (0.5, 1.0, 50, 50)] as [(Double, Double, Double, Double)])
    func speedScalesTime(speed: Double, time: Double, value: Double, velocity: Double) {
        let s = sample(oneSecond.speed(speed), at: time)
        #expect(isClose(s.value, value))
        #expect(isClose(s.velocity, velocity))
        #expect(sample(oneSecond.speed(speed), at: 1 / speed + 1e-6).isFinished)
        #expect(!sample(oneSecond.speed(speed), at: 1 / speed - 1e-6).isFinished)
    }

    @Test func delayAndSpeedCompose() {
        // Speed applies to the delayed animation: its 0.5 s delay takes 0.25 s.
        let spedUpDelay = oneSecond.delay(0.5).speed(2)
        #expect(sample(spedUpDelay, at: 0.2).value == 0)
        #expect(isClose(sample(spedUpDelay, at: 0.5).value, 50))
        #expect(sample(spedUpDelay, at: 0.7501).isFinished)
        // Delay applies to the sped-up animation: it waits the full 0.5 s.
        let delayedSpeedUp = oneSecond.speed(2).delay(0.5)
        #expect(sample(delayedSpeedUp, at: 0.5).value == 0)
        #expect(isClose(sample(delayedSpeedUp, at: 0.75).value, 50))
        #expect(sample(delayedSpeedUp, at: 1.0001).isFinished)
    }

    @Test func speedMakesSpringsFaster() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let s = sample(.interpolatingSpring(spring).speed(2), at: 0.1)
        #expect(isClose(s.value, spring.value(target: 100.0, time: 0.2)))
        #expect(isClose(s.velocity, 2 * spring.derivative(target: 100.0, time: 0.2), 1e-9))
    }

    // MARK: repeat

    @Test(arguments: [
        (0.5, 50.0, 100.0), (0.999, 99.9, 100), (1.0, 100, -100), (1.25, 75, -100), (1.75, 25, -100),
        (2.0, 0, 100), (2.5, 50, 100),
    ] as [(Double, Double, Double)])
    func repeatCountAutoreversing(time: Double, value: Double, velocity: Double) {
        let s = sample(oneSecond.repeatCount(3, autoreverses: true), at: time)
        #expect(isClose(s.value, value, 1e-9))
        #expect(isClose(s.velocity, velocity, 1e-9))
        #expect(!s.isFinished)
    }

    @Test func repeatCountEndsAtTheTargetEvenAfterAReversal() {
        let twice = oneSecond.repeatCount(2, autoreverses: true)
        #expect(isClose(sample(twice, at: 1.9).value, 10, 1e-9))
        #expect(sample(twice, at: 2.0).value == 0)
        let end = sample(twice, at: 2.0001)
        #expect(end.isFinished && end.value == 100)
        #expect(sample(oneSecond.repeatCount(3, autoreverses: true), at: 3.0001).isFinished)
    }

    @Test(arguments: [(0.25, 25.0), (1.25, 25), (2.75, 75)] as [(Double, Double)])
    func repeatCountWithoutReversingStartsOver(time: Double, value: Double) {
        #expect(isClose(sample(oneSecond.repeatCount(3, autoreverses: false), at: time).value, value, 1e-9))
    }

    @Test(arguments: [(0.25, 25.0, 25.0), (1.25, 75, 25), (1000.25, 25, 25), (1001.25, 75, 25), (1e6 + 0.5, 50, 50)] as [(Double, Double, Double)])
    func repeatForeverNeverFinishes(time: Double, reversing: Double, restarting: Double) {
        let back = sample(oneSecond.repeatForever(), at: time)
        #expect(isClose(back.value, reversing, 1e-9))
        #expect(!back.isFinished && !back.isLogicallyComplete)
        let again = sample(oneSecond.repeatForever(autoreverses: false), at: time)
        #expect(isClose(again.value, restarting, 1e-9))
        #expect(!again.isFinished)
    }

    @Test func repeatedSpringCyclesLastItsSettlingTime() throws {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let settling = CMath.log(6000) / 5
        let animation = Animation.interpolatingSpring(spring).repeatCount(2)
        let s = sample(animation, at: settling + 0.1)
        #expect(isClose(s.value, 100 - spring.value(target: 100.0, time: 0.1), 1e-9))
        #expect(sample(animation, at: 2 * settling + 1e-6).isFinished)
        #expect(!sample(animation, at: 2 * settling - 1e-6).isFinished)
    }

    @Test func repeatedFluidSpringCyclesLastUntilItRests() throws {
        let period = Animation.default.finishTime(value: 100.0, context: AnimationContext())
        // The fluid spring rests on its 1/300 s grid.
        #expect(isClose((period * 300).rounded(), period * 300, 1e-9))
        let repeated = Animation.default.repeatCount(3, autoreverses: true)
        for local in [0.0, 0.05, 0.3, 0.6] {
            let single = sample(.default, at: local)
            #expect(isClose(sample(repeated, at: period + local).value, 100 - single.value, 1e-9))
            #expect(isClose(sample(repeated, at: 2 * period + local).value, single.value, 1e-9))
        }
        #expect(!sample(repeated, at: 3 * period).isFinished)
        #expect(sample(repeated, at: 3 * period + 1e-6).isFinished)
    }

    @Test func repeatedDelayWaitsEveryCycle() {
        let animation = oneSecond.delay(0.5).repeatCount(2, autoreverses: false)
        #expect(sample(animation, at: 1.75).value == 0)
        #expect(isClose(sample(animation, at: 2.5).value, 50, 1e-9))
        #expect(sample(animation, at: 3.0001).isFinished)
    }

    @Test func repeatIsLogicallyCompleteOnlyInTheLastCycle() {
        let period = Animation.default.finishTime(value: 100.0, context: AnimationContext())
        let twice = Animation.default.repeatCount(2)
        var run = AnimationEvaluator(twice, from: 0.0, to: 100.0)
        #expect(!run.sample(at: 0.6).isLogicallyComplete)
        #expect(!run.sample(at: period + 0.5).isLogicallyComplete)
        #expect(run.sample(at: period + 0.56).isLogicallyComplete)
    }

    // MARK: logical completion

    @Test func logicallyCompleteAfterADuration() {
        var run = AnimationEvaluator(oneSecond.logicallyComplete(after: 0.1), from: 0.0, to: 1.0)
        #expect(!run.sample(at: 0.09).isLogicallyComplete)
        #expect(run.sample(at: 0.1).isLogicallyComplete)
        // It does not delay an earlier completion, nor extend the animation.
        var spring = AnimationEvaluator(Animation.default.logicallyComplete(after: 5), from: 0.0, to: 1.0)
        #expect(spring.sample(at: 0.55).isLogicallyComplete)
        #expect(spring.sample(at: 1.2).isFinished)
    }

    // MARK: merging through modifiers

    @Test func modifiedSpringsMergeOnlyWithTheSameModifier() {
        var same = AnimationEvaluator(Animation.spring.speed(2), from: 0.0, to: 1.0)
        let sameMerged = same.retarget(to: 2, with: .spring.speed(2), at: 0.1)
        #expect(sameMerged)
        var other = AnimationEvaluator(Animation.spring.speed(2), from: 0.0, to: 1.0)
        let otherMerged = other.retarget(to: 2, with: .spring.speed(3), at: 0.1)
        #expect(!otherMerged)
        var delayed = AnimationEvaluator(Animation.spring.delay(0.2), from: 0.0, to: 1.0)
        let sameDelayMerged = delayed.retarget(to: 2, with: .spring.delay(0.2), at: 0.3)
        #expect(sameDelayMerged)
        let otherDelayMerged = delayed.retarget(to: 3, with: .spring.delay(0.1), at: 0.4)
        #expect(!otherDelayMerged)
    }
}
