/// Encodes a `RasterImage` as an 8-bit RGBA PNG (colour type 6), choosing a filter for each row.
///
/// The output depends only on the pixels, the compression level and the zlib version, so the same
/// image gives the same bytes on every run (snapshot files stay stable).
///
/// ```swift
/// let png = try PNGEncoder().encode(canvas.snapshot())
/// try AtomicFile.write(png, to: URL(fileURLWithPath: "frame.png"))
/// ```
public struct PNGEncoder: Sendable, Hashable {
    /// zlib level 0 (store) … 9 (smallest, slowest); values outside are clamped. Default 6.
    public var compressionLevel: Int

    /// Makes an encoder at zlib level `compressionLevel` (0…9, clamped; default 6).
    public init(compressionLevel: Int = 6) {
        self.compressionLevel = compressionLevel
    }

    /// The PNG file bytes for `image`.
    /// - Throws: `ImageEncodingError.emptyImage` for a 0-pixel-wide or -high image.
    public func encode(_ image: RasterImage) throws(ImageEncodingError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw .emptyImage }
        var stream = PNGStream()
        stream.appendHeader(width: image.width, height: image.height)
        stream.appendChunk("IDAT", try PNGStream.compressedScanlines(of: image, level: compressionLevel))
        stream.appendEnd()
        return stream.bytes
    }
}
