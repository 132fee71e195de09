/// A spring evaluated in closed form that interpolates the change from 0 to 1: what
/// `Animation.interpolatingSpring` builds (public in Cadence so tools can inspect an animation).
///
/// ```swift
/// let animation = InterpolatingSpringAnimation(spring: Spring(mass: 1, stiffness: 100, damping: 10))
/// var context = AnimationContext<Double>()
/// animation.animate(value: 1.0, time: 0.1, context: &context)   // Spring.value(target: 1, time: 0.1)
/// ```
///
/// The offset is `spring.value(target: value, initialVelocity: value × initialVelocity + v, time: t)`,
/// where `initialVelocity` is a fraction of the change per second (SwiftUI's unit) and v an in-flight
/// velocity the run was started with (`AnimationEvaluator`), in value units per second. The velocity
/// is the true time derivative (`Spring.derivative`).
///
/// - Finished (`nil`) once t ≥ `spring.settlingDuration(target: 1, initialVelocity:, epsilon: 0.001)`,
///   at +∞ and NaN, or when the result is not finite (as in SwiftUI); at once when a constant of the
///   spring is NaN or infinite (a zero duration or mass, NaN stiffness, bounce ≤ −1).
/// - Logically complete once t ≥ 2π/√stiffness (SwiftUI's rule; the undamped period for mass 1).
/// - t < 0: the start (offset 0, velocity 0).
///
/// When interrupted it does not merge: it runs alongside the next animation, which keeps the motion
/// and its velocity continuous (SwiftUI: "preserves velocity across overlapping animations by adding
/// the effects of each animation").
public struct InterpolatingSpringAnimation: CustomAnimation, KnownFinishTime {
    /// The spring.
    public let spring: Spring
    /// The velocity at the start as a fraction of the change per second.
    public let initialVelocity: Double

    /// An interpolating animation of `spring`, starting at `initialVelocity` (fraction of the change
    /// per second).
    public init(spring: Spring, initialVelocity: Double = 0) {
        self.spring = spring
        self.initialVelocity = initialVelocity
        // Worked out once: for critically and overdamped springs it is a search of up to 1024 steps.
        // A spring with a NaN or infinite constant ends at once, as SwiftUI's non-finite sample does
        // (Spring's own formulas would treat a NaN frequency as critical damping).
        let isFinite = spring.angularFrequency.isFinite && spring.decayConstant.isFinite
        settlingDuration = isFinite
            ? spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001) : 0
        logicalCompletionTime = 2 * Double.pi / spring.stiffness.squareRoot()
    }

    /// The settling time of a unit change, in seconds (a function of the two stored properties).
    private let settlingDuration: Double
    /// The time from which the run is logically complete, 2π/√stiffness (a function of `spring`).
    private let logicalCompletionTime: Double

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.spring == rhs.spring && lhs.initialVelocity == rhs.initialVelocity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spring)
        hasher.combine(initialVelocity)
    }

    private func startVelocity<V: VectorArithmetic>(_ value: V, _ context: AnimationContext<V>) -> V {
        value.scaled(by: initialVelocity) + (context.initialVelocity ?? .zero)
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        if time.isNaN { return nil }
        if time < 0 { return .zero }
        guard settlingDuration > time else { return nil }
        let offset = spring.value(target: value, initialVelocity: startVelocity(value, context), time: time)
        guard offset.magnitudeSquared.isFinite else { return nil }
        if time >= logicalCompletionTime {
            context.isLogicallyComplete = true
        }
        return offset
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        if time.isNaN { return nil }
        if time < 0 { return .zero }
        guard settlingDuration > time else { return nil }
        let velocity = spring.derivative(target: value, initialVelocity: startVelocity(value, context), time: time)
        return velocity.magnitudeSquared.isFinite ? velocity : nil
    }

    /// `animate` and `velocity` at one time, evaluating the spring's exponential and trigonometric
    /// terms once for both (`AnimationEvaluator`'s path for this animation; the same numbers bit for
    /// bit, a non-finite velocity given as zero as the evaluator does). `nil` once finished.
    @inline(__always)
    func sample<V: VectorArithmetic>(
        value: V, time: Double, context: AnimationContext<V>
    ) -> (offset: V, velocity: V, isLogicallyComplete: Bool)? {
        if time.isNaN { return nil }
        if time < 0 { return (.zero, .zero, false) }
        guard settlingDuration > time else { return nil }
        let motion = spring.valueAndDerivative(target: value, initialVelocity: startVelocity(value, context), time: time)
        guard motion.value.magnitudeSquared.isFinite else { return nil }
        let velocity = motion.derivative.magnitudeSquared.isFinite ? motion.derivative : .zero
        return (motion.value, velocity, time >= logicalCompletionTime)
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        let settling = settlingDuration
        return settling > 0 ? settling : 0
    }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
    /// The `Animation` spelling with the spring (as its physical constants, read back from the spring).
    public var description: String {
        "interpolatingSpring(\(spring), initialVelocity: \(initialVelocity))"
    }
}
