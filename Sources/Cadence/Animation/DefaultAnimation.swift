/// What `Animation.default` wraps: the fluid spring with response 0.55 and damping fraction 1 (Apple's
/// documentation of `Animation.default`), as a type of its own so that `.default` equals only itself.
///
/// Every call goes to that spring, so `.default` samples, merges and finishes bit for bit like
/// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`. Its state lives in the context
/// under the spring's own key, so a spring interrupting `.default` takes over its offset, velocity
/// and force just as it would from the spring. (A spring with another response does not blend its
/// response from `.default`'s, since `.default` is not a `FluidSpringAnimation` — as in SwiftUI,
/// whose spring looks the previous animation up by type; with a zero `blendDuration`, the default for
/// every spring but the interactive ones, there is nothing to blend.)
struct DefaultAnimation: CustomAnimation, KnownFinishTime {
    /// The spring that does the work.
    static let spring = FluidSpringAnimation(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        DefaultAnimation.spring.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        DefaultAnimation.spring.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        DefaultAnimation.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        DefaultAnimation.spring.finishTime(value: value, context: context)
    }
}

extension DefaultAnimation: CustomStringConvertible {
    /// `DefaultAnimation()`, as SwiftUI prints `Animation.default`.
    var description: String { "DefaultAnimation()" }
}
