import Testing
@testable import Cadence
import CadenceTestSupport

/// `UnitCurve.bezier` against an independent solver.
///
/// Where the numbers come from: derived here. `ReferenceBezier` writes the curve in the Bernstein form
/// B(t) = 3(1−t)²t·p₁ + 3(1−t)t²·p₂ + t³ (Cadence and SwiftUI use the power basis) and finds the
/// parameter for a progress by plain bisection to 10⁻¹⁵, with the control points' x clamped to [0, 1]
/// as Apple documents. Cadence solves to 2⁻²⁰ and rounds its results to multiples of 2⁻²⁰ (notes §3,
/// from the decompiled solver), so values must agree to about 2⁻¹⁹ times the local steepness.
@Suite struct UnitCurveBezierTests {
    struct ReferenceBezier: Sendable, CustomTestStringConvertible {
        let x1: Double, y1: Double, x2: Double, y2: Double

        var curve: UnitCurve {
            .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
        }
        var testDescription: String { "bezier(\(x1), \(y1), \(x2), \(y2))" }

        private static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        private static func bernsteinSlope(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * (s * s * p1 + 2 * s * t * (p2 - p1) + t * t * (1 - p2))
        }
        private var clampedX1: Double { min(max(x1, 0), 1) }
        private var clampedX2: Double { min(max(x2, 0), 1) }

        /// The parameter t in [0, 1] with x(t) = progress (x is non-decreasing once its control x lie in [0, 1]).
        func parameter(progress: Double) -> Double {
            var lo = 0.0, hi = 1.0
            while hi - lo > 1e-15 {
                let mid = (lo + hi) / 2
                if Self.bernstein(clampedX1, clampedX2, mid) < progress { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        }

        func value(progress: Double) -> Double { Self.bernstein(y1, y2, parameter(progress: progress)) }

        /// (dy/dx, dx/dt, dy/dt) at the point over `progress`.
        func slopes(progress: Double) -> (dydx: Double, dxdt: Double, dydt: Double) {
            let t = parameter(progress: progress)
            let dx = Self.bernsteinSlope(clampedX1, clampedX2, t), dy = Self.bernsteinSlope(y1, y2, t)
            return (dy / dx, dx, dy)
        }
    }

    static let fixedCurves: [ReferenceBezier] = [
        .init(x1: 0.42, y1: 0, x2: 1, y2: 1), .init(x1: 0, y1: 0, x2: 0.58, y2: 1), .init(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
        .init(x1: 0.25, y1: 0.1, x2: 0.75, y2: 0.9), .init(x1: -0.5, y1: 2, x2: 1.5, y2: -1),
        .init(x1: 0.3, y1: 1.6, x2: 0.6, y2: 1.2), .init(x1: 0.4, y1: -0.5, x2: 0.6, y2: 0.2),
        .init(x1: 0.9, y1: 0, x2: 0.1, y2: 1), .init(x1: 1, y1: 0, x2: 0, y2: 1), .init(x1: 0, y1: 1, x2: 1, y2: 0),
        .init(x1: 0.1, y1: 0.9, x2: 0.2, y2: 1), .init(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
        .init(x1: 1, y1: 1, x2: 1, y2: 1), .init(x1: 0, y1: 0, x2: 0, y2: 0),
    ]

    static let progresses: [Double] = (0...64).map { Double($0) / 64 } + [1e-9, 0.001, 0.333, 0.999, 1 - 1e-9]

    /// |Cadence − reference| ≤ 2⁻¹⁹·(1 + |dy/dx|) + 2⁻²¹·|dy/dt|: rounding to 2⁻²⁰, a solve to 2⁻²⁰ in x
    /// (an error of |dy/dx|·2⁻²⁰ in y), or to 2⁻²¹ in t where the solver has to bisect.
    static func valueTolerance(_ reference: ReferenceBezier, progress: Double) -> Double {
        let s = reference.slopes(progress: progress)
        let steepness = s.dydx.isFinite ? abs(s.dydx) : 0
        return 0x1p-19 * (1 + steepness) + 0x1p-21 * abs(s.dydt) + 1e-15
    }

    @Test(arguments: fixedCurves)
    func valuesMatchTheReference(_ reference: ReferenceBezier) {
        let curve = reference.curve
        for progress in Self.progresses {
            let got = curve.value(at: progress), want = reference.value(progress: progress)
            #expect(abs(got - want) <= Self.valueTolerance(reference, progress: progress), "at \(progress): \(got) vs \(want)")
        }
    }

    /// Velocities against dy/dx of the reference, where the curve is not close to vertical (dx/dt ≥ 0.05,
    /// so a t error of 2⁻²⁰/(dx/dt) moves the slope little); 1e-4 of slack for that and the rounding.
    @Test(arguments: fixedCurves)
    func velocitiesMatchTheReference(_ reference: ReferenceBezier) {
        let curve = reference.curve
        for progress in Self.progresses {
            let s = reference.slopes(progress: progress)
            guard s.dxdt >= 0.05 else { continue }
            #expect(isClose(curve.velocity(at: progress), s.dydx, abs: 1e-4, rel: 1e-4), "at \(progress)")
        }
    }

    /// SwiftUI rounds Bézier results to multiples of 2⁻²⁰ (notes §3).
    @Test(arguments: fixedCurves)
    func resultsAreMultiplesOfTheResolution(_ reference: ReferenceBezier) {
        for progress in Self.progresses {
            let scaledValue = reference.curve.value(at: progress) * 0x1p20
            #expect(scaledValue == scaledValue.rounded(), "value at \(progress)")
            let scaledVelocity = reference.curve.velocity(at: progress) * 0x1p20
            #expect(!scaledVelocity.isFinite || scaledVelocity == scaledVelocity.rounded(), "velocity at \(progress)")
        }
    }

    /// Random control points (x in [−0.3, 1.3] so clamping is exercised, y in [−1, 2]) and random
    /// progress, against the reference. The generator prints its seed.
    @Test func randomCurvesMatchTheReference() {
        var rng = SeededGenerator()
        var failures = 0
        for _ in 0..<400 {
            let reference = ReferenceBezier(
                x1: .random(in: -0.3...1.3, using: &rng), y1: .random(in: -1...2, using: &rng),
                x2: .random(in: -0.3...1.3, using: &rng), y2: .random(in: -1...2, using: &rng))
            let curve = reference.curve
            for _ in 0..<25 {
                let progress = Double.random(in: 0...1, using: &rng)
                let got = curve.value(at: progress), want = reference.value(progress: progress)
                if abs(got - want) > Self.valueTolerance(reference, progress: progress) {
                    failures += 1
                    Issue.record("\(reference.testDescription) at \(progress): \(got) vs \(want)")
                }
            }
        }
        #expect(failures == 0)
    }

    // MARK: Control points

    /// Control-point x is clamped to [0, 1]; y is not.
    @Test func controlPointXIsClampedYIsFree() {
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -1))
        for progress in Self.progresses {
            #expect(wild.value(at: progress) == clamped.value(at: progress))
            #expect(wild.velocity(at: progress) == clamped.velocity(at: progress))
        }
        // y is free: this curve rises above 1 before coming back to end at 1. Its y(t) peaks at
        // 1.19527 (t ≈ 0.594, worked out by sampling y(t) = 4.8(1−t)²t + 3.6(1−t)t² + t³ finely).
        let overshoot = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 1.6), endControlPoint: UnitPoint(x: 0.6, y: 1.2))
        let peak = stride(from: 0.0, through: 1.0, by: 1.0 / 1024).map { overshoot.value(at: $0) }.max()!
        #expect(isClose(peak, 1.19527, abs: 1e-4, rel: 0))
        #expect(overshoot.value(at: 1) == 1)
        let undershoot = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.4, y: -0.5), endControlPoint: UnitPoint(x: 0.6, y: 0.2))
        #expect(Self.progresses.map { undershoot.value(at: $0) }.min()! < -0.1)
    }

    /// Control points with NaN or infinite coordinates still return promptly (never hang). Infinite x
    /// clamps to 1; infinite y makes the y polynomial ∞ − ∞ = NaN; NaN x leaves x(t) NaN everywhere,
    /// and the solver's bisection ends in at most 22 halvings either way.
    @Test func degenerateControlPointsReturn() {
        let infiniteX = UnitCurve.bezier(startControlPoint: UnitPoint(x: -.infinity, y: 0), endControlPoint: UnitPoint(x: .infinity, y: 1))
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(infiniteX.value(at: 0.3) == clamped.value(at: 0.3))
        let infiniteY = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: .infinity), endControlPoint: UnitPoint(x: 0.6, y: 1))
        #expect(infiniteY.value(at: 0.3).isNaN)
        let nanX = UnitCurve.bezier(startControlPoint: UnitPoint(x: .nan, y: 0), endControlPoint: UnitPoint(x: 0.6, y: 1))
        let result = nanX.value(at: 0.3)
        #expect(result.isNaN || (result >= -1 && result <= 2))
    }

    // MARK: inverse

    /// A Bézier's inverse swaps x and y of its control points, so composing the two gives back the
    /// progress, up to the 2⁻²⁰ solving and rounding of each, magnified by the inverse's slope 1/v.
    @Test(arguments: [
        ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1), ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
        ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), ReferenceBezier(x1: 0.25, y1: 0.1, x2: 0.75, y2: 0.9),
        ReferenceBezier(x1: 0.1, y1: 0.9, x2: 0.2, y2: 1), ReferenceBezier(x1: 0.7, y1: 0.2, x2: 0.2, y2: 0.7),
    ])
    func inverseUndoesTheCurve(_ reference: ReferenceBezier) {
        let curve = reference.curve, inverse = reference.curve.inverse
        #expect(inverse == .bezier(startControlPoint: UnitPoint(x: reference.y1, y: reference.x1),
                                   endControlPoint: UnitPoint(x: reference.y2, y: reference.x2)))
        for progress in Self.progresses {
            let velocity = abs(curve.velocity(at: progress))
            let tolerance = 0x1p-17 * (1 + 1 / max(velocity, 1e-3))
            #expect(isClose(inverse.value(at: curve.value(at: progress)), progress, abs: tolerance, rel: 0), "at \(progress)")
        }
    }

    /// Apple's example use of `inverse`: the input time at which easeInOut reaches 0.6.
    @Test func inverseSolvesForTheInput() {
        let input = UnitCurve.easeInOut.inverse.value(at: 0.6)
        let reference = ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        // Bisect the reference's value for the progress at which it reaches 0.6.
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if reference.value(progress: mid) < 0.6 { lo = mid } else { hi = mid }
        }
        #expect(isClose(input, (lo + hi) / 2, abs: 1e-5, rel: 0))
    }
}
