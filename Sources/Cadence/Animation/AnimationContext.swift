/// What a running animation can use besides its arguments: its per-run state and a flag to report
/// logical completion. Mirrors SwiftUI's `AnimationContext`.
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let offset = Animation.easeIn.animate(value: 10.0, time: 0.2, context: &context)
/// ```
///
/// SwiftUI's context also carries the view's `environment`. Cadence's model has no environment:
/// CadenceUI adds that property, filled in for animations of views (off a view it reads the default
/// environment).
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
        var context = AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
        context.state.inheritEnvironment(from: self.state)
        return context
    }

    /// The environment of the view whose value animates, type-erased (CadenceUI reads it as
    /// `environment`); `nil` off a view, and for animations that cannot read it (see
    /// `Animation.readsEnvironment`).
    package var environmentPayload: Any? {
        get { state[AnimationEnvironmentKey.self] }
        set {
            if let newValue {
                state[AnimationEnvironmentKey.self] = newValue
            } else {
                state.removeValue(forKey: AnimationEnvironmentKey.self)
            }
        }
    }
}

/// Where a view's environment travels with a running animation: in its state, under a key of its
/// own, so the state of an animation that cannot read it (every built-in one) stays empty.
package enum AnimationEnvironmentKey: AnimationStateKey {
    package static var defaultValue: Any? { nil }
}

extension AnimationState {
    /// Carries `other`'s view environment over, if it has one: the contexts an animation makes for
    /// the animations it runs (a repeat's cycles, a combination's entries) see the view's
    /// environment, as the animation itself does.
    package mutating func inheritEnvironment<Other: VectorArithmetic>(from other: AnimationState<Other>) {
        guard other.contains(AnimationEnvironmentKey.self) else { return }
        self[AnimationEnvironmentKey.self] = other[AnimationEnvironmentKey.self]
    }
}

extension Animation {
    /// Whether the animation may read its context's `environment`: it is, or runs, an animation
    /// other than Cadence's own (a custom one). Built-in animations never read it, so their runs
    /// are never handed one.
    package var readsEnvironment: Bool {
        switch base {
        case is TimingCurveAnimation, is InterpolatingSpringAnimation, is FluidSpringAnimation, is DefaultAnimation:
            return false
        case let delay as DelayAnimation: return delay.base.readsEnvironment
        case let speed as SpeedAnimation: return speed.base.readsEnvironment
        case let repetition as RepeatAnimation: return repetition.base.readsEnvironment
        case let completion as LogicalCompletionAnimation: return completion.base.readsEnvironment
        case let combined as CombinedAnimation: return combined.entries.contains { $0.animation.readsEnvironment }
        default: return true
        }
    }
}

extension AnimationContext: Sendable where Value: Sendable {}
