import Foundation
import Testing
@testable import Cadence

// Helpers shared by the keyframe test files. Named with a `kf` prefix so they cannot collide with the
// shared test support other suites use.

/// |a − b| ≤ absolute + relative × max(|a|, |b|); NaN equals only NaN, ±∞ only itself.
func kfClose(_ a: Double, _ b: Double, abs absolute: Double = 1e-9, rel relative: Double = 1e-9) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a.isInfinite || b.isInfinite { return a == b }
    return Swift.abs(a - b) <= absolute + relative * max(Swift.abs(a), Swift.abs(b))
}

func kfClose(_ a: CGFloat, _ b: CGFloat, abs absolute: Double = 1e-9, rel relative: Double = 1e-9) -> Bool {
    kfClose(Double(a), Double(b), abs: absolute, rel: relative)
}

func kfClose(_ a: [Double], _ b: [Double], abs absolute: Double = 1e-9, rel relative: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { kfClose($0, $1, abs: absolute, rel: relative) }
}

/// The cubic Hermite curve in its textbook basis form, p₀h₀₀ + p₁h₀₁ + m₀h₁₀ + m₁h₁₁, as an oracle that
/// shares no code with the library's power-basis evaluation.
func kfHermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, _ u: Double) -> Double {
    let u2 = u * u, u3 = u2 * u
    return p0 * (2 * u3 - 3 * u2 + 1) + p1 * (3 * u2 - 2 * u3) + m0 * (u3 - 2 * u2 + u) + m1 * (u3 - u2)
}

/// The derivative with respect to u of `kfHermite`.
func kfHermiteSlope(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, _ u: Double) -> Double {
    let u2 = u * u
    return p0 * (6 * u2 - 6 * u) + p1 * (6 * u - 6 * u2) + m0 * (3 * u2 - 4 * u + 1) + m1 * (3 * u2 - 2 * u)
}

/// A central difference of `f` at `t` with step `h`.
func kfDerivative(_ f: (Double) -> Double, at t: Double, step h: Double = 1e-6) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
}

/// SplitMix64: a small, fast, seeded generator so that property tests reproduce. Tests print the seed;
/// set CADENCE_SEED to replay one.
struct KFRandom: RandomNumberGenerator {
    private var state: UInt64
    let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    /// The seed from CADENCE_SEED, else `fallback`; printed so a failure can be replayed.
    static func fromEnvironment(fallback: UInt64, label: String) -> KFRandom {
        let seed = ProcessInfo.processInfo.environment["CADENCE_SEED"].flatMap { UInt64($0) } ?? fallback
        print("\(label): seed \(seed) (replay with CADENCE_SEED=\(seed))")
        return KFRandom(seed: seed)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
