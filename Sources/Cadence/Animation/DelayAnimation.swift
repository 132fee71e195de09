/// An animation that waits `delay` seconds before running `base`: what `Animation.delay(_:)` builds.
///
/// ```swift
/// let animation = Animation.linear(duration: 1).delay(0.5)   // at t = 1 s: halfway
/// ```
///
/// `base` runs at time max(0, t − delay), as in SwiftUI. Edges:
/// - During the delay the value holds at `base`'s start and the velocity is 0. Unlike SwiftUI, an
///   animation that finishes at once (a zero duration) still waits for its delay before jumping.
/// - A negative delay starts `base` that many seconds in (SwiftUI's arithmetic).
/// - NaN delay finishes at once; an infinite delay never starts.
/// - Merges with a previous animation only if that has the same delay and `base` merges with its base
///   (SwiftUI's rule); the merged run keeps the original start, so it is not delayed again.
public struct DelayAnimation: CustomAnimation, KnownFinishTime {
    /// The delayed animation.
    public let base: Animation
    /// The wait in seconds.
    public let delay: Double

    /// `base`, started after `delay` seconds.
    public init(base: Animation, delay: Double) {
        self.base = base
        self.delay = delay
    }

    /// The time `base` sees at `time`: t − delay, never below 0; NaN stays NaN.
    private func baseTime(_ time: Double) -> Double {
        let local = time - delay
        return local.isNaN ? .nan : max(0, local)
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let local = time - delay
        if local < 0 {
            return base.animate(value: value, time: 0, context: &context) ?? .zero
        }
        return base.animate(value: value, time: baseTime(time), context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let local = time - delay
        if local < 0 { return .zero }
        return base.velocity(value: value, time: baseTime(time), context: context)
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.base(as: DelayAnimation.self), previous.delay == delay else { return false }
        return base.shouldMerge(previous: previous.base, value: value, time: baseTime(time), context: &context)
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        let total = delay + base.finishTime(value: value, context: context)
        return total > 0 ? total : 0
    }
}

extension DelayAnimation: CustomStringConvertible {
    public var description: String { "\(base).delay(\(delay))" }
}
