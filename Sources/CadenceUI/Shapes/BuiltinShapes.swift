/// A rectangle filling its frame.
public nonisolated struct Rectangle: Shape, BuiltinShape {
    /// Makes a rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var geometry: ShapeGeometry { .rectangle }
}

/// A rectangle with rounded corners: SwiftUI's `RoundedRectangle`. The corner size animates.
public nonisolated struct RoundedRectangle: Shape, BuiltinShape {
    /// The corners' horizontal and vertical radii, in points (clamped to half the sides when drawn).
    public var cornerSize: CGSize
    /// How the corners are drawn (Cadence draws `.continuous` as `.circular`).
    public var style: RoundedCornerStyle

    /// Makes a rounded rectangle with corners of `cornerRadius` points, `.continuous` by default.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Makes a rounded rectangle with elliptical corners of `cornerSize` points, `.continuous` by default.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    var geometry: ShapeGeometry { .roundedRectangle(cornerSize: cornerSize, style: style) }
}

/// A rectangle whose corner radius is half its shorter side: SwiftUI's `Capsule`.
public nonisolated struct Capsule: Shape, BuiltinShape {
    /// How the ends are drawn (Cadence draws `.continuous` as `.circular`).
    public var style: RoundedCornerStyle

    /// Makes a capsule, `.circular` by default (as SwiftUI).
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { ShapeGeometry.capsule(style: style).path(in: rect) }
    var geometry: ShapeGeometry { .capsule(style: style) }
}

/// The ellipse inscribed in its frame: SwiftUI's `Ellipse`.
public nonisolated struct Ellipse: Shape, BuiltinShape {
    /// Makes an ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var geometry: ShapeGeometry { .ellipse }
}

/// The largest circle centred in its frame: SwiftUI's `Circle`. The view takes the whole frame it is
/// proposed; the circle's diameter is the frame's shorter side.
public nonisolated struct Circle: Shape, BuiltinShape {
    /// Makes a circle.
    public init() {}
    public func path(in rect: CGRect) -> Path { ShapeGeometry.circle.path(in: rect) }
    var geometry: ShapeGeometry { .circle }
}

/// A path is a shape that draws itself; its points are in the coordinates of its frame (0, 0 is the
/// frame's top-left corner), as in SwiftUI.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
