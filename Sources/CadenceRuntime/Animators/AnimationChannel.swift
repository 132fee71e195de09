import Foundation
import Cadence

/// One animated vector on a player's local time axis: the target and the animation run carrying the
/// presented value towards it. The engine under `StateAnimator` and `PhasePlayer`.
///
/// Like `AnimatedValue` (whose retargeting rules it follows through `AnimationEvaluator`), but it
/// keeps a finished run until told to drop it and knows when the run started. A phase player needs
/// both: when frames are far apart it samples *now*, then starts the next phase at the earlier
/// instant the last one completed, from the run's state at that instant — which a value that drops
/// its finished runs on sampling can no longer give.
struct AnimationChannel<Data: VectorArithmetic> {
    // The two flags come first: their offsets do not depend on `Data`, so generic code (the players)
    // reads them without looking up the channel's metadata. `set` and `drop` keep them up to date.
    /// Whether there is a run (possibly finished but not yet dropped).
    private(set) var hasRun = false
    /// Whether sampling the run changes nothing a later sample or retarget depends on (see
    /// `AnimationEvaluator.samplesLeaveNoTrace`), so a copy taken before sampling ahead is not needed.
    private(set) var samplesLeaveNoTrace = true
    /// Where the value is heading.
    private(set) var target: Data
    /// The running animation, if any (possibly finished but not yet dropped).
    private(set) var run: AnimationEvaluator<Data>?
    /// The last sample of `run` and its local time, while nothing has changed the run since: a
    /// player that samples a frame's time twice (a phase player checks completion, then shows the
    /// value) gets the second from here. Exact, because a run sampled at a time it was just sampled
    /// at gives the same sample and is left in the same state (`AnimationEvaluator` keeps samples a
    /// function of time, and its logical completion time is the earliest one seen). Every change of
    /// the run but sampling (`set`, `drop`) clears it.
    private var lastSample: (time: Double, sample: AnimationSample<Data>)?
    /// The local time at which `run` started.
    private(set) var runStart = 0.0
    /// How an animation that does not merge combines with the running one.
    var combiningRule: AnimationCombiningRule

    /// What a `set` did.
    enum Change: Equatable {
        /// The target was already the new value.
        case none
        /// The target moved without animation (a running animation moved with it).
        case jumped
        /// An animation started from rest.
        case started
        /// An animation took over from a running one (merged or combined).
        case retargeted
    }

    init(_ value: Data, combiningRule: AnimationCombiningRule = .additive) {
        target = value
        self.combiningRule = combiningRule
    }

    /// Hands the run the environment of the view whose value it animates (see
    /// `AnimationEvaluator.setEnvironmentPayload`).
    mutating func setEnvironmentPayload(_ payload: Any?) {
        guard run != nil else { return }
        run!.setEnvironmentPayload(payload)
        lastSample = nil
    }

    /// Sets the target at local time `time`, animated by `animation` (or at once for `nil`). An
    /// animation that starts from rest starts with `initialVelocity` (a gesture's, handed over).
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    mutating func set(_ newTarget: Data, animation: Animation?, initialVelocity: Data = .zero, at time: Double) -> Change {
        guard newTarget != target else { return .none }
        lastSample = nil
        defer { target = newTarget }
        guard let animation else {
            run?.shift(by: newTarget - target)
            return .jumped
        }
        defer { noteRun() }
        if run == nil {
            run = AnimationEvaluator(animation, from: target, to: newTarget, initialVelocity: initialVelocity)
            runStart = time
            return .started
        }
        run?.retarget(to: newTarget, with: animation, at: time - runStart, combining: combiningRule)
        return .retargeted
    }

    /// Updates `hasRun` and `samplesLeaveNoTrace` after the run changed.
    private mutating func noteRun() {
        hasRun = run != nil
        samplesLeaveNoTrace = run?.samplesLeaveNoTrace ?? true
    }

    /// The presented value at local time `time`. The run is kept even when finished; see `drop()`.
    ///
    /// Specialised, like the other calls a player makes every frame, for the value types animated
    /// most: the players are generic, and in generic code each use of the channel's types looks up
    /// their metadata. The body is apart so that the generic entry point only picks a specialisation;
    /// the specialised calls are never inlined, so that the players' generic code calls them (and
    /// their dispatch) rather than carrying a generic copy of their bodies.
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    mutating func sample(at time: Double) -> AnimationSample<Data> {
        sampleBody(at: time)
    }

    @inline(never)
    private mutating func sampleBody(at time: Double) -> AnimationSample<Data> {
        // `lastSample` is only kept while there is a run. The run is sampled in place through optional
        // chaining (unwrapping it would copy it, and its animation's existential with it).
        if let lastSample, lastSample.time.bitPattern == time.bitPattern { return lastSample.sample }
        guard let sample = run?.sample(at: time - runStart) else {
            return AnimationSample(value: target, velocity: .zero, isFinished: true, isLogicallyComplete: true)
        }
        lastSample = (time, sample)
        return sample
    }

    /// Samples at `time`, writes the sample's value and velocity to `value` and `velocity` (what a
    /// player presents) and, once the run has finished, drops it.
    mutating func presentDroppingFinished(at time: Double, value: inout Data, velocity: inout Data) {
        let sample = sampleBody(at: time)
        value = sample.value
        velocity = sample.velocity
        if sample.isFinished, hasRun { drop() }
    }

    /// For a player that moves on when its run is logically complete: samples at `now` and, if the run
    /// is logically complete then, returns the earliest instant in (`lower`, `now`] at which it was
    /// (see `logicalCompletionTime`), dropping the run if it has finished by that instant; `nil`, the
    /// run sampled at `now`, if it is not complete at `now`.
    ///
    /// Sampling past the end can leave state behind (a combined animation marks its finished parts),
    /// so a run whose samples leave a trace is searched as it was before `now` was sampled. A built-in
    /// timing curve or spring leaves only a cache of values that depend on time alone, so it is sampled
    /// in place: a copy would cost a copy of the run every frame.
    mutating func logicalCompletion(after lower: Double, sampledAt now: Double) -> Double? {
        if samplesLeaveNoTrace {
            guard sampleBody(at: now).isLogicallyComplete else { return nil }
        } else {
            let unsampled = self
            guard sampleBody(at: now).isLogicallyComplete else { return nil }
            self = unsampled
        }
        let completion = logicalCompletionTime(after: lower, upTo: now) ?? now
        // A run that has ended is at its target at rest: starting afresh is exact, and keeps chained
        // timing curves from piling up in one ever-growing combination.
        if isFinished(at: completion) { drop() }
        return completion
    }

    /// Ends the run: the value sits at the target.
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    mutating func drop() {
        run = nil
        lastSample = nil
        noteRun()
    }

    /// Whether the run is logically complete at `time`, asked of a copy so the run is not disturbed.
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    func isLogicallyComplete(at time: Double) -> Bool {
        probeCompletion(at: time).isLogicallyComplete
    }

    /// Whether the run has finished by `time`, asked of a copy.
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    func isFinished(at time: Double) -> Bool {
        probeCompletion(at: time).isFinished
    }

    /// What `sample(at:)` would say of completion at `time`, asked of a copy of the run (in the
    /// evaluator's specialised code, so that copying it costs no generic value witnesses).
    ///
    /// The run is reached through optional chaining rather than bound with `let`: binding would copy
    /// it, and copying the animation it holds goes through its existential's value witnesses.
    private func probeCompletion(at time: Double) -> (isFinished: Bool, isLogicallyComplete: Bool) {
        // `lastSample` is only kept while there is a run.
        if let lastSample, lastSample.time.bitPattern == time.bitPattern {
            return (lastSample.sample.isFinished, lastSample.sample.isLogicallyComplete)
        }
        return run?.probeCompletion(at: time - runStart) ?? (true, true)
    }

    /// The earliest local time in (`lower`, `upper`] at which the run is logically complete, or `nil`
    /// when it is not complete at `upper`. Bisects on copies down to adjacent doubles, so an animation
    /// that completes at an exact instant (a spring after its response) is found at that instant.
    /// Assumes completion, once reached, lasts. See `AnimationEvaluator.firstLogicalCompletion`.
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    func logicalCompletionTime(after lower: Double, upTo upper: Double) -> Double? {
        guard run != nil else { return bisectWithoutRun(after: lower, upTo: upper) }
        if let lastSample, lastSample.time.bitPattern == upper.bitPattern, !lastSample.sample.isLogicallyComplete {
            return nil
        }
        return run?.firstLogicalCompletion(after: lower, upTo: upper, start: runStart)
    }

    /// The bisection of `logicalCompletionTime` without a run, which is complete at every time: the
    /// double after `lower` (or `upper`, when the span does not halve).
    private func bisectWithoutRun(after lower: Double, upTo upper: Double) -> Double {
        Bisection.firstTime(after: lower, upTo: upper) { _, _ in true } ?? upper
    }
}

extension AnimationChannel: Sendable where Data: Sendable {}

/// The channel calls a player makes every frame, as generic functions of the channel's value type
/// specialised for the types animated most. A method of `AnimationChannel<Data>` takes the channel
/// type's metadata, which generic code (the players are generic) looks up in the runtime's cache at
/// each call; these take `Data`'s, which the player has at hand. The specialisations are reached
/// through the generic entry points, which only dispatch.
enum PlayerChannelCalls {
    /// `channel.presentDroppingFinished(at:value:velocity:)`.
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    static func present<Data>(
        _ channel: inout AnimationChannel<Data>, at time: Double, value: inout Data, velocity: inout Data
    ) {
        channel.presentDroppingFinished(at: time, value: &value, velocity: &velocity)
    }

    /// `channel.logicalCompletion(after:sampledAt:)`.
    @_specialize(where Data == Double)
    @_specialize(where Data == AnimatablePair<Double, Double>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @inline(never)
    static func logicalCompletion<Data>(
        of channel: inout AnimationChannel<Data>, after lower: Double, sampledAt now: Double
    ) -> Double? {
        channel.logicalCompletion(after: lower, sampledAt: now)
    }
}
