import Cadence

extension AnimationContext {
    /// The current environment of the view whose value the animation animates, as SwiftUI's
    /// `AnimationContext.environment`: a custom animation can read the view's settings (its own
    /// `EnvironmentKey`s, `accessibilityReduceMotion`, …) at every sample.
    ///
    /// The stage hands it to a run of a custom animation (or of a delay, speed, repeat or
    /// combination of one) when the run starts or takes over, and again whenever the view's
    /// environment changes while it runs, so a sample sees the environment of the last update
    /// of the view. Off a view (an `AnimationEvaluator` or `AnimatedValue` of your own, a built-in
    /// animation), it is the default environment, in which every key reads its default value.
    public var environment: EnvironmentValues {
        environmentPayload as? EnvironmentValues ?? EnvironmentValues()
    }
}
