/// A labelled dashed line across a panel: vertical at an x (a settling time, a loop seam) or
/// horizontal at a y (a target value).
public struct PlotRule: Sendable, Hashable {
    /// Which way a rule runs.
    public enum Orientation: Sendable, Hashable {
        /// Top to bottom, at an x.
        case vertical
        /// Left to right, at a y.
        case horizontal
    }

    /// Whether the rule is vertical or horizontal.
    public var orientation: Orientation
    /// The x of a vertical rule, the y of a horizontal one.
    public var position: Double
    /// The text written along the rule.
    public var label: String
    /// The colour of the line and its label. Default a brick red.
    public var color: RenderColor

    /// Makes a rule at `position` on the other axis (an x for a vertical rule, a y for a horizontal one).
    public init(_ orientation: Orientation, at position: Double, label: String,
                color: RenderColor = RenderColor(red: 0.85, green: 0.25, blue: 0.2)) {
        self.orientation = orientation
        self.position = position
        self.label = label
        self.color = color
    }
}
