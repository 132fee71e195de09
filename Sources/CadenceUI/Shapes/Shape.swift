/// A 2D shape that draws itself as a view, filled with the foreground style unless told otherwise:
/// SwiftUI's `Shape`.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
///                         CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY)])
///             p.closeSubpath()
///         }
///     }
/// }
/// Diamond().fill(.orange).frame(width: 40, height: 40)
/// ```
///
/// A shape takes the size it is proposed (10 × 10 for an unspecified dimension, as in SwiftUI) and
/// draws its path in that rectangle.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of the shape in `rect`, in the same coordinates as `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape wants for `proposal`.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// How the shape is meant to be styled: filled (the default), stroked, or as a separator.
    nonisolated static var role: ShapeRole { get }

    /// Whether the shape's path is mirrored in a layout direction (default `.mirrors`: flipped
    /// horizontally in its frame in right-to-left layouts; the built-in symmetric shapes are `.fixed`).
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape is drawn filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil)
    }

    /// The shape filled with `content`.
    public nonisolated func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: nil, fillStyle: style)
    }

    /// The shape's outline drawn with `style`, as a shape (SwiftUI's `stroke(style:)`): drawn as a
    /// view it strokes this shape in the foreground style; filled, stroked again, clipped to or used
    /// as a content shape, its region is the band the stroke paints.
    public nonisolated func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape's outline, centred on the path, `lineWidth` points wide.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in `style`.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// The shape's outline, `lineWidth` points wide and centred on the path, as a shape (SwiftUI's
    /// `stroke(lineWidth:)`): drawn as a view it strokes this shape in the foreground style; filled,
    /// stroked again, clipped to or used as a content shape, its region is the band the stroke paints.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// What the display list records for this shape laid out in `frame` (stage layout coordinates).
    /// A custom shape's path is asked for in its own coordinates (origin at the frame's corner), as
    /// SwiftUI does, then moved to the frame.
    nonisolated func geometry(in frame: CGRect) -> ShapeGeometry {
        if let builtin = self as? any BuiltinShape { return builtin.geometry }
        if let erased = self as? AnyShape { return erased.shape.geometry(in: frame) }
        let local = path(in: CGRect(origin: .zero, size: frame.size))
        return .path(local.applying(AffineTransform2D(translationX: frame.minX, y: frame.minY)))
    }
}

/// How a shape is filled: SwiftUI's `FillStyle`. With `eoFill` a point is inside where a ray from it
/// crosses the outline an odd number of times, so a subpath nested in another cuts a hole whatever
/// its direction; otherwise (non-zero winding) nested subpaths drawn the same way fill each other in.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (false: non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased (recorded; Cadence always antialiases).
    public var isAntialiased: Bool

    /// Makes a fill style: non-zero winding and antialiased by default.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

#if !canImport(CoreGraphics)
/// The shape at the open ends of a stroked line: Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Flat, at the end point.
    case butt
    /// A half disc of diameter `lineWidth` past the end point.
    case round
    /// A half square of side `lineWidth` past the end point.
    case square
}

/// The shape where two segments of a stroked line meet: Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, bevelled when longer than `miterLimit` × `lineWidth`.
    case miter
    /// A circular arc.
    case round
    /// The corner cut off straight.
    case bevel
}
#endif

/// How a shape's outline is drawn: SwiftUI's `StrokeStyle`, every field drawn by the renderer.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
/// ```
///
/// Widths and dash lengths are in points, centred on the path, and scale with the view's transform.
/// `dash` alternates painted and skipped lengths (empty: solid; negative lengths are ignored);
/// `dashPhase` shifts the pattern's start along the path. Every field animates.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, in points. Default 1.
    public var lineWidth: CGFloat
    /// How open ends are drawn. Default `.butt`.
    public var lineCap: CGLineCap
    /// How corners are drawn. Default `.miter`.
    public var lineJoin: CGLineJoin
    /// The miter length, as a multiple of the width, beyond which a miter join is bevelled. Default 10.
    public var miterLimit: CGFloat
    /// Painted and skipped lengths, in points, alternating. Default empty: a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points. Default 0.
    public var dashPhase: CGFloat

    /// Makes a stroke style: a solid 1-point line with butt caps and miter joins by default.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// Width, miter limit and dash phase animate (SwiftUI animates the same three).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

extension StrokeStyle: CustomStringConvertible {
    public var description: String {
        var parts = ["\(DisplayNumber(lineWidth))"]
        if lineCap != .butt { parts.append("cap=\(lineCap)") }
        if lineJoin != .miter { parts.append("join=\(lineJoin)") }
        if miterLimit != 10 { parts.append("miter=\(DisplayNumber(miterLimit))") }
        if !dash.isEmpty { parts.append("dash=\(dash.map { DisplayNumber($0).description }.joined(separator: ","))") }
        if dashPhase != 0 { parts.append("phase=\(DisplayNumber(dashPhase))") }
        return "(" + parts.joined(separator: " ") + ")"
    }
}

/// A shape whose kind the display list names, so a renderer can draw it natively.
protocol BuiltinShape: Sendable {
    var geometry: ShapeGeometry { get }
}
