/// The cross-fade a `ReduceMotionPolicy.crossFade` policy asks the view layer for: the runtime skips
/// to the end, and the view fades from the old picture to the new one over `duration` seconds.
struct CrossFadePresentation: ReduceMotionPresentation, Hashable {
    /// The default cross-fade duration, in seconds: short enough to read as a change of state, long
    /// enough not to flash.
    static let defaultDuration = 0.2

    /// How long the fade lasts, in seconds: finite and at least 0.
    let duration: Double

    /// A cross-fade lasting `duration` seconds. A negative, NaN or infinite duration counts as 0: the
    /// change shows at once, as under `skipToEnd`.
    init(duration: Double) {
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// `crossFade` for the default duration, `crossFade(duration: d)` otherwise.
    var description: String {
        duration == Self.defaultDuration ? "crossFade" : "crossFade(duration: \(duration))"
    }

    /// The cross-fade `policy` asks for, or `nil` when it asks for none.
    static func of<Alternative>(_ policy: ReduceMotionPolicy<Alternative>) -> CrossFadePresentation? {
        policy.presentation as? CrossFadePresentation
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
        Self(skippingToEndPresentedAs: CrossFadePresentation(duration: duration))
    }
}
