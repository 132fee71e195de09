import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
/// An image as UIKit names it: UIKit's `UIImage`, for `Image(uiImage:)` and image views. Cadence
/// addition on non-Apple platforms (here, next to `Image`, because SwiftUI's `Image(uiImage:)`
/// takes one and SwiftUI files use it without importing UIKit).
///
/// There are no pixels in the view layer: an image is a symbol, an asset of the ``AssetCatalog``, or
/// encoded data whose size is read from its header (PNG, JPEG, GIF). `Image(uiImage:)` draws a
/// symbol or an asset as `Image(systemName:)` and `Image(_:)` do, and data as a grey box of the
/// image's size. Sizes are in points.
public final class UIImage: Sendable, Hashable {
    enum Content: Hashable, Sendable {
        case symbol(String)
        case asset(String)
        case encoded(Data, format: EncodedFormat)
        /// A rendered view (`ImageRenderer.uiImage`, `UIImage(cgImage:)`).
        case picture(RenderedPicture)
    }

    enum EncodedFormat: Hashable, Sendable {
        case png, jpeg, gif
    }

    /// How an image is drawn: UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// The context decides (symbols are templates, other images originals).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template, drawn in the tint (foreground) colour.
        case alwaysTemplate = 2
    }

    let content: Content
    /// The size in points: an asset's registered size; for a symbol, 17 × 17 (the body font's size,
    /// the square Cadence draws a symbol in); for data, its pixel size divided by `scale`.
    public let size: CGSize
    /// Pixels per point (1 unless given).
    public let scale: CGFloat
    /// How the image is drawn.
    public let renderingMode: RenderingMode

    init(content: Content, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.content = content
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
    }

    /// An empty image: no content, 0 × 0 points (UIKit's `UIImage()`, the usual placeholder before
    /// an image loads). `Image(uiImage:)` of it draws nothing and takes no room.
    public convenience init() {
        self.init(content: .encoded(Data(), format: .png), size: .zero)
    }

    /// The image registered as `name` in ``AssetCatalog/main``, or `nil` when there is none (as
    /// UIKit answers for a name missing from the app's bundle).
    public convenience init?(named name: String) {
        switch AssetCatalog.main.image(named: name) {
        case .color(_, let size)?: self.init(content: .asset(name), size: size)
        case .symbol?: self.init(content: .asset(name), size: CGSize(width: 17, height: 17))
        case nil: return nil
        }
    }

    /// The SF Symbol `name`: `nil` only for an empty name (Cadence draws names it has no stand-in
    /// for as a labelled box, so a symbol iOS has never fails here).
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(content: .symbol(name), size: CGSize(width: 17, height: 17))
    }

    /// The image encoded in `data` (PNG, JPEG or GIF; its size is read from the header), or `nil`
    /// for data in another format or too short to hold a size.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data` at `scale` pixels per point (scales of 0 or less, or NaN, count as 1).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (format, pixels) = Self.header(of: data) else { return nil }
        let scale = scale > 0 ? scale : 1
        self.init(content: .encoded(data, format: format), size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    #if !canImport(CoreGraphics)
    /// An image of `cgImage` at one pixel per point (UIKit's `UIImage(cgImage:)`).
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// An image of `cgImage` at `scale` pixels per point: its size in points is the pixel size
    /// divided by `scale` (scales of 0 or less, or NaN, count as 1).
    public convenience init(cgImage: CGImage, scale: CGFloat) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        self.init(content: .picture(cgImage.picture), size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale)
    }

    /// The image as a `CGImage` (its size in pixels: `size × scale`, rounded up) when it is a
    /// rendered view; `nil` for symbols, assets and encoded data, which have no pixels here.
    public var cgImage: CGImage? {
        guard case .picture(let picture) = content else { return nil }
        return CGImage(picture: picture, width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)), isOpaque: false)
    }
    #endif

    /// The image in the file at `path`, or `nil` when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image's data as PNG: the data it was made from when that was PNG, `nil` otherwise (the
    /// view layer cannot encode pixels; a rendered view's drawing is rasterised by `CadenceRender`).
    public func pngData() -> Data? {
        if case .encoded(let data, .png) = content { return data }
        return nil
    }

    /// The image's data as JPEG: the data it was made from when that was JPEG (`compressionQuality`,
    /// 0…1, is not applied), `nil` otherwise.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if case .encoded(let data, .jpeg) = content { return data }
        return nil
    }

    /// This image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, size: size, scale: scale, renderingMode: renderingMode)
    }

    /// Whether two images have the same content, size and rendering mode.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.content == rhs.content && lhs.size == rhs.size && lhs.renderingMode == rhs.renderingMode
    }

    /// Hashes the content and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    /// The format and pixel size in an encoded image's header.
    private static func header(of data: Data) -> (EncodedFormat, CGSize)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func bigEndian(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           let width = bigEndian(16, 4), let height = bigEndian(20, 4) {
            return (.png, CGSize(width: width, height: height))
        }
        if bytes.starts(with: [0x47, 0x49, 0x46]), bytes.count >= 10 {
            return (.gif, CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        // JPEG: walk the segments to the first start-of-frame (SOF0…SOF15 but DHT, JPG and DAC).
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            guard let length = bigEndian(offset + 2, 2) else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker),
               let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) {
                return (.jpeg, CGSize(width: width, height: height))
            }
            offset += 2 + length
        }
        return nil
    }
}

extension Image {
    /// An image of `uiImage`: SwiftUI's `Image(uiImage:)`. A symbol or asset draws as
    /// `Image(systemName:)` or `Image(_:)` would; encoded data draws as a grey box of its size
    /// (resizable, it takes the size offered). `.alwaysTemplate` draws in the foreground style.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .symbol(let name): self.init(systemName: name)
        case .asset(let name): self.init(name)
        case .encoded: self.init(source: .bitmap(uiImage.size))
        case .picture(let picture): self.init(source: .picture(picture, uiImage.size))
        }
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: templateRenderingMode = .original
        case .alwaysTemplate: templateRenderingMode = .template
        }
    }
}
#endif
