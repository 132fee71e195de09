import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// `AnimationEvaluator` calls the built-in timing curves and springs directly (and is specialised
/// for common value types); these tests drive it side by side with the general algorithm, written
/// here through `Animation`'s existential as the evaluator did before, and require the same samples
/// bit for bit: in order, out of order, across retargets that merge and that combine.
@Suite struct AnimationEvaluatorDispatchTests {
    /// The evaluator's algorithm through `Animation.animate` and `Animation.velocity` only.
    struct Reference<Value: VectorArithmetic> {
        var animation: Animation
        var from: Value
        var to: Value
        var context = AnimationContext<Value>()
        var logicalCompletionTime: Double?

        init(_ animation: Animation, from: Value, to: Value, initialVelocity: Value = .zero) {
            self.animation = animation
            self.from = from
            self.to = to
            if initialVelocity != .zero { context.initialVelocity = initialVelocity }
        }

        mutating func sample(at time: Double) -> AnimationSample<Value> {
            let change = to - from
            let wasComplete = logicalCompletionTime.map { time >= $0 } ?? false
            context.isLogicallyComplete = wasComplete
            guard let offset = animation.animate(value: change, time: time, context: &context) else {
                return AnimationSample(value: to, velocity: .zero, isFinished: true, isLogicallyComplete: true)
            }
            if context.isLogicallyComplete, !wasComplete, !time.isNaN {
                logicalCompletionTime = min(logicalCompletionTime ?? time, time)
            }
            context.isLogicallyComplete = wasComplete || context.isLogicallyComplete
            let velocity = animation.velocity(value: change, time: time, context: context) ?? .zero
            let isLogicallyComplete = logicalCompletionTime.map { time >= $0 } ?? false
            return AnimationSample(value: from + offset, velocity: velocity, isFinished: false,
                                   isLogicallyComplete: isLogicallyComplete)
        }

        mutating func retarget(to newTarget: Value, with newAnimation: Animation, at time: Double) {
            let change = to - from
            context.isLogicallyComplete = false
            if newAnimation.shouldMerge(previous: animation, value: change, time: time, context: &context) {
                animation = newAnimation
            } else {
                animation = CombinedAnimation.combining(animation, change: change, with: newAnimation,
                                                        total: newTarget - from, at: time, rule: .additive,
                                                        context: &context)
            }
            to = newTarget
            logicalCompletionTime = nil
        }
    }

    static let animations: [Animation] = [
        .easeInOut(duration: 0.5), .linear(duration: 0.3), .timingCurve(0.1, 0.9, 0.3, 1.4, duration: 0.4),
        .interpolatingSpring(stiffness: 170, damping: 15), .interpolatingSpring(.bouncy, initialVelocity: 0.5),
        .smooth, .snappy(duration: 0.3), .bouncy(duration: 0.6, extraBounce: 0.2), .spring(response: 0.4, dampingFraction: 0.5, blendDuration: 0.2),
        .default, .easeIn.delay(0.1), .smooth.speed(2), .easeOut(duration: 0.2).repeatCount(3),
    ]

    static func same<V: VectorArithmetic>(_ a: AnimationSample<V>, _ b: AnimationSample<V>, bits: (V) -> [UInt64]) -> Bool {
        bits(a.value) == bits(b.value) && bits(a.velocity) == bits(b.velocity)
            && a.isFinished == b.isFinished && a.isLogicallyComplete == b.isLogicallyComplete
    }

    /// Frames in order with a retarget part-way, then random times (the caches run backwards).
    func drive<V: VectorArithmetic>(_ from: V, _ to: V, _ other: V, bits: @escaping (V) -> [UInt64], rng: inout SeededGenerator) {
        for first in Self.animations {
            for second in Self.animations {
                var fast = AnimationEvaluator(first, from: from, to: to, initialVelocity: from)
                var reference = Reference(first, from: from, to: to, initialVelocity: from)
                let switchFrame = Int.random(in: 1..<60, using: &rng)
                for frame in 0..<120 {
                    let time = Double(frame) / 120
                    if frame == switchFrame {
                        fast.retarget(to: other, with: second, at: time)
                        reference.retarget(to: other, with: second, at: time)
                    }
                    let a = fast.sample(at: time), b = reference.sample(at: time)
                    #expect(Self.same(a, b, bits: bits), "\(first) then \(second) at \(time): \(a) vs \(b)")
                }
                for _ in 0..<20 {
                    let time = [Double.nan, -0.5, .infinity, 4].randomElement(using: &rng)!
                        * (Bool.random(using: &rng) ? 1 : 0) + Double.random(in: 0...1.5, using: &rng)
                    let a = fast.sample(at: time), b = reference.sample(at: time)
                    #expect(Self.same(a, b, bits: bits), "\(first) then \(second) at \(time): \(a) vs \(b)")
                }
            }
        }
    }

    @Test func doublesGiveTheSameBits() {
        var rng = SeededGenerator()
        drive(0.0, 100.0, -30.0, bits: { [$0.bitPattern] }, rng: &rng)
    }

    @Test func pairsGiveTheSameBits() {
        var rng = SeededGenerator()
        drive(AnimatablePair(1.0, -2.0), AnimatablePair(40.0, 7.5), AnimatablePair(-3.0, 90.0),
              bits: { [$0.first.bitPattern, $0.second.bitPattern] }, rng: &rng)
    }

    /// A value type the evaluator is not specialised for goes the generic way, with the same result.
    @Test func unspecialisedTypesGiveTheSameBits() {
        var rng = SeededGenerator()
        drive(AnimatablePair(Float(1), 2.0), AnimatablePair(Float(-8), 30.0), AnimatablePair(Float(4), -1.0),
              bits: { [UInt64($0.first.bitPattern), $0.second.bitPattern] }, rng: &rng)
    }

    /// Samples are a function of time whatever the fluid spring's cache holds: a run sampled at each
    /// frame, then between its last two frames (where its cache resumes from a checkpoint) and further
    /// back, and retargeted from there, gives bit for bit what a twin sampled only at those times does.
    @Test func fluidSpringCacheGivesTheSamplesOfAFreshRun() {
        var rng = SeededGenerator()
        let springs: [Animation] = [.smooth, .bouncy(duration: 0.6, extraBounce: 0.2), .snappy(duration: 0.3),
                                    .spring(response: 0.4, dampingFraction: 0.5, blendDuration: 0.2)]
        for first in springs {
            for second in springs {
                var run = AnimationEvaluator(first, from: 0.0, to: 100.0)
                var twin = AnimationEvaluator(first, from: 0.0, to: 100.0)
                let switchFrame = Int.random(in: 5..<60, using: &rng)
                for frame in 1..<150 {
                    let now = Double(frame) / 120
                    _ = run.sample(at: now)
                    // Retargeting behind the start of the run takes the force of whatever the cache
                    // holds (the merge reads the cursor), so the switch is inside the last frame.
                    let reach = frame.isMultiple(of: 3) && frame != switchFrame ? 20.0 : 1.0
                    let back = now - Double.random(in: 0..<1, using: &rng) / 120 * reach
                    if frame == switchFrame {
                        run.retarget(to: -30, with: second, at: back)
                        twin.retarget(to: -30, with: second, at: back)
                    }
                    let a = run.sample(at: back), b = twin.sample(at: back)
                    #expect(Self.same(a, b, bits: { [$0.bitPattern] }), "\(first) then \(second) at \(back): \(a) vs \(b)")
                }
            }
        }
    }
}
