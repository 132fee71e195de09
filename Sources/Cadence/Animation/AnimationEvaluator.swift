/// One run of an `Animation` from a start value to a target, sampled at any time without views or
/// clocks. Cadence addition: the runtime drives animations through it.
///
/// ```swift
/// var run = AnimationEvaluator(.smooth, from: CGPoint.zero.animatableData,
///                              to: CGPoint(x: 100, y: 40).animatableData)
/// run.sample(at: 0.25).value         // where the point is after a quarter second
/// run.sample(at: 5).isFinished       // true
/// ```
///
/// Time is seconds since the run started, passed in by the caller; the evaluator never reads a
/// clock. Sampling is deterministic: a time gives the same sample however often and in whatever order
/// the run was sampled before (state that animations cache is only a shortcut). NaN time finishes
/// built-in animations (the value is the target); negative time gives the start.
///
/// Retargeting: `retarget(to:with:at:combining:)` starts a new animation mid-flight the way SwiftUI
/// does. If the new animation merges (`shouldMerge`; fluid springs do), it takes over the running one's
/// state, offset and velocity; otherwise both run, combined by an `AnimationCombiningRule`.
public struct AnimationEvaluator<Value: VectorArithmetic> {
    /// The animation now running (after a retarget, the merged or combined one).
    public private(set) var animation: Animation {
        didSet { kind = AnimationKind(animation) }
    }
    /// The built-in animation `animation` wraps, for calls without the existential.
    private var kind: AnimationKind
    /// The value the run started from.
    public private(set) var from: Value
    /// The value the run ends at.
    public private(set) var to: Value
    /// The animation's per-run state.
    public private(set) var context: AnimationContext<Value>
    /// The earliest sampled time at which the animation reported logical completion.
    private var logicalCompletionTime: Double?

    /// A run of `animation` from `from` to `to`, starting with `initialVelocity` (value units per
    /// second). Springs start with that velocity; timing curves ignore it.
    public init(_ animation: Animation, from: Value, to: Value, initialVelocity: Value = .zero) {
        self.animation = animation
        kind = AnimationKind(animation)
        self.from = from
        self.to = to
        context = AnimationContext()
        if initialVelocity != .zero {
            context.initialVelocity = initialVelocity
        }
    }

    /// The value, velocity and completion at `time` seconds into the run.
    ///
    /// Logical completion is sticky, as SwiftUI's: the context handed to the animation carries `true`
    /// at any time at or after the earliest time it reported completion, and an animation that sets
    /// it back to `false` there is ignored. (Sampling an earlier time again still gives `false`, so
    /// samples stay a function of time.)
    ///
    /// Specialised for the value types animations run on most (a `Double`, two and four of them), and
    /// for the built-in animations, which are called directly rather than through the existential.
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<Double, Double>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    public mutating func sample(at time: Double) -> AnimationSample<Value> {
        let change = to - from
        let wasComplete = logicalCompletionTime.map { time >= $0 } ?? false
        context.isLogicallyComplete = wasComplete
        guard let offset = animate(change, at: time) else {
            return AnimationSample(value: to, velocity: .zero, isFinished: true, isLogicallyComplete: true)
        }
        if context.isLogicallyComplete, !wasComplete, !time.isNaN {
            logicalCompletionTime = min(logicalCompletionTime ?? time, time)
        }
        context.isLogicallyComplete = wasComplete || context.isLogicallyComplete
        let velocity = velocity(of: change, at: time) ?? .zero
        let isLogicallyComplete = logicalCompletionTime.map { time >= $0 } ?? false
        return AnimationSample(value: from + offset, velocity: velocity, isFinished: false,
                               isLogicallyComplete: isLogicallyComplete)
    }

    /// Whether sampling this run leaves nothing behind that changes what a later sample, a retarget or
    /// a copy computes: true for the built-in timing curves and springs, whose per-run state is a
    /// pure cache of values that are a function of time (a fluid spring's integration progress), so a
    /// caller that samples ahead need not keep a copy of the run as it was. False for anything else
    /// (a combination marks its finished parts; a custom animation may keep anything).
    package var samplesLeaveNoTrace: Bool {
        if case .other = kind { return false }
        return true
    }

    /// `animation.animate(value:time:context:)`, calling a built-in animation directly.
    @inline(__always)
    private mutating func animate(_ change: Value, at time: Double) -> Value? {
        switch kind {
        case .timingCurve(let timing): timing.animate(value: change, time: time, context: &context)
        case .interpolatingSpring(let spring): spring.animate(value: change, time: time, context: &context)
        case .fluidSpring(let fluid): fluid.animate(value: change, time: time, context: &context)
        case .other: animation.animate(value: change, time: time, context: &context)
        }
    }

    /// `animation.velocity(value:time:context:)`, calling a built-in animation directly.
    @inline(__always)
    private func velocity(of change: Value, at time: Double) -> Value? {
        switch kind {
        case .timingCurve(let timing): timing.velocity(value: change, time: time, context: context)
        case .interpolatingSpring(let spring): spring.velocity(value: change, time: time, context: context)
        case .fluidSpring(let fluid): fluid.velocity(value: change, time: time, context: context)
        case .other: animation.velocity(value: change, time: time, context: context)
        }
    }

    /// Starts `newAnimation` towards `newTarget` at `time` seconds into the run, as SwiftUI does when
    /// a value changes again while it is animating. Returns whether the new animation merged with the
    /// running one (then it alone continues from the running one's state); otherwise the two run
    /// together, combined by `rule`. Logical completion starts over.
    ///
    /// ```swift
    /// var run = AnimationEvaluator(.spring, from: 0.0, to: 100.0)
    /// run.retarget(to: 40, with: .spring, at: 0.2)   // true: velocity carries over
    /// ```
    @discardableResult
    public mutating func retarget(
        to newTarget: Value, with newAnimation: Animation, at time: Double,
        combining rule: AnimationCombiningRule = .additive
    ) -> Bool {
        let change = to - from
        context.isLogicallyComplete = false
        let merged = newAnimation.shouldMerge(previous: animation, value: change, time: time, context: &context)
        if merged {
            animation = newAnimation
        } else {
            animation = CombinedAnimation.combining(
                animation, change: change, with: newAnimation, total: newTarget - from, at: time,
                rule: rule, context: &context)
        }
        to = newTarget
        logicalCompletionTime = nil
        return merged
    }

    /// Moves the start and the target by `delta` without animating: what a change made without an
    /// animation does to a running animation in SwiftUI (the value jumps, the motion goes on).
    public mutating func shift(by delta: Value) {
        from += delta
        to += delta
    }
}

extension AnimationEvaluator: Sendable where Value: Sendable {}
