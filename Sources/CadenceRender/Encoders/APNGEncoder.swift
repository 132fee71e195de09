/// Encodes frames as an animated PNG: 8-bit RGBA, lossless, with exact fractional frame delays.
///
/// The first frame is also the PNG's default image, so viewers without APNG support show it.
/// Later frames, by default, store only the rectangle that changed since the previous frame (it
/// replaces those pixels, and the rest of the previous frame stays), which makes a small moving
/// object on a large still background cheap; decoders compose the same full frames either way.
///
/// ```swift
/// let timing = FrameTiming(framesPerSecond: 60, frameCount: frames.count)
/// let apng = try APNGEncoder().encode(frames, delays: timing.apngDelays)
/// ```
public struct APNGEncoder: Sendable, Hashable {
    /// How many times to play: 0 (the default) loops forever.
    public var loopCount: UInt32
    /// zlib level 0…9, clamped. Default 6.
    public var compressionLevel: Int
    /// Store only each frame's changed rectangle (true, the default) or every frame whole.
    public var cropsToChangedRegion: Bool

    /// Makes an encoder: looping forever, zlib level 6, changed regions only, by default.
    public init(loopCount: UInt32 = 0, compressionLevel: Int = 6, cropsToChangedRegion: Bool = true) {
        self.loopCount = loopCount
        self.compressionLevel = compressionLevel
        self.cropsToChangedRegion = cropsToChangedRegion
    }

    /// Encodes `frames` (all the same non-empty size) shown for `delays[i]` each.
    /// - Throws: `ImageEncodingError` for no frames, an empty image, mismatched sizes or a delay count
    ///   different from the frame count.
    public func encode(_ frames: [RasterImage], delays: [FrameDelay]) throws(ImageEncodingError) -> [UInt8] {
        try ImageEncodingError.validate(frames)
        guard delays.count == frames.count else { throw .delayCountMismatch(frames: frames.count, delays: delays.count) }
        let full = PixelRect(x: 0, y: 0, width: frames[0].width, height: frames[0].height)

        var stream = PNGStream()
        stream.appendHeader(width: full.width, height: full.height)
        var animationControl: [UInt8] = []
        animationControl.appendBigEndian(UInt32(frames.count))
        animationControl.appendBigEndian(loopCount)
        stream.appendChunk("acTL", animationControl)

        // fcTL and fdAT share one sequence counter; IDAT has none.
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let region = index == 0 || !cropsToChangedRegion ? full : changedRegion(from: frames[index - 1], to: frame)
            var control: [UInt8] = []
            control.appendBigEndian(sequence)
            control.appendBigEndian(UInt32(region.width))
            control.appendBigEndian(UInt32(region.height))
            control.appendBigEndian(UInt32(region.x))
            control.appendBigEndian(UInt32(region.y))
            control.appendBigEndian(delays[index].numerator)
            control.appendBigEndian(delays[index].denominator)
            // dispose_op NONE keeps this frame as the base of the next; blend_op SOURCE replaces the
            // region's pixels (including with transparent ones) instead of compositing over them.
            control += [0, 0]
            stream.appendChunk("fcTL", control)
            sequence += 1

            let pixels = try PNGStream.compressedScanlines(
                of: frame.cropped(x: region.x, y: region.y, width: region.width, height: region.height),
                level: compressionLevel)
            if index == 0 {
                stream.appendChunk("IDAT", pixels)
            } else {
                var data: [UInt8] = []
                data.reserveCapacity(pixels.count + 4)
                data.appendBigEndian(sequence)
                data += pixels
                stream.appendChunk("fdAT", data)
                sequence += 1
            }
        }
        stream.appendEnd()
        return stream.bytes
    }

    /// Encodes `frames` with the same delay for each.
    public func encode(_ frames: [RasterImage], delay: FrameDelay) throws(ImageEncodingError) -> [UInt8] {
        try encode(frames, delays: Array(repeating: delay, count: frames.count))
    }

    /// The rectangle where `next` differs from `previous`; an unchanged frame still needs a region,
    /// so it gets the top-left pixel (rewritten with its own, unchanged value).
    private func changedRegion(from previous: RasterImage, to next: RasterImage) -> PixelRect {
        previous.bytes.withUnsafeBytes { old in
            next.bytes.withUnsafeBytes { new in
                PixelRect.bounding(width: next.width, height: next.height) { i in
                    old.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                        != new.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                }
            }
        } ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
    }
}
