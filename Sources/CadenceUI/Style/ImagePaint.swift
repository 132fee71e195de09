import Foundation

/// A shape style that fills with an image, tiled: SwiftUI's `ImagePaint`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.image(Image("paper"), scale: 0.5))
/// Circle().strokeBorder(ImagePaint(image: Image("stripes"), scale: 0.25), lineWidth: 8)
/// ```
///
/// Cadence's images are symbols and assets registered as colours (see ``AssetCatalog``), so it
/// paints the colour the image stands for instead of tiling it: an asset registered as a colour
/// paints that colour; a symbol (or an asset registered as one) paints the foreground style, as
/// the symbol would be drawn; an asset that is not registered paints the grey of the missing-image
/// placeholder. `sourceRect` and `scale` are kept but do not change the colour.
public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image tiled, in unit coordinates of the image (the whole image by default).
    public var sourceRect: CGRect
    /// How much the image is scaled before tiling (1: its own size).
    public var scale: CGFloat

    /// A paint that tiles the part `sourceRect` of `image`, scaled by `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint that tiles the part `sourceRect` of `image`, scaled by `scale` (see `ImagePaint`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension ImagePaint: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard case .asset(let name) = image.source else { return resolvePaint(ForegroundStyle(), in: environment) }
        switch AssetCatalog.main.image(named: name) {
        case .color(let fill, _)?: return .color(fill.resolve(in: environment))
        case .symbol?: return resolvePaint(ForegroundStyle(), in: environment)
        case nil: return .color(Image.placeholderFill.resolve(in: environment))
        }
    }
}
