/// A line of a plot panel: samples joined in order. A sample with a non-finite coordinate breaks the
/// line (it is not drawn and the line resumes after it).
public struct PlotSeries: Sendable, Hashable {
    /// The name in the panel's legend.
    public var name: String
    /// The samples, joined in order; a non-finite one leaves a gap.
    public var points: [PlotPoint]
    /// The line's colour; nil picks the panel's next palette colour.
    public var color: RenderColor?

    /// Makes a series; without a `color` it takes the panel's next palette colour.
    public init(name: String, points: [PlotPoint], color: RenderColor? = nil) {
        self.name = name
        self.points = points
        self.color = color
    }
}

/// A sample of a series, in the axes' units.
public struct PlotPoint: Sendable, Hashable {
    /// The horizontal coordinate (usually seconds).
    public var x: Double
    /// The vertical coordinate, in the value's units.
    public var y: Double

    /// Makes a sample at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    var isFinite: Bool { x.isFinite && y.isFinite }
}
