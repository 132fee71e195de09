/// A point marked on a panel: a filled dot (a keyframe joint) or a ring (where a jump lands).
public struct PlotMarker: Sendable, Hashable {
    /// How a marker is drawn.
    public enum Style: Sendable, Hashable {
        /// A dot in the series colour with a white edge.
        case filled
        /// A ring in the series colour, white inside.
        case open
    }

    /// Where the marker is, in the axes' units.
    public var point: PlotPoint
    /// A dot or a ring. Default `.filled`.
    public var style: Style
    /// The index of the series whose colour the marker takes.
    public var series: Int

    /// Makes a marker at `point`: a filled dot in the first series' colour by default.
    public init(point: PlotPoint, style: Style = .filled, series: Int = 0) {
        self.point = point
        self.style = style
        self.series = series
    }
}
