/// The largest images and animations the renderer makes, so that a typo (a size of 1e9, a duration
/// of an hour) fails at once with a clear error instead of exhausting memory.
///
/// ```swift
/// var limits = RenderLimits.standard      // 4096 × 4096 px, 3600 frames, 2²⁸ pixels in all
/// limits.maxFrameCount = 10_000
/// ```
///
/// Every frame of a sequence is kept in memory as 4 bytes a pixel (a GIF needs them all to choose
/// its palette), which is what `maxTotalPixels` bounds: the default is 1 GiB of pixels.
public struct RenderLimits: Sendable, Hashable {
    /// The widest image, in pixels (after the scale factor). Default 4096.
    public var maxPixelWidth: Int
    /// The tallest image, in pixels. Default 4096.
    public var maxPixelHeight: Int
    /// The most frames one recording may have. Default 3600 (72 s at 50 fps).
    public var maxFrameCount: Int
    /// The most pixels all frames of one recording may hold together. Default 2²⁸.
    public var maxTotalPixels: Int

    /// Makes limits: by default 4096 × 4096 pixels, 3600 frames and 2²⁸ pixels in all (``standard``).
    public init(maxPixelWidth: Int = 4096, maxPixelHeight: Int = 4096, maxFrameCount: Int = 3600,
                maxTotalPixels: Int = 1 << 28) {
        self.maxPixelWidth = maxPixelWidth
        self.maxPixelHeight = maxPixelHeight
        self.maxFrameCount = maxFrameCount
        self.maxTotalPixels = maxTotalPixels
    }

    /// 4096 × 4096 px, 3600 frames, 2²⁸ pixels in all.
    public static let standard = RenderLimits()

    /// The pixel size of `width × height` points at `scale`: each side rounded up, as `CairoCanvas` does.
    /// - Throws: `RenderError.invalidSize` unless the sizes and scale are positive and finite and the
    ///   pixel size fits the limits.
    public func pixelSize(width: Double, height: Double, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let failure = RenderError.invalidSize(width: width, height: height, scale: scale,
                                              maxPixelWidth: maxPixelWidth, maxPixelHeight: maxPixelHeight)
        guard width > 0, height > 0, scale > 0, width.isFinite, height.isFinite, scale.isFinite else { throw failure }
        let pixelWidth = (width * scale).rounded(.up), pixelHeight = (height * scale).rounded(.up)
        guard pixelWidth <= Double(maxPixelWidth), pixelHeight <= Double(maxPixelHeight) else { throw failure }
        return (Int(pixelWidth), Int(pixelHeight))
    }

    /// Checks a recording of `frameCount` frames of `pixelsPerFrame` pixels each.
    /// - Throws: `RenderError.tooManyFrames` or `.tooManyPixels`.
    public func check(frameCount: Double, pixelsPerFrame: Int) throws(RenderError) {
        guard frameCount <= Double(maxFrameCount) else { throw .tooManyFrames(count: frameCount, limit: maxFrameCount) }
        let total = frameCount * Double(pixelsPerFrame)
        guard total <= Double(maxTotalPixels) else { throw .tooManyPixels(count: total, limit: maxTotalPixels) }
    }
}
