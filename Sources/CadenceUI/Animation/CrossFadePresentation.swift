/// How a cross-fade policy is named in the runtime's `ReduceMotionPolicy`, whose view-layer hook
/// carries a presentation name: `crossFade` for the default duration, `crossFade(duration: d)`
/// otherwise (which is also what the policy's description shows).
enum CrossFadePresentation {
    /// The default cross-fade duration, in seconds: short enough to read as a change of state, long
    /// enough not to flash.
    static let defaultDuration = 0.2

    private static let name = "crossFade"
    private static let prefix = "crossFade(duration: "

    /// The presentation name of a cross-fade lasting `duration` seconds. A negative, NaN or infinite
    /// duration counts as 0: the change shows at once, as under `skipToEnd`.
    static func name(duration: Double) -> String {
        let clamped = duration.isFinite ? max(0, duration) : 0
        return clamped == defaultDuration ? name : "\(prefix)\(clamped))"
    }

    /// The duration named by `presentation`, or `nil` when it is not a cross-fade.
    static func duration(of presentation: String?) -> Double? {
        guard let presentation else { return nil }
        if presentation == name { return defaultDuration }
        guard presentation.hasPrefix(prefix), presentation.hasSuffix(")") else { return nil }
        return Double(presentation.dropFirst(prefix.count).dropLast())
    }
}

extension ReduceMotionPolicy {
    /// Under Reduce Motion, an animator's content cross-fades from what it showed to its final state
    /// instead of moving: the runtime skips to the end (as `skipToEnd`), and the view shows the old
    /// picture fading out over the new one fading in, linearly over 0.2 s. Cadence addition: a
    /// view-layer policy, because only views know which changes are movement.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .keyframeAnimator(initialValue: LikeValues(), trigger: likes) { … } keyframes: { … }
    ///     .reduceMotionPolicy(.crossFade)
    /// ```
    ///
    /// Keyframe and phase animators cross-fade when a trigger fires and when Reduce Motion turning on
    /// stops a loop or a cycle. State animations (`withAnimation`) take it as `skipToEnd`.
    public static var crossFade: Self { crossFade(duration: CrossFadePresentation.defaultDuration) }

    /// `crossFade`, lasting `duration` seconds (negative, NaN or infinite: 0, which shows the final
    /// state at once).
    public static func crossFade(duration: Double) -> Self {
        Self(skippingToEndPresentedAs: CrossFadePresentation.name(duration: duration))
    }
}
