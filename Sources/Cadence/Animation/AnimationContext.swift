/// What a running animation can use besides its arguments: its per-run state and a flag to report
/// logical completion. Mirrors SwiftUI's `AnimationContext`.
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let offset = Animation.easeIn.animate(value: 10.0, time: 0.2, context: &context)
/// ```
///
/// SwiftUI's context also carries the view's `environment`; Cadence's model has no environment, so
/// that property is omitted (views in CadenceUI may add it).
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's per-run state; see `AnimationState` and `AnimationStateKey`.
    public var state: AnimationState<Value>

    /// Set to `true` by the animation once it is logically complete: the motion is essentially done
    /// although it may still be settling. This decides when `.logicallyComplete` completion handlers
    /// run.
    ///
    /// As in SwiftUI, set it to `true` at most once in the life of an animation: once an animation
    /// has reported it, the context it is handed at later times carries `true`, and setting it back
    /// to `false` is ignored (Apple: "changing back to `false` later will be ignored"). If an
    /// animation never sets it, it counts as logically complete when it finishes (returns `nil`).
    /// `AnimationEvaluator` applies these rules; a context you make yourself is a plain value.
    public var isLogicallyComplete: Bool

    /// A context with the given state (Cadence addition: SwiftUI creates contexts itself).
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context for another value type with `state`, keeping everything else from this one
    /// (`isLogicallyComplete`, as SwiftUI's does).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}

extension AnimationContext: Sendable where Value: Sendable {}
