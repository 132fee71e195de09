import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// `Spring.value`, `velocity`, `derivative`, `force` and `update` against an independent solution of
/// the spring's differential equation.
///
/// Where the numbers come from:
/// - Derived here: `ReferenceOscillator` (SpringReferenceModel.swift) solves m·x″ + c·x′ + k·(x − T) = 0
///   through its characteristic roots in complex arithmetic, from the physical (m, k, c) — a different
///   algebraic route from Cadence's (SwiftUI's sin/cos form on stored ω and λ).
/// - Measured against SwiftUI (notes §1.4): the overdamped public `velocity` returns the derivative
///   plus the target; for `Spring(duration: 0.7, bounce: -0.2)`, target 1.2, v₀ 0.1, t 0.2 that is
///   3.9185… where the true derivative (here, from the reference) is 2.7185…
/// - Special times (negative, NaN, ∞) follow from SwiftUI's formulas in notes §1.4a, as each test says.
@Suite struct SpringMotionTests {
    enum Regime: String, Sendable { case under, critical, over }

    struct MotionCase: Sendable, CustomTestStringConvertible {
        let spring: Spring
        let reference: ReferenceOscillator
        let regime: Regime
        /// A time by which every motion below is within 1e-9 of its target; nil if it never settles.
        let settledBy: Double?
        var testDescription: String { "\(regime): \(reference.label)" }
    }

    static let twoPi = 2 * Double.pi

    static let cases: [MotionCase] = [
        .init(spring: Spring(mass: 1, stiffness: 100, damping: 10), reference: .init(stiffness: 100, damping: 10),
              regime: .under, settledBy: 10),
        .init(spring: Spring(mass: 0.9, stiffness: 170, damping: 10), reference: .init(mass: 0.9, stiffness: 170, damping: 10),
              regime: .under, settledBy: 10),
        .init(spring: Spring(duration: 0.5, bounce: 0.3), reference: .init(duration: 0.5, dampingRatio: 0.7),
              regime: .under, settledBy: 10),
        .init(spring: Spring(duration: 0.35, bounce: 0.9), reference: .init(duration: 0.35, dampingRatio: 0.1),
              regime: .under, settledBy: 20),
        .init(spring: Spring(duration: 0.5, bounce: 1), reference: .init(duration: 0.5, dampingRatio: 0, label: "undamped, duration 0.5"),
              regime: .under, settledBy: nil),
        .init(spring: Spring(response: 0.5, dampingRatio: -0.1), reference: .init(duration: 0.5, dampingRatio: -0.1, label: "growing, ζ −0.1"),
              regime: .under, settledBy: nil),
        .init(spring: Spring(mass: 1, stiffness: 100, damping: 20), reference: .init(stiffness: 100, damping: 20),
              regime: .critical, settledBy: 10),
        .init(spring: Spring(duration: 0.5, bounce: 0), reference: .init(duration: 0.5, dampingRatio: 1),
              regime: .critical, settledBy: 10),
        // Over-damping not allowed: the same stiffness at critical damping, 2√(mk) = 20.
        .init(spring: Spring(mass: 1, stiffness: 100, damping: 30), reference: .init(stiffness: 100, damping: 20, label: "clamped from c 30"),
              regime: .critical, settledBy: 10),
        // Negative duration: λ = −4π, a critically "damped" spring that grows like e^(4πt).
        .init(spring: Spring(duration: -0.5, bounce: 0), reference: .init(duration: -0.5, dampingRatio: 1, label: "duration −0.5"),
              regime: .critical, settledBy: nil),
        .init(spring: Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true), reference: .init(stiffness: 100, damping: 30),
              regime: .over, settledBy: 20),
        .init(spring: Spring(duration: 0.7, bounce: -0.2), reference: .init(duration: 0.7, dampingRatio: 1.25),
              regime: .over, settledBy: 20),
        .init(spring: Spring(mass: 0.9, stiffness: 170, damping: 80, allowOverDamping: true), reference: .init(mass: 0.9, stiffness: 170, damping: 80),
              regime: .over, settledBy: 20),
        .init(spring: Spring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true), reference: .init(mass: 0.6, stiffness: 0.1, damping: 10),
              regime: .over, settledBy: 5000),
    ]

    /// (target, initial velocity) pairs: from rest, against the motion, large, and target 0.
    static let motions: [(target: Double, velocity: Double)] = [(1, 0), (-2.5, 3), (200, 75), (0, 4)]
    static let times: [Double] = [0, 0.001, 0.05, 0.2, 0.5, 1, 2.5, 10, -0.01, -0.1]

    /// The absolute floors of a comparison: 1e-12 of the motion's natural size (|T| + |v₀|/ωn for a
    /// position, ωn times that for a velocity), grown or shrunk with the motion's envelope.
    static func floors(_ c: MotionCase, target: Double, velocity: Double, time: Double) -> (position: Double, velocity: Double) {
        let omegaN = c.reference.naturalFrequency
        let size = (abs(target) + abs(velocity) / omegaN) * max(1, c.reference.envelope(at: time))
        return (1e-12 * size, 1e-12 * size * omegaN)
    }

    @Test(arguments: cases, times)
    func valueMatchesReference(_ c: MotionCase, time t: Double) {
        for (target, v0) in Self.motions {
            let got = c.spring.value(target: target, initialVelocity: v0, time: t)
            let want = c.reference.position(target: target, initialVelocity: v0, time: t)
            let floor = Self.floors(c, target: target, velocity: v0, time: t).position
            #expect(isClose(got, want, abs: floor, rel: 1e-12), "T \(target), v₀ \(v0): \(got) vs \(want)")
        }
    }

    /// `derivative` is the true time derivative in every regime; public `velocity` equals it except for
    /// overdamped springs, where SwiftUI returns it plus the target.
    @Test(arguments: cases, times)
    func velocityMatchesReference(_ c: MotionCase, time t: Double) {
        for (target, v0) in Self.motions {
            let want = c.reference.velocity(target: target, initialVelocity: v0, time: t)
            let floor = Self.floors(c, target: target, velocity: v0, time: t).velocity
            let derivative = c.spring.derivative(target: target, initialVelocity: v0, time: t)
            #expect(isClose(derivative, want, abs: floor, rel: 1e-12), "derivative, T \(target), v₀ \(v0)")
            let velocity = c.spring.velocity(target: target, initialVelocity: v0, time: t)
            let publicWant = c.regime == .over ? want + target : want
            #expect(isClose(velocity, publicWant, abs: floor + 1e-15 * abs(target), rel: 1e-12), "velocity, T \(target), v₀ \(v0)")
        }
    }

    /// The derivative against a central difference of `value`, step h = 10⁻⁴/ωn: truncation error
    /// ≈ h²·x‴/6 and rounding ≈ ulp(x)/h are both far below the 1e-7 tolerance.
    @Test(arguments: cases)
    func derivativeIsTheSlopeOfValue(_ c: MotionCase) {
        let h = 1e-4 / c.reference.naturalFrequency
        for (target, v0) in Self.motions {
            for t in [0.0, 0.03, 0.2, 0.7, 1.5] {
                let slope = (c.spring.value(target: target, initialVelocity: v0, time: t + h)
                    - c.spring.value(target: target, initialVelocity: v0, time: t - h)) / (2 * h)
                let derivative = c.spring.derivative(target: target, initialVelocity: v0, time: t)
                let floor = 1e7 * Self.floors(c, target: target, velocity: v0, time: t + h).velocity
                #expect(isClose(derivative, slope, abs: floor, rel: 1e-7), "t \(t), T \(target), v₀ \(v0)")
            }
        }
    }

    @Test(arguments: cases)
    func startsAtZeroWithTheInitialVelocity(_ c: MotionCase) {
        for (target, v0) in Self.motions {
            let floors = Self.floors(c, target: target, velocity: v0, time: 0)
            #expect(isClose(c.spring.value(target: target, initialVelocity: v0, time: 0), 0, abs: floors.position, rel: 0))
            #expect(isClose(c.spring.derivative(target: target, initialVelocity: v0, time: 0), v0, abs: floors.velocity, rel: 1e-12))
            let publicVelocity = c.spring.velocity(target: target, initialVelocity: v0, time: 0)
            #expect(isClose(publicVelocity, c.regime == .over ? v0 + target : v0, abs: floors.velocity, rel: 1e-12))
        }
    }

    @Test(arguments: cases.filter { $0.settledBy != nil })
    func arrivesAtTheTarget(_ c: MotionCase) throws {
        let t = try #require(c.settledBy)
        for (target, v0) in Self.motions {
            let size = abs(target) + abs(v0)
            #expect(isClose(c.spring.value(target: target, initialVelocity: v0, time: t), target, abs: 1e-9 * size, rel: 0))
            #expect(isClose(c.spring.derivative(target: target, initialVelocity: v0, time: t), 0, abs: 1e-9 * size, rel: 0))
        }
    }

    @Test func overdampedPublicVelocityQuirk() {
        let spring = Spring(duration: 0.7, bounce: -0.2)
        let velocity = spring.velocity(target: 1.2, initialVelocity: 0.1, time: 0.2)
        let derivative = spring.derivative(target: 1.2, initialVelocity: 0.1, time: 0.2)
        // The reference's true derivative is 2.7185033015731…; SwiftUI adds the target, 1.2.
        #expect(isClose(derivative, 2.7185033015731364, abs: 0, rel: 1e-12))
        #expect(isClose(velocity, 3.9185033015731364, abs: 0, rel: 1e-12))
        #expect(abs(velocity - 3.9185) < 1e-4 && abs(derivative - 2.7185) < 1e-4)
    }

    /// Negative times are not clamped: the formula runs the motion backwards in time (it is the same
    /// solution of the differential equation), so value(−t) is not 0.
    @Test(arguments: cases.filter { $0.settledBy != nil })
    func negativeTimeRunsTheMotionBackwards(_ c: MotionCase) {
        let before = c.spring.value(target: 1.0, initialVelocity: 0, time: -0.05)
        // At rest at 0 and accelerating towards +1, t = 0 is a minimum of x, so just before it x was
        // above 0 too: a clamp would give 0 here.
        #expect(before > 0)
        #expect(isClose(before, c.reference.position(target: 1, initialVelocity: 0, time: -0.05), abs: 1e-12, rel: 1e-12))
    }

    @Test(arguments: cases)
    func nanTimeIsNaN(_ c: MotionCase) {
        #expect(c.spring.value(target: 1.0, initialVelocity: 0.5, time: .nan).isNaN)
        #expect(c.spring.velocity(target: 1.0, initialVelocity: 0.5, time: .nan).isNaN)
        #expect(c.spring.derivative(target: 1.0, initialVelocity: 0.5, time: .nan).isNaN)
        var value = 0.0, velocity = 0.5
        c.spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: .nan)
        #expect(value.isNaN && velocity.isNaN)
    }

    /// t = +∞ in SwiftUI's formulas: sin/cos(∞) and ∞·0 make under- and critically damped motion NaN,
    /// while both exponentials of an overdamped spring vanish, leaving the target (and the public
    /// velocity's extra target term).
    @Test(arguments: cases.filter { $0.settledBy != nil })
    func infiniteTime(_ c: MotionCase) {
        let value = c.spring.value(target: 2.0, initialVelocity: 0.5, time: .infinity)
        let derivative = c.spring.derivative(target: 2.0, initialVelocity: 0.5, time: .infinity)
        let velocity = c.spring.velocity(target: 2.0, initialVelocity: 0.5, time: .infinity)
        switch c.regime {
        case .under, .critical:
            #expect(value.isNaN && derivative.isNaN && velocity.isNaN)
        case .over:
            #expect(value == 2 && derivative == 0 && velocity == 2)
        }
    }

    // MARK: force

    /// Under- and critically damped: force = k(T − x) − c·v with the physical k and c. Overdamped:
    /// SwiftUI's m(ω² + λ²) replaces k, which is c²/2m − k in physical terms (notes §1.3 quirk).
    @Test(arguments: cases)
    func forceIsHookePlusDamping(_ c: MotionCase) {
        let r = c.reference
        let stiffness = c.regime == .over ? r.damping * r.damping / (2 * r.mass) - r.stiffness : r.stiffness
        for (target, position, velocity) in [(1.0, 0.0, 0.0), (1.0, 0.25, 3.0), (-4.0, 2.0, -1.5), (0.0, 0.0, 0.0), (10.0, 10.0, 2.0)] {
            let got = c.spring.force(target: target, position: position, velocity: velocity)
            let want = stiffness * (target - position) - r.damping * velocity
            let scale = stiffness * abs(target - position) + r.damping * abs(velocity)
            #expect(isClose(got, want, abs: 1e-12 * scale, rel: 1e-12), "\(target), \(position), \(velocity)")
        }
    }

    /// Newton's second law along the motion: m·x″(t) = force(x(t), x′(t)), with x″ from a central
    /// difference of the derivative (relative tolerance 1e-6 for the difference quotient).
    @Test(arguments: cases.filter { $0.regime != .over })
    func forceDrivesTheMotion(_ c: MotionCase) {
        let h = 1e-4 / c.reference.naturalFrequency
        for t in [0.0, 0.1, 0.4] {
            let x = c.spring.value(target: 1.0, initialVelocity: 2, time: t)
            let v = c.spring.derivative(target: 1.0, initialVelocity: 2, time: t)
            let acceleration = (c.spring.derivative(target: 1.0, initialVelocity: 2, time: t + h)
                - c.spring.derivative(target: 1.0, initialVelocity: 2, time: t - h)) / (2 * h)
            let force = c.spring.force(target: 1.0, position: x, velocity: v)
            let scale = c.reference.stiffness * (1 + 2 / c.reference.naturalFrequency) * c.reference.envelope(at: t)
            #expect(isClose(c.spring.mass * acceleration, force, abs: 1e-6 * scale, rel: 1e-6), "t \(t)")
        }
    }

    // MARK: update

    /// One `update` step: δ = target − value; the new velocity is `velocity(δ, v, dt)` and the value
    /// moves by `value(δ, v, dt)`, both from the old state (notes §1.4). Checked against the reference
    /// started from the state.
    @Test(arguments: cases)
    func updateStepsTheState(_ c: MotionCase) {
        for (start, v0, target, dt) in [(0.3, -1.2, 2.0, 0.016), (0.0, 0.0, 1.0, 0.25), (5.0, 3.0, -1.0, 1.0 / 120), (1.0, 0.0, 1.0, 0.5)] {
            var value = start, velocity = v0
            c.spring.update(value: &value, velocity: &velocity, target: target, deltaTime: dt)
            let delta = target - start
            let wantValue = start + c.reference.position(target: delta, initialVelocity: v0, time: dt)
            let trueVelocity = c.reference.velocity(target: delta, initialVelocity: v0, time: dt)
            let wantVelocity = c.regime == .over ? trueVelocity + delta : trueVelocity
            let floors = Self.floors(c, target: delta, velocity: v0, time: dt)
            #expect(isClose(value, wantValue, abs: floors.position + 1e-15 * abs(start), rel: 1e-12))
            #expect(isClose(velocity, wantVelocity, abs: floors.velocity, rel: 1e-12))
        }
    }

    /// Because the solution is a flow, stepping in small increments lands where one big step does —
    /// for the regimes whose public velocity is the true derivative. Overdamped springs drift, since
    /// every step carries SwiftUI's extra target term into the next.
    @Test(arguments: cases.filter { $0.settledBy != nil })
    func updatesCompose(_ c: MotionCase) {
        var value = 0.0, velocity = 1.5
        for _ in 0..<30 { c.spring.update(value: &value, velocity: &velocity, target: 2, deltaTime: 1.0 / 60) }
        let want = c.reference.position(target: 2, initialVelocity: 1.5, time: 0.5)
        let wantVelocity = c.reference.velocity(target: 2, initialVelocity: 1.5, time: 0.5)
        if c.regime == .over {
            #expect(!isClose(velocity, wantVelocity, abs: 1e-6, rel: 1e-6), "the quirk should show")
        } else {
            let floors = Self.floors(c, target: 2, velocity: 1.5, time: 0)
            #expect(isClose(value, want, abs: 1e3 * floors.position, rel: 1e-10))
            #expect(isClose(velocity, wantVelocity, abs: 1e3 * floors.velocity, rel: 1e-10))
        }
    }

    @Test func updateAtTheTargetAtRestStaysPut() {
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.7, bounce: -0.2)] {
            var value = 3.0, velocity = 0.0
            spring.update(value: &value, velocity: &velocity, target: 3, deltaTime: 0.1)
            #expect(value == 3 && velocity == 0)
        }
    }
}

extension SpringMotionTests {
    /// Random physical springs across all three regimes (damping ratio 0.05…3, over-damping
    /// allowed), random targets, velocities and times, against the reference. Seed printed.
    @Test func randomSpringsMatchTheReference() {
        var rng = SeededGenerator()
        for _ in 0..<300 {
            let mass = Double.random(in: 0.1...5, using: &rng)
            let stiffness = Double.random(in: 1...2000, using: &rng)
            let zeta = Double.random(in: 0.05...3, using: &rng)
            let damping = 2 * zeta * (mass * stiffness).squareRoot()
            let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
            let c = MotionCase(spring: spring, reference: .init(mass: mass, stiffness: stiffness, damping: damping),
                               regime: zeta > 1 ? .over : .under, settledBy: nil)
            for _ in 0..<10 {
                let target = Double.random(in: -100...100, using: &rng)
                let v0 = Double.random(in: -500...500, using: &rng)
                let t = Double.random(in: 0...3, using: &rng)
                let floors = Self.floors(c, target: target, velocity: v0, time: t)
                let value = spring.value(target: target, initialVelocity: v0, time: t)
                let want = c.reference.position(target: target, initialVelocity: v0, time: t)
                #expect(isClose(value, want, abs: floors.position, rel: 1e-12), "\(c.testDescription), T \(target), v₀ \(v0), t \(t)")
                let derivative = spring.derivative(target: target, initialVelocity: v0, time: t)
                let wantVelocity = c.reference.velocity(target: target, initialVelocity: v0, time: t)
                #expect(isClose(derivative, wantVelocity, abs: floors.velocity, rel: 1e-12), "\(c.testDescription), T \(target), v₀ \(v0), t \(t)")
            }
        }
    }
}
