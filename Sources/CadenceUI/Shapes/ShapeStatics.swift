// The shapes as `Shape` statics (iOS 17): `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)`, `.contentShape(.circle)`.

extension Shape where Self == Rectangle {
    /// A rectangle filling the frame.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` points (`.continuous` corners by default).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with elliptical corners of `cornerSize` points.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose four corners have the radii `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius of its own at each corner (0: square).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule: the frame with fully rounded ends (`.circular` corners).
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// The largest circle centred in the frame.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// The ellipse inscribed in the frame.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in (a rectangle on a stage; see `ContainerRelativeShape`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// A shape replaced by an inset version of the enclosing container's shape: SwiftUI's
/// `ContainerRelativeShape` (widgets' rounded corners). A stage has no container shapes (and
/// `containerShape(_:)` sets none), so, as SwiftUI does when no container shape is defined, it is a
/// rectangle filling the frame.
public nonisolated struct ContainerRelativeShape: InsettableShape {
    /// Makes the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> { _Inset(base: self, amount: amount) }
}

extension View {
    /// Sets the shape `ContainerRelativeShape` takes inside this view. Recorded nowhere: on a stage
    /// container-relative shapes are rectangles.
    public nonisolated func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
