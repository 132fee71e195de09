import CadenceRender
import CadenceSpec
import Foundation

/// `cadence lint`: the classic keyframe and phase animation mistakes, in one or more specs.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "Check specs for loop seams, jumps, mismatched durations, missing Reduce Motion and more.",
        usage: "cadence lint <SPEC | DIRECTORY | ->... [--strict] [--disable RULE[,RULE…]] [--format text|json|sarif] [--quiet]",
        discussion: """
        Rules: loop-seam (a loop whose tracks do not end where the next loop starts: the size of the jump),
        loop-reset (a repeating track without a reset move), joint-jump (a value jump between keyframes),
        total-duration (a track that does not last the declared totalDuration), too-many-tracks (more than 8
        tracks on one animator: an advisory, citing frame drops measured on an iPhone 15), no-reduce-motion,
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
        Loop seams of angles are measured modulo full turns: a spinner that ends at 360° is seamless.
        --disable turns rules off for the run; a spec turns them off for itself with "lint": {"disable":
        ["loop-reset", …]}. --format json prints the findings as a JSON array, --format sarif as a SARIF
        2.1.0 log (for GitHub code scanning and other SARIF readers) with every rule's id, summary and help;
        both print nothing else on standard output. A directory stands for the .json files in it. Exit status: 0 clean (advisories allowed), 1 findings (advisories too with --strict), 2 a spec that
        cannot be read (reported on stderr; the other specs are still checked).
        """,
        examples: ["cadence lint Examples", "cadence lint --strict Examples/squash-bounce-checkmark.json", "cadence lint - < spec.json",
                   "cadence lint Examples --disable loop-reset,no-reduce-motion", "cadence lint Examples --format sarif > lint.sarif"],
        options: [
            .flag("strict", "Advisories fail the run too."),
            .value("disable", "RULE[,RULE…]", "Rules not to report (their ids, as the findings print them)."),
            .value("format", "text|json|sarif", "How to print the findings. Default text.", choices: ["text", "json", "sarif"]),
            .flag("quiet", "Print findings only: no 'ok' lines, summary or progress bar.", short: "q"),
        ],
        run: { arguments, console in
            guard !arguments.positional.isEmpty else { throw UsageError("missing spec files (or '-' for standard input)") }
            let specs = arguments.positional.flatMap { expand($0, console: console) }
            let strict = arguments.has("strict")
            let disabled = try disabledRules(arguments.values["disable"])
            let format = try Format(arguments.values["format"])
            let quiet = arguments.has("quiet") || format != .text
            var report = LintReport()
            var status: Int32 = 0
            var counts = (files: 0, clean: 0, errors: 0, advisories: 0, unreadable: 0)
            var progress = ProgressBar(console: console, total: specs.count, label: "linting", quiet: quiet)
            for (index, argument) in specs.enumerated() {
                counts.files += 1
                defer { progress.advance(to: index + 1) }
                let all: [LintFinding]
                let spec: AnimationSpec
                do {
                    spec = try SpecLoader.load(argument, console: console)
                    all = try RenderCommand.onMain { () throws(SpecError) in try SpecLinter.commandLine(spec).allFindings() }
                } catch {
                    progress.clearLine()
                    console.printError("error: \(error)")
                    counts.unreadable += 1
                    status = 2
                    continue
                }
                let off = disabled.union(spec.lintDisabled)
                let findings = all.filter { !off.contains($0.rule) }
                report.entries.append(LintReport.Entry(file: spec.file, findings: findings))
                let failing = findings.filter { $0.severity == .error || strict }
                if failing.isEmpty { counts.clean += 1 }
                if !failing.isEmpty, status == 0 { status = 1 }
                progress.clearLine()
                if findings.isEmpty {
                    if !quiet { console.print("\(Escaping.terminal(spec.file)): ok") }
                    continue
                }
                for finding in findings {
                    if finding.severity == .error { counts.errors += 1 } else { counts.advisories += 1 }
                    if format == .text { console.print(line(finding, file: spec.file, color: console.usesColor)) }
                }
            }
            progress.finish()
            switch format {
            case .text: break
            case .json: console.write(report.json())
            case .sarif: console.write(report.sarif(version: CommandLineTool.version))
            }
            if !quiet, counts.files > 1 {
                console.print("\(counts.files) specs: \(counts.clean) clean, \(counts.errors) finding\(counts.errors == 1 ? "" : "s"), \(counts.advisories) advisor\(counts.advisories == 1 ? "y" : "ies")\(counts.unreadable > 0 ? ", \(counts.unreadable) unreadable" : "")")
            }
            return status
        })

    /// How findings are printed.
    enum Format: String, CaseIterable {
        case text, json, sarif

        init(_ argument: String?) throws {
            guard let argument else { self = .text; return }
            guard let format = Format(rawValue: argument) else {
                let names = Format.allCases.map(\.rawValue)
                throw UsageError("option '--format' expects \(NameSuggestion.list(names)), got '\(Escaping.terminal(argument))'\(NameSuggestion.didYouMean(argument, among: names))")
            }
            self = format
        }
    }

    /// The rules `--disable` names, checked against the rule set.
    static func disabledRules(_ argument: String?) throws -> Set<LintRule> {
        guard let argument else { return [] }
        var rules: Set<LintRule> = []
        for id in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !id.isEmpty {
            guard let rule = LintRule.named(id) else {
                let ids = LintRule.all.map(\.id)
                throw UsageError("option '--disable': '\(Escaping.terminal(id))' is not a lint rule\(NameSuggestion.didYouMean(id, among: ids)) (rules: \(ids.joined(separator: ", ")))")
            }
            rules.insert(rule)
        }
        return rules
    }

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
