/// The state of an animated value at one moment: what `AnimationEvaluator` and `AnimatedValue` report.
/// Cadence addition.
///
/// ```swift
/// var run = AnimationEvaluator(.easeIn, from: 0.0, to: 10.0)
/// let sample = run.sample(at: 0.1)   // value, velocity, isFinished, isLogicallyComplete
/// ```
public struct AnimationSample<Value: VectorArithmetic>: Equatable {
    /// The presented value.
    public var value: Value
    /// Its rate of change in value units per second; zero when the animation does not report one and
    /// once finished.
    public var velocity: Value
    /// Whether the animation has ended; the value is then the target.
    public var isFinished: Bool
    /// Whether the animation has reported logical completion (always true once finished).
    public var isLogicallyComplete: Bool

    /// A sample with the given fields.
    public init(value: Value, velocity: Value, isFinished: Bool, isLogicallyComplete: Bool) {
        self.value = value
        self.velocity = velocity
        self.isFinished = isFinished
        self.isLogicallyComplete = isLogicallyComplete
    }
}

extension AnimationSample: Sendable where Value: Sendable {}
