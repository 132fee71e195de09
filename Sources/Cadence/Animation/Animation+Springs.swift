extension Animation {
    /// SwiftUI's default animation since iOS 17. It moves exactly like `spring(response: 0.55,
    /// dampingFraction: 1.0, blendDuration: 0)` (Apple's documentation of `Animation.default`) but is
    /// a separate animation: "A `default` animation instance is only equal to other `default`
    /// animation instances (using `==`), and not equal to other animation instances even when the
    /// animations are identical" (same page), so code can tell the default from a spring chosen on
    /// purpose. It prints as `DefaultAnimation()`.
    ///
    /// ```swift
    /// Animation.default == .default                                          // true
    /// Animation.default == .spring(response: 0.55, dampingFraction: 1)       // false
    /// String(describing: Animation.default)                                  // "DefaultAnimation()"
    /// ```
    public static let `default` = Animation(DefaultAnimation())

    // MARK: Persistent (fluid) springs

    /// A persistent spring with a perceptual `duration` (seconds) and `bounce` (0 none, up to 1;
    /// negative overdamped). When it interrupts another animation it takes over its velocity.
    ///
    /// ```swift
    /// Animation.spring(duration: 0.4, bounce: 0.2)
    /// ```
    /// The damping fraction is 1/(1 + bounce) for a negative bounce and 1 − bounce otherwise
    /// (SwiftUI's mapping, so a bounce above 1 gives a growing oscillation, which ends once it stops
    /// being finite). See `FluidSpringAnimation` for the motion.
    public static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring with the given `response` (undamped period, seconds; 0 is the stiffest
    /// spring), `dampingFraction` (1 critical) and `blendDuration` (seconds over which a change of
    /// response is blended in after a merge).
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction,
                                       blendDuration: blendDuration))
    }

    /// `spring()`: `spring(duration: 0.5, bounce: 0)`.
    public static var spring: Animation { spring() }

    /// A persistent spring moving like `spring` (response and damping ratio taken from it).
    ///
    /// ```swift
    /// Animation.spring(.bouncy)
    /// ```
    public static func spring(_ spring: Spring, blendDuration: Double = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio,
                         blendDuration: blendDuration)
    }

    /// A quick spring for interactive changes: response 0.15, damping fraction 0.86, blend 0.25 s.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick spring for interactive changes: duration 0.15, bounce 0.15 + `extraBounce`, blend 0.25 s.
    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0.0, blendDuration: Double = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `interactiveSpring()`: duration 0.15, bounce 0.15, blend 0.25 s.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring without bounce: `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// `smooth()`: duration 0.5, bounce 0.
    public static var smooth: Animation { smooth() }

    /// A spring with a small bounce: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `snappy()`: duration 0.5, bounce 0.15.
    public static var snappy: Animation { snappy() }

    /// A spring with a visible bounce: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `bouncy()`: duration 0.5, bounce 0.3.
    public static var bouncy: Animation { bouncy() }

    /// SwiftUI's damping fraction for a bounce.
    static func dampingFraction(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    // MARK: Interpolating (closed-form) springs

    /// A spring evaluated in closed form from its physical constants, interpolating the change from 0
    /// to 1. `initialVelocity` is a fraction of the change per second. Overdamped constants are
    /// clamped to critical damping at the same stiffness (SwiftUI's model).
    ///
    /// ```swift
    /// Animation.interpolatingSpring(stiffness: 170, damping: 15)
    /// ```
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(InterpolatingSpringAnimation(
            spring: Spring(mass: mass, stiffness: stiffness, damping: damping),
            initialVelocity: initialVelocity))
    }

    /// An interpolating spring with a perceptual `duration` and `bounce`: stiffness (2π/duration)²,
    /// damping 2√stiffness × dampingFraction(bounce), mass 1 (SwiftUI's construction, so a negative
    /// bounce is clamped to critical damping).
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        let stiffness = duration > 0 ? (2 * Double.pi / duration) * (2 * Double.pi / duration) : .infinity
        let damping = 2 * stiffness.squareRoot() * dampingFraction(bounce: bounce)
        return interpolatingSpring(stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// An interpolating animation of `spring` itself (an overdamped spring stays overdamped).
    ///
    /// ```swift
    /// Animation.interpolatingSpring(.bouncy, initialVelocity: 0.5)
    /// ```
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring()`: duration 0.5, bounce 0.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
