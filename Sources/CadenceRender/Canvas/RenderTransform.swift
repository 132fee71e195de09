/// A 2-D affine transform, in Cairo's and Core Graphics' layout: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Foundation on Linux has no `CGAffineTransform`, so the renderer carries its own.
///
/// ```swift
/// RenderTransform(translationX: 10, y: 0).apply(to: (x: 1, y: 2))   // (11, 2)
/// ```
@frozen
public struct RenderTransform: Sendable, Hashable {
    /// How much x moves along x (the horizontal scale, for a transform without rotation).
    public var a: Double
    /// How much x moves along y.
    public var b: Double
    /// How much y moves along x.
    public var c: Double
    /// How much y moves along y (the vertical scale, for a transform without rotation).
    public var d: Double
    /// The horizontal translation, in user-space units.
    public var tx: Double
    /// The vertical translation, in user-space units.
    public var ty: Double

    /// Makes the transform (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A translation by (x, y).
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by x horizontally and y vertically about the origin.
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = RenderTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// a·d − b·c. Zero means the transform squashes the plane onto a line or a point (not invertible).
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// Whether the transform can be undone: a finite, non-zero determinant and finite entries.
    @inlinable
    public var isInvertible: Bool {
        let det = determinant
        return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
    }

    /// The image of a point.
    @inlinable
    public func apply(to point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }
}
