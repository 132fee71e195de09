/// A figure of value-over-time panels stacked top to bottom, written as SVG (deterministic text) or
/// rendered to PNG with Cairo from the same layout.
///
/// ```swift
/// let plot = Plot.keyframes(timeline, repeating: true, title: "Like button")
/// try plot.write(to: URL(fileURLWithPath: "out/like-plot.svg"))
/// try plot.write(to: URL(fileURLWithPath: "out/like-plot.png"), scale: 2)
///
/// try Plot.spring(.bouncy).write(to: URL(fileURLWithPath: "out/bouncy.png"))
/// try Plot.unitCurve(.easeInOut).write(to: URL(fileURLWithPath: "out/easeInOut.svg"))
/// ```
///
/// Each panel has its own axes with "nice" ticks (steps of 1, 2 or 5 × 10ⁿ), light grid lines, its
/// series as lines (non-finite samples leave gaps; lines are clipped to the panel), markers, and
/// labelled rules (a settling time, a loop seam, a target value). Build a `Plot` by hand for anything
/// else that is a function of time.
public struct Plot: Sendable, Hashable {
    /// Shown above the first panel (empty: no title row).
    public var title: String
    /// The panels, top to bottom, sharing the figure's width.
    public var panels: [PlotPanel]
    /// The figure's width in points. Default 640.
    public var width: Double
    /// Each panel's height in points, titles and axis labels included. Default 220.
    public var panelHeight: Double

    /// Makes a figure of `panels`: 640 points wide, 220 points a panel, no title, by default.
    public init(title: String = "", panels: [PlotPanel], width: Double = 640, panelHeight: Double = 220) {
        self.title = title
        self.panels = panels
        self.width = width
        self.panelHeight = panelHeight
    }

    /// The figure's height in points: the title row and every panel.
    public var height: Double {
        (title.isEmpty ? PlotLayout.gap : PlotLayout.titleHeight) + Double(panels.count) * panelHeight
    }
}
