import Foundation

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
    /// The animation's per-run state, less a running fluid spring's (see `fluidState`).
    private var storedContext: AnimationContext<Value>
    /// A running fluid spring's state (`kind` is `.fluidSpring`), once it has one. Kept here rather
    /// than in the context's state, where it lives in a copy-on-write box: a copy of the run (a probe
    /// sampled ahead) would share the box and allocate a new one at its first sample, and each sample
    /// would reach it through a class with its exclusivity checks. Inline, a copy is a plain copy.
    private var fluidState: FluidSpringState<Value>?
    /// The earliest sampled time at which the animation reported logical completion.
    private var logicalCompletionTime: Double?

    /// The animation's per-run state.
    public var context: AnimationContext<Value> {
        guard let fluidState else { return storedContext }
        var context = storedContext
        context.fluidSpringState = fluidState
        return context
    }

    /// A run of `animation` from `from` to `to`, starting with `initialVelocity` (value units per
    /// second). Springs start with that velocity; timing curves ignore it.
    ///
    /// Specialised for the same value types as `sample(at:)`: a runtime starts runs often, and
    /// generically each start looks up the metadata of the run's generic parts.
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<Double, Double>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    public init(_ animation: Animation, from: Value, to: Value, initialVelocity: Value = .zero) {
        // The body is apart for the reason `sample(at:)`'s is.
        self.init(starting: animation, from: from, to: to, initialVelocity: initialVelocity)
    }

    @inline(never)
    private init(starting animation: Animation, from: Value, to: Value, initialVelocity: Value) {
        self.animation = animation
        kind = AnimationKind(animation)
        self.from = from
        self.to = to
        storedContext = AnimationContext()
        if initialVelocity != .zero {
            storedContext.initialVelocity = initialVelocity
        }
    }

    /// The value, velocity and completion at `time` seconds into the run.
    ///
    /// Logical completion is sticky, as SwiftUI's: the context handed to the animation carries `true`
    /// at any time at or after the earliest time it reported completion, and an animation that sets
    /// it back to `false` there is ignored. (Sampling an earlier time again still gives `false`, so
    /// samples stay a function of time.)
    ///
    /// Specialised for the value types animations run on most (a `Double`, two and four of them; the
    /// `CGFloat` pairs of sizes, offsets and anchors that views animate: a scale with its anchor, an
    /// angle with its anchor), and
    /// for the built-in animations, which are called directly rather than through the existential.
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<Double, Double>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    public mutating func sample(at time: Double) -> AnimationSample<Value> {
        // The body is apart so that this generic entry point, which only picks a specialisation, sets
        // up no generic stack frame of its own before doing so.
        sampleBody(at: time)
    }

    /// `sample(at:)`. The runs sampled most (a Bézier timing curve, an interpolating spring) are
    /// sampled here, with nothing else in this function's frame; the others apart.
    @inline(never)
    private mutating func sampleBody(at time: Double) -> AnimationSample<Value> {
        let wasComplete = isLogicallyComplete(at: time)
        storedContext.isLogicallyComplete = wasComplete
        let motion: BuiltInMotion?
        switch kind {
        case .bezierCurve(let timing):
            motion = timing.offsetAndVelocity(value: to - from, time: time).map { ($0.offset, $0.velocity, false) }
        case .interpolatingSpring(let spring):
            motion = spring.sample(value: to - from, time: time, context: storedContext)
        default:
            return sampleOtherKind(at: time, wasComplete: wasComplete)
        }
        return builtInSample(motion, at: time, wasComplete: wasComplete)
    }

    /// A built-in animation's offset and velocity at a time, and whether it reports logical
    /// completion there.
    private typealias BuiltInMotion = (offset: Value, velocity: Value, isLogicallyComplete: Bool)

    /// Whether the run is logically complete at `time` by the earliest time it reported completion.
    @inline(__always)
    private func isLogicallyComplete(at time: Double) -> Bool {
        logicalCompletionTime.map { time >= $0 } ?? false
    }

    /// The sample at `time` of a built-in animation whose `motion` there is given (`nil` once the run
    /// has finished), after `sampleBody` set the context's flag to `wasComplete`.
    @inline(__always)
    private mutating func builtInSample(_ motion: BuiltInMotion?, at time: Double, wasComplete: Bool) -> AnimationSample<Value> {
        // Offset and velocity come from one call, which reads nothing the completion bookkeeping
        // below writes.
        guard let motion else { return finishedSample }
        if motion.isLogicallyComplete { storedContext.isLogicallyComplete = true }
        noteLogicalCompletion(at: time, wasComplete: wasComplete)
        return AnimationSample(value: from + motion.offset, velocity: motion.velocity, isFinished: false,
                               isLogicallyComplete: isLogicallyComplete(at: time))
    }

    /// `sampleBody` of the runs it does not sample itself.
    @inline(never)
    private mutating func sampleOtherKind(at time: Double, wasComplete: Bool) -> AnimationSample<Value> {
        let change = to - from
        if let builtIn = sampleBuiltIn(change, at: time) {
            return builtInSample(builtIn, at: time, wasComplete: wasComplete)
        }
        guard let offset = animation.animate(value: change, time: time, context: &storedContext) else {
            return finishedSample
        }
        noteLogicalCompletion(at: time, wasComplete: wasComplete)
        let velocity = animation.velocity(value: change, time: time, context: storedContext) ?? .zero
        return AnimationSample(value: from + offset, velocity: velocity, isFinished: false,
                               isLogicallyComplete: isLogicallyComplete(at: time))
    }

    /// The sample of a finished run: at the target, at rest.
    private var finishedSample: AnimationSample<Value> {
        AnimationSample(value: to, velocity: .zero, isFinished: true, isLogicallyComplete: true)
    }

    /// Records a first report of logical completion at `time` and makes the context's flag sticky.
    @inline(__always)
    private mutating func noteLogicalCompletion(at time: Double, wasComplete: Bool) {
        if storedContext.isLogicallyComplete, !wasComplete, !time.isNaN {
            logicalCompletionTime = min(logicalCompletionTime ?? time, time)
        }
        storedContext.isLogicallyComplete = wasComplete || storedContext.isLogicallyComplete
    }

    /// `animate` then `velocity` of a built-in animation, called directly: `nil` for any other
    /// animation, `.some(nil)` once the run has finished. The concrete methods compute what the
    /// existential's two calls would, bit for bit, sharing the work the two have in common (a curve's
    /// solve, a spring's exponential and sines, a fluid spring's integration).
    @inline(__always)
    private mutating func sampleBuiltIn(_ change: Value, at time: Double) -> BuiltInMotion?? {
        switch kind {
        case .timingCurve(let timing):
            guard let motion = timing.offsetAndVelocity(value: change, time: time) else { return .some(nil) }
            return (motion.offset, motion.velocity, false)
        case .fluidSpring(let fluid):
            // The state is started and advanced in place (it is large enough for copies to show).
            if fluidState?.isStarted != true {
                fluidState = fluid.started(fluidState ?? FluidSpringState.defaultValue, storedContext)
            }
            let sample = fluid.sample(value: change, time: time, state: &fluidState!)
            guard let sample else { return .some(nil) }
            // `velocity` would find the same motion again in the state just written.
            let velocity = time < fluidState!.originTime ? .zero : sample.motion.velocity
            return (sample.motion.offset, velocity, sample.isLogicallyComplete)
        case .repeatedCurve(let repeated):
            guard let motion = repeated.offsetAndVelocity(value: change, time: time) else { return .some(nil) }
            return (motion.offset, motion.velocity, false)
        case .bezierCurve, .interpolatingSpring, .other:
            // `sampleBody` samples the first two itself; anything else goes through the existential.
            return nil
        }
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

    /// Whether the run has finished and whether it is logically complete at `time`, as `sample(at:)`
    /// would say, asked of a copy of the run: the run is not disturbed.
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<Double, Double>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func probeCompletion(at time: Double) -> (isFinished: Bool, isLogicallyComplete: Bool) {
        if case .fluidSpring(let fluid) = kind {
            var state = fluid.started(fluidState ?? FluidSpringState.defaultValue, storedContext)
            return fluidCompletion(fluid, at: time, state: &state)
        }
        var probe = self
        let sample = probe.sampleBody(at: time)
        return (sample.isFinished, sample.isLogicallyComplete)
    }

    /// What `sample(at:)` of a fluid spring run says of completion at `time`, sampling `state` (a
    /// started copy of the run's fluid spring state) in place: the run is finished when the spring is,
    /// and logically complete when it was already at `time` or the spring reports it now (a first
    /// report at `time` makes `time` the completion time, which `time` is at).
    @inline(__always)
    private func fluidCompletion(
        _ fluid: FluidSpringAnimation, at time: Double, state: inout FluidSpringState<Value>
    ) -> (isFinished: Bool, isLogicallyComplete: Bool) {
        let wasComplete = logicalCompletionTime.map { time >= $0 } ?? false
        guard let sample = fluid.sample(value: to - from, time: time, state: &state) else { return (true, true) }
        return (false, wasComplete || sample.isLogicallyComplete)
    }

    /// The earliest time in (`lower`, `upper`] on an axis where the run's time 0 is at `start` (its
    /// time is the axis time minus `start`) at which the run is logically complete, or `nil` when it
    /// is not complete at `upper`. Bisects on copies down to adjacent doubles, so an animation that
    /// completes at an exact instant (a spring after its response) is found at that instant. Assumes
    /// completion, once reached, lasts, and that the run is not complete at `lower`.
    ///
    /// Each probe is a copy of the run as it was last sampled before the probe's time: after an
    /// incomplete probe the search goes on from that probe, so a run that integrates forward (a fluid
    /// spring caches its progress) steps about twice the span in all rather than once per halving.
    /// This relies on samples being a function of time, which `sample(at:)` guarantees. A fluid
    /// spring's probes copy only its state: an incomplete sample changes nothing else in the run.
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<Double, Double>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func firstLogicalCompletion(after lower: Double, upTo upper: Double, start: Double) -> Double? {
        if case .fluidSpring(let fluid) = kind {
            let started = fluid.started(fluidState ?? FluidSpringState.defaultValue, storedContext)
            var base = started
            return Bisection.firstTime(after: lower, upTo: upper) { time, isIncomplete in
                var probe = base
                let complete = fluidCompletion(fluid, at: time - start, state: &probe).isLogicallyComplete
                if isIncomplete, !complete { base = probe }
                return complete
            }
        }
        var base = self
        return Bisection.firstTime(after: lower, upTo: upper) { time, isIncomplete in
            var probe = base
            let complete = probe.sampleBody(at: time - start).isLogicallyComplete
            if isIncomplete, !complete { base = probe }
            return complete
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
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<Double, Double>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    public mutating func retarget(
        to newTarget: Value, with newAnimation: Animation, at time: Double,
        combining rule: AnimationCombiningRule = .additive
    ) -> Bool {
        let change = to - from
        storedContext.isLogicallyComplete = false
        defer {
            to = newTarget
            logicalCompletionTime = nil
        }
        let newKind = AnimationKind(newAnimation)
        if case .fluidSpring(let previous) = kind, case .fluidSpring(let next) = newKind {
            // A fluid spring taking over from one: `shouldMerge` on the state kept here.
            var state = previous.started(fluidState ?? FluidSpringState.defaultValue, storedContext)
            let sample = previous.sample(value: change, time: time, state: &state)
            if sample?.isLogicallyComplete == true { storedContext.isLogicallyComplete = true }
            let velocity = sample.map { time < state.originTime ? .zero : $0.motion.velocity }
            next.merge(from: previous, isFluid: true, offset: sample?.motion.offset, velocity: velocity,
                       value: change, time: time, state: &state)
            fluidState = state
            animation = newAnimation
            return true
        }
        // Anything else goes through the existentials, which find a fluid spring's state in the
        // context; it comes back here if the animation that runs on is a fluid spring.
        storedContext = context
        fluidState = nil
        let merged = newAnimation.shouldMerge(previous: animation, value: change, time: time, context: &storedContext)
        if merged {
            animation = newAnimation
        } else {
            animation = CombinedAnimation.combining(
                animation, change: change, with: newAnimation, total: newTarget - from, at: time,
                rule: rule, context: &storedContext)
        }
        if case .fluidSpring = kind {
            fluidState = storedContext.state.fluidSpring
            storedContext.state.fluidSpring = nil
        }
        return merged
    }

    /// Hands the run the environment of the view whose value it animates, which a custom animation
    /// reads as `AnimationContext.environment` in CadenceUI. Only a run whose animation may read it
    /// (`Animation.readsEnvironment`) keeps it: a built-in animation's state stays empty.
    package mutating func setEnvironmentPayload(_ payload: Any?) {
        guard animation.readsEnvironment else { return }
        storedContext.environmentPayload = payload
    }

    /// Moves the start and the target by `delta` without animating: what a change made without an
    /// animation does to a running animation in SwiftUI (the value jumps, the motion goes on).
    public mutating func shift(by delta: Value) {
        from += delta
        to += delta
    }
}

extension AnimationEvaluator: Sendable where Value: Sendable {}
