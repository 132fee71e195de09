/// How a shape is meant to be styled: SwiftUI's `ShapeRole`, read from `Shape.role`.
///
/// ```swift
/// struct Hairline: Shape {
///     static var role: ShapeRole { .separator }
///     func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0.5)) }
/// }
/// ```
///
/// SwiftUI hands the role to the shape style that paints the shape, and leaves what it does with it
/// unspecified. On a stage every style paints a shape the same way whatever its role (the role is
/// read by `Shape.role` and kept for code that asks), so `.separator` shapes are drawn with the
/// style they are given.
public enum ShapeRole: Hashable, Sendable {
    /// The shape is filled (the default).
    case fill
    /// The shape is stroked.
    case stroke
    /// The shape separates content, as a divider does.
    case separator
}

extension Shape {
    /// `.fill`: shapes are filled unless they say otherwise.
    public nonisolated static var role: ShapeRole { .fill }
}

extension _TrimmedShape {
    /// The trimmed shape's role.
    public nonisolated static var role: ShapeRole { S.role }
}

extension OffsetShape {
    /// The moved shape's role.
    public nonisolated static var role: ShapeRole { Content.role }
}

extension RotatedShape {
    /// The turned shape's role.
    public nonisolated static var role: ShapeRole { Content.role }
}

extension ScaledShape {
    /// The scaled shape's role.
    public nonisolated static var role: ShapeRole { Content.role }
}

extension TransformedShape {
    /// The transformed shape's role.
    public nonisolated static var role: ShapeRole { Content.role }
}

extension _Inset {
    /// The inset shape's role.
    public nonisolated static var role: ShapeRole { Base.role }
}
