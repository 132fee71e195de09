/// What a view or a shape does when the layout direction changes: SwiftUI's `LayoutDirectionBehavior`,
/// used by `View.layoutDirectionBehavior(_:)` and by `Shape.layoutDirectionBehavior`.
///
/// ```swift
/// Image(systemName: "arrow.forward").layoutDirectionBehavior(.mirrors)   // points left in Arabic
/// Chevron().fill(.blue)   // a custom shape mirrors in right-to-left layouts by default
/// ```
///
/// Mirroring is horizontal, about the middle of the view's (or the shape's) frame: a point at `x`
/// of a frame from `minX` to `maxX` is drawn at `minX + maxX - x`. Nothing else changes (the frame,
/// the layout around it, hit testing of the frame).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored, whatever the layout direction.
    case fixed
    /// Mirrored when the layout direction is `direction` (`.mirrors(in: .rightToLeft)` is `.mirrors`;
    /// `.mirrors(in: .leftToRight)` is for content designed right to left).
    case mirrors(in: LayoutDirection)

    /// Mirrored when the layout direction is right to left: `.mirrors(in: .rightToLeft)`.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content with this behaviour is drawn mirrored in `direction`.
    func mirrors(for direction: LayoutDirection) -> Bool {
        switch self {
        case .fixed: false
        case .mirrors(let mirroredDirection): mirroredDirection == direction
        }
    }
}

extension View {
    /// Mirrors this view's drawing horizontally when `behavior` says so for the layout direction in
    /// effect (`.mirrors`: in right-to-left layouts; `.mirrors(in:)`: in that direction; `.fixed`:
    /// never).
    ///
    /// ```swift
    /// Image(systemName: "arrow.right").layoutDirectionBehavior(.mirrors)
    /// ```
    ///
    /// The view keeps its frame and its place in the layout (containers already place their children
    /// from the right in right-to-left layouts); only what it draws inside that frame is flipped, about
    /// its centre, as with `flipsForRightToLeftLayoutDirection(true)`. Text inside a mirrored view is
    /// mirrored too, as in SwiftUI.
    public nonisolated func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(FlipForRightToLeftModifier(behavior: behavior))
    }
}

extension Shape {
    /// Custom shapes mirror in right-to-left layouts (SwiftUI's default since iOS 17): their path is
    /// flipped horizontally within their frame where they are drawn as a view or clip a view.
    /// `path(in:)` itself is never mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// This shape as drawn in a layout of `direction`: itself, or a copy whose path is mirrored
    /// horizontally in its rectangle when its `layoutDirectionBehavior` asks for it.
    nonisolated func directed(for direction: LayoutDirection) -> any Shape {
        guard layoutDirectionBehavior.mirrors(for: direction) else { return self }
        return _MirroredShape(base: self)
    }
}

/// A shape whose path is flipped horizontally about the middle of its rectangle: what a shape that
/// mirrors is drawn as in a right-to-left layout.
nonisolated struct _MirroredShape: Shape, @unchecked Sendable {
    let base: any Shape

    func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    /// Already mirrored: never mirrored again.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

// The built-in shapes are symmetric about their vertical axis, so mirroring them changes nothing:
// SwiftUI's report `.fixed`, and so do these.
extension Rectangle {
    /// `.fixed`: a rectangle is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RoundedRectangle {
    /// `.fixed`: a rounded rectangle is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule {
    /// `.fixed`: a capsule is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse {
    /// `.fixed`: an ellipse is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Circle {
    /// `.fixed`: a circle is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Path {
    /// `.fixed`: a path drawn as a view keeps the points it was given (a Cadence choice; Apple does
    /// not document Path's behaviour, and a path's points are absolute coordinates in its frame).
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension AnyShape {
    /// The wrapped shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension _Inset {
    /// The inset shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

extension _TrimmedShape {
    /// The trimmed shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension OffsetShape {
    /// The moved shape's behaviour (mirrored, the offset is mirrored with it).
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension RotatedShape {
    /// The turned shape's behaviour (mirrored, the turn is mirrored with it).
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension ScaledShape {
    /// The scaled shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension TransformedShape {
    /// The transformed shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension ContainerRelativeShape {
    /// `.fixed`: on a stage the container shape is a rectangle, the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension DefaultGlassEffectShape {
    /// `.fixed`: a capsule is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension PlaceholderCross {
    /// Symmetric: the same mirrored.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
