import Cadence
import CadenceSpec

/// `cadence sample`: a spec's values frame by frame, as CSV or JSON lines.
enum SampleCommand {
    static let command = Command(
        name: "sample",
        summary: "Print a spec's values frame by frame, as CSV or JSON lines.",
        usage: "cadence sample <SPEC | -> [--fps N] [--from SECONDS] [--to SECONDS] [--format csv|jsonl] [-o FILE] [--reduce-motion] [--quiet]",
        discussion: """
        Frames are at FROM, FROM + 1/FPS, … up to TO (inclusive when it falls on a frame). TO defaults to the
        end of one run: the timeline's duration, one loop of a repeating spec, or until a phase animator's
        last animation finishes. A repeating spec loops past its duration, each loop starting where the last
        one ended. Angles are printed in degrees, colours as components. The work is capped at 10,000,000 values
        (frames × value columns, some 100 MB of CSV); --max-values raises or lowers the cap. SPEC '-' reads standard input;
        '-o -' (the default) writes standard output; a file is written atomically, and not at all on error.
        """,
        examples: [
            "cadence sample Examples/like-button.json",
            "cadence sample Examples/pulse-badge.json --fps 30 --to 2.8 --format jsonl",
            "cadence sample Examples/like-button-reduce-motion.json --reduce-motion -o frames.csv",
            "cat spec.json | cadence sample - --fps 120",
        ],
        options: [
            .value("fps", "N", "Frames per second, 1…1000. Default 60."),
            .value("from", "SECONDS", "First frame time. Default 0."),
            .value("to", "SECONDS", "Last frame time. Default: the end of one run."),
            .value("format", "FORMAT", "csv (default) or jsonl.", choices: ["csv", "jsonl"]),
            .value("output", "FILE", "Write to FILE (atomically) instead of standard output.", short: "o"),
            .value("max-values", "N", "The work cap: at most N values (frames × columns). Default 10000000."),
            .value("max-bytes", "N", "The output cap, in bytes. Default 268435456 (256 MiB)."),
            .flag("reduce-motion", "Sample as with Reduce Motion on (the spec's policy or variant)."),
            .flag("quiet", "No progress bar.", short: "q"),
        ],
        run: { arguments, console in
            guard arguments.positional.count == 1 else {
                throw UsageError(arguments.positional.isEmpty ? "missing spec file (or '-' for standard input)"
                                                              : "unexpected argument '\(arguments.positional[1])': sample reads one spec")
            }
            let fps = try arguments.number("fps", default: 60, range: 1...1000)!
            let from = try arguments.number("from", default: 0, range: 0...SpecLimits.seconds)!
            let format = arguments.values["format"] ?? "csv"
            guard ["csv", "jsonl"].contains(format) else {
                throw UsageError("option '--format' expects csv or jsonl, got '\(format)'\(NameSuggestion.didYouMean(format, among: ["csv", "jsonl"]))")
            }
            let requestedTo = try arguments.number("to", range: 0...SpecLimits.seconds)
            let maxValues = try arguments.number("max-values", default: Double(SpecLimits.sampledValues), range: 1...1e12)!
            try OutputCheck(inputs: [arguments.positional[0]], console: console)
                .check([OutputCheck.Output(option: "-o", path: arguments.values["output"] ?? "-")], console: console)
            let spec = try SpecLoader.load(arguments.positional[0], console: console)
            var evaluator = try SpecEvaluator(spec: spec, reduceMotion: arguments.has("reduce-motion"),
                                              horizon: max(requestedTo ?? 0, from))
            let to = requestedTo ?? evaluator.duration
            guard to >= from else {
                throw UsageError("--to (\(formatNumber(to, decimals: 3)) s) is before --from (\(formatNumber(from, decimals: 3)) s)")
            }
            let frames = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
            guard frames <= 1_000_000 else {
                throw UsageError("that is \(frames) frames (at most 1000000): lower --fps or shorten --from/--to")
            }
            let columns = spec.properties.flatMap { property in property.type.columnNames.map { property.name + $0 } }
            let work = Double(frames) * Double(max(columns.count, 1))
            guard work <= maxValues else {
                throw UsageError("that is \(frames) frames × \(columns.count) columns = \(formatNumber(work, decimals: 0)) values, over the cap of \(formatNumber(maxValues, decimals: 0)) (samples × properties): lower --fps, shorten --from/--to, or raise the cap with --max-values N")
            }
            var text = format == "csv" ? "time," + columns.joined(separator: ",") + "\n" : ""
            var progress = ProgressBar(console: console, total: frames, label: "sampling", quiet: arguments.has("quiet"))
            for frame in 0..<frames {
                let time = from + Double(frame) / fps
                let values = try evaluator.values(at: time)
                if format == "csv" {
                    var cells = [formatNumber(time)]
                    for (property, components) in zip(spec.properties, values) {
                        cells += displayComponents(components, property.type).map { formatNumber($0) }
                    }
                    text += cells.joined(separator: ",") + "\n"
                } else {
                    var fields = ["\"time\":\(formatNumber(time))"]
                    for (property, components) in zip(spec.properties, values) {
                        fields.append("\"\(property.name)\":\(SpecValueDecoding.json(components, as: property.type))")
                    }
                    text += "{" + fields.joined(separator: ",") + "}\n"
                }
                progress.advance(to: frame + 1)
            }
            progress.finish()
            let maxBytes = try arguments.number("max-bytes", default: Double(SpecLimits.outputBytes), range: 1...1e15)!
            try OutputDestination(arguments.values["output"]).write(text, console: console, maxBytes: Int(maxBytes))
            return 0
        })

    /// Components as printed: an angle in degrees, everything else as stored.
    static func displayComponents(_ components: [Double], _ type: PropertyType) -> [Double] {
        type == .angle ? components.map { Angle(radians: $0).degrees } : components
    }
}
