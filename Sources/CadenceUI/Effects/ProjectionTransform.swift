/// A 3 × 3 projective transform of the plane: SwiftUI's `ProjectionTransform`, in Core Graphics'
/// row-vector layout. A point (x, y) maps to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
///
/// ```swift
/// let flip = ProjectionTransform(CGAffineTransform(scaleX: -1, y: 1))
/// CGPoint(x: 2, y: 3).applying(flip)   // (-2, 3)
/// ```
///
/// Affine transforms have m13 = m23 = 0 and m33 = 1; the rest (`rotation3DEffect`, a
/// `GeometryEffect` built from a `CATransform3D` with perspective) tilt the plane, and are drawn by
/// warping the view's pixels.
public struct ProjectionTransform: Hashable, Sendable {
    /// The first row of the 3 × 3 matrix (row vectors (x, y, 1)): m11 and m12 scale and shear x, m13
    /// is perspective.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row: m21 and m22 shear and scale y, m23 is perspective.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row: the translation (m31, m32) and m33, 1 for an affine transform.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m`.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// The projection of the 3-D transform `m` onto the z = 0 plane (its z row and column dropped).
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    /// The nine entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether the transform is the identity (every entry equal to the identity's).
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine: no perspective row (m13 = m23 = 0, m33 = 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when `isAffine`).
    var affine: AffineTransform2D {
        AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place. Returns `false` (leaving it unchanged) when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let inverse = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det
        )
        self = inverse
        return true
    }

    /// The inverse; the transform itself when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// `self` applied first, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
            m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
            m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
            m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        )
    }
}

extension ProjectionTransform: CustomStringConvertible {
    public var description: String {
        "[\([m11, m12, m13, m21, m22, m23, m31, m32, m33].map { DisplayNumber($0).description }.joined(separator: " "))]"
    }
}

extension CGPoint {
    /// The point under a projective transform (NaN or infinite where w = 0).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
