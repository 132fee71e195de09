import Cadence

/// The values a spec's animator shows over time, property by property: one run from a trigger at
/// time 0, or loop after loop for a repeating spec, with or without Reduce Motion.
///
/// ```swift
/// var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 2)
/// evaluator.values(at: 0.25)   // [[1.21], [-0.1396…], …], one array of components per property
/// ```
///
/// Repeating keyframe specs loop as `KeyframeAnimator(initialValue:repeating:…)` does: each loop is a
/// new timeline that starts from the value, and with the velocity, where the last one ended (which is
/// why a loop without a reset move drifts). At the instant a loop wraps, the next loop's start is
/// shown. With Reduce Motion, the spec's policy decides: `ignore` (or no choice) changes nothing,
/// `skipToEnd` and `crossFade` show the final state from time 0, `simplified` plays the variant; under
/// any policy but `ignore`, loops hold still at their first state (`CadenceRuntime.ReduceMotionPolicy`).
package struct SpecEvaluator: Sendable {
    private enum Source {
        case constant([[Double]])
        case timeline(KeyframeTimeline<SpecValues>, tracks: [SpecTrack], repeating: Bool)
        case phases(PhaseSchedule)
    }

    package let spec: AnimationSpec
    private let source: Source
    /// How long one run (or one loop, or one phase cycle) lasts, in seconds: the default end of `sample`.
    package let duration: Double
    // The loop being sampled, so a forward sweep builds each loop once.
    private var loopIndex = 0
    private var loopTimeline: KeyframeTimeline<SpecValues>?
    /// Set once a loop starts exactly as the one before it: every later loop is the same.
    private var periodic = false
    /// The value and velocity (as a value of velocities) the current loop started from.
    private var loopStart: (value: SpecValues, velocity: SpecValues)?

    /// The largest number of distinct loops `values(at:)` will build.
    package static let maximumLoops = 100_000

    package init(spec: AnimationSpec, reduceMotion: Bool, horizon: Double) throws(SpecError) {
        self.spec = spec
        var content = spec.content
        var holdStill = false
        var skipToEnd = false
        if reduceMotion, let choice = spec.reduceMotion, choice.policy != .ignore {
            holdStill = spec.mode == .repeating
            if let variant = choice.variant { content = variant } else { skipToEnd = true }
        }
        switch content {
        case .keyframes(let tracks):
            let timeline = spec.timeline(tracks, from: spec.initialValues)
            if holdStill || skipToEnd {
                let time = holdStill ? 0 : Double.infinity
                let held = timeline.value(time: time)
                source = .constant(spec.properties.map { held.components(of: $0) })
                duration = 0
            } else {
                source = .timeline(timeline, tracks: tracks, repeating: spec.mode == .repeating)
                duration = timeline.duration
                loopTimeline = timeline
            }
        case .phases(let phases):
            if holdStill || skipToEnd {
                // A triggered cycle ends back at the first phase; a held cycle stays there.
                source = .constant(phases[0].values)
                duration = 0
            } else {
                let schedule = try PhaseSchedule(phases: phases, repeating: spec.mode == .repeating, horizon: horizon, file: spec.file)
                source = .phases(schedule)
                duration = schedule.duration
            }
        }
    }

    /// Every property's components at `time` seconds.
    package mutating func values(at time: Double) throws(SpecError) -> [[Double]] {
        switch source {
        case .constant(let values):
            return values
        case .phases(let schedule):
            return schedule.value(at: time)
        case .timeline(let first, let tracks, let repeating):
            guard repeating, duration > 0, time >= duration else {
                return spec.properties.map(first.value(time: time).components(of:))
            }
            let loop = (time / duration).rounded(.down)
            let target = Int(min(loop, Double(Int.max / 2)))
            let zero = SpecValues(properties: spec.properties.map { var p = $0; p.initial = p.initial.map { _ in 0 }; return p })
            if target < loopIndex && !periodic || loopTimeline == nil {
                loopIndex = 0
                loopTimeline = first
                loopStart = (spec.initialValues, zero)
            }
            while loopIndex < target && !periodic {
                guard loopIndex < SpecEvaluator.maximumLoops else {
                    throw SpecError(file: spec.file, at: nil, .root, "expected at most \(SpecEvaluator.maximumLoops) different loops of \(formatNumber(duration)) s, got a time of \(formatNumber(time)) s")
                }
                let previous = loopTimeline!
                let start = previous.value(time: duration)
                let velocity = previous.velocity(time: duration)
                let next = (value: start, velocity: velocity.applied(to: zero))
                // A loop that starts as the last one did (value and velocity, exactly) repeats it, and so
                // do all after it: the usual case once a loop has settled into its cycle.
                if let loopStart, loopStart.value == next.value, loopStart.velocity == next.velocity {
                    periodic = true
                    break
                }
                loopStart = next
                loopTimeline = spec.timeline(tracks, from: start, velocity: velocity)
                loopIndex += 1
            }
            let local = time - loop * duration
            return spec.properties.map(loopTimeline!.value(time: local).components(of:))
        }
    }
}
