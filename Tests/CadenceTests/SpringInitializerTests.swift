import Foundation
import Testing
@testable import Cadence

/// Golden values for every way of building a `Spring`.
///
/// Where the numbers come from:
/// - Apple's documentation: `Spring(duration: 0.5, bounce: 0.3)` has (mass, stiffness, damping)
///   ≈ (1.0, 157.9, 17.6) and `Spring(mass: 1, stiffness: 100, damping: 10)` has (duration, bounce)
///   ≈ (0.63, 0.5); the exact doubles 157.9136704174297… = 16π² and 17.59291886010284 = 5.6π are the
///   same numbers carried to full precision (notes §1.3).
/// - Measured against SwiftUI (notes §1.2, [BIT-EXACT]): the overdamped stiffness 83.2333…, NaN
///   stiffness and damping for mass 0, NaN bounce and duration for bounce −1.2, the special inputs
///   of `init(settlingDuration:dampingRatio:epsilon:)`.
/// - Derived here by hand from the formulas of notes §1.2/§1.3 (λ = 2πζ/d, ω = ±2π√|1 − ζ²|/d,
///   getters in SwiftUI's order): zero, negative, infinite and NaN durations and bounces. Each case
///   carries its derivation.
@Suite struct SpringInitializerTests {
    static let pi = Double.pi
    static let nan = Double.nan
    static let inf = Double.infinity

    // MARK: Apple's worked examples

    @Test func appleDurationBounceExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        // ζ = 0.7, λ = 2π·0.7/0.5 = 2.8π, ω² = (4π)²·0.51, so k = ω² + λ² = 16π², c = 2λ = 5.6π.
        #expect(isClose(spring.mass, 1.0))
        #expect(isClose(spring.stiffness, 157.9136704174297))
        #expect(isClose(spring.damping, 17.59291886010284))
        #expect(isClose(spring.stiffness, 16 * Self.pi * Self.pi))
        // Apple's rounded figures.
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
    }

    @Test func appleMassStiffnessDampingExample() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        // ωn = 10, λ = c/2m = 5, ω = √75: duration 2π/10, bounce 1 − 5/10.
        #expect(isClose(spring.duration, 0.6283185307179586))
        #expect(isClose(spring.bounce, 0.5))
        #expect(abs(spring.duration - 0.63) < 0.005)
        #expect(isClose(spring.response, spring.duration, abs: 0, rel: 0))
    }

    // MARK: Presets and defaults

    @Test func presetsAreTheirDurationBounceForms() {
        // Equality of the stored fields, as SwiftUI's Respring test checks it.
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.smooth.hashValue == Spring(duration: 0.5, bounce: 0).hashValue)
        #expect(Spring.smooth != Spring.snappy && Spring.snappy != Spring.bouncy && Spring.smooth != Spring.bouncy)
        #expect(Spring.smooth() == .smooth)
        #expect(Spring.snappy() == .snappy)
        #expect(Spring.bouncy() == .bouncy)
        #expect(Set([Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: 0.3)]).count == 3)
    }

    @Test func defaultInitializerIsHalfSecondNoBounce() {
        let spring = Spring()
        #expect(spring == .smooth)
        let expected = SpringReadback(duration: 0.5, bounce: 0, dampingRatio: 1, mass: 1,
                                      stiffness: 16 * Self.pi * Self.pi, damping: 8 * Self.pi)
        let actual = SpringReadback(spring)
        #expect(actual.mismatches(expected).isEmpty, "\(actual)")
    }

    /// `extraBounce` is added to the preset's base bounce (0, 0.15, 0.3), at the given duration.
    @Test(arguments: [
        (Spring.smooth(duration: 1, extraBounce: 0.2), 1.0, 0.2),
        (Spring.smooth(extraBounce: -0.3), 0.5, -0.3),
        (Spring.snappy(duration: 0.25), 0.25, 0.15),
        (Spring.snappy(extraBounce: 0.1), 0.5, 0.25),
        (Spring.bouncy(duration: 0.4, extraBounce: 0.1), 0.4, 0.4),
        (Spring.bouncy(duration: 2, extraBounce: -0.3), 2, 0),
        // 0.3 + 0.8 > 1: damping ratio 0, so bounce reads back as 1.
        (Spring.bouncy(extraBounce: 0.8), 0.5, 1),
    ] as [(Spring, Double, Double)])
    func extraBounceForms(spring: Spring, duration: Double, bounce: Double) {
        #expect(isClose(spring.duration, duration))
        #expect(isClose(spring.bounce, bounce, abs: 1e-12, rel: 1e-12))
    }

    @Test func extraBounceThatCancelsTheBaseIsTheSmoothSpring() {
        #expect(Spring.snappy(extraBounce: -0.15) == .smooth)
    }

    // MARK: (duration, bounce) and (response, dampingRatio)

    /// Ordinary and degenerate (duration, bounce) pairs, with what the getters read back.
    /// `Case.expected` is written out by hand from λ = 2πζ/d, ω = ±2π√|1 − ζ²|/d and the getters.
    struct DurationBounceCase: Sendable, CustomTestStringConvertible {
        let duration: Double, bounce: Double
        let expected: SpringReadback
        let why: String
        var testDescription: String { "(\(duration), \(bounce)): \(why)" }
    }

    static let durationBounceCases: [DurationBounceCase] = [
        .init(duration: 0.5, bounce: 0.3, expected: .init(duration: 0.5, bounce: 0.3, dampingRatio: 0.7, mass: 1, stiffness: 16 * pi * pi, damping: 5.6 * pi),
              why: "Apple's example"),
        .init(duration: 1, bounce: 0, expected: .init(duration: 1, bounce: 0, dampingRatio: 1, mass: 1, stiffness: 4 * pi * pi, damping: 4 * pi),
              why: "critical: ζ = 1, ω = 0"),
        .init(duration: 0.5, bounce: -0.5, expected: .init(duration: 0.5, bounce: -0.5, dampingRatio: 2, mass: 1, stiffness: 16 * pi * pi * 7, damping: 16 * pi),
              why: "overdamped ζ = 2: stiffness reads m(ω² + λ²) = (4π)²·(3 + 4)"),
        .init(duration: 0.5, bounce: 1, expected: .init(duration: 0.5, bounce: 1, dampingRatio: 0, mass: 1, stiffness: 16 * pi * pi, damping: 0),
              why: "ζ = 0: undamped"),
        .init(duration: 0.5, bounce: 1.5, expected: .init(duration: 0.5, bounce: 1, dampingRatio: 0, mass: 1, stiffness: 16 * pi * pi, damping: 0),
              why: "bounce > 1 is ζ = 0, read back as bounce 1"),
        .init(duration: 0.5, bounce: .infinity, expected: .init(duration: 0.5, bounce: 1, dampingRatio: 0, mass: 1, stiffness: 16 * pi * pi, damping: 0),
              why: "bounce +∞ is ζ = 0"),
        .init(duration: 0.5, bounce: -1, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: inf, damping: inf),
              why: "ζ = ∞: ω = −∞, λ = +∞, λ² + ω|ω| = ∞ − ∞"),
        .init(duration: 0.5, bounce: -1.2, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: inf, damping: inf),
              why: "SwiftUI's tested NaN bounce and duration"),
        .init(duration: 0.5, bounce: -.infinity, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: inf, damping: inf),
              why: "bounce −∞ is ζ = ∞"),
        .init(duration: 0.5, bounce: nan, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: nan, damping: nan),
              why: "NaN bounce: NaN ζ, NaN everything but mass"),
        // Zero duration: λ = 2πζ/0 = +∞.
        .init(duration: 0, bounce: 0.3, expected: .init(duration: 0, bounce: nan, dampingRatio: nan, mass: 1, stiffness: inf, damping: inf),
              why: "ω = λ = +∞: duration 2π/∞ = 0, bounce 1 + (−0)·∞ = NaN, ζ = ∞·0 = NaN"),
        .init(duration: 0, bounce: 0, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: nan, damping: inf),
              why: "ω = 2π·0/0 = NaN, λ = +∞"),
        .init(duration: 0, bounce: -0.2, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: inf, damping: inf),
              why: "ω = −∞, λ = +∞, as for bounce ≤ −1"),
        // Negative duration: λ and ω change sign.
        .init(duration: -0.5, bounce: 0, expected: .init(duration: 0.5, bounce: 2, dampingRatio: -1, mass: 1, stiffness: 16 * pi * pi, damping: -8 * pi),
              why: "λ = −4π, ω = −0 (critical branch): duration +0.5, bounce 1 + (−½)(−2) = 2, ζ = −1"),
        .init(duration: -0.5, bounce: 0.3, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: 16 * pi * pi, damping: -5.6 * pi),
              why: "λ = −2.8π, ω = −4π√0.51 < 0 (overdamped branch): λ² − ω² < 0, so √ is NaN"),
        // Infinite duration: λ = ω = 0, a spring with neither stiffness nor damping.
        .init(duration: .infinity, bounce: 0.3, expected: .init(duration: inf, bounce: nan, dampingRatio: nan, mass: 1, stiffness: 0, damping: 0),
              why: "λ = ω = 0: duration 2π/0 = ∞, bounce 1 + (−∞)·0 = NaN"),
        .init(duration: .infinity, bounce: -0.2, expected: .init(duration: inf, bounce: nan, dampingRatio: nan, mass: 1, stiffness: 0, damping: 0),
              why: "λ = 0, ω = −0: the ω ≥ 0 branch"),
        .init(duration: nan, bounce: 0.3, expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 1, stiffness: nan, damping: nan),
              why: "NaN duration"),
    ]

    @Test(arguments: durationBounceCases)
    func durationBounce(_ c: DurationBounceCase) {
        let spring = Spring(duration: c.duration, bounce: c.bounce)
        let actual = SpringReadback(spring)
        #expect(actual.mismatches(c.expected).isEmpty, "got \(actual)")
        #expect(isClose(spring.response, spring.duration, abs: 0, rel: 0))
    }

    /// `init(response:dampingRatio:)` is `init(duration:bounce:)` with ζ given directly, including
    /// negative ζ (a growing oscillation) and ζ > 1.
    @Test(arguments: [
        (0.5, 0.7, 0.3), (0.5, 1.0, 0.0), (0.8, 0.25, 0.75), (0.7, 1.25, -0.2), (0.3, 4.0, -0.75),
        (0.5, 0.0, 1.0), (0.5, -0.1, 1.1), (0.5, -1.0, 2.0),
    ] as [(Double, Double, Double)])
    func responseDampingRatio(response: Double, zeta: Double, bounce: Double) {
        let spring = Spring(response: response, dampingRatio: zeta)
        let omegaN = 2 * Self.pi / response
        let expected = SpringReadback(duration: response, bounce: bounce, dampingRatio: zeta, mass: 1,
                                      stiffness: omegaN * omegaN * (zeta * zeta + abs(1 - zeta * zeta)),
                                      damping: 2 * zeta * omegaN)
        let actual = SpringReadback(spring)
        #expect(actual.mismatches(expected, abs: 1e-12, rel: 1e-12).isEmpty, "got \(actual)")
        #expect(spring.response == spring.duration)
        // ζ in (−1, 1] is reachable from a bounce; the two forms must then be the same spring.
        if zeta >= 0 && zeta <= 1 {
            let viaBounce = SpringReadback(Spring(duration: response, bounce: 1 - zeta))
            #expect(actual.mismatches(viaBounce).isEmpty)
        }
    }

    @Test func negativeDampingRatioGrowsButStaysFinite() {
        let spring = Spring(response: 0.5, dampingRatio: -0.1)
        // λ = 2π(−0.1)/0.5 = −0.4π, ω = 4π√0.99: x − 1 = −e^(0.4πt)·[cos ωt + (λ/ω) sin ωt], whose
        // amplitude is e^(0.4πt)·√(1 + (λ/ω)²) = e^(0.4πt)·√(1 + 0.01/0.99).
        var largest = 0.0
        for second in 1...20 {
            let t = Double(second)
            let value = spring.value(target: 1.0, initialVelocity: 0, time: t)
            let velocity = spring.velocity(target: 1.0, initialVelocity: 0, time: t)
            #expect(value.isFinite && velocity.isFinite, "t = \(t)")
            let amplitude = exp(0.4 * Self.pi * t) * (1 + 0.01 / 0.99).squareRoot()
            #expect(abs(value - 1) <= amplitude * (1 + 1e-12), "t = \(t)")
            largest = max(largest, abs(value - 1))
        }
        #expect(largest > 1e4, "a growing oscillation should have grown")
        // The envelope bound −ln(ε/(|λ| + 1))/λ is negative for λ < 0, and max(0, ·) makes it 0.
        #expect(spring.settlingDuration == 0)
    }

    // MARK: (mass, stiffness, damping, allowOverDamping)

    struct PhysicalCase: Sendable, CustomTestStringConvertible {
        let mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool
        let expected: SpringReadback
        let why: String
        var testDescription: String { "(\(mass), \(stiffness), \(damping), \(allowOverDamping)): \(why)" }
    }

    static let physicalCases: [PhysicalCase] = [
        .init(mass: 1, stiffness: 100, damping: 10, allowOverDamping: false,
              expected: .init(duration: 2 * pi / 10, bounce: 0.5, dampingRatio: 0.5, mass: 1, stiffness: 100, damping: 10),
              why: "Apple's example"),
        .init(mass: 2, stiffness: 50, damping: 4, allowOverDamping: false,
              expected: .init(duration: 2 * pi / 5, bounce: 0.8, dampingRatio: 0.2, mass: 2, stiffness: 50, damping: 4),
              why: "ωn = 5, λ = 1"),
        .init(mass: 1, stiffness: 100, damping: 20, allowOverDamping: false,
              expected: .init(duration: 2 * pi / 10, bounce: 0, dampingRatio: 1, mass: 1, stiffness: 100, damping: 20),
              why: "exactly critical"),
        .init(mass: 1, stiffness: 100, damping: 20, allowOverDamping: true,
              expected: .init(duration: 2 * pi / 10, bounce: 0, dampingRatio: 1, mass: 1, stiffness: 100, damping: 20),
              why: "exactly critical, flag irrelevant"),
        .init(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false,
              expected: .init(duration: 2 * pi / 10, bounce: 0, dampingRatio: 1, mass: 1, stiffness: 100, damping: 20),
              why: "clamped to critical at the same stiffness: damping reads 2√(mk) = 20, not 30"),
        .init(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true,
              expected: .init(duration: 2 * pi / 10, bounce: -1.0 / 3, dampingRatio: 1.5, mass: 1, stiffness: 350, damping: 30),
              why: "overdamped: λ = 15, ω = −√125; stiffness reads ω² + λ² = 350 (SwiftUI's quirk)"),
        .init(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true,
              expected: .init(duration: 2 * pi * 6.0.squareRoot(), bounce: 1 / (10 / (2 * 0.6) / (1.0 / 6).squareRoot()) - 1,
                              dampingRatio: 10 / (2 * 0.6) / (1.0 / 6).squareRoot(), mass: 0.6,
                              stiffness: 83.23333333333333, damping: 10),
              why: "SwiftUI's measured overdamped stiffness 83.2333…"),
        .init(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: false,
              expected: .init(duration: 2 * pi * 6.0.squareRoot(), bounce: 0, dampingRatio: 1, mass: 0.6,
                              stiffness: 0.1, damping: 2 * 0.6 * (1.0 / 6).squareRoot()),
              why: "clamped: λ = ωn = √(1/6)"),
        .init(mass: 1, stiffness: 100, damping: 0, allowOverDamping: false,
              expected: .init(duration: 2 * pi / 10, bounce: 1, dampingRatio: 0, mass: 1, stiffness: 100, damping: 0),
              why: "undamped"),
        .init(mass: 0, stiffness: 100, damping: 10, allowOverDamping: false,
              expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 0, stiffness: nan, damping: nan),
              why: "mass 0: ωn = h = ∞, ω = √|∞ − ∞| = NaN; stiffness 0·NaN, damping 0·∞ (SwiftUI: NaN)"),
        .init(mass: 0, stiffness: 100, damping: 10, allowOverDamping: true,
              expected: .init(duration: nan, bounce: nan, dampingRatio: nan, mass: 0, stiffness: nan, damping: nan),
              why: "mass 0 with over-damping allowed"),
    ]

    @Test(arguments: physicalCases)
    func massStiffnessDamping(_ c: PhysicalCase) {
        let spring = Spring(mass: c.mass, stiffness: c.stiffness, damping: c.damping, allowOverDamping: c.allowOverDamping)
        let actual = SpringReadback(spring)
        #expect(actual.mismatches(c.expected, abs: 1e-12, rel: 1e-12).isEmpty, "got \(actual)")
    }

    @Test func defaultMassIsOneAndOverDampingIsOffByDefault() {
        #expect(Spring(stiffness: 100, damping: 30) == Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false))
        #expect(Spring(stiffness: 100, damping: 30) == Spring(mass: 1, stiffness: 100, damping: 20))
    }

    // MARK: (settlingDuration, dampingRatio, epsilon)

    /// Inputs SwiftUI answers with NaN constants (notes §1.2, tested against SwiftUI).
    @Test(arguments: [(0.0, 0.0), (nan, nan), (inf, 0.0), (inf, -inf), (1.0, 0.0), (1.0, -0.5)] as [(Double, Double)])
    func settlingInitialiserNaNInputs(settlingDuration: Double, dampingRatio: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: dampingRatio)
        #expect(spring.stiffness.isNaN)
        #expect(spring.damping.isNaN)
        #expect(spring.duration.isNaN)
        #expect(spring.bounce.isNaN)
        #expect(spring.mass == 1)
    }

    /// Inputs clamped to ζ = 1 and T = 10 (or T = 0.01): critically damped, λ solving
    /// e^(−Tλ)(1 + Tλ) = 0.001, which is 0.92334… for T = 10 and 923.34… for T = 0.01.
    @Test(arguments: [(inf, inf, 0.92334), (100, 1000, 0.92334), (-inf, inf, 923.34), (0, inf, 923.34)] as [(Double, Double, Double)])
    func settlingInitialiserClampedInputs(settlingDuration: Double, dampingRatio: Double, lambda: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: dampingRatio)
        // Critical: ω = 0, so stiffness = λ² and damping = 2λ; ζ reads back 1.
        #expect(isClose(spring.damping / 2, lambda, abs: 0, rel: 1e-5))
        #expect(isClose(spring.stiffness, spring.damping * spring.damping / 4, rel: 1e-12))
        #expect(isClose(spring.dampingRatio, 1))
        let clampedT = min(max(settlingDuration, 0.01), 10)
        let root = Self.criticalRoot(settlingDuration: clampedT, epsilon: 0.001)
        #expect(isClose(spring.damping / 2, root, abs: 0, rel: 1e-6))
    }

    /// Ordinary inputs, checked against an independent solution of the equations SwiftUI's Newton
    /// iteration solves (notes §1.2 step 2), not against a second copy of the iteration:
    /// - ζ < 1: ε = (ζ/√(1 − ζ²))·e^(−ζTx) has the closed form x = ln(ζ/(ε√(1 − ζ²)))/(ζT);
    /// - ζ = 1: e^(−Tx)(1 + Tx) = ε, solved by bisection.
    /// Then λ = ζx and ω = x√(1 − ζ²), so √stiffness = x and dampingRatio = ζ. The iteration stops
    /// once a step is ≤ ε = 0.001; Newton's quadratic convergence leaves a far smaller error, hence 1e-6.
    @Test(arguments: [
        (0.5, 0.7, 0.001), (1.0, 1.0, 0.001), (2.0, 0.3, 0.001), (0.25, 0.9, 0.001), (0.3, 0.5, 0.001),
        (5.0, 1.0, 0.001), (1.0, 0.7, 0.01), (1.0, 1.0, 0.01), (0.8, 0.99, 0.0001),
    ] as [(Double, Double, Double)])
    func settlingInitialiserSolvesItsEquation(settlingDuration: Double, dampingRatio zeta: Double, epsilon: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: zeta, epsilon: epsilon)
        let x: Double
        if zeta < 1 {
            let n = (1 - zeta * zeta).squareRoot()
            x = log(zeta / (epsilon * n)) / (zeta * settlingDuration)
        } else {
            x = Self.criticalRoot(settlingDuration: settlingDuration, epsilon: epsilon)
        }
        #expect(isClose(spring.stiffness.squareRoot(), x, abs: 0, rel: 1e-6), "natural frequency")
        #expect(isClose(spring.dampingRatio, zeta, abs: 0, rel: 1e-9))
        #expect(isClose(spring.damping, 2 * zeta * x, abs: 0, rel: 1e-6))
        #expect(spring.mass == 1)
    }

    /// For ζ = 1 the solved equation is exactly "distance from a unit target, starting at rest, is ε
    /// at time T", so the spring's own settling duration (a 0.1 s grid search) lands on the grid
    /// step at or just after T.
    @Test(arguments: [0.5, 1.0, 2.0, 3.3])
    func criticalSettlingInitialiserSettlesAtTheRequestedTime(settlingDuration: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: 1)
        let settled = spring.settlingDuration
        #expect(settled >= settlingDuration - 0.1 - 1e-9 && settled <= settlingDuration + 0.1 + 1e-9, "settled at \(settled)")
    }

    @Test func settlingInitialiserClampsItsInputs() {
        // Bit-exactness is the point: clamped inputs must build the same spring.
        #expect(Spring(settlingDuration: 1, dampingRatio: 2) == Spring(settlingDuration: 1, dampingRatio: 1))
        #expect(Spring(settlingDuration: 20, dampingRatio: 0.5) == Spring(settlingDuration: 10, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: 0.001, dampingRatio: 0.5) == Spring(settlingDuration: 0.01, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: -3, dampingRatio: 0.5) == Spring(settlingDuration: 0.01, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: 1, dampingRatio: 0.6) == Spring(settlingDuration: 1, dampingRatio: 0.6, epsilon: 0.001))
    }

    /// The root of e^(−Tx)(1 + Tx) = ε for x > 0, by bisection (the left side falls from 1 to 0).
    static func criticalRoot(settlingDuration t: Double, epsilon: Double) -> Double {
        var lo = 0.0, hi = 1.0
        while exp(-t * hi) * (1 + t * hi) > epsilon { hi *= 2 }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if exp(-t * mid) * (1 + t * mid) > epsilon { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
