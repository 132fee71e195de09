import Testing
@testable import Cadence

/// `Spring(duration:bounce:)` read back through every getter, over a grid that covers the under-,
/// critically and overdamped ranges.
///
/// The expected values are derived here from the definitions in the notes (§1.2, §1.3), written out
/// independently of Cadence's code: ζ(b) piecewise, duration and bounce read back unchanged for
/// −1 < b ≤ 1, stiffness m(ω² + λ²) = (2π/d)²·(ζ² + |1 − ζ²|) (the undamped k when ζ ≤ 1, SwiftUI's
/// larger figure when overdamped), damping 2λ = 4πζ/d, mass 1.
@Suite struct SpringGetterTests {
    static let durations: [Double] = [0.05, 0.35, 0.5, 1, 2.5, 30]
    static let bounces: [Double] = [-0.9, -0.5, -0.25, -0.1, -1e-9, 0, 1e-9, 0.1, 0.15, 0.3, 0.5, 0.9, 1]

    /// The damping ratio SwiftUI assigns to a bounce (notes §1.2).
    static func zeta(bounce b: Double) -> Double {
        switch b {
        case 0: 1
        case ...(-1): .infinity
        case ..<0: 1 / (1 + b)
        case ...1: 1 - b
        default: 0
        }
    }

    @Test(arguments: durations, bounces)
    func roundTrip(duration d: Double, bounce b: Double) {
        let spring = Spring(duration: d, bounce: b)
        let zeta = Self.zeta(bounce: b)
        let omegaN = 2 * Double.pi / d
        // Overdamped springs recover d and b through √(λ² − ω²), a difference of two numbers ≈ ζ²
        // times larger than the result; allow for that cancellation (ζ = 10 at b = −0.9).
        let cancellation = max(1, zeta * zeta)
        let rel = 1e-12 * cancellation
        #expect(isClose(spring.duration, d, abs: 0, rel: rel))
        #expect(isClose(spring.response, d, abs: 0, rel: rel))
        #expect(isClose(spring.bounce, b, abs: 1e-12 * cancellation, rel: rel))
        #expect(isClose(spring.dampingRatio, zeta, abs: 0, rel: rel))
        #expect(isClose(spring.stiffness, omegaN * omegaN * (zeta * zeta + abs(1 - zeta * zeta)), abs: 0, rel: 1e-12))
        #expect(isClose(spring.damping, 2 * zeta * omegaN, abs: 0, rel: 1e-12))
        #expect(spring.mass == 1)
    }

    /// The regime follows the bounce: positive bounces oscillate (they cross the target), zero and
    /// negative ones never do. Checked on the motion, not on the stored sign of ω.
    @Test(arguments: bounces)
    func regimeFollowsBounce(bounce b: Double) {
        let spring = Spring(duration: 0.5, bounce: b)
        let samples = stride(from: 0.0, through: 3, by: 0.005).map { spring.value(target: 1.0, time: $0) }
        let overshoot = samples.max()! - 1
        if b >= 0.1 {
            #expect(overshoot > 1e-6, "bounce \(b) should overshoot")
        } else if b <= 0 {
            #expect(overshoot <= 1e-12, "bounce \(b) must not overshoot")
        }
    }

    /// (mass, stiffness, damping) survives a round trip for springs that are not overdamped.
    @Test(arguments: [(1.0, 100.0, 10.0), (0.9, 170.0, 10.0), (2.0, 50.0, 4.0), (0.25, 400.0, 19.0), (3.0, 12.0, 0.0)])
    func physicalRoundTrip(mass: Double, stiffness: Double, damping: Double) {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        #expect(spring.mass == mass)
        #expect(isClose(spring.stiffness, stiffness))
        #expect(isClose(spring.damping, damping))
        let omegaN = (stiffness / mass).squareRoot()
        #expect(isClose(spring.duration, 2 * Double.pi / omegaN))
        #expect(isClose(spring.dampingRatio, damping / (2 * (stiffness * mass).squareRoot())))
    }
}
