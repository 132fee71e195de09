// Core Graphics' names for the affine transform, for code that builds `CGAffineTransform`s for
// `transformEffect`, `Path.applying` or a `GeometryEffect`. On Apple platforms Core Graphics has them.

#if !canImport(CoreGraphics)
/// Core Graphics' affine transform: on platforms without Core Graphics, Cadence's `AffineTransform2D`
/// (the same six numbers, a b c d tx ty, and the same initialisers).
public typealias CGAffineTransform = AffineTransform2D
#endif

extension AffineTransform2D {
    /// The identity: `CGAffineTransform()`.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// `CGAffineTransform(_:_:_:_:_:_:)`: the six entries a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A translation by (tx, ty) applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> AffineTransform2D {
        AffineTransform2D(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (sx, sy) applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> AffineTransform2D {
        AffineTransform2D(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: CGFloat) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; the transform itself when it is singular (as Core Graphics returns it).
    public func inverted() -> AffineTransform2D {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return AffineTransform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

#if !canImport(CoreGraphics)
extension CGPoint {
    /// The point under an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.apply(to: self) }
}

extension CGSize {
    /// The size under the linear part of an affine transform (no translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the rectangle under an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGRect { t.apply(to: self) }
}
#endif
