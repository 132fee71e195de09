import Cadence
import CadenceRender
import CadenceSpec
import Foundation

/// `cadence plot`: a spec's values over time as an SVG or PNG figure.
enum PlotCommand {
    static let command = Command(
        name: "plot",
        summary: "Plot a spec's values over time (one panel per track or property) to SVG or PNG.",
        usage: "cadence plot <SPEC | -> -o OUT.svg|OUT.png|- [--format svg|png] [--reduce-motion] [--scale S] [--title TEXT] [--quiet]",
        discussion: """
        A keyframe spec gets one panel per track: its value over one run (or one loop), a dot at each keyframe
        joint, a ring where a move or zero-duration keyframe jumps, and for a repeating spec the loop seam
        with the jump a viewer sees there. A phase spec gets one panel per property, sampled as 'cadence
        sample' samples it (a dot at each phase change; a repeating spec shows two cycles with the seam
        between them). Angles are plotted in degrees. --reduce-motion plots what plays with Reduce Motion on:
        the spec's variant, or the held state. The format is --format, else OUT's extension; the file is written
        atomically. -o - writes standard output (with --format; PNG is not written to a terminal).
        """,
        examples: [
            "cadence plot Examples/like-button.json -o like.svg",
            "cadence plot Examples/pulse-badge-no-reset.json -o seam.png --scale 2",
            "cadence plot Examples/phase-like-button.json -o phases.svg",
            "cadence plot Examples/like-button-reduce-motion.json -o reduced.svg --reduce-motion",
            "cadence plot Examples/like-button.json -o - --format svg > like.svg",
        ],
        options: [
            .value("output", "OUT", "The file to write: .svg or .png; '-' for standard output (with --format).", short: "o"),
            .value("format", "FORMAT", "svg or png. Default: OUT's extension.", choices: ["svg", "png"]),
            .value("scale", "S", "Pixels per point for PNG, 0.25…8. Default \(formatNumber(OutputScale.standard, decimals: 0))."),
            .value("title", "TEXT", "The figure's title. Default: the spec's name."),
            .flag("reduce-motion", "Plot what plays with Reduce Motion on (the spec's policy or variant)."),
            .flag("quiet", "Print nothing but errors.", short: "q"),
        ],
        run: { arguments, console in try run(arguments, console: console) })

    private static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positional.count == 1 else {
            throw UsageError(arguments.positional.isEmpty ? "missing spec file (or '-' for standard input)"
                                                          : "unexpected argument '\(arguments.positional[1])': plot reads one spec")
        }
        guard let output = arguments.values["output"], !output.isEmpty else {
            throw UsageError("missing -o OUT: the file to write (.svg or .png)")
        }
        let format = try BinaryOutput.format(arguments, output: output, supported: [.svg, .png])
        try BinaryOutput.checkDestination(output, format: format, console: console)
        let scale = try arguments.number("scale", default: OutputScale.standard, range: 0.25...8)!
        try OutputCheck(inputs: [arguments.positional[0]], console: console)
            .check([OutputCheck.Output(option: "-o", path: output)], console: console)
        let spec = try SpecLoader.load(arguments.positional[0], console: console)
        if output != "-" { try RenderCommand.checkWritable(output, console: console) }
        let reduceMotion = arguments.has("reduce-motion")
        var plot = try self.plot(spec, reduceMotion: reduceMotion)
        plot.title = arguments.values["title"] ?? plot.title
        let bytes: [UInt8]
        do {
            bytes = try plot.encoded(as: format, scale: format == .png ? scale : 1)
        } catch {
            throw UsageError("cannot write \(output): \(error)")
        }
        try BinaryOutput.write(bytes, to: output, console: console)
        if !arguments.has("quiet") {
            let name = output == "-" ? "standard output" : Escaping.terminal(output)
            BinaryOutput.summarize("wrote \(name): \(plot.panels.count) panel\(plot.panels.count == 1 ? "" : "s")", output: output, console: console)
        }
        return 0
    }

    /// The figure for `spec`: its keyframe tracks (`Plot.keyframes`), or its sampled values.
    static func plot(_ spec: AnimationSpec, reduceMotion: Bool) throws -> Plot {
        var played: AnimationSpec.Content? = spec.content
        if reduceMotion, let choice = spec.reduceMotion, choice.policy != .ignore {
            played = spec.mode == .repeating ? nil : choice.variant
        }
        let name = (spec.name ?? spec.file) + (reduceMotion ? ", Reduce Motion" : "")
        if case .keyframes(let tracks)? = played {
            let timeline = spec.timeline(tracks, from: spec.initialValues)
            var plot = Plot.keyframes(timeline, repeating: spec.mode == .repeating)
            plot.title = "\(name): \(formatNumber(timeline.duration, decimals: 3)) s" + (spec.mode == .repeating ? " a loop" : "")
            for (index, track) in tracks.enumerated() where plot.panels.indices.contains(index) {
                plot.panels[index].title = "\(track.keyPath) (\(track.valueType.rawValue))"
                if track.valueType == .angle { plot.panels[index] = inDegrees(plot.panels[index]) }
            }
            return plot
        }
        return try sampled(spec, reduceMotion: reduceMotion, played: played, title: name)
    }

    /// One panel per property from `SpecEvaluator`'s values, a dot at each phase change.
    private static func sampled(_ spec: AnimationSpec, reduceMotion: Bool, played: AnimationSpec.Content?, title: String) throws -> Plot {
        var schedule: PhaseSchedule?
        var cycle = 0.0
        if case .phases(let phases)? = played {
            let once = try PhaseSchedule(phases: phases, repeating: spec.mode == .repeating, horizon: 0, file: spec.file)
            cycle = once.duration
            schedule = spec.mode == .repeating
                ? try PhaseSchedule(phases: phases, repeating: true, horizon: cycle * 2, file: spec.file) : once
        }
        let repeating = spec.mode == .repeating && schedule != nil && cycle > 0
        let end = cycle > 0 ? (repeating ? 2 * cycle : cycle) : 1
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: reduceMotion, horizon: end)
        let count = 480
        var samples: [(time: Double, values: [[Double]])] = []
        for step in 0...count {
            let time = end * Double(step) / Double(count)
            samples.append((time, try evaluator.values(at: time)))
        }
        let changes = (schedule?.steps.map(\.start) ?? []).filter { $0 <= end }
        var changeValues: [[[Double]]] = []
        for time in changes { changeValues.append(try evaluator.values(at: time)) }
        let panels = spec.properties.enumerated().map { index, property -> PlotPanel in
            let names = property.type.componentNames
            let components = samples[0].values[index].count
            let factor = property.type == .angle ? 180 / Double.pi : 1
            let series = (0..<components).map { component in
                PlotSeries(name: components == 1 ? property.name : "\(property.name).\(names.indices.contains(component) ? names[component] : String(component))",
                           points: samples.map { PlotPoint(x: $0.time, y: $0.values[index][component] * factor) })
            }
            var markers: [PlotMarker] = []
            for (time, values) in zip(changes, changeValues) {
                for component in 0..<components {
                    markers.append(PlotMarker(point: PlotPoint(x: time, y: values[index][component] * factor), series: component))
                }
            }
            let rules = repeating ? [PlotRule(.vertical, at: cycle, label: "next cycle")] : []
            return PlotPanel(title: "\(property.name) (\(property.type.rawValue)\(property.type == .angle ? ", degrees" : ""))",
                             xAxis: PlotAxis(label: "time (s)", range: 0...end), yAxis: PlotAxis(label: "value"),
                             series: series, markers: markers, rules: rules)
        }
        let kind = schedule != nil ? "phase animator, \(formatNumber(cycle, decimals: 3)) s" + (repeating ? " a cycle" : "") : "held still"
        return Plot(title: "\(title): \(kind)", panels: panels)
    }

    /// A panel of an angle track with its radians shown as degrees.
    private static func inDegrees(_ panel: PlotPanel) -> PlotPanel {
        var panel = panel
        let factor = 180 / Double.pi
        for index in panel.series.indices {
            panel.series[index].points = panel.series[index].points.map { PlotPoint(x: $0.x, y: $0.y * factor) }
        }
        panel.markers = panel.markers.map { var m = $0; m.point.y *= factor; return m }
        panel.rules = panel.rules.map { rule in
            var rule = rule
            if rule.orientation == .horizontal { rule.position *= factor }
            return rule
        }
        panel.title += ", degrees"
        return panel
    }
}
