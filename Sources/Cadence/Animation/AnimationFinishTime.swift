/// Built-in animations that can say when they finish, so `repeatCount` knows the length of a cycle
/// without sampling for it.
protocol KnownFinishTime {
    /// The earliest time at which `animate(value:time:context:)` returns `nil` for this `value`, when
    /// run from `context`: 0 for an animation that finishes at once, ∞ for one that never does.
    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double
}

extension Animation {
    /// When this animation finishes for `value`, run from `context`.
    ///
    /// Built-in animations answer exactly. For a custom animation Cadence probes copies of `context`
    /// (each probe starts from the same state, so stateful animations are not disturbed): doubling
    /// from 1/64 s until the animation reports `nil`, up to `probeHorizon`, then bisecting to 1 µs.
    /// An animation still running at the horizon counts as never finishing. At most about 60 probes.
    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        if let known = base as? any KnownFinishTime {
            return known.finishTime(value: value, context: context)
        }
        func isFinished(at time: Double) -> Bool {
            var probe = context
            return animate(value: value, time: time, context: &probe) == nil
        }
        if isFinished(at: 0) { return 0 }
        var running = 0.0
        var finished = 1.0 / 64
        while !isFinished(at: finished) {
            running = finished
            finished *= 2
            if finished > Animation.probeHorizon { return .infinity }
        }
        while finished - running > 1e-6 {
            let middle = (running + finished) / 2
            if isFinished(at: middle) { finished = middle } else { running = middle }
        }
        return finished
    }

    /// How far ahead Cadence looks for the end of a custom animation: one hour.
    static let probeHorizon = 3600.0
}

/// The in-flight velocity a run starts with (Cadence addition, set by `AnimationEvaluator`), in value
/// units per second. Springs start with it; timing curves ignore it.
struct InitialVelocityKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: V? { nil }
}

extension AnimationContext {
    /// The in-flight velocity the run started with, if any.
    var initialVelocity: Value? {
        get { state[InitialVelocityKey<Value>.self] }
        set { state[InitialVelocityKey<Value>.self] = newValue }
    }
}
