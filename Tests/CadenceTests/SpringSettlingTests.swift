import Foundation
import Testing
@testable import Cadence

/// `Spring.settlingDuration` and `settlingDuration(target:initialVelocity:epsilon:)`.
///
/// Where the numbers come from:
/// - Measured against SwiftUI (notes §1.4, [BIT-EXACT]): `.smooth` 0.7999999999999999 (eight 0.1 s
///   grid steps added up), `.snappy` 0.87683, `.bouncy` 1.04471, the overdamped
///   (0.6, 0.1, 10, true) spring 0.
/// - Derived here: the envelope bound −ln(ε/(|λT − v₀| + |T|))/λ evaluated with λ = 2πζ/d written out
///   in the test; grid-search results worked out by hand (each case says how); the special values.
@Suite struct SpringSettlingTests {
    @Test func smoothPreset() {
        #expect(isClose(Spring.smooth.settlingDuration, 0.7999999999999999, abs: 1e-12, rel: 0))
    }

    @Test(arguments: [(Spring.snappy, 0.87683), (Spring.bouncy, 1.04471)])
    func underdampedPresets(spring: Spring, measured: Double) {
        #expect(abs(spring.settlingDuration - measured) <= 1e-5)
    }

    @Test func overdampedSlowSpringNeverSettlesOnTheGrid() {
        // Slow root −0.012/s: after 102.4 s (1024 steps) it is still far from the target, so 0.
        let spring = Spring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true)
        #expect(spring.settlingDuration == 0)
    }

    /// Underdamped springs use the envelope bound; λ = 2πζ/d is written out here.
    @Test(arguments: [
        (0.5, 0.3, 1.0, 0.0, 0.001), (0.5, 0.3, 0.0, 2.0, 0.001), (0.5, 0.3, -3.0, 5.0, 0.001),
        (1.2, 0.6, 10.0, -4.0, 0.0001), (0.3, 0.9, 1.0, 0.0, 0.01), (0.5, 0.15, 250.0, 30.0, 0.5),
    ] as [(Double, Double, Double, Double, Double)])
    func envelopeBound(duration: Double, bounce: Double, target: Double, velocity: Double, epsilon: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let lambda = 2 * Double.pi * (1 - bounce) / duration
        let expected = max(0, log((abs(lambda * target - velocity) + abs(target)) / epsilon) / lambda)
        #expect(isClose(spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon), expected))
    }

    @Test func targetZeroFromRestIsSettledAtOnce() {
        // Underdamped: ln(ε/0) = −∞, so max(0, −∞) = 0. Critical: the distance is 0 from t = 0 on.
        #expect(Spring.bouncy.settlingDuration(target: 0.0, initialVelocity: 0, epsilon: 0.001) == 0)
        #expect(Spring.smooth.settlingDuration(target: 0.0, initialVelocity: 0, epsilon: 0.001) == 0)
    }

    @Test func targetZeroWithVelocityOnTheGrid() {
        // Critical, λ = 4π: x(t) = v₀·t·e^(−4πt). With v₀ = 2, x(0.5) = 1.87e-3 > ε and x(0.6) = 6.4e-4 < ε
        // (and falling), so the grid answer is the sixth step, 0.1 added six times.
        var sixSteps = 0.0
        for _ in 0..<6 { sixSteps += 0.1 }
        #expect(Spring.smooth.settlingDuration(target: 0.0, initialVelocity: 2, epsilon: 0.001) == sixSteps)
        // And by symmetry the same for v₀ = −2.
        #expect(Spring.smooth.settlingDuration(target: 0.0, initialVelocity: -2, epsilon: 0.001) == sixSteps)
    }

    @Test func criticalGridAnswerIsTheFirstSettledStep() {
        // smooth with a unit target: e^(−4πt)(1 + 4πt) = 1.51e-3 at t = 0.7 and 2.4e-4 at t = 0.8.
        let lambda = 4 * Double.pi
        func distance(_ t: Double) -> Double { exp(-lambda * t) * (1 + lambda * t) }
        #expect(distance(0.7) > 0.001 && distance(0.8) < 0.001)
        #expect(isClose(Spring.smooth.settlingDuration, 0.8, abs: 1e-12, rel: 0))
        // A larger tolerance settles earlier: the distance is e^(−2π)(1 + 2π) = 0.0136 at 0.5, 4.5e-3 at 0.6.
        #expect(distance(0.5) > 0.01 && distance(0.6) < 0.01)
        #expect(isClose(Spring.smooth.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.01), 0.6, abs: 1e-12, rel: 0))
    }

    @Test(arguments: [
        Spring(duration: 0.5, bounce: 1), Spring(duration: 0.5, bounce: 1.5), Spring(mass: 1, stiffness: 100, damping: 0),
        Spring(response: 2, dampingRatio: 0), Spring(duration: .infinity, bounce: 0.3),
    ])
    func undampedNeverSettles(spring: Spring) {
        #expect(spring.settlingDuration == .infinity)
        #expect(spring.settlingDuration(target: 3.0, initialVelocity: -1, epsilon: 0.1) == .infinity)
    }

    /// Degenerate constants still return (no hang), with what the formulas give: NaN motion ends the
    /// grid search with 0; for ω = λ = +∞ the envelope bound is ∞/∞ = NaN and max(0, NaN) is 0.
    @Test(arguments: [
        Spring(duration: .nan, bounce: 0), Spring(duration: 0.5, bounce: .nan), Spring(duration: 0.5, bounce: -1),
        Spring(duration: 0, bounce: 0), Spring(duration: 0, bounce: 0.3), Spring(duration: 0, bounce: -0.2),
        Spring(mass: 0, stiffness: 100, damping: 10), Spring(settlingDuration: 0, dampingRatio: 0),
    ])
    func degenerateSpringsReturn(spring: Spring) {
        #expect(spring.settlingDuration == 0)
        #expect(spring.settlingDuration(target: 2.0, initialVelocity: 1, epsilon: 1e-6) == 0)
    }

    @Test func nonFiniteTargetsReturn() {
        // Critical: the distance is NaN at t = 0 (∞ − ∞), so 0. Underdamped: ln(ε/∞)·… = ∞.
        #expect(Spring.smooth.settlingDuration(target: Double.infinity, initialVelocity: 0, epsilon: 0.001) == 0)
        #expect(Spring.smooth.settlingDuration(target: Double.nan, initialVelocity: 0, epsilon: 0.001) == 0)
        #expect(Spring.bouncy.settlingDuration(target: Double.infinity, initialVelocity: 0, epsilon: 0.001) == .infinity)
        #expect(Spring.bouncy.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0) == .infinity)
    }
}
