/// What transitions do while Reduce Motion is on. Cadence addition: SwiftUI leaves this to the
/// author, and so does the default, ``ignore``.
///
/// ```swift
/// Stage(size: CGSize(width: 320, height: 480),
///       environment: { var e = EnvironmentValues(); e.accessibilityReduceMotion = true; return e }()) {
///     Inbox().transitionReduceMotionPolicy(.crossFade)
/// }
/// ```
///
/// - ``ignore``: transitions play as written (SwiftUI's behaviour).
/// - ``crossFade``: a transition that moves or scales (`.move`, `.slide`, `.push`, `.offset`,
///   `.scale`, a zoom) becomes a fade, and every transition takes a short animation (0.2 s
///   ease-in-out) instead of the one in effect. Matched geometry jumps to its new
///   frame instead of travelling.
/// - ``crossFade(duration:)``: the same with a fade of `duration` seconds (≤ 0 or NaN: no animation).
/// - ``disabled``: inserted and removed views appear and disappear at once.
public struct TransitionReduceMotionPolicy: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case ignore
        case crossFade(duration: Double)
        case disabled
    }

    let kind: Kind

    /// Transitions play as written (SwiftUI's behaviour, the default).
    public static let ignore = TransitionReduceMotionPolicy(kind: .ignore)
    /// Movement and scale become a 0.2 s cross-fade.
    public static let crossFade = crossFade(duration: 0.2)
    /// Movement and scale become a cross-fade of `duration` seconds, eased in and out.
    public static func crossFade(duration: Double) -> TransitionReduceMotionPolicy {
        TransitionReduceMotionPolicy(kind: .crossFade(duration: duration))
    }
    /// No transition at all: views appear and disappear at once.
    public static let disabled = TransitionReduceMotionPolicy(kind: .disabled)

    /// The animation a transition uses under this policy with Reduce Motion on, given the one in
    /// effect; `nil` for none.
    func animation(replacing animation: Animation?, reduceMotion: Bool) -> Animation? {
        guard reduceMotion, animation != nil else { return animation }
        switch kind {
        case .ignore: return animation
        case .disabled: return nil
        case .crossFade(let duration):
            return duration > 0 && duration.isFinite ? .easeInOut(duration: duration) : nil
        }
    }

    /// Whether moving and scaling effects become a fade with Reduce Motion on.
    func crossFades(reduceMotion: Bool) -> Bool {
        guard reduceMotion, case .crossFade = kind else { return false }
        return true
    }
}

private struct TransitionReduceMotionPolicyKey: EnvironmentKey {
    static let defaultValue = TransitionReduceMotionPolicy.ignore
}

extension EnvironmentValues {
    /// What transitions, matched geometry and zooms below do while Reduce Motion is on. Default
    /// ``TransitionReduceMotionPolicy/ignore``. Cadence addition.
    public var transitionReduceMotionPolicy: TransitionReduceMotionPolicy {
        get { self[TransitionReduceMotionPolicyKey.self] }
        set { self[TransitionReduceMotionPolicyKey.self] = newValue }
    }
}

extension View {
    /// Sets what transitions below do while Reduce Motion is on (see ``TransitionReduceMotionPolicy``).
    /// Cadence addition: SwiftUI plays transitions as written whatever the setting.
    public nonisolated func transitionReduceMotionPolicy(_ policy: TransitionReduceMotionPolicy) -> some View {
        environment(\.transitionReduceMotionPolicy, policy)
    }
}
