import Cadence

extension Plot {
    /// A spring's motion from 0 towards `target`: the value over time with the target and the
    /// settling time marked, and the velocity (the true time derivative) below it.
    ///
    /// ```swift
    /// try Plot.spring(.bouncy).write(to: URL(fileURLWithPath: "bouncy.svg"))
    /// ```
    ///
    /// The settling time is `spring.settlingDuration(target:initialVelocity:epsilon: 0.001)`, SwiftUI's
    /// rule; the time axis runs to 1.25 × that (3 × the spring's duration when it never settles, 2 s
    /// when even that is not finite, at most 600 s). A spring whose numbers are NaN draws empty panels.
    public static func spring(_ spring: Spring, target: Double = 1, initialVelocity: Double = 0, title: String = "",
                              samples: Int = 480) -> Plot {
        let settling = spring.settlingDuration(target: target, initialVelocity: initialVelocity, epsilon: 0.001)
        var end = settling > 0 && settling.isFinite ? settling * 1.25
            : spring.duration > 0 && spring.duration.isFinite ? 3 * spring.duration : 2
        end = min(end, 600)
        let count = max(16, samples)
        let times = (0...count).map { end * Double($0) / Double(count) }
        let values = times.map { PlotPoint(x: $0, y: spring.value(target: target, initialVelocity: initialVelocity, time: $0)) }
        let velocities = times.map { PlotPoint(x: $0, y: spring.derivative(target: target, initialVelocity: initialVelocity, time: $0)) }

        var rules: [PlotRule] = []
        let settles = settling > 0 && settling.isFinite
        if settles { rules.append(PlotRule(.vertical, at: settling, label: "settles at \(PlotText.seconds(settling))")) }
        let heading = title.isEmpty
            ? "Spring: duration \(PlotText.number(spring.duration)) s, bounce \(PlotText.number(spring.bounce))" : title
        let valueTitle = "value, 0 → \(PlotText.number(target))" + (settles ? "" : ", never settles")
            + " (mass \(PlotText.number(spring.mass)), stiffness \(PlotText.number(spring.stiffness)), damping \(PlotText.number(spring.damping)))"
        return Plot(title: heading, panels: [
            PlotPanel(title: valueTitle, xAxis: PlotAxis(label: "time (s)", range: 0...end), yAxis: PlotAxis(label: "value"),
                      series: [PlotSeries(name: "value", points: values)],
                      rules: rules + [PlotRule(.horizontal, at: target, label: "target", color: PlotLayout.muted)]),
            PlotPanel(title: "velocity", xAxis: PlotAxis(label: "time (s)", range: 0...end), yAxis: PlotAxis(label: "per second"),
                      series: [PlotSeries(name: "velocity", points: velocities, color: PlotLayout.palette[1])], rules: rules),
        ])
    }
}
