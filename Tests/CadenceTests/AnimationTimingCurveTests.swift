import Testing
@testable import Cadence

/// `Animation.linear/easeIn/easeOut/easeInOut/timingCurve`: the offset is the UnitCurve value scaled
/// by the change, over 0.35 s unless given.
@Suite struct AnimationTimingCurveTests {
    /// |a − b| within `tolerance`, absolutely for small values and relatively for large ones.
    private func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    private func sample(_ animation: Animation, from: Double = 0, to: Double = 1, at time: Double) -> AnimationSample<Double> {
        var run = AnimationEvaluator(animation, from: from, to: to)
        return run.sample(at: time)
    }

    // Values measured on SwiftUI (notes §3, ±0.01), reached through the animation at t = 0.35·p.
    @Test(arguments: [
        (Animation.easeIn, 0.25, 0.09), (.easeIn, 0.5, 0.32), (.easeIn, 0.75, 0.62),
        (.easeOut, 0.25, 0.38), (.easeOut, 0.5, 0.68), (.easeOut, 0.75, 0.91),
        (.easeInOut, 0.25, 0.13), (.easeInOut, 0.5, 0.5), (.easeInOut, 0.75, 0.87),
        (.linear, 0.25, 0.25), (.linear, 0.5, 0.5), (.linear, 0.75, 0.75),
    ] as [(Animation, Double, Double)])
    func measuredSwiftUIValues(animation: Animation, progress: Double, expected: Double) {
        let s = sample(animation, from: 10, to: 210, at: 0.35 * progress)
        #expect(abs(s.value - (10 + 200 * expected)) <= 200 * 0.01)
        #expect(!s.isFinished)
    }

    @Test(arguments: [
        (Animation.easeIn, UnitCurve.easeIn), (.easeOut, .easeOut), (.easeInOut, .easeInOut), (.linear, .linear),
    ] as [(Animation, UnitCurve)])
    func curveScaledByTheChange(animation: Animation, curve: UnitCurve) {
        for step in 0...35 {
            let time = Double(step) / 100
            let s = sample(animation, from: -3, to: 5, at: time)
            let progress = time / 0.35
            #expect(isClose(s.value, -3 + 8 * curve.value(at: progress)))
            #expect(isClose(s.velocity, 8 * curve.velocity(at: progress) / 0.35, 1e-9))
        }
    }

    @Test func controlPointsAreUnitCurves() {
        #expect(Animation.easeIn.base(as: TimingCurveAnimation.self)?.curve == .easeIn)
        #expect(Animation.easeOut.base(as: TimingCurveAnimation.self)?.curve == .easeOut)
        #expect(Animation.easeInOut.base(as: TimingCurveAnimation.self)?.curve == .easeInOut)
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(Animation.timingCurve(0.42, 0, 1, 1, duration: 2) == .easeIn(duration: 2))
        #expect(Animation.timingCurve(.easeOut, duration: 0.35) == .easeOut)
    }

    @Test(arguments: [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.1, 0.75, 0.85, 0.35)])
    func defaultDurationIs035(animation: Animation) {
        #expect(animation.base(as: TimingCurveAnimation.self)?.duration == 0.35)
        #expect(!sample(animation, at: 0.35).isFinished)
        #expect(isClose(sample(animation, from: 2, to: 7, at: 0.35).value, 7))
        #expect(sample(animation, from: 2, to: 7, at: 0.350001).isFinished)
        #expect(sample(animation, from: 2, to: 7, at: 0.350001).value == 7)
    }

    @Test func linearWithDuration() {
        let s = sample(.linear(duration: 2), from: 0, to: 100, at: 0.5)
        #expect(isClose(s.value, 25))
        #expect(isClose(s.velocity, 50))
        #expect(sample(.linear(duration: 2), at: 2.5).isFinished)
    }

    @Test func customBezierAndCircularCurves() {
        let bezier = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.75), endControlPoint: UnitPoint(x: 0.85, y: 0.35))
        let s = sample(.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2), from: 0, to: 4, at: 0.5)
        #expect(isClose(s.value, 4 * bezier.value(at: 0.25)))
        // circularEaseOut at 0.5 is √0.75 (notes §3: 0.866).
        let c = sample(.timingCurve(.circularEaseOut, duration: 1), from: 0, to: 1, at: 0.5)
        #expect(isClose(c.value, 0.75.squareRoot()))
    }

    @Test func timingCurvesFinishWithoutLogicalCompletionFirst() {
        var run = AnimationEvaluator(.easeInOut(duration: 1), from: 0.0, to: 1.0)
        #expect(!run.sample(at: 0.99).isLogicallyComplete)
        let end = run.sample(at: 1.01)
        #expect(end.isFinished && end.isLogicallyComplete)
    }

    @Test func timingCurvesIgnoreAnInitialVelocity() {
        var plain = AnimationEvaluator(.easeIn, from: 0.0, to: 1.0)
        var thrown = AnimationEvaluator(.easeIn, from: 0.0, to: 1.0, initialVelocity: 50)
        for time in stride(from: 0.0, through: 0.35, by: 0.05) {
            #expect(plain.sample(at: time) == thrown.sample(at: time))
        }
    }
}
