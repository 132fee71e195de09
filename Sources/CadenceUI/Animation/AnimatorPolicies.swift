/// The replay and Reduce Motion policies of the animators in a subtree, set by `.replayPolicy(_:)` and
/// `.reduceMotionPolicy(_:)` and read by each animator when it appears at its identity.
struct AnimatorPolicies: Sendable {
    /// What keyframe and phase animators with a trigger do when it changes mid-run.
    var replay: ReplayPolicy = .restart
    /// Keyframe animators.
    var keyframes: GeneralReduceMotion = .ignore
    /// Typed policies of keyframe animators, by their value type: `ReduceMotionPolicy<ReducedKeyframes<Value>>`
    /// under `ObjectIdentifier(Value.self)`. They win over `keyframes` for that value type.
    var typedKeyframes: [ObjectIdentifier: any Sendable] = [:]
    /// Phase animators.
    var phases: GeneralReduceMotion = .ignore
    /// State animations (`withAnimation`, `.animation(_:value:)`) of render parameters.
    var stateReduceMotion: ReduceMotionPolicy<Animation> = .ignore

    /// The policy of a keyframe animator whose value is a `Value`.
    func keyframePolicy<Value>(for type: Value.Type) -> ReduceMotionPolicy<ReducedKeyframes<Value>> {
        if let typed = typedKeyframes[ObjectIdentifier(type)] as? ReduceMotionPolicy<ReducedKeyframes<Value>> {
            return typed
        }
        return keyframes.policy()
    }
}

/// The Reduce Motion policies every animator understands: SwiftUI's `ignore`, the runtime's
/// `skipToEnd`, and the view layer's `crossFade`.
enum GeneralReduceMotion: Hashable, Sendable {
    case ignore
    case skipToEnd
    case crossFade(duration: Double)

    /// The choice `policy` stands for. Policies of `Never` can only be these three.
    init(_ policy: ReduceMotionPolicy<Never>) {
        if let fade = CrossFadePresentation.of(policy) {
            self = .crossFade(duration: fade.duration)
        } else {
            self = policy.identity == .skipToEnd ? .skipToEnd : .ignore
        }
    }

    /// The runtime policy for an animator whose reduced alternative is an `Alternative`.
    func policy<Alternative>() -> ReduceMotionPolicy<Alternative> {
        switch self {
        case .ignore: .ignore
        case .skipToEnd: .skipToEnd
        case .crossFade(let duration): .crossFade(duration: duration)
        }
    }
}

private struct AnimatorPoliciesKey: EnvironmentKey {
    static let defaultValue = AnimatorPolicies()
}

extension EnvironmentValues {
    var animatorPolicies: AnimatorPolicies {
        get { self[AnimatorPoliciesKey.self] }
        set { self[AnimatorPoliciesKey.self] = newValue }
    }
}
