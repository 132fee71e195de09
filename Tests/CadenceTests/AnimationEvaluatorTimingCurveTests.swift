import Testing
@testable import Cadence

/// `AnimationEvaluator` keeps a Bézier timing curve as the curve itself and samples it on a path of
/// its own (other timing curves go the general built-in way); these tests hold both to the
/// existential's numbers, bit for bit, at the edges of the curve and of the duration.
@Suite struct AnimationEvaluatorTimingCurveTests {
    typealias Reference = AnimationEvaluatorDispatchTests.Reference

    static let curves: [UnitCurve] = [
        .easeIn, .easeOut, .easeInOut, .linear, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        // Overshooting y, control x outside [0, 1] (clamped), a flat start (the bisection finishes).
        .bezier(startControlPoint: UnitPoint(x: 0.1, y: 1.6), endControlPoint: UnitPoint(x: 0.3, y: -0.4)),
        .bezier(startControlPoint: UnitPoint(x: -0.5, y: 0.2), endControlPoint: UnitPoint(x: 1.7, y: 0.9)),
        .bezier(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 1, y: 0)),
    ]
    static let durations: [Double] = [0.5, 2, 0, -1, .infinity, .nan, .leastNonzeroMagnitude]
    static let times: [Double] = [
        -.infinity, -1, -0.0, 0, 1e-300, 0.001, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, .infinity, .nan,
    ]

    @Test func bezierCurvesAreKeptAsCurvesAndOthersAsAnimations() {
        for curve in Self.curves {
            let kind = AnimationKind(.timingCurve(curve, duration: 1))
            switch (curve.storage, kind) {
            case (.bezier, .bezierCurve), (.linear, .timingCurve), (.circularEaseIn, .timingCurve),
                 (.circularEaseOut, .timingCurve), (.circularEaseInOut, .timingCurve):
                break
            default:
                Issue.record("\(curve) gave \(kind)")
            }
        }
    }

    @Test func doublesGiveTheExistentialsBits() {
        check(from: 3.0, to: -40.0) { [$0.bitPattern] }
    }

    /// A value type the evaluator is not specialised for goes the generic way, with the same result.
    @Test func unspecialisedTypesGiveTheExistentialsBits() {
        check(from: AnimatablePair(Float(1), AnimatablePair(2.0, -0.0)),
              to: AnimatablePair(Float(-8), AnimatablePair(30.0, 1e300))) {
            [UInt64($0.first.bitPattern), $0.second.first.bitPattern, $0.second.second.bitPattern]
        }
    }

    /// Every curve, duration and time, sampled in order and then back to front on one run.
    func check<V: VectorArithmetic>(from: V, to: V, bits: @escaping (V) -> [UInt64]) {
        for curve in Self.curves {
            for duration in Self.durations {
                let animation = Animation.timingCurve(curve, duration: duration)
                var run = AnimationEvaluator(animation, from: from, to: to)
                var reference = Reference(animation, from: from, to: to)
                for time in Self.times + Self.times.reversed() {
                    let a = run.sample(at: time), b = reference.sample(at: time)
                    #expect(AnimationEvaluatorDispatchTests.same(a, b, bits: bits),
                            "\(curve), \(duration) s at \(time): \(a) vs \(b)")
                }
            }
        }
    }
}
