/// An animation that runs `base` `speed` times as fast: what `Animation.speed(_:)` builds.
///
/// ```swift
/// let animation = Animation.linear(duration: 1).speed(2)   // done after 0.5 s
/// ```
///
/// `base` runs at time t × speed and velocities scale by `speed`. Edges:
/// - speed 0 never progresses: the value stays at the start and the animation never finishes
///   (SwiftUI's arithmetic), with velocity 0 and no NaN even at t = +∞.
/// - A negative speed behaves like 0 (SwiftUI would feed `base` negative times, which hold at the
///   start); Cadence never plays an animation backwards.
/// - An infinite speed finishes at once; NaN speed finishes at once.
/// - An in-flight velocity the run starts with is converted to `base`'s time (divided by `speed`).
/// - Merges only with a previous animation of the same speed whose base merges (SwiftUI's rule).
public struct SpeedAnimation: CustomAnimation, KnownFinishTime {
    /// The animation to run.
    public let base: Animation
    /// How many times faster than `base` this runs.
    public let speed: Double

    /// `base`, run `speed` times as fast.
    public init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed
    }

    /// The time `base` sees at `time`.
    private func baseTime(_ time: Double) -> Double {
        if time.isNaN || speed.isNaN { return .nan }
        if speed <= 0 { return min(time, 0) }
        return time * speed
    }

    /// Runs `body` with the in-flight velocity converted to `base`'s time, then restores it.
    private func withBaseVelocity<V: VectorArithmetic, R>(
        _ context: inout AnimationContext<V>, _ body: (inout AnimationContext<V>) -> R
    ) -> R {
        guard let velocity = context.initialVelocity else { return body(&context) }
        context.initialVelocity = speed > 0 && speed.isFinite ? velocity.scaled(by: 1 / speed) : nil
        defer { context.initialVelocity = velocity }
        return body(&context)
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        withBaseVelocity(&context) { base.animate(value: value, time: baseTime(time), context: &$0) }
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        var scratch = context
        let velocity = withBaseVelocity(&scratch) { base.velocity(value: value, time: baseTime(time), context: $0) }
        guard let velocity else { return nil }
        return speed > 0 ? velocity.scaled(by: speed) : .zero
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.base(as: SpeedAnimation.self), previous.speed == speed else { return false }
        return withBaseVelocity(&context) {
            base.shouldMerge(previous: previous.base, value: value, time: baseTime(time), context: &$0)
        }
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        var scratch = context
        let baseFinish = withBaseVelocity(&scratch) { base.finishTime(value: value, context: $0) }
        if speed.isNaN || speed == .infinity || baseFinish == 0 { return 0 }
        if speed <= 0 { return .infinity }
        return baseFinish / speed
    }
}

extension SpeedAnimation: CustomStringConvertible {
    public var description: String { "\(base).speed(\(speed))" }
}
