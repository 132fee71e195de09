/// A type that defines how an animatable value changes over time. Mirrors SwiftUI's `CustomAnimation`.
///
/// An animation is asked for the *offset from the start* of a change: `value` is the whole change
/// (target − start), `time` the seconds since the animation began, and the answer is how much of the
/// change has happened, or `nil` once the animation has finished (the value then sits at the target).
///
/// ```swift
/// struct Halfway: CustomAnimation {
///     var duration: Double
///     func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
///         time > duration ? nil : value.scaled(by: time < duration / 2 ? 0 : 1)
///     }
/// }
/// let animation = Animation(Halfway(duration: 1))
/// ```
///
/// Keep per-run state (anything that must survive from one frame to the next) in `context.state`;
/// the value of the type itself is immutable and compared with `==` when animations merge.
public protocol CustomAnimation: Hashable, Sendable {
    /// The offset from the start after `time` seconds of animating the change `value`, or `nil` when
    /// the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?

    /// The rate of change of `animate(value:time:context:)` at `time`, in value units per second, or
    /// `nil` when unknown or finished. When a following animation merges with this one, it reads this
    /// velocity to continue the motion. The default is `nil`.
    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?

    /// Whether this new animation takes over from `previous`, which has been running for `time` seconds
    /// animating the change `value`, inheriting its `context` (state and elapsed time). Returning
    /// `false` (the default) makes both run together and combine their results.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity is known.
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: a new animation runs alongside the previous one.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
