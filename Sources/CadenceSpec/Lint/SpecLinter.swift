import CadenceUI

/// The checks behind `cadence lint`: the classic keyframe and phase animation mistakes the animation articles
/// describe, each reported with the track, the time and the size of the problem.
///
/// | rule | finds |
/// | --- | --- |
/// | `loop-seam` | a repeating timeline whose track ends away from where the next loop starts: the jump at the wrap, measured by `KeyframeTimeline.joints(repeating:)` (angles modulo full turns) |
/// | `loop-reset` | a repeating track that does not start with a reset (a `move`, or a keyframe of duration 0): each loop then starts where the last one ended |
/// | `joint-jump` | a jump in value between two keyframes, or at the end of a track |
/// | `total-duration` | a track whose duration differs from the declared `totalDuration` |
/// | `too-many-tracks` | more than 8 tracks on one animator (advisory) |
/// | `no-reduce-motion` | no `reduceMotion` policy or variant |
/// | `reduce-motion-flash` | a Reduce Motion variant that passes through values in no time |
/// | `empty-block` | a `tracks` block with no tracks |
/// | `empty-track` | a track with no keyframes |
/// | `phase-no-change` | a phase with the same values as the one before it (a "hold" that does not hold) |
/// | `transition-reduce-motion` | a scene transition that moves or scales without a Reduce Motion policy for transitions (advisory) |
///
/// `allFindings()` adds the accessibility audit of the scene (`SpecLinter+Accessibility.swift`).
public struct SpecLinter: Sendable {
    /// Jumps at or below this size are continuous (rounding in the resolution).
    package static let tolerance = 1e-9
    /// The measurement the keyframe article reports: frame drops above about 8 simultaneous tracks per animator (iPhone 15).
    package static let trackAdvisoryLimit = 8

    /// The spec it checks.
    public let spec: AnimationSpec
    /// Makes the measurer the accessibility audit's stages lay text out with.
    package let textMeasurer: @Sendable () -> any TextMeasurer

    /// A linter of `spec`; `textMeasurer` makes the measurer of the stages the accessibility audit
    /// plays the scene on (by default the view layer's approximate one; the command line passes
    /// Cairo's, as it renders with it).
    public init(spec: AnimationSpec, textMeasurer: @escaping @Sendable () -> any TextMeasurer = { ApproximateTextMeasurer() }) {
        self.spec = spec
        self.textMeasurer = textMeasurer
    }

    /// The static rules' findings (every rule but the accessibility audit's), in file order.
    /// Throws only when evaluating the spec does (a phase schedule beyond its limits).
    public func findings() throws(SpecError) -> [LintFinding] {
        var findings: [LintFinding] = []
        switch spec.content {
        case .keyframes(let tracks):
            findings += keyframeFindings(tracks, path: spec.tracksPath, variant: false)
        case .phases(let phases):
            findings += try repeatedPhaseFindings(phases)
        }
        findings += try reduceMotionFindings()
        findings += transitionFindings()
        return findings.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }

    private func name(_ track: SpecTrack) -> String { "\"\(track.keyPath)\"" }

    /// A phase with the same values as the phase before it: the would-be pause of the classic
    /// mistake. Nothing changes on entering it, so its animation completes at once and the animator
    /// moves straight on (SwiftUI's behaviour, and Cadence's); a Reduce Motion variant, where equal
    /// phases are the point, is not checked, nor the return to the first phase at the end of a run.
    private func repeatedPhaseFindings(_ phases: [SpecPhase]) throws(SpecError) -> [LintFinding] {
        let repeated = phases.indices.dropFirst().filter { phases[$0].values == phases[$0 - 1].values }
        guard !repeated.isEmpty else { return [] }
        // When the animator enters it (and, at once, leaves it): in the first run or cycle.
        let schedule = try PhaseSchedule(phases: phases, repeating: spec.mode == .repeating, file: spec.file)
        return repeated.map { index in
            let (previous, phase) = (phases[index - 1], phases[index])
            let entered = schedule.steps.first { $0.to == index }?.start ?? 0
            let animation = phase.animation.map { " (its \($0.swift) never plays)" } ?? ""
            return LintFinding(rule: .phaseNoChange, location: phase.location, subject: phase.name, time: entered, size: 0,
                               message: "phase \"\(phase.name)\" has the same values as \"\(previous.name)\": entering it changes nothing, so it takes no time and the animator moves straight on\(animation); it is not a pause. To hold, remove it and give the next phase's animation a delay (\"delay\": seconds)")
        }
    }

    private func text(_ components: [Double], _ track: SpecTrack) -> String {
        SpecValueDecoding.text(components, as: track.valueType)
    }

    /// The jump at a loop's seam as the viewer sees it: for an angle, the distance modulo full turns
    /// (a spinner that ends at 360° and starts again at 0° does not jump).
    private func seamJump(_ jump: Double, from before: [Double], to after: [Double], _ track: SpecTrack) -> Double {
        guard track.valueType == .angle, let start = before.first, let end = after.first else { return jump }
        let turn = 2 * Double.pi
        let rest = abs(start - end).truncatingRemainder(dividingBy: turn)
        let distance = min(rest, turn - rest)
        // Full turns written in degrees come out a few ulps away from a multiple of 2π.
        return distance <= 1e-9 * max(1, abs(start - end)) ? 0 : distance
    }

    /// The size of a jump as the viewer sees it, in the track's display units (degrees for angles).
    private func size(_ jump: Double, _ track: SpecTrack) -> Double {
        track.valueType == .angle ? Angle(radians: jump).degrees : jump
    }

    /// A jump's size for a message: `0.2500`, `20.0000°`.
    private func sizeText(_ jump: Double, _ track: SpecTrack) -> String {
        formatNumber(size(jump, track), decimals: 4) + (track.valueType == .angle ? "°" : "")
    }

    private func keyframeFindings(_ tracks: [SpecTrack], path: JSONPath, variant: Bool) -> [LintFinding] {
        var findings: [LintFinding] = []
        let label = variant ? "the Reduce Motion variant" : "the animator"
        if tracks.isEmpty {
            findings.append(LintFinding(rule: .emptyBlock, location: nil, subject: nil, time: nil, size: nil,
                                        message: "\(label) has an empty tracks block: the timeline lasts 0 s and animates nothing (give it a track, or say what you mean with a Reduce Motion policy)"))
            return findings
        }
        if tracks.count > SpecLinter.trackAdvisoryLimit {
            findings.append(LintFinding(rule: .tooManyTracks, location: tracks[SpecLinter.trackAdvisoryLimit].location,
                                        subject: nil, time: nil, size: Double(tracks.count),
                                        message: "\(label) has \(tracks.count) tracks; visible frame drops were measured above about \(SpecLinter.trackAdvisoryLimit) tracks per KeyframeAnimator on an iPhone 15: split it into two animators or group related values"))
        }
        for track in tracks where track.keyframes.isEmpty {
            findings.append(LintFinding(rule: .emptyTrack, location: track.location, subject: track.keyPath, time: 0, size: nil,
                                        message: "track \(name(track)) has no keyframes: it holds its start value (and overrides earlier tracks on the same property)"))
        }
        let timeline = spec.timeline(tracks, from: spec.initialValues)
        let summaries = timeline.tracks
        if !variant, let total = spec.totalDuration {
            for (index, track) in tracks.enumerated() where abs(summaries[index].duration - total) > SpecLinter.tolerance {
                let difference = summaries[index].duration - total
                findings.append(LintFinding(rule: .totalDuration, location: track.location, subject: track.keyPath,
                                            time: summaries[index].duration, size: abs(difference),
                                            message: "track \(name(track)) lasts \(formatNumber(summaries[index].duration, decimals: 3)) s but the spec declares totalDuration \(formatNumber(total, decimals: 3)) s (\(difference > 0 ? "over" : "short") by \(formatNumber(abs(difference), decimals: 3)) s): the tracks do not end together"))
            }
        }
        // In a loop, a jump at the very end of the timeline is the seam's, reported by loop-seam.
        let seamTime = spec.mode == .repeating && !variant ? timeline.duration : Double.nan
        for joint in timeline.joints(repeating: false) where (joint.kind == .joint || joint.kind == .end)
            && joint.valueJump > SpecLinter.tolerance && !(joint.kind == .end && joint.time == seamTime) {
            let track = tracks[joint.track]
            let keyframe = keyframeAt(time: joint.time, in: summaries[joint.track], track: track)
            findings.append(LintFinding(rule: .jointJump, location: keyframe?.location ?? track.location, subject: track.keyPath,
                                        time: joint.time, size: size(joint.valueJump, track),
                                        message: "track \(name(track)) jumps by \(sizeText(joint.valueJump, track)) at \(formatNumber(joint.time, decimals: 3)) s (\(text(joint.valueBefore, track)) → \(text(joint.valueAfter, track))) \(joint.kind == .end ? "at its end" : "between two keyframes"): a visible snap; use a keyframe that takes time if it is not meant"))
        }
        if spec.mode == .repeating, !variant {
            for joint in timeline.joints(repeating: true) where joint.kind == .loopSeam
                && seamJump(joint.valueJump, from: joint.valueBefore, to: joint.valueAfter, tracks[joint.track]) > SpecLinter.tolerance {
                let track = tracks[joint.track]
                findings.append(LintFinding(rule: .loopSeam, location: track.location, subject: track.keyPath,
                                            time: joint.time, size: size(joint.valueJump, track),
                                            message: "track \(name(track)) jumps by \(sizeText(joint.valueJump, track)) where the loop wraps at \(formatNumber(joint.time, decimals: 3)) s (\(text(joint.valueBefore, track)) → \(text(joint.valueAfter, track))): end the track where the next loop starts"))
            }
            for (index, track) in tracks.enumerated() where !track.keyframes.isEmpty && !track.keyframes[0].isJump {
                let summary = summaries[index]
                let drift = zip(summary.startValue, summary.endValue).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
                let now = drift > SpecLinter.tolerance
                    ? "the first loop starts from \(text(summary.startValue, track)) but every later one from where the last ended, \(text(summary.endValue, track)) (off by \(sizeText(drift, track)))"
                    : "each loop starts where the last one ended (\(text(summary.endValue, track)), as the first does), so any change to the last keyframe will show as a jump"
                findings.append(LintFinding(rule: .loopReset, location: track.keyframes[0].location, subject: track.keyPath,
                                            time: 0, size: size(drift, track),
                                            message: "track \(name(track)) has no reset move: \(now); start it with {\"kind\": \"move\", \"to\": …} (MoveKeyframe)"))
            }
        }
        return findings
    }

    /// The keyframe that starts at `time` in a track (the one after a joint), for the finding's position.
    private func keyframeAt(time: Double, in summary: KeyframeTrackSummary, track: SpecTrack) -> SpecKeyframe? {
        for (index, segment) in summary.segments.enumerated() where index < track.keyframes.count {
            if abs(segment.start - time) <= SpecLinter.tolerance, segment.duration == 0 { return track.keyframes[index] }
        }
        for (index, segment) in summary.segments.enumerated() where index < track.keyframes.count {
            if abs(segment.end - time) <= SpecLinter.tolerance { return track.keyframes[index] }
        }
        return nil
    }

    private func reduceMotionFindings() throws(SpecError) -> [LintFinding] {
        guard let choice = spec.reduceMotion else {
            return [LintFinding(rule: .noReduceMotion, location: nil, subject: nil, time: nil, size: nil,
                                message: "no Reduce Motion choice: SwiftUI does not reduce keyframe or phase animations by itself; add \"reduceMotion\" with a policy (skipToEnd, crossFade, simplified with a variant, or ignore on purpose)")]
        }
        guard let variant = choice.variant else { return [] }
        switch variant {
        case .keyframes(let tracks):
            var findings = keyframeFindings(tracks, path: choice.path.member("tracks"), variant: true)
            let allZero = tracks.allSatisfy { $0.keyframes.allSatisfy(\.isJump) }
            for track in tracks where allZero {
                var values: [[Double]] = [spec.properties[track.property].initial]
                for keyframe in track.keyframes where keyframe.target != values.last { values.append(keyframe.target) }
                if values.count > 2 {
                    findings.append(LintFinding(rule: .reduceMotionFlash, location: track.location, subject: track.keyPath, time: 0,
                                                size: Double(values.count - 1),
                                                message: "the Reduce Motion variant's track \(name(track)) passes through \(values.count - 1) values in 0 s: every duration is zero, so it flashes instead of reducing motion; show the final state (policy skipToEnd) or fade"))
                }
            }
            return findings
        case .phases(let phases):
            let schedule = try PhaseSchedule(phases: phases, repeating: false, file: spec.file)
            var findings: [LintFinding] = []
            let steps = schedule.steps
            for (index, step) in steps.enumerated() where index + 1 < steps.count && step.duration == 0 {
                let entered = phases[step.to]
                let changedIn = entered.values != phases[step.from].values
                let changedOut = phases[steps[index + 1].to].values != entered.values
                if changedIn && changedOut {
                    findings.append(LintFinding(rule: .reduceMotionFlash, location: entered.location, subject: entered.name,
                                                time: step.start, size: 0,
                                                message: "the Reduce Motion variant shows phase \"\(entered.name)\" for 0 s at \(formatNumber(step.start, decimals: 3)) s (its animation is \(entered.animation?.swift ?? "nil")): it flashes through the phases; give the changes a short fade, or keep the values still"))
                }
            }
            return findings
        }
    }
}
