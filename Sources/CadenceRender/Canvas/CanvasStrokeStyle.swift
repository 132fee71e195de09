/// How a path is stroked on a `CairoCanvas`: width, end caps, corner joins and dashes, with SwiftUI's names and
/// defaults. (Named apart from CadenceUI's `StrokeStyle`, which only carries a width, so code that imports
/// both modules stays unambiguous.)
///
/// Lengths are in the canvas's current user space (points before any scale is applied), so a
/// `scale(x: 2, y: 2)` before stroking doubles the line width too.
public struct CanvasStrokeStyle: Sendable, Hashable {
    /// The shape at the open ends of a stroked subpath.
    public enum LineCap: Sendable, Hashable {
        /// Ends flat at the end point.
        case butt
        /// A half-disc of diameter `lineWidth` past the end point.
        case round
        /// A half-square of side `lineWidth` past the end point.
        case square
    }

    /// The shape where two segments of a stroked subpath meet.
    public enum LineJoin: Sendable, Hashable {
        /// A sharp corner, bevelled instead when longer than `miterLimit` × `lineWidth`.
        case miter
        /// A circular arc.
        case round
        /// The corner cut off straight.
        case bevel
    }

    /// Line width in user-space units; ≤ 0 or NaN draws nothing.
    public var lineWidth: Double
    /// How open ends of the line are drawn. Default `.butt`.
    public var lineCap: LineCap
    /// How corners between segments are drawn. Default `.miter`.
    public var lineJoin: LineJoin
    /// The ratio of miter length to line width above which a miter join is bevelled (Cairo and SwiftUI use 10).
    public var miterLimit: Double
    /// Alternating on and off lengths; empty draws a solid line. Negative lengths are ignored.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// Makes a stroke style: a solid 1-unit line with butt caps and miter joins (limit 10) by default.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
