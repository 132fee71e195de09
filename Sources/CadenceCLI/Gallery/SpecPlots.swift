import Cadence
import CadenceRender
import CadenceSpec

/// The value-over-time plots `cadence demo` draws for a spec: its timeline with keyframe joints and
/// loop seams, a few loops in a row for a repeating spec, and what Reduce Motion leaves of it.
///
/// ```swift
/// let spec = try EmbeddedSpec.examples[0].decode()
/// let main = try SpecPlots.timeline(spec)
/// let reduced = try SpecPlots.reduceMotion(spec, until: main.panels[0].xAxis.range!.upperBound)
/// let shared = SpecPlots.sharingValueRanges([main] + [reduced].compactMap { $0 })
/// ```
///
/// Panels are named after the spec's properties and key paths; angles are drawn in degrees. Plots are
/// 480 points wide, with short titles, so two sit side by side in the gallery.
enum SpecPlots {
    static let width = 480.0
    static let panelHeight = 170.0
    /// Samples per sampled panel: enough that a 0.01 s step still shows as a step.
    static let samples = 500

    // MARK: The timeline

    /// A keyframe spec's `Plot.keyframes` (joints as dots, jumps landing on rings, the loop seam of a
    /// repeating spec as a rule), or a phase spec's values over one run with a rule at each phase change.
    static func timeline(_ spec: AnimationSpec) throws(SpecError) -> Plot {
        switch spec.content {
        case .keyframes(let tracks):
            return keyframePlot(spec, tracks)
        case .phases(let phases):
            return try phasePlot(spec, phases)
        }
    }

    private static func keyframePlot(_ spec: AnimationSpec, _ tracks: [SpecTrack]) -> Plot {
        let timeline = spec.timeline(tracks, from: spec.initialValues)
        let repeating = spec.mode == .repeating
        var plot = Plot.keyframes(timeline, repeating: repeating,
                                  title: repeating ? "One loop: \(seconds(timeline.duration)), seam at the wrap"
                                                   : "One run: \(seconds(timeline.duration))")
        let seams = timeline.joints(repeating: repeating).filter { $0.kind == .loopSeam }
        for index in plot.panels.indices where index < tracks.count {
            let track = tracks[index]
            plot.panels[index].title = panelTitle(track.keyPath, track.valueType)
            guard track.valueType == .angle else { continue }
            // Plot.keyframes draws animatableData (radians); a designer reads degrees.
            plot.panels[index] = inDegrees(plot.panels[index])
            if let seam = seams.first(where: { $0.track == index }) {
                for rule in plot.panels[index].rules.indices where plot.panels[index].rules[rule].orientation == .vertical {
                    plot.panels[index].rules[rule].label = seamLabel(seam, degrees: true)
                }
            }
        }
        return sized(plot)
    }

    private static func phasePlot(_ spec: AnimationSpec, _ phases: [SpecPhase]) throws(SpecError) -> Plot {
        let repeating = spec.mode == .repeating
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 0)
        let schedule = try PhaseSchedule(phases: phases, repeating: repeating, horizon: evaluator.duration, file: spec.file)
        let end = visibleEnd(evaluator.duration)
        var panels = try sampledPanels(spec, &evaluator, until: end)
        let changes = schedule.steps.filter { $0.start <= end }
        for index in panels.indices {
            panels[index].rules = changes.map { PlotRule(.vertical, at: $0.start, label: "→ \(phases[$0.to].name)") }
        }
        let names = phases.map(\.name) + (repeating ? ["…"] : [phases[0].name])
        let heading = (repeating ? "One cycle: " : "One run: ") + names.joined(separator: " → ")
        return sized(Plot(title: heading, panels: panels))
    }

    // MARK: Loops

    /// A repeating keyframe spec over `count` loops, as the animator plays them: each loop starts
    /// where the last one ended, so a loop without a reset shows its first loop differing from the
    /// rest. Nil for a spec that does not repeat or has no duration.
    static func loops(_ spec: AnimationSpec, count: Int = 3) throws(SpecError) -> Plot? {
        guard spec.mode == .repeating, case .keyframes = spec.content else { return nil }
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 0)
        let loop = evaluator.duration
        guard loop > 0, loop.isFinite, count > 0 else { return nil }
        var panels = try sampledPanels(spec, &evaluator, until: loop * Double(count), breaks: (1..<count).map { loop * Double($0) })
        for index in panels.indices {
            panels[index].rules = (1..<count).map { PlotRule(.vertical, at: loop * Double($0), label: "loop \($0 + 1)") }
        }
        return sized(Plot(title: "\(count) loops as the animator plays them", panels: panels))
    }

    // MARK: Reduce Motion

    /// The spec sampled with Reduce Motion on, from 0 to `end` seconds (use the main plot's range so
    /// the two line up): the simplified variant, the final state, or a loop holding still. Nil when
    /// the spec made no choice or chose `ignore`: Reduce Motion then changes nothing.
    static func reduceMotion(_ spec: AnimationSpec, until end: Double) throws(SpecError) -> Plot? {
        guard let choice = spec.reduceMotion, choice.policy != .ignore else { return nil }
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: true, horizon: end)
        let panels = try sampledPanels(spec, &evaluator, until: end)
        let what: String
        switch choice.policy {
        case _ where spec.mode == .repeating: what = "holds still"
        case .simplified: what = "the variant"
        case .skipToEnd, .crossFade: what = "final state"
        case .ignore: what = "unchanged"
        }
        return sized(Plot(title: "Reduce Motion: \(what) (\(choice.policy.rawValue))", panels: panels))
    }

    /// The time a sampled plot of one run or loop spans: its duration, or 1 s for a spec that takes none.
    static func visibleEnd(_ duration: Double) -> Double {
        duration > 0 && duration.isFinite ? min(duration, SpecLimits.seconds) : 1
    }

    /// The end of a plot's time axis: the first panel's fixed range, or 1 s.
    static func timeEnd(of plot: Plot) -> Double {
        plot.panels.first?.xAxis.range?.upperBound ?? 1
    }

    // MARK: Shared ranges

    /// `plots` with every panel of the same title given the same value range (the data of all of them,
    /// padded a little), so plots shown side by side compare at a glance.
    static func sharingValueRanges(_ plots: [Plot]) -> [Plot] {
        var ranges: [String: (low: Double, high: Double)] = [:]
        for panel in plots.flatMap(\.panels) {
            let values = panel.series.flatMap(\.points).map(\.y).filter(\.isFinite)
            guard let low = values.min(), let high = values.max() else { continue }
            let known = ranges[panel.title]
            ranges[panel.title] = (min(low, known?.low ?? low), max(high, known?.high ?? high))
        }
        return plots.map { plot in
            var plot = plot
            for index in plot.panels.indices {
                guard let range = ranges[plot.panels[index].title], range.high > range.low else { continue }
                let pad = (range.high - range.low) * 0.08
                plot.panels[index].yAxis.range = (range.low - pad)...(range.high + pad)
            }
            return plot
        }
    }

    // MARK: Pieces

    /// One panel per property, sampled from `evaluator` at `samples` even steps over [0, `end`], plus a
    /// sample just before each time in `breaks` so a jump there is drawn upright.
    private static func sampledPanels(_ spec: AnimationSpec, _ evaluator: inout SpecEvaluator, until end: Double,
                                      breaks: [Double] = []) throws(SpecError) -> [PlotPanel] {
        var times = (0...samples).map { end * Double($0) / Double(samples) }
        times += breaks.map { $0.nextDown }
        times.sort()
        var series = spec.properties.map { property in
            (property.type.columnNames.count == 1 ? [property.name] : property.type.columnNames.map { property.name + $0 })
                .map { PlotSeries(name: $0, points: []) }
        }
        for time in times {
            let values = try evaluator.values(at: time)
            for (index, property) in spec.properties.enumerated() {
                let shown = SampleCommand.displayComponents(values[index], property.type)
                for component in shown.indices where component < series[index].count {
                    series[index][component].points.append(PlotPoint(x: time, y: shown[component]))
                }
            }
        }
        return propertyOrder(spec).map { index in
            let property = spec.properties[index]
            return PlotPanel(title: panelTitle(property.name, property.type), xAxis: PlotAxis(label: "time (s)", range: 0...end),
                      yAxis: PlotAxis(label: property.type == .angle ? "degrees" : "value"), series: series[index])
        }
    }

    /// The properties in the order a keyframe spec's tracks first name them (the order of
    /// `Plot.keyframes`' panels), then the rest; a phase spec's in declaration order.
    static func propertyOrder(_ spec: AnimationSpec) -> [Int] {
        var order: [Int] = []
        if case .keyframes(let tracks) = spec.content {
            for track in tracks where !order.contains(track.property) { order.append(track.property) }
        }
        return order + spec.properties.indices.filter { !order.contains($0) }
    }

    /// A panel's title: the key path, with the unit for angles.
    static func panelTitle(_ keyPath: String, _ type: PropertyType) -> String {
        type == .angle ? "\(keyPath) (degrees)" : keyPath
    }

    /// A panel of radians redrawn in degrees: its lines, markers and horizontal rules.
    private static func inDegrees(_ panel: PlotPanel) -> PlotPanel {
        var panel = panel
        let factor = 180 / Double.pi
        for index in panel.series.indices {
            panel.series[index].points = panel.series[index].points.map { PlotPoint(x: $0.x, y: $0.y * factor) }
        }
        panel.markers = panel.markers.map { marker in
            var marker = marker
            marker.point.y *= factor
            return marker
        }
        for index in panel.rules.indices where panel.rules[index].orientation == .horizontal {
            panel.rules[index].position *= factor
        }
        panel.yAxis.label = "degrees"
        return panel
    }

    /// What the seam rule says, in the track's display units.
    private static func seamLabel(_ seam: KeyframeJoint, degrees: Bool) -> String {
        let factor = degrees ? 180 / Double.pi : 1
        let unit = degrees ? "°" : ""
        if seam.valueJump > 1e-9 { return "loop seam: jumps by \(formatNumber(seam.valueJump * factor, decimals: 4))\(unit)" }
        if seam.velocityJump > 1e-9 { return "loop seam: velocity jumps by \(formatNumber(seam.velocityJump * factor, decimals: 4))\(unit)/s" }
        return "loop seam: continuous"
    }

    /// Seconds as plot titles print them: `1.500 s`.
    static func seconds(_ value: Double) -> String { formatNumber(value, decimals: 3) + " s" }

    /// `plot` at the gallery's width and panel height.
    static func sized(_ plot: Plot) -> Plot {
        var plot = plot
        plot.width = width
        plot.panelHeight = panelHeight
        return plot
    }
}
