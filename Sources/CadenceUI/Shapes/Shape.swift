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
public protocol Shape: Sendable, Animatable, View {
    /// The outline of the shape in `rect`, in the same coordinates as `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape wants for `proposal`.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
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
        _ShapeView(shape: self, style: content, stroke: nil)
    }

    /// The shape's outline, centred on the path, `lineWidth` points wide.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in `style`.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// The shape's outline in the foreground style.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// What the display list records for this shape laid out in `frame` (stage layout coordinates).
    /// A custom shape's path is asked for in its own coordinates (origin at the frame's corner), as
    /// SwiftUI does, then moved to the frame.
    nonisolated func geometry(in frame: CGRect) -> ShapeGeometry {
        if let builtin = self as? any BuiltinShape { return builtin.geometry }
        let local = path(in: CGRect(origin: .zero, size: frame.size))
        return .path(local.applying(AffineTransform2D(translationX: frame.minX, y: frame.minY)))
    }
}

/// How a shape is filled: SwiftUI's `FillStyle` (the even-odd rule is recorded, not interpreted).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is drawn: SwiftUI's `StrokeStyle` (the line width; caps, joins and dashes are
/// not modelled by Cadence).
public struct StrokeStyle: Hashable, Sendable {
    /// Width in points, centred on the path.
    public var lineWidth: CGFloat

    public init(lineWidth: CGFloat = 1) {
        self.lineWidth = lineWidth
    }
}

/// A shape whose kind the display list names, so a renderer can draw it natively.
protocol BuiltinShape: Sendable {
    var geometry: ShapeGeometry { get }
}
