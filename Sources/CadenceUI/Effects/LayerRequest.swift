/// What a drawing-effect modifier asks the display-list builder for: turned into an effect layer
/// (`DisplayList.Layer`) in stage coordinates once the view's frame and the transforms above it are
/// known.
enum LayerRequest {
    case blur(radius: CGFloat, opaque: Bool)
    case colorMatrix(DisplayList.ColorMatrix)
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// A shape style's `ShadowStyle`, resolved in `environment`.
    case styleShadow(ShadowStyle, environment: EnvironmentValues)
    case blendMode(BlendMode)
    case compositingGroup
    /// Shows the content through the alpha of `mask`, laid out in the content's frame by `alignment`.
    case mask(LayoutNode, alignment: Alignment)
    /// A geometry effect: its projection for the view's size, in the view's own coordinates
    /// (origin at its frame's top-left corner).
    case geometry(any GeometryEffect)
    /// A `Canvas`'s drawing, replayed in the frame of its (empty) content.
    case canvas(CanvasRecording)
}

extension AffineTransform2D {
    /// The factor lengths grow by under the transform, averaged over directions: √|det|. Blur radii
    /// and shadow radii scale by it, as SwiftUI scales them with the view.
    var approximateScale: CGFloat {
        let det = abs(a * d - b * c)
        return det.isFinite ? det.squareRoot() : 1
    }

    /// `size` as a vector under the linear part (no translation).
    func applyLinear(to size: CGSize) -> CGSize {
        CGSize(width: a * size.width + c * size.height, height: b * size.width + d * size.height)
    }

    /// The transform `t` from Core Graphics' type (the same type where Core Graphics is missing).
    init(_ t: CGAffineTransform) {
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}
