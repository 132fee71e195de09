import Cadence

/// The values a spec's animator shows over time, property by property: one run from a trigger at
/// time 0, or loop after loop for a repeating spec, with or without Reduce Motion.
///
/// ```swift
/// var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 2)
/// evaluator.values(at: 0.25)   // [[1.21], [-0.1396…], …], one array of components per property
/// ```
///
/// One evaluator per animator kind, each driving the runtime's player that the view layer drives for
/// the same animator, made as the view layer makes it, so `sample`, `render` and `export` agree by
/// construction: keyframes play on a `KeyframePlayer` (`KeyframeSpecEvaluator`), phases are timed by
/// a `PhasePlayer` and retargeted with the view layer's `StateAnimator`s (`PhaseSchedule`). Reduce
/// Motion is the spec's policy given to those players (`AnimationSpec.keyframeReduceMotion`,
/// `phaseReduceMotion`), and a phase variant is played as the view plays it
/// (`AnimationSpec.playedPhases(reduceMotion:)`). Times before 0 show the initial values.
package struct SpecEvaluator: Sendable {
    package let spec: AnimationSpec
    /// A keyframe animator's evaluator, or a phase animator's schedule: one of the two.
    private var keyframes: KeyframeSpecEvaluator?
    private let phases: PhaseSchedule?
    /// How long one run (or one loop, or one phase cycle) lasts, in seconds: the default end of
    /// `sample`; 0 when nothing moves.
    package let duration: Double

    /// The evaluator of `spec` with Reduce Motion on or off; a repeating phase spec is scheduled up to
    /// `horizon` seconds.
    package init(spec: AnimationSpec, reduceMotion: Bool, horizon: Double) throws(SpecError) {
        self.spec = spec
        switch spec.content {
        case .keyframes(let tracks):
            let keyframes = KeyframeSpecEvaluator(spec: spec, tracks: tracks, reduceMotion: reduceMotion)
            self.keyframes = keyframes
            phases = nil
            duration = keyframes.duration
        case .phases:
            let played = spec.playedPhases(reduceMotion: reduceMotion)!
            let schedule = try PhaseSchedule(phases: played.phases, repeating: spec.mode == .repeating, horizon: horizon,
                                             file: spec.file, reduceMotion: reduceMotion, policy: spec.phaseReduceMotion)
            keyframes = nil
            phases = schedule
            duration = schedule.duration
        }
    }

    /// Every property's components at `time` seconds.
    /// - Throws: for a NaN time, and for a loop asked at `∞` or for more than
    ///   `KeyframeSpecEvaluator.maximumLoops` distinct loops.
    package mutating func values(at time: Double) throws(SpecError) -> [[Double]] {
        if let phases {
            guard !time.isNaN else { throw SpecError(file: spec.file, at: nil, .root, "expected a time in seconds, got NaN") }
            return phases.value(at: time)
        }
        return try keyframes!.values(at: time)
    }
}
