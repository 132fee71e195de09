extension View {
    /// What the keyframe and phase animators below do when their trigger changes while they play.
    /// Cadence addition; the default, `.restart`, is SwiftUI's behaviour.
    ///
    /// ```swift
    /// Image(systemName: "checkmark.circle.fill")
    ///     .phaseAnimator(SavePhase.allCases, trigger: saves) { … }
    ///     .replayPolicy(.ignoreWhileRunning)     // a double tap does not restart the confirmation
    /// ```
    ///
    /// An animator reads the policy when it appears; a change afterwards applies to animators that
    /// appear later (a new `.id`, another branch).
    public nonisolated func replayPolicy(_ policy: ReplayPolicy) -> some View {
        modifier(EnvironmentModifier { $0.animatorPolicies.replay = policy })
    }

    /// What the animators below do while Reduce Motion is on. Cadence addition; the default, `.ignore`,
    /// is SwiftUI's behaviour (nothing changes by itself).
    ///
    /// ```swift
    /// PulseBadge()
    ///     .keyframeAnimator(initialValue: PulseValues(), repeating: true) { … } keyframes: { … }
    ///     .reduceMotionPolicy(.skipToEnd)           // the loop holds still
    /// ```
    ///
    /// - `.ignore`: nothing changes (the view may read `accessibilityReduceMotion` itself).
    /// - `.skipToEnd`: runs show their final state at once; loops and phase cycles hold their first
    ///   state; state animations (`withAnimation`, `.animation(_:value:)`) jump.
    /// - `.crossFade`, `.crossFade(duration:)`: as `skipToEnd`, but a keyframe or phase animator's
    ///   content cross-fades from the old picture to the new one.
    ///
    /// Applies to keyframe animators, phase animators and state animations below; more specific
    /// policies set further in (the typed overloads) win for their kind. Animators read the policy
    /// when they appear; state animations when they start.
    public nonisolated func reduceMotionPolicy(_ policy: ReduceMotionPolicy<Never>) -> some View {
        let general = GeneralReduceMotion(policy)
        return modifier(EnvironmentModifier { environment in
            environment.animatorPolicies.keyframes = general
            environment.animatorPolicies.typedKeyframes = [:]
            environment.animatorPolicies.phases = general
            environment.animatorPolicies.stateReduceMotion = general.policy()
        })
    }

    /// The Reduce Motion policy of the keyframe animators below whose value is a `Value`, including
    /// `simplified` keyframes. Cadence addition.
    ///
    /// ```swift
    /// .reduceMotionPolicy(.simplified { (_: LikeValues) in
    ///     KeyframeTrack(\.overlayOpacity) { LinearKeyframe(1, duration: 0.15); LinearKeyframe(0, duration: 0.3) }
    /// })
    /// ```
    ///
    /// Keyframe animators of other value types keep the policy they had.
    @_disfavoredOverload
    public nonisolated func reduceMotionPolicy<Value>(_ policy: ReduceMotionPolicy<ReducedKeyframes<Value>>) -> some View {
        modifier(EnvironmentModifier { $0.animatorPolicies.typedKeyframes[ObjectIdentifier(Value.self)] = policy })
    }

    /// The Reduce Motion policy of the state animations below (`withAnimation`, `.animation(_:value:)`),
    /// including `simplified(_:)`, which replaces every animation with a gentler one. Cadence addition.
    ///
    /// ```swift
    /// .reduceMotionPolicy(.simplified(.easeInOut(duration: 0.15)))
    /// ```
    @_disfavoredOverload
    public nonisolated func reduceMotionPolicy(_ policy: ReduceMotionPolicy<Animation>) -> some View {
        modifier(EnvironmentModifier { $0.animatorPolicies.stateReduceMotion = policy })
    }
}
