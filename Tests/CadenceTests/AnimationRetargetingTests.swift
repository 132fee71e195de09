import Foundation
import Testing
@testable import Cadence

/// Starting a new animation mid-flight: springs merge and keep their velocity; timing curves and
/// interpolating springs run alongside the interrupted animation (both combining rules).
@Suite struct AnimationRetargetingTests {
    private func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    /// A value animated from 0 to 100 with `first` at t = 0, then to `target` with `second` at `time`.
    private func interrupted(_ first: Animation, _ second: Animation, to target: Double = 0, at time: Double,
                             rule: AnimationCombiningRule = .additive) -> AnimatedValue<Double> {
        var value = AnimatedValue(0.0, combiningRule: rule)
        value.set(100, animation: first, at: 0)
        value.set(target, animation: second, at: time)
        return value
    }

    @Test func springMergeKeepsValueAndVelocity() throws {
        var run = AnimationEvaluator(Animation.spring, from: 0.0, to: 100.0)
        let before = run.sample(at: 0.2)
        let merged = run.retarget(to: 40, with: .spring, at: 0.2)
        #expect(merged)
        #expect(run.animation == .spring)
        let after = run.sample(at: 0.2)
        #expect(after.value == before.value && after.velocity == before.velocity)
        // One step later the velocity has changed by about one step of acceleration, not jumped.
        let next = run.sample(at: 0.2 + 1.0 / 300)
        let force = Animation.spring.base(as: FluidSpringAnimation.self)!
        let stiffness = FluidSpringAnimation.stiffness(response: force.response)
        let bound = (stiffness * abs(40 - before.value) + 2 * stiffness.squareRoot() * abs(before.velocity)) / 300
        #expect(abs(next.velocity - before.velocity) <= bound)
        #expect(abs(next.value - before.value) <= abs(before.velocity) / 300 * 1.5)
        let end = run.sample(at: 3)
        #expect(end.isFinished && end.value == 40)
    }

    @Test func mergedSpringBlendsItsResponse() {
        // A slow spring (response 1) is replaced at t = 0.2 by a fast one (0.3) blending over 0.5 s:
        // logically complete once t − 0.2 ≥ r(t), r = 0.3 + 0.7·(1 − p²(3 − 2p)), p = (t − 0.2)/0.5.
        func blended(_ t: Double) -> Double {
            let p = min(max((t - 0.2) / 0.5, 0), 1)
            return 0.3 + 0.7 * (1 - p * p * (3 - 2 * p))
        }
        var low = 0.2, high = 1.2
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if middle - 0.2 >= blended(middle) { high = middle } else { low = middle }
        }
        func firstLogicallyComplete(_ second: Animation) -> Double {
            var run = AnimationEvaluator(Animation.spring(response: 1, dampingFraction: 1), from: 0.0, to: 1.0)
            _ = run.sample(at: 0.2)
            run.retarget(to: 2, with: second, at: 0.2)
            var time = 0.2
            while !run.sample(at: time).isLogicallyComplete { time += 0.001 }
            return time
        }
        #expect(abs(firstLogicallyComplete(.spring(response: 0.3, dampingFraction: 1, blendDuration: 0.5)) - high) < 0.0011)
        #expect(abs(firstLogicallyComplete(.spring(response: 0.3, dampingFraction: 1)) - 0.5) < 0.0011)
    }

    @Test(arguments: [AnimationCombiningRule.chained, .additive])
    func timingCurvesCombineContinuously(rule: AnimationCombiningRule) {
        var value = AnimatedValue(0.0, combiningRule: rule)
        value.set(100, animation: .easeInOut(duration: 1), at: 0)
        let before = value.sample(at: 0.3)
        value.set(-50, animation: .easeInOut(duration: 1), at: 0.3)
        let after = value.sample(at: 0.3)
        #expect(isClose(after.value, before.value, 1e-12))
        // easeInOut starts at rest, so the velocity carries over too.
        #expect(isClose(after.velocity, before.velocity, 1e-6))
        #expect(value.animation?.base(as: CombinedAnimation.self)?.rule == rule)
        let end = value.sample(at: 1.3001)
        #expect(end.isFinished && end.value == -50)
        #expect(!value.isAnimating)
    }

    // 0 → 100 with linear(1) at t = 0, then → 0 with linear(1) at t = 0.5. The chained rule: the new
    // animation runs from what the old one gives, r(t), to 0: r + (0 − r)·p. Additive: r + (−100)·p.
    @Test(arguments: [
        (0.5, 50.0, 50.0), (0.75, 56.25, 50), (1.0, 50, 50), (1.25, 25, 25), (1.4, 10, 10),
    ] as [(Double, Double, Double)])
    func combinedLinearAnimations(time: Double, chained: Double, additive: Double) {
        var towards = interrupted(.linear(duration: 1), .linear(duration: 1), at: 0.5, rule: .chained)
        #expect(isClose(towards.sample(at: time).value, chained))
        var summed = interrupted(.linear(duration: 1), .linear(duration: 1), at: 0.5, rule: .additive)
        #expect(isClose(summed.sample(at: time).value, additive))
    }

    @Test(arguments: [AnimationCombiningRule.chained, .additive])
    func combinedVelocityIsTheDerivative(rule: AnimationCombiningRule) {
        // Bézier values are rounded to 2⁻²⁰ (SwiftUI), so difference over a step of 1 ms, not less.
        for time in [0.55, 0.8, 1.2] {
            let h = 1e-3
            var a = interrupted(.easeIn(duration: 1), .easeOut(duration: 0.8), to: 30, at: 0.5, rule: rule)
            var b = interrupted(.easeIn(duration: 1), .easeOut(duration: 0.8), to: 30, at: 0.5, rule: rule)
            var c = interrupted(.easeIn(duration: 1), .easeOut(duration: 0.8), to: 30, at: 0.5, rule: rule)
            let slope = (a.sample(at: time + h).value - b.sample(at: time - h).value) / (2 * h)
            #expect(abs(c.sample(at: time).velocity - slope) < 0.2 + 2e-3 * abs(slope), "t = \(time)")
        }
    }

    @Test func combinationEndsWithTheNewestUnderTheChainedRule() {
        // The newer, shorter animation ends first; under the chained rule that ends everything.
        var value = interrupted(.linear(duration: 2), .linear(duration: 0.5), to: 0, at: 0.5, rule: .chained)
        #expect(!value.sample(at: 0.99).isFinished)
        #expect(value.sample(at: 1.01).isFinished)
        var summed = interrupted(.linear(duration: 2), .linear(duration: 0.5), to: 0, at: 0.5, rule: .additive)
        #expect(!summed.sample(at: 1.01).isFinished)
        #expect(isClose(summed.sample(at: 1.5).value, 75 - 100))
        #expect(summed.sample(at: 2.01).isFinished)
    }

    @Test(arguments: [AnimationCombiningRule.chained, .additive])
    func interpolatingSpringsKeepVelocityAcrossAnInterruption(rule: AnimationCombiningRule) {
        let spring = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        var value = AnimatedValue(0.0, combiningRule: rule)
        value.set(100, animation: spring, at: 0)
        let before = value.sample(at: 0.15)
        value.set(-20, animation: spring, at: 0.15)
        let after = value.sample(at: 0.15)
        #expect(isClose(after.value, before.value, 1e-12))
        #expect(isClose(after.velocity, before.velocity, 1e-9))
        #expect(before.velocity > 100)
    }

    @Test func aSpringTakesOverATimingCurvesVelocity() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .easeInOut(duration: 1), at: 0)
        let before = value.sample(at: 0.5)
        value.set(200, animation: .smooth, at: 0.5)
        #expect(value.animation == .smooth)
        let after = value.sample(at: 0.5)
        #expect(isClose(after.value, before.value) && isClose(after.velocity, before.velocity))
    }

    @Test func aSpringMergesWithACombination() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1), at: 0)
        value.set(0, animation: .linear(duration: 1), at: 0.4)
        let before = value.sample(at: 0.6)
        value.set(50, animation: .snappy, at: 0.6)
        let after = value.sample(at: 0.6)
        #expect(isClose(after.value, before.value) && isClose(after.velocity, before.velocity))
        #expect(value.sample(at: 5).value == 50)
    }

    @Test func changesWithoutAnimationShiftTheRunningOne() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1), at: 0)
        value.set(200, animation: nil, at: 0.5)
        #expect(isClose(value.sample(at: 0.5).value, 150))
        #expect(isClose(value.sample(at: 0.75).value, 175))
        #expect(value.target == 200)
        var still = AnimatedValue(3.0)
        still.set(7, animation: nil, at: 0)
        #expect(still.sample(at: 0) == AnimationSample(value: 7, velocity: 0, isFinished: true, isLogicallyComplete: true))
    }

    @Test func settingTheSameValueDoesNothing() {
        var value = AnimatedValue(5.0)
        value.set(5, animation: .default, at: 0)
        #expect(!value.isAnimating)
        value.set(6, animation: .default, at: 0)
        let running = value.animation
        value.set(6, animation: .linear, at: 0.1)
        #expect(value.animation == running)
    }

    @Test func vectorsAnimateComponentWise() {
        let from = CGPoint(x: 0, y: 10).animatableData
        let to = CGPoint(x: 100, y: -10).animatableData
        var run = AnimationEvaluator(.easeInOut(duration: 1), from: from, to: to)
        let s = run.sample(at: 0.25)
        let p = UnitCurve.easeInOut.value(at: 0.25)
        #expect(isClose(Double(s.value.first), 100 * p) && isClose(Double(s.value.second), 10 - 20 * p))
        var spring = AnimationEvaluator(.bouncy, from: from, to: to)
        #expect(spring.sample(at: 10).value == to)
    }
}
