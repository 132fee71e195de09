/// One step of a vector path in a symbol's unit box (0…1 on both axes, y down).
///
/// The same four elements map directly onto Cairo, SVG path data (`M L C Z`), Lottie shape vertices
/// and CSS `path()`, which is why symbols are stored this way rather than as Cairo calls.
public enum PathElement: Sendable, Hashable {
    /// Start a new subpath at (x, y).
    case move(x: Double, y: Double)
    /// A straight line to (x, y).
    case line(x: Double, y: Double)
    /// A cubic Bézier to (x, y) with control points (x1, y1) and (x2, y2).
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
    /// Close the subpath with a straight line back to its start.
    case close

    /// The element's points (end point last), for bounds and transforms.
    public var points: [(x: Double, y: Double)] {
        switch self {
        case let .move(x, y), let .line(x, y): return [(x, y)]
        case let .cubic(x1, y1, x2, y2, x, y): return [(x1, y1), (x2, y2), (x, y)]
        case .close: return []
        }
    }
}
