import Cadence

extension Plot {
    /// A timing curve over progress 0…1: `value(at:)` above and `velocity(at:)` below.
    ///
    /// ```swift
    /// try Plot.unitCurve(.circularEaseInOut).write(to: URL(fileURLWithPath: "circular.png"), scale: 2)
    /// ```
    ///
    /// Velocities that grow without bound (a circular curve's vertical ends) are cut at
    /// `velocityLimit` (the panel says so); infinite samples leave a gap.
    public static func unitCurve(_ curve: UnitCurve, title: String = "", samples: Int = 480, velocityLimit: Double = 4) -> Plot {
        let count = max(16, samples)
        let progress = (0...count).map { Double($0) / Double(count) }
        let values = progress.map { PlotPoint(x: $0, y: curve.value(at: $0)) }
        let velocities = progress.map { PlotPoint(x: $0, y: curve.velocity(at: $0)) }
        let finite = velocities.map(\.y).filter(\.isFinite)
        let limit = velocityLimit > 0 && velocityLimit.isFinite ? velocityLimit : 4
        let low = min(0, finite.min() ?? 0), high = max(1, finite.max() ?? 1)
        let clipped = high > limit || low < -limit || finite.count < velocities.count
        let velocityAxis = PlotAxis(label: "per unit progress", range: clipped ? max(low, -limit)...min(max(high, 1), limit) : nil)
        return Plot(title: title.isEmpty ? "UnitCurve.\(curve)" : title, panels: [
            PlotPanel(title: "value(at:)", xAxis: PlotAxis(label: "progress", range: 0...1), yAxis: PlotAxis(label: "value"),
                      series: [PlotSeries(name: "value", points: values)],
                      rules: [PlotRule(.horizontal, at: 1, label: "1", color: PlotLayout.muted)]),
            PlotPanel(title: clipped ? "velocity(at:), cut at ±\(PlotText.number(limit))" : "velocity(at:)",
                      xAxis: PlotAxis(label: "progress", range: 0...1), yAxis: velocityAxis,
                      series: [PlotSeries(name: "velocity", points: velocities, color: PlotLayout.palette[1])]),
        ])
    }
}
