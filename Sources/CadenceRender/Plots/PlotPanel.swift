/// One chart of a `Plot`: axes, series, markers and rules.
public struct PlotPanel: Sendable, Hashable {
    /// Shown above the chart, left aligned.
    public var title: String
    /// The horizontal axis (usually time in seconds).
    public var xAxis: PlotAxis
    /// The vertical axis (the value).
    public var yAxis: PlotAxis
    /// Lines, drawn in order. With more than one series a legend names them.
    public var series: [PlotSeries]
    /// Points drawn over the lines (keyframe joints, loop seams).
    public var markers: [PlotMarker]
    /// Labelled vertical or horizontal lines (settling time, loop seam, target).
    public var rules: [PlotRule]

    /// Makes a panel of `series`, with no markers or rules by default.
    public init(title: String, xAxis: PlotAxis, yAxis: PlotAxis, series: [PlotSeries], markers: [PlotMarker] = [],
                rules: [PlotRule] = []) {
        self.title = title
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.series = series
        self.markers = markers
        self.rules = rules
    }
}
