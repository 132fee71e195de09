// Shapes made from shapes: trimmed, moved, turned, scaled, transformed, type-erased. Each is still a
// shape (fill and stroke it), and each animates its own parameters along with its base's.

/// A shape erased to one type: SwiftUI's `AnyShape`, for `isCircle ? AnyShape(Circle()) : AnyShape(Capsule())`.
public nonisolated struct AnyShape: Shape, @unchecked Sendable {
    let shape: any Shape

    /// Wraps `shape` (an `AnyShape` is unwrapped, not nested).
    public init<S: Shape>(_ shape: S) {
        self.shape = (shape as? AnyShape)?.shape ?? shape
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

/// The part of a shape's outline between two fractions of its length: what `trim(from:to:)` returns.
public nonisolated struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
}

/// A shape moved by an offset: what `Shape.offset(_:)` returns.
public nonisolated struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it moves, in points.
    public var offset: CGSize

    /// Makes `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(AffineTransform2D(translationX: offset.width, y: offset.height))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape that makes its outline in a rectangle of a size of its own: what `Shape.size(_:)` and
/// `Shape.size(width:height:)` return (SwiftUI's `_SizedShape`).
///
/// The outline is the shape's path in a rectangle of `size` at the top-left corner of the frame it
/// is drawn in; the frame, and so the layout of a view filling the shape, does not change.
public nonisolated struct _SizedShape<Content: Shape>: Shape {
    /// The shape sized.
    public var shape: Content
    /// The size of the rectangle the outline is made in, in points.
    public var size: CGSize

    /// Makes `shape` outlined in a rectangle of `size`.
    public init(shape: Content, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set {
            shape.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

/// A shape turned about a point of its frame: what `Shape.rotation(_:anchor:)` returns.
public nonisolated struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns (positive: clockwise on screen).
    public var angle: Angle
    /// The point of the frame it turns about. Default the centre.
    public var anchor: UnitPoint

    /// Makes `shape` turned by `angle` about `anchor` (default the centre).
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect, through: AffineTransform2D(rotationAngle: CGFloat(angle.radians)), about: anchor)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape scaled about a point of its frame: what `Shape.scale(x:y:anchor:)` returns.
public nonisolated struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors (1: unchanged; negative mirrors).
    public var scale: CGSize
    /// The point of the frame that stays put. Default the centre.
    public var anchor: UnitPoint

    /// Makes `shape` scaled by `scale` about `anchor` (default the centre).
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect, through: AffineTransform2D(scaleX: scale.width, y: scale.height), about: anchor)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape through an affine transform: what `Shape.transform(_:)` returns.
public nonisolated struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The affine transform applied to its path, in the frame's coordinates.
    public var transform: CGAffineTransform

    /// Makes `shape` through `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(AffineTransform2D(transform))
    }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension Shape {
    /// The part of the outline from `startFraction` to `endFraction` of its length (0…1 each; the
    /// ends animate, which draws a line on or off). An end before the start draws nothing.
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape outlined in a rectangle of `size` at the top-left corner of its frame instead of
    /// the frame itself; the view's layout does not change (see `_SizedShape`).
    public nonisolated func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// The shape outlined in a `width` × `height` rectangle at the top-left corner of its frame.
    public nonisolated func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// The shape moved by `offset` points.
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `offset` (a point used as a vector).
    public nonisolated func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x`, `y` points.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` (clockwise on screen) about `anchor` of its frame.
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled uniformly by `scale` about `anchor`.
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape through `transform` (in its frame's coordinates).
    public nonisolated func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension Shape {
    /// The shape's path in `rect` through `transform` applied about the point `anchor` of `rect`
    /// (what rotated and scaled shapes draw).
    nonisolated func path(in rect: CGRect, through transform: AffineTransform2D, about anchor: UnitPoint) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return path(in: rect).applying(transform.about(pivot))
    }
}
