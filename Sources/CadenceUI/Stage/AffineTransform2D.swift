/// A 2D affine transform, mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty): the layout of
/// Core Graphics' `CGAffineTransform`, which Foundation does not provide on Linux. Cadence addition.
///
/// ```swift
/// let t = AffineTransform2D(scaleX: 2, y: 2).concatenating(AffineTransform2D(translationX: 10, y: 0))
/// t.apply(to: CGPoint(x: 1, y: 1))   // (12, 2): scaled first, then translated
/// ```
public struct AffineTransform2D: Hashable, Sendable {
    /// How x feeds the new x (the horizontal scale, without rotation).
    public var a: CGFloat
    /// How x feeds the new y.
    public var b: CGFloat
    /// How y feeds the new x.
    public var c: CGFloat
    /// How y feeds the new y (the vertical scale, without rotation).
    public var d: CGFloat
    /// The horizontal translation, in points.
    public var tx: CGFloat
    /// The vertical translation, in points.
    public var ty: CGFloat

    /// Makes the transform (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`tx`, `ty`) points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y points down), as in SwiftUI.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(CMath.cos(Double(angle)))
        let sine = CGFloat(CMath.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// Where the transform takes `point`.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest axis-aligned rectangle containing the transformed corners of `rect`.
    public func apply(to rect: CGRect) -> CGRect {
        // The four corners in a fixed order, without arrays: a stage frame applies this twice a view.
        let p0 = apply(to: CGPoint(x: rect.minX, y: rect.minY)), p1 = apply(to: CGPoint(x: rect.maxX, y: rect.minY))
        let p2 = apply(to: CGPoint(x: rect.minX, y: rect.maxY)), p3 = apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
        // min/max of NaN are order-dependent; a NaN corner makes the whole rectangle NaN.
        if p0.x.isNaN || p1.x.isNaN || p2.x.isNaN || p3.x.isNaN || p0.y.isNaN || p1.y.isNaN || p2.y.isNaN || p3.y.isNaN {
            return CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)
        }
        // Sequence's `min()` and `max()` in corner order: a value replaces the one kept when it comes
        // `first` (the first of equal values wins, which decides between −0 and +0).
        func extreme(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat,
                     first: (CGFloat, CGFloat) -> Bool) -> CGFloat {
            var result = a
            if first(b, result) { result = b }
            if first(c, result) { result = c }
            if first(d, result) { result = d }
            return result
        }
        func least(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat { extreme(a, b, c, d, first: <) }
        func greatest(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat { extreme(a, b, c, d, first: >) }
        let minX = least(p0.x, p1.x, p2.x, p3.x), maxX = greatest(p0.x, p1.x, p2.x, p3.x)
        let minY = least(p0.y, p1.y, p2.y, p3.y), maxY = greatest(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A transform about `point`: `self` applied as if `point` were the origin.
    func about(_ point: CGPoint) -> AffineTransform2D {
        AffineTransform2D(translationX: -point.x, y: -point.y)
            .concatenating(self)
            .concatenating(AffineTransform2D(translationX: point.x, y: point.y))
    }
}

extension AffineTransform2D: CustomStringConvertible {
    public var description: String {
        "[\([a, b, c, d, tx, ty].map { DisplayNumber($0).description }.joined(separator: " "))]"
    }
}
