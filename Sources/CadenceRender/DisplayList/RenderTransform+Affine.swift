import CadenceUI

extension RenderTransform {
    /// The same affine map as a display list's `AffineTransform2D` (both use Core Graphics' layout).
    public init(_ transform: AffineTransform2D) {
        self.init(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                  tx: Double(transform.tx), ty: Double(transform.ty))
    }
}
