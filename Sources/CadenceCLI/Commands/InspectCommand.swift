import CadenceUI
import Cadence
import CadenceRender
import CadenceSpec

/// `cadence inspect`: what a spec resolves to — durations, each track's keyframes with their timing,
/// end values and velocities, and each spring's settling time and overshoot.
enum InspectCommand {
    static let command = Command(
        name: "inspect",
        summary: "Show what a spec resolves to: tracks, keyframes, timing, end values, springs.",
        usage: "cadence inspect <SPEC | ->",
        discussion: """
        For a keyframe animator: the duration, then per track each keyframe's kind, start, duration, end value
        and end velocity (a spring cut short ends where it is, moving), then each spring keyframe's settling
        time and overshoot for the move it makes. For a phase animator: each phase change's animation, start
        and duration, with the spring's settling time and overshoot. Angles are in degrees.
        """,
        examples: ["cadence inspect Examples/like-button.json", "cadence inspect Examples/phase-like-button.json"],
        options: [],
        run: { arguments, console in
            guard arguments.positional.count == 1 else {
                throw UsageError(arguments.positional.isEmpty ? "missing spec file (or '-' for standard input)"
                                                              : "unexpected argument '\(arguments.positional[1])': inspect reads one spec")
            }
            let spec = try SpecLoader.load(arguments.positional[0], console: console)
            console.print(try report(spec))
            return 0
        })

    static func report(_ spec: AnimationSpec) throws(SpecError) -> String {
        var lines: [String] = []
        let title = spec.name.map { "\"\(Escaping.terminal($0))\"" } ?? "(unnamed)"
        lines.append("\(Escaping.terminal(spec.file)): \(title), a \(spec.kindName), \(spec.mode == .repeating ? "repeating" : "played on a trigger")\(spec.replay.map { " (replay: \($0))" } ?? "")")
        let initial = spec.properties.map { "\($0.name) = \(SpecValueDecoding.text($0.initial, as: $0.type)) (\($0.type.rawValue))" }
        lines.append("initial value: " + (initial.isEmpty ? "(no properties)" : initial.joined(separator: ", ")))
        lines.append("reduce motion: " + reduceMotionText(spec.reduceMotion))
        if let total = spec.totalDuration { lines.append("declared totalDuration: \(formatNumber(total)) s") }
        switch spec.content {
        case .keyframes(let tracks):
            lines += keyframeReport(spec, tracks)
        case .phases(let phases):
            lines += try phaseReport(spec, phases)
        }
        if case .keyframes(let tracks)? = spec.reduceMotion?.variant {
            lines += ["", "Reduce Motion variant:"] + keyframeReport(spec, tracks)
        } else if case .phases(let phases)? = spec.reduceMotion?.variant {
            lines += ["", "Reduce Motion variant:"] + (try phaseReport(spec, phases))
        }
        if let scene = spec.scene {
            lines.append("")
            lines.append("scene: \(formatNumber(scene.width, decimals: 0))×\(formatNumber(scene.height, decimals: 0)) pt, \(sceneText(scene.content.kind)) with \(plural(scene.content.modifiers.count, "modifier")), \(plural(scene.events.count, "scripted event"))")
            if let transition = scene.content.transition {
                let policy: String
                switch scene.reduceMotion?.transitions {
                case nil: policy = "no Reduce Motion choice (SwiftUI plays it as written)"
                case .ignore?: policy = "Reduce Motion: ignore (plays as written)"
                case .disabled?: policy = "Reduce Motion: disabled (inserted and removed at once)"
                case .crossFade(let duration)?: policy = "Reduce Motion: cross-fade of \(formatNumber(duration, decimals: 2)) s"
                }
                lines.append("transition: \(transition.swift); \(policy)")
            }
        }
        // Every string from the spec is escaped where it is placed (so a table cell stays one line);
        // this catches anything else.
        return lines.map(Escaping.terminal).joined(separator: "\n")
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func reduceMotionText(_ choice: ReduceMotionSpec?) -> String {
        guard let choice else { return "no choice (SwiftUI's default: nothing changes)" }
        switch choice.policy {
        case .ignore: return "ignore (stated on purpose: nothing changes)"
        case .skipToEnd: return "skipToEnd (final state, no trajectory; loops hold still)"
        case .crossFade: return "crossFade (final state presented as a fade; loops hold still)"
        case .simplified: return "simplified (plays the variant below; loops hold still)"
        }
    }

    static func sceneText(_ kind: SceneElement.Kind) -> String {
        switch kind {
        case .symbol(let name): return "symbol \"\(Escaping.terminal(name))\""
        case .shape(let name, _): return "shape \(name)"
        case .text(let text): return "text \"\(Escaping.terminal(text))\""
        }
    }

    static func keyframeReport(_ spec: AnimationSpec, _ tracks: [SpecTrack]) -> [String] {
        let timeline = spec.timeline(tracks, from: spec.initialValues)
        var lines = ["duration \(formatNumber(timeline.duration)) s, \(tracks.count) track\(tracks.count == 1 ? "" : "s")"]
        for (index, summary) in timeline.tracks.enumerated() {
            let track = tracks[index]
            let type = track.valueType
            func value(_ components: [Double]) -> String { SpecValueDecoding.text(components, as: type) }
            lines.append("")
            lines.append("track \(index) \"\(Escaping.terminal(track.keyPath))\" (\(type.rawValue)): \(track.keyframes.count) keyframe\(track.keyframes.count == 1 ? "" : "s"), \(formatNumber(summary.duration)) s, from \(value(summary.startValue)) to \(value(summary.endValue))")
            var rows: [[String]] = []
            var springs: [String] = []
            for (position, segment) in summary.segments.enumerated() where position < track.keyframes.count {
                let keyframe = track.keyframes[position]
                let kind: String
                switch keyframe.kind {
                case .move: kind = "move"
                case .linear(let curve): kind = "linear \(curve.swift)"
                case .cubic(let start, let end): kind = "cubic" + (start != nil || end != nil ? " (velocities given)" : "")
                case .spring(let spring, _):
                    kind = "spring \(spring.swift)\(keyframe.duration == nil ? " (until settled)" : "")"
                    let stats = SpringStatistics(spring: spring.spring, from: segment.startValue, to: segment.target, velocity: segment.startVelocity)
                    let cut = segment.duration + 1e-9 < stats.settlingTime ? ", cut at \(formatNumber(segment.duration, decimals: 4)) s" : ""
                    springs.append("  \(position)  \(spring.swift) from \(value(segment.startValue)) to \(value(segment.target)): \(statsText(stats, type))\(cut)")
                }
                rows.append([String(position), kind, formatNumber(segment.start, decimals: 4), formatNumber(segment.duration, decimals: 4),
                             value(segment.target), value(segment.endValue), value(segment.endVelocity)])
            }
            if !rows.isEmpty {
                let table = formatTable(headers: ["#", "kind", "start", "duration", "target", "end value", "end velocity"], rows: rows)
                lines += table.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
            if !springs.isEmpty { lines += ["  springs:"] + springs }
        }
        return lines
    }

    /// Spring statistics with the overshoot in the track's display units.
    static func statsText(_ stats: SpringStatistics, _ type: PropertyType) -> String {
        guard type == .angle else { return stats.text }
        let percent = stats.overshootFraction.map { " (\(formatNumber($0 * 100, decimals: 1)) %)" } ?? ""
        return "settles in \(formatNumber(stats.settlingTime, decimals: 4)) s, overshoot \(formatNumber(Angle(radians: stats.overshoot).degrees, decimals: 4))°\(percent)"
    }

    static func phaseReport(_ spec: AnimationSpec, _ phases: [SpecPhase]) throws(SpecError) -> [String] {
        let schedule = try PhaseSchedule(phases: phases, repeating: spec.mode == .repeating, horizon: 0, file: spec.file)
        var lines = [spec.mode == .repeating
                     ? "one cycle lasts \(formatNumber(schedule.duration)) s, \(phases.count) phases"
                     : "one run lasts \(formatNumber(schedule.duration)) s (until the last animation finishes), \(phases.count) phases"]
        lines.append("")
        var rows: [[String]] = []
        for phase in phases {
            let values = zip(spec.properties, phase.values).map { "\($0.name) \(SpecValueDecoding.text($1, as: $0.type))" }
            rows.append([Escaping.terminal(phase.name), phase.animation?.swift ?? "nil (no animation)", values.joined(separator: ", ")])
        }
        lines += formatTable(headers: ["phase", "animation into it", "values"], rows: rows).split(separator: "\n").map { "  " + $0 }
        lines.append("")
        var stepRows: [[String]] = []
        var springs: [String] = []
        for step in schedule.steps.prefix(phases.count) {
            let phase = phases[step.to]
            stepRows.append(["\(Escaping.terminal(phases[step.from].name)) → \(Escaping.terminal(phase.name))", formatNumber(step.start, decimals: 4), formatNumber(step.duration, decimals: 4)])
            if let animation = phase.animation, let spring = animation.spring {
                let stats = SpringStatistics(spring: spring, from: [0], to: [1], velocity: [0])
                springs.append("  \(Escaping.terminal(phase.name)): \(animation.swift): \(stats.text) of the change")
            }
        }
        lines += formatTable(headers: ["change", "start", "duration"], rows: stepRows).split(separator: "\n").map { "  " + $0 }
        if !springs.isEmpty { lines += ["  springs (per unit of change, from rest):"] + springs }
        return lines
    }
}
