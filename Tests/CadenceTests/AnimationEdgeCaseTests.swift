import Testing
@testable import Cadence

/// Degenerate times, durations, speeds, counts and delays: never NaN leaking out, never a hang.
@Suite struct AnimationEdgeCaseTests {
    private func sample(_ animation: Animation, at time: Double) -> AnimationSample<Double> {
        var run = AnimationEvaluator(animation, from: 10, to: 20)
        return run.sample(at: time)
    }

    private static let builtIns: [Animation] = [
        .linear, .easeInOut(duration: 1), .timingCurve(.circularEaseIn, duration: 1),
        .interpolatingSpring(stiffness: 100, damping: 10), .interpolatingSpring(Spring(duration: 0.5, bounce: -0.4)),
        .default, .bouncy, .interactiveSpring,
        .linear.delay(0.3), .easeIn.speed(2), .easeOut.repeatCount(3), .smooth.repeatForever(),
        .linear.logicallyComplete(after: 0.1),
    ]

    @Test(arguments: builtIns)
    func negativeTimeIsTheStart(animation: Animation) {
        for time in [-1e-9, -0.5, -1e9, -Double.infinity] {
            let s = sample(animation, at: time)
            #expect(s.value == 10 && s.velocity == 0 && !s.isFinished, "\(animation) at \(time)")
        }
    }

    @Test(arguments: builtIns)
    func nanTimeFinishesAtTheTarget(animation: Animation) {
        let s = sample(animation, at: .nan)
        #expect(s.isFinished && s.value == 20 && s.velocity == 0, "\(animation)")
    }

    @Test(arguments: builtIns)
    func samplesAreFiniteEverywhere(animation: Animation) {
        var run = AnimationEvaluator(animation, from: 10.0, to: 20.0)
        for step in 0...200 {
            let s = run.sample(at: Double(step) / 50)
            #expect(s.value.isFinite, "\(animation) at \(Double(step) / 50)")
            // A circular ease-in reaches its end with infinite slope, as UnitCurve says; nothing else may.
            if animation != .timingCurve(.circularEaseIn, duration: 1) {
                #expect(s.velocity.isFinite, "\(animation) at \(Double(step) / 50)")
            }
        }
    }

    @Test(arguments: [Animation.linear, .default, .interpolatingSpring, .easeIn.delay(1), .bouncy.speed(3)])
    func infiniteTimeIsFinished(animation: Animation) {
        let s = sample(animation, at: .infinity)
        #expect(s.isFinished && s.value == 20)
    }

    @Test(arguments: [Animation.linear(duration: 0), .easeIn(duration: 0), .timingCurve(0.2, 0, 0.2, 1, duration: 0),
                      .linear(duration: -1), .linear(duration: .nan), .interpolatingSpring(duration: 0)])
    func zeroDurationJumpsAtOnce(animation: Animation) {
        let now = sample(animation, at: 0)
        #expect(now.isFinished && now.value == 20 && now.velocity == 0)
        let before = sample(animation, at: -0.1)
        #expect(!before.isFinished && before.value == 10)
    }

    @Test func infiniteDurationNeverLeavesTheStart() {
        for time in [0.0, 1, 1e12] {
            let s = sample(.linear(duration: .infinity), at: time)
            #expect(s.value == 10 && s.velocity == 0 && !s.isFinished)
        }
    }

    @Test(arguments: [0.0, -1.0, -Double.infinity])
    func zeroAndNegativeSpeedsNeverProgress(speed: Double) {
        for animation in [Animation.linear(duration: 1), .default, .interpolatingSpring, .easeIn.repeatForever()] {
            for time in [0.0, 0.5, 10, 1e9, .infinity] {
                let s = sample(animation.speed(speed), at: time)
                #expect(s.value == 10 && s.velocity == 0 && !s.isFinished, "\(animation).speed(\(speed)) at \(time)")
            }
        }
    }

    @Test(arguments: [Double.infinity, .nan])
    func infiniteOrNaNSpeedFinishesAtOnce(speed: Double) {
        let s = sample(.linear(duration: 1).speed(speed), at: 0)
        #expect(s.isFinished && s.value == 20)
    }

    @Test(arguments: [1, 0, -3, Int.min])
    func repeatCountsOfOneOrLessPlayOnce(count: Int) {
        for autoreverses in [true, false] {
            let animation = Animation.linear(duration: 1).repeatCount(count, autoreverses: autoreverses)
            #expect(sample(animation, at: 0.5).value == 15)
            #expect(!sample(animation, at: 1).isFinished)
            #expect(sample(animation, at: 1.0001).isFinished)
        }
    }

    @Test func hugeRepeatCountsStillAnswer() {
        let animation = Animation.linear(duration: 1).repeatCount(Int.max, autoreverses: true)
        let s = sample(animation, at: 1e15 + 0.25)
        #expect(s.value.isFinite && !s.isFinished)
    }

    @Test func repeatingSomethingThatEndsAtOnceOrNever() {
        #expect(sample(Animation.linear(duration: 0).repeatCount(5), at: 0).isFinished)
        let forever = sample(Animation.linear(duration: 0).repeatForever(), at: 3)
        #expect(!forever.isFinished && forever.value == 20)
        let stuck = sample(Animation.linear.speed(0).repeatCount(3), at: 100)
        #expect(!stuck.isFinished && stuck.value == 10)
        let infinite = sample(Animation.easeInOut.repeatForever(), at: .infinity)
        #expect(!infinite.isFinished && infinite.value.isFinite)
    }

    @Test func negativeDelayStartsPartWayThrough() {
        let animation = Animation.linear(duration: 1).delay(-0.5)
        #expect(sample(animation, at: 0).value == 15)
        #expect(sample(animation, at: 0.25).value == 17.5)
        #expect(sample(animation, at: 0.5001).isFinished)
    }

    @Test func nanAndInfiniteDelays() {
        #expect(sample(Animation.linear.delay(.nan), at: 0).isFinished)
        let waiting = sample(Animation.linear.delay(.infinity), at: 1e12)
        #expect(!waiting.isFinished && waiting.value == 10)
    }

    @Test func degenerateFluidSpringsEndInsteadOfSpreadingNaN() {
        for animation in [Animation.spring(response: 0.5, dampingFraction: .nan), .spring(duration: 0.5, bounce: 1.5),
                          .spring(response: -1, dampingFraction: 1), .spring(response: .nan, dampingFraction: 1)] {
            var run = AnimationEvaluator(animation, from: 10.0, to: 20.0)
            var finished = false
            for step in 0...600 {
                let s = run.sample(at: Double(step) / 10)
                #expect(s.value.isFinite && s.velocity.isFinite, "\(animation)")
                finished = finished || s.isFinished
            }
            #expect(finished, "\(animation)")
        }
    }

    @Test func degenerateInterpolatingSpringsEndInsteadOfSpreadingNaN() {
        for animation in [Animation.interpolatingSpring(stiffness: .nan, damping: 1),
                          .interpolatingSpring(mass: 0, stiffness: 100, damping: 10),
                          .interpolatingSpring(Spring(duration: 0.5, bounce: -1.5))] {
            let s = sample(animation, at: 0.1)
            #expect(s.isFinished && s.value == 20, "\(animation)")
        }
    }

    @Test func zeroChangeFinishesOnceAtRest() {
        var run = AnimationEvaluator(Animation.default, from: 5.0, to: 5.0)
        #expect(run.sample(at: 1.0 / 300).isFinished)
        var thrown = AnimationEvaluator(Animation.default, from: 5.0, to: 5.0, initialVelocity: 10)
        let moving = thrown.sample(at: 0.05)
        #expect(!moving.isFinished && moving.value > 5)
        #expect(thrown.sample(at: 3).isFinished)
    }
}
