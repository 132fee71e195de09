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

    /// Sets the target at local time `time`, animated by `animation` (or at once for `nil`). An
    /// animation that starts from rest starts with `initialVelocity` (a gesture's, handed over).
    mutating func set(_ newTarget: Data, animation: Animation?, initialVelocity: Data = .zero, at time: Double) -> Change {
        guard newTarget != target else { return .none }
        lastSample = nil
        defer { target = newTarget }
        guard let animation else {
            run?.shift(by: newTarget - target)
            return .jumped
        }
        if run == nil {
            run = AnimationEvaluator(animation, from: target, to: newTarget, initialVelocity: initialVelocity)
            runStart = time
            return .started
        }
        run?.retarget(to: newTarget, with: animation, at: time - runStart, combining: combiningRule)
        return .retargeted
    }

    /// The presented value at local time `time`. The run is kept even when finished; see `drop()`.
    mutating func sample(at time: Double) -> AnimationSample<Data> {
        guard run != nil else {
            return AnimationSample(value: target, velocity: .zero, isFinished: true, isLogicallyComplete: true)
        }
        if let lastSample, lastSample.time.bitPattern == time.bitPattern { return lastSample.sample }
        let sample = run!.sample(at: time - runStart)
        lastSample = (time, sample)
        return sample
    }

    /// Whether sampling the run changes nothing a later sample or retarget depends on (see
    /// `AnimationEvaluator.samplesLeaveNoTrace`), so a copy taken before sampling ahead is not needed.
    var samplesLeaveNoTrace: Bool { run?.samplesLeaveNoTrace ?? true }

    /// Ends the run: the value sits at the target.
    mutating func drop() {
        run = nil
        lastSample = nil
    }

    /// Whether the run is logically complete at `time`, asked of a copy so the run is not disturbed.
    func isLogicallyComplete(at time: Double) -> Bool {
        probe(at: time).isLogicallyComplete
    }

    /// Whether the run has finished by `time`, asked of a copy.
    func isFinished(at time: Double) -> Bool {
        probe(at: time).isFinished
    }

    /// The sample `sample(at:)` would give at `time`, taken on a copy of the run (in the evaluator's
    /// specialised code, so that copying it costs no generic value witnesses).
    private func probe(at time: Double) -> AnimationSample<Data> {
        guard let run else {
            return AnimationSample(value: target, velocity: .zero, isFinished: true, isLogicallyComplete: true)
        }
        if let lastSample, lastSample.time.bitPattern == time.bitPattern { return lastSample.sample }
        return run.probe(at: time - runStart)
    }

    /// The earliest local time in (`lower`, `upper`] at which the run is logically complete, or `nil`
    /// when it is not complete at `upper`. Bisects on copies down to adjacent doubles, so an animation
    /// that completes at an exact instant (a spring after its response) is found at that instant.
    /// Assumes completion, once reached, lasts. See `AnimationEvaluator.firstLogicalCompletion`.
    func logicalCompletionTime(after lower: Double, upTo upper: Double) -> Double? {
        guard let run else { return bisectWithoutRun(after: lower, upTo: upper) }
        if let lastSample, lastSample.time.bitPattern == upper.bitPattern, !lastSample.sample.isLogicallyComplete {
            return nil
        }
        return run.firstLogicalCompletion(after: lower, upTo: upper, start: runStart)
    }

    /// The bisection of `logicalCompletionTime` without a run, which is complete at every time: the
    /// double after `lower` (or `upper`, when the span does not halve).
    private func bisectWithoutRun(after lower: Double, upTo upper: Double) -> Double {
        let incomplete = lower
        var complete = upper
        for _ in 0..<100 {
            let middle = incomplete + (complete - incomplete) / 2
            guard middle > incomplete, middle < complete else { break }
            complete = middle
        }
        return complete
    }
}

extension AnimationChannel: Sendable where Data: Sendable {}
