/// A shape's stroke as a shape: what `Shape.stroke(style:)` and `stroke(lineWidth:)` return.
///
/// ```swift
/// Circle().stroke(lineWidth: 8)                                // a ring in the foreground style
/// Circle().stroke(lineWidth: 8).fill(.red)                     // the same ring, red
/// Circle().stroke(lineWidth: 8).path(in: rect).contains(point) // hit-tests the ring's band
/// ```
///
/// Drawn as a view on its own, it is the underlying shape stroked (the display list records a
/// stroke, whose width, miter limit and dash phase animate). Anywhere its outline is needed (filled
/// or stroked again, a clip, a content shape, path operations), its path is
/// `shape.path(in:).strokedPath(style)`.
nonisolated struct _StrokedShape<Content: Shape>: Shape {
    /// The shape whose outline is stroked.
    var shape: Content
    /// The stroke's width, caps, joins and dashes.
    var style: StrokeStyle

    func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }

    static var role: ShapeRole { .stroke }

    var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The underlying shape stroked in the foreground style.
    var body: _ShapeView<Content, ForegroundStyle> {
        _ShapeView(shape: shape, style: ForegroundStyle(), stroke: style)
    }
}
