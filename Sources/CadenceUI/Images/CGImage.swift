import Foundation

#if !canImport(CoreGraphics)
/// A bitmap image as Core Graphics names it: Core Graphics' `CGImage`, for `ImageRenderer.cgImage`
/// and `Image(_:scale:orientation:label:)`. Cadence addition on platforms without Core Graphics.
///
/// The view layer has no pixels: the image is the drawing of the view it was rendered from (the
/// display list in points) with the pixel size a bitmap of it would have. `Image` draws that
/// drawing again at `width / scale` × `height / scale` points; `CadenceRender` can rasterise it.
public final class CGImage: Hashable, Sendable {
    let picture: RenderedPicture
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Whether the image was declared opaque (`ImageRenderer.isOpaque`): no alpha channel.
    let isOpaque: Bool

    init(picture: RenderedPicture, width: Int, height: Int, isOpaque: Bool) {
        self.picture = picture
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
    }

    /// The drawing the image holds, in points (`displayList.size` is the view's size): what
    /// `CadenceRender`'s `DisplayListRenderer` rasterises, at `width / displayList.size.width`
    /// pixels per point. Cadence addition.
    public var displayList: DisplayList { picture.list }

    /// Bits in each colour component: 8, as `ImageRenderer` makes images in `.nonLinear` mode.
    public var bitsPerComponent: Int { 8 }

    /// Bits in each pixel: four 8-bit components (RGBA; the alpha byte is unused when opaque).
    public var bitsPerPixel: Int { 32 }

    /// Bytes in each row of pixels: `width × 4`.
    public var bytesPerRow: Int { width * 4 }

    /// Whether two images hold the same drawing at the same pixel size.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.isOpaque == rhs.isOpaque && lhs.picture == rhs.picture
    }

    /// Hashes the pixel size and the drawing.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(picture)
    }
}

extension Image {
    /// An image of `cgImage` (`scale` pixels per point, turned by `orientation`), read by screen
    /// readers as `label`: SwiftUI's `Image(_:scale:orientation:label:)`.
    ///
    /// Its size in points is the pixel size divided by `scale` (scales of 0 or less, or NaN, count
    /// as 1), with width and height swapped for the quarter-turn orientations; resizable, it takes
    /// the size it is offered and stretches the drawing.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(source: .picture(Self.picture(of: cgImage, orientation: orientation), Self.pointSize(of: cgImage, scale: scale, orientation: orientation)))
        self.label = label.content
    }

    /// An image of `cgImage` that screen readers skip: SwiftUI's `Image(decorative:scale:orientation:)`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(source: .picture(Self.picture(of: cgImage, orientation: orientation), Self.pointSize(of: cgImage, scale: scale, orientation: orientation)))
        isDecorative = true
    }

    private static func picture(of cgImage: CGImage, orientation: Image.Orientation) -> RenderedPicture {
        var picture = cgImage.picture
        picture.orientation = orientation
        return picture
    }

    private static func pointSize(of cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation) -> CGSize {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        return orientation.isQuarterTurn ? CGSize(width: size.height, height: size.width) : size
    }
}
#endif
