/// An axis of a plot panel: its label and, optionally, a fixed range.
///
/// Without a range the axis spans the finite data (points of the series, markers, rules), widened to
/// whole tick steps; a span of zero is widened to ±1 around the value (±10 % of it when larger).
public struct PlotAxis: Sendable, Hashable {
    /// Shown under the horizontal axis; for the vertical axis, after the panel title.
    public var label: String
    /// The visible range, or nil to fit the data. A reversed, empty or non-finite range is ignored.
    public var range: ClosedRange<Double>?

    /// Makes an axis labelled `label`, fitted to the data unless `range` is given.
    public init(label: String, range: ClosedRange<Double>? = nil) {
        self.label = label
        self.range = range
    }
}
