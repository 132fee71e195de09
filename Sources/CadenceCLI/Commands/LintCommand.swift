import CadenceRender
import Foundation

/// `cadence lint`: the classic keyframe and phase animation mistakes, in one or more specs.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "Check specs for loop seams, jumps, mismatched durations, missing Reduce Motion and more.",
        usage: "cadence lint <SPEC | DIRECTORY | ->... [--strict] [--quiet]",
        discussion: """
        Rules: loop-seam (a loop whose tracks do not end where the next loop starts: the size of the jump),
        loop-reset (a repeating track without a reset move), joint-jump (a value jump between keyframes),
        total-duration (a track that does not last the declared totalDuration), too-many-tracks (more than 8
        tracks on one animator: an advisory, citing the seeds' frame drops on an iPhone 15), no-reduce-motion,
        reduce-motion-flash (a Reduce Motion variant that passes through values in no time), empty-block,
        empty-track, phase-no-change (a phase with the same values as the one before it: no pause, it takes
        no time) and transition-reduce-motion (an advisory: a scene transition that moves or scales
        without "reduceMotion": {"transitions": …} in the scene). A spec with a scene is also played
        through the accessibility audit, trigger by trigger (and insert and remove events), with Reduce
        Motion, Differentiate Without Colour and Reduce Transparency each on in turn: motion-only-channel
        (a trigger moves the picture but a screen reader perceives nothing new: add a changing
        accessibilityValue or label, announceOnTrigger, or accessibilityDecorativeAnimation for ornament),
        color-only-channel, transparency-only-channel and reduce-motion-changes-meaning. Each finding
        names the file position, the track or event, the time and the size of the problem.
        A directory stands for the .json files in it. Exit status: 0 clean (advisories allowed), 1 findings (advisories too with --strict), 2 a spec that
        cannot be read (reported on stderr; the other specs are still checked).
        """,
        examples: ["cadence lint Examples", "cadence lint --strict Examples/squash-bounce-checkmark.json", "cadence lint - < spec.json"],
        options: [
            .flag("strict", "Advisories fail the run too."),
            .flag("quiet", "Print findings only: no 'ok' lines, summary or progress bar.", short: "q"),
        ],
        run: { arguments, console in
            guard !arguments.positional.isEmpty else { throw UsageError("missing spec files (or '-' for standard input)") }
            let specs = arguments.positional.flatMap { expand($0, console: console) }
            let strict = arguments.has("strict")
            let quiet = arguments.has("quiet")
            var status: Int32 = 0
            var counts = (files: 0, clean: 0, errors: 0, advisories: 0, unreadable: 0)
            var progress = ProgressBar(console: console, total: specs.count, label: "linting", quiet: quiet)
            for (index, argument) in specs.enumerated() {
                counts.files += 1
                defer { progress.advance(to: index + 1) }
                let findings: [LintFinding]
                let spec: AnimationSpec
                do {
                    spec = try SpecLoader.load(argument, console: console)
                    findings = try RenderCommand.onMain { () throws(SpecError) in try SpecLinter(spec: spec).allFindings() }
                } catch {
                    progress.finish()
                    console.printError("error: \(error)")
                    counts.unreadable += 1
                    status = 2
                    continue
                }
                let failing = findings.filter { $0.severity == .error || strict }
                if failing.isEmpty { counts.clean += 1 }
                if !failing.isEmpty, status == 0 { status = 1 }
                if findings.isEmpty {
                    if !quiet { console.print("\(Escaping.terminal(spec.file)): ok") }
                    continue
                }
                progress.finish()
                for finding in findings {
                    if finding.severity == .error { counts.errors += 1 } else { counts.advisories += 1 }
                    console.print(line(finding, file: spec.file, color: console.usesColor))
                }
            }
            progress.finish()
            if !quiet, counts.files > 1 {
                console.print("\(counts.files) specs: \(counts.clean) clean, \(counts.errors) finding\(counts.errors == 1 ? "" : "s"), \(counts.advisories) advisor\(counts.advisories == 1 ? "y" : "ies")\(counts.unreadable > 0 ? ", \(counts.unreadable) unreadable" : "")")
            }
            return status
        })

    /// A directory stands for the `.json` files directly in it, sorted; anything else for itself.
    static func expand(_ argument: String, console: Console) -> [String] {
        var isDirectory: ObjCBool = false
        guard argument != "-", FileManager.default.fileExists(atPath: console.resolve(argument), isDirectory: &isDirectory),
              isDirectory.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: console.resolve(argument)) else { return [argument] }
        let specs = names.filter { $0.hasSuffix(".json") }.sorted()
        let separator = argument.hasSuffix("/") ? "" : "/"
        return specs.isEmpty ? [argument] : specs.map { argument + separator + $0 }
    }

    /// `file:line:col: error: [rule] message`, the severity coloured on a terminal; the file name and
    /// the message (which quotes the spec's names) with their control characters shown visibly, so
    /// a finding is always one line.
    static func line(_ finding: LintFinding, file: String, color: Bool) -> String {
        let place = Escaping.terminal(finding.location.map { "\(file):\($0)" } ?? file)
        var severity = finding.severity.rawValue
        if color { severity = (finding.severity == .error ? "\u{1B}[31m" : "\u{1B}[33m") + severity + "\u{1B}[0m" }
        return "\(place): \(severity): [\(finding.rule)] \(Escaping.terminal(finding.message))"
    }
}
