/// A labelled dashed line across a panel: vertical at an x (a settling time, a loop seam) or
/// horizontal at a y (a target value).
public struct PlotRule: Sendable, Hashable {
    public enum Orientation: Sendable, Hashable {
        case vertical
        case horizontal
    }

    public var orientation: Orientation
    /// The x of a vertical rule, the y of a horizontal one.
    public var position: Double
    public var label: String
    public var color: RenderColor

    public init(_ orientation: Orientation, at position: Double, label: String,
                color: RenderColor = RenderColor(red: 0.85, green: 0.25, blue: 0.2)) {
        self.orientation = orientation
        self.position = position
        self.label = label
        self.color = color
    }
}
