/// A point marked on a panel: a filled dot (a keyframe joint) or a ring (where a jump lands).
public struct PlotMarker: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        /// A dot in the series colour with a white edge.
        case filled
        /// A ring in the series colour, white inside.
        case open
    }

    public var point: PlotPoint
    public var style: Style
    /// The index of the series whose colour the marker takes.
    public var series: Int

    public init(point: PlotPoint, style: Style = .filled, series: Int = 0) {
        self.point = point
        self.style = style
        self.series = series
    }
}
