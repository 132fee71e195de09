import CWebP

/// Encodes frames as an animated WebP through libwebp's animation encoder: full colour and 8-bit
/// alpha, lossless (VP8L, the default) or lossy (VP8 with a lossless alpha plane), millisecond
/// durations, and a loop count.
///
/// Frames are given as straight-alpha RGBA (`RasterImage`); libwebp finds the changed rectangle of
/// each frame and stores only that, so a still background costs almost nothing. For interface
/// animation (flat colours, sharp edges) lossless files are exact and about the size of a 256-colour
/// GIF (0.86–1.24× in Cadence's examples), smaller than lossy WebP at quality 90; lossy pays off at
/// lower qualities and for photographs and soft gradients.
///
/// ```swift
/// let timing = FrameTiming(framesPerSecond: 50, frameCount: frames.count)
/// let exact = try WebPEncoder().encode(frames, durations: timing.webpDurations)
/// let small = try WebPEncoder(compression: .lossy(quality: 75)).encode(frames, durations: timing.webpDurations)
/// ```
public struct WebPEncoder: Sendable, Hashable {
    /// How the frames are compressed.
    public enum Compression: Sendable, Hashable {
        /// Every pixel exact, colour under transparent pixels included.
        case lossless
        /// Lossy at a quality from 0 (smallest) to 100 (best); alpha stays lossless.
        case lossy(quality: Double)
    }

    /// Lossless (the default) or lossy at a quality.
    public var compression: Compression
    /// How many times the animation plays: 0 (the default) for ever, otherwise 1…65535.
    public var loopCount: Int
    /// libwebp's `method`: 0 (fastest) … 6 (smallest). Default 4, libwebp's own.
    public var effort: Int

    /// An encoder; arguments are checked by `encode`.
    public init(compression: Compression = .lossless, loopCount: Int = 0, effort: Int = 4) {
        self.compression = compression
        self.loopCount = loopCount
        self.effort = effort
    }

    /// The longest frame duration WebP stores: 2²⁴ − 1 ms (about 4.7 hours).
    public static let maximumDuration = (1 << 24) - 1

    /// Encodes `frames`, each shown for its duration in milliseconds.
    /// - Throws: `ImageEncodingError` for no frames, an empty frame, frames of different sizes, a
    ///   side over 16383 pixels, one duration per frame missing or outside 1…2²⁴−1 ms, a loop count
    ///   outside 0…65535, a lossy quality outside 0…100 or an effort outside 0…6, or libwebp's own refusal.
    public func encode(_ frames: [RasterImage], durations: [Int]) throws(ImageEncodingError) -> [UInt8] {
        try ImageEncodingError.validate(frames)
        guard durations.count == frames.count else { throw .delayCountMismatch(frames: frames.count, delays: durations.count) }
        for (index, duration) in durations.enumerated() where !(1...Self.maximumDuration).contains(duration) {
            throw .invalidDelay(frame: index, delay: duration)
        }
        guard (0...LoopCount.maximumPlays).contains(loopCount) else { throw .invalidLoopCount(loopCount) }
        if case .lossy(let quality) = compression, !(quality.isFinite && (0...100).contains(quality)) {
            throw .invalidSetting("quality \(quality) is outside 0…100")
        }
        guard (0...6).contains(effort) else { throw .invalidSetting("effort \(effort) is outside 0…6") }
        let width = frames[0].width, height = frames[0].height
        guard width <= Int(WEBP_MAX_DIMENSION), height <= Int(WEBP_MAX_DIMENSION) else {
            throw .imageTooLarge(width: width, height: height)
        }

        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .encoderFailed("libwebp's version does not match its headers") }
        switch compression {
        case .lossless:
            config.lossless = 1
            config.quality = 75  // for lossless, how hard to look for a smaller encoding (libwebp's default)
            config.exact = 1     // keep the colour under transparent pixels exact too
        case .lossy(let quality):
            config.lossless = 0
            config.quality = Float(quality)
        }
        config.method = Int32(effort)
        guard WebPValidateConfig(&config) != 0 else { throw .encoderFailed("libwebp refused the settings") }

        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw .encoderFailed("libwebp's version does not match its headers") }
        options.anim_params.loop_count = Int32(loopCount)
        options.anim_params.bgcolor = 0x0000_0000  // transparent: frames are composed over nothing
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw .encoderFailed("libwebp could not start an animation (out of memory)")
        }
        defer { WebPAnimEncoderDelete(encoder) }

        var timestamp = 0
        for (index, frame) in frames.enumerated() {
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw .encoderFailed("libwebp's version does not match its headers") }
            picture.width = Int32(width)
            picture.height = Int32(height)
            picture.use_argb = 1
            defer { WebPPictureFree(&picture) }
            let imported = frame.bytes.withUnsafeBufferPointer { pixels in
                WebPPictureImportRGBA(&picture, pixels.baseAddress, Int32(width * 4))
            }
            guard imported != 0 else { throw .encoderFailed("libwebp could not take frame \(index) (out of memory)") }
            guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
                throw .encoderFailed("frame \(index): \(Self.message(of: encoder))")
            }
            timestamp += durations[index]
        }
        // The end of the last frame, which fixes its duration.
        guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: timestamp), nil) != 0 else {
            throw .encoderFailed(Self.message(of: encoder))
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw .encoderFailed(Self.message(of: encoder))
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private static func message(of encoder: OpaquePointer) -> String {
        guard let text = WebPAnimEncoderGetError(encoder) else { return "libwebp failed" }
        let message = String(cString: text)
        return message.isEmpty ? "libwebp failed" : message
    }
}
