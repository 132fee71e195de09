/// An animation that reports logical completion after `duration` seconds if `base` has not already:
/// what `Animation.logicallyComplete(after:)` builds.
///
/// ```swift
/// let animation = Animation.smooth.logicallyComplete(after: 0.2)
/// ```
///
/// It never keeps the animation running past the end of `base`. A NaN duration never triggers.
public struct LogicalCompletionAnimation: CustomAnimation, KnownFinishTime {
    /// The animation that runs.
    public let base: Animation
    /// The time in seconds after which the animation counts as logically complete.
    public let duration: Double

    /// `base`, logically complete after `duration` seconds at the latest.
    public init(base: Animation, duration: Double) {
        self.base = base
        self.duration = duration
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let offset = base.animate(value: value, time: time, context: &context)
        if !context.isLogicallyComplete {
            context.isLogicallyComplete = time >= duration
        }
        return offset
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        base.finishTime(value: value, context: context)
    }
}

extension LogicalCompletionAnimation: CustomStringConvertible {
    public var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
