/// A representation of a spring's motion, with SwiftUI's parameters and SwiftUI's numbers.
///
/// Like SwiftUI's `Spring`, it stores three numbers: the angular frequency ω, the decay constant λ and
/// the mass m. The sign of ω is the damping regime: ω > 0 underdamped (ω is the damped frequency
/// √(k/m − λ²)), ω = 0 critically damped, ω < 0 overdamped (|ω| = √(λ² − k/m)).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness      // 157.91…
/// spring.damping        // 17.59…
/// spring.value(target: 1.0, time: 0.25)
/// ```
///
/// Degenerate inputs give what SwiftUI gives: `bounce ≤ −1` stores ω = −∞, λ = +∞, so `duration`,
/// `bounce`, `response` and `dampingRatio` read NaN and `stiffness`, `damping` +∞; a zero mass gives
/// NaN stiffness and damping; a zero duration makes λ = 2πζ/0 = +∞, and ω = ±∞ too unless ζ = 1,
/// where ω = 2π·0/0 is NaN (so `Spring(duration: 0)` reads back NaN duration and stiffness).
@frozen
public struct Spring: Sendable, Hashable {
    /// ω, in radians per second; its sign encodes the damping regime.
    @usableFromInline var angularFrequency: Double
    /// λ, in 1/s: the exponential decay rate of the envelope.
    @usableFromInline var decayConstant: Double
    /// m.
    @usableFromInline var storedMass: Double

    @inlinable
    init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.storedMass = mass
    }

    /// A spring with a perceptual `duration` (seconds) and `bounce` (0 no bounce, 1 undamped;
    /// negative values are overdamped).
    ///
    /// The damping ratio is ζ = 1 for bounce 0, 1/(1 + b) for −1 < b < 0, 1 − b for 0 < b ≤ 1, 0 for
    /// b > 1 (undamped: the spring never settles) and ∞ for b ≤ −1. Then λ = 2πζ/d and
    /// ω = ±2π√|1 − ζ²|/d, negative when ζ > 1.
    @inlinable
    public init(duration: Double = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(forBounce: bounce))
    }

    /// A spring with the given `response` (the undamped period, in seconds) and damping ratio ζ
    /// (1 critical, below 1 bouncy, above 1 overdamped; negative values grow without bound).
    @inlinable
    public init(response: Double, dampingRatio: Double) {
        let zeta = dampingRatio
        let twoPi = 2 * Double.pi
        let sign: Double = zeta <= 1 ? 1 : -1
        self.init(angularFrequency: sign * twoPi * abs(1 - zeta * zeta).squareRoot() / response,
                  decayConstant: twoPi * zeta / response,
                  mass: 1)
    }

    /// The damping ratio SwiftUI derives from a bounce.
    @inlinable
    static func dampingRatio(forBounce bounce: Double) -> Double {
        if bounce == 0 { return 1 }
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (1 + bounce) }
        if bounce <= 1 { return 1 - bounce }
        if bounce > 1 { return 0 }
        return bounce  // NaN
    }

    // MARK: Getters

    /// The perceptual duration: 2π / √(λ² + ω·|ω|), the undamped period 2π√(m/k).
    @inlinable
    public var duration: Double {
        2 * Double.pi / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// The same as `duration`.
    @inlinable public var response: Double { duration }

    /// How bouncy the spring is: 1 − ζ when ω ≥ 0, 1/ζ − 1 when overdamped.
    @inlinable
    public var bounce: Double {
        let omega = angularFrequency, lambda = decayConstant
        if omega >= 0 {
            return 1 + (-2 * Double.pi / (omega * omega + lambda * lambda).squareRoot()) * (lambda / 2) / Double.pi
        }
        return 1 / ((2 * Double.pi / (lambda * lambda - omega * omega).squareRoot()) * (lambda / 2) / Double.pi) - 1
    }

    /// ζ = λ · response / 2π.
    @inlinable public var dampingRatio: Double { decayConstant * response / (2 * Double.pi) }

    /// The mass m.
    @inlinable public var mass: Double { storedMass }

    /// m(ω² + λ²). For an overdamped spring this is not the k it was made with (SwiftUI's quirk).
    @inlinable
    public var stiffness: Double {
        storedMass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
    }

    /// 2mλ.
    @inlinable public var damping: Double { 2 * storedMass * decayConstant }

    /// The time the spring takes to come within 0.001 of a unit target from rest.
    @inlinable
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    // MARK: Presets

    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring with a small bounce: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring (base bounce 0) with `extraBounce` added.
    @inlinable
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring (base bounce 0.15) with `extraBounce` added.
    @inlinable
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring (base bounce 0.3) with `extraBounce` added.
    @inlinable
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Spring: CustomStringConvertible {
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
