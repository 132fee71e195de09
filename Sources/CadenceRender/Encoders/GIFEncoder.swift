import CPixelKernels

/// Encodes frames as an animated GIF89a with a real palette.
///
/// Colours: when the whole animation has at most 256 distinct colours (255 if a transparent entry
/// is needed) they are stored exactly; otherwise a median-cut palette shared by all frames is built
/// from every frame's histogram (see `GIFPalette` for why one global palette) and each pixel takes
/// the nearest entry, optionally with Floyd–Steinberg dithering. GIF has no partial transparency:
/// alpha 0 becomes the transparent entry, and any other alpha is blended over `matte` first.
///
/// Timing: GIF stores delays in whole centiseconds, so 60 fps cannot be represented (use
/// `FrameTiming.gifDelays` for a rate that does not drift), and browsers show delays of 0 or 1 cs
/// as 10 cs. The default delay is 2 cs (50 fps), the fastest that plays as written everywhere.
///
/// ```swift
/// let gif = try GIFEncoder(looping: .forever).encode(frames, delays: FrameTiming(framesPerSecond: 25, frameCount: frames.count).gifDelays)
/// ```
public struct GIFEncoder: Sendable, Hashable {
    /// Whether and how often the animation repeats (the NETSCAPE2.0 application extension).
    public enum Looping: Sendable, Hashable {
        /// Loop forever (NETSCAPE loop count 0).
        case forever
        /// Play once: no loop extension is written.
        case playOnce
        /// Play, then repeat `count` more times (NETSCAPE loop count `count`; 1…65535). Browsers play
        /// the animation `count + 1` times. A count of 0 is written as `.playOnce`, because loop
        /// count 0 in the file would mean forever.
        case repeatCount(Int)
    }

    /// The default frame delay in centiseconds: 2 (50 fps).
    public static let defaultDelay = 2

    /// How many times the GIF plays. Default `.forever`.
    public var looping: Looping
    /// The colour partly transparent pixels are blended over (GIF cannot store partial alpha). Its
    /// own alpha is ignored. Default white.
    public var matte: RenderColor
    /// Floyd–Steinberg dithering when the colours have to be reduced (off by default: it makes
    /// files larger and adds noise that moves between frames).
    public var dithering: Bool
    /// Store only the changed rectangle of each frame after the first, with unchanged pixels
    /// transparent (default true; an animation of exactly 256 colours keeps them all and only
    /// crops). Applies when the frames themselves have no transparent pixels; otherwise every frame
    /// is stored whole and cleared before the next.
    public var optimizesFrames: Bool

    /// Makes an encoder: looping forever over white, without dithering, storing changed regions only,
    /// by default.
    public init(looping: Looping = .forever, matte: RenderColor = .white, dithering: Bool = false,
                optimizesFrames: Bool = true) {
        self.looping = looping
        self.matte = matte
        self.dithering = dithering
        self.optimizesFrames = optimizesFrames
    }

    /// Encodes `frames` with `delays[i]` centiseconds (0…65535) each.
    /// - Throws: `ImageEncodingError` for no frames, an empty image, mismatched sizes, a side over
    ///   65535 pixels, a delay count different from the frame count, a delay out of range, or a
    ///   repeat count over 65535.
    public func encode(_ frames: [RasterImage], delays: [Int]) throws(ImageEncodingError) -> [UInt8] {
        try ImageEncodingError.validate(frames)
        guard delays.count == frames.count else { throw .delayCountMismatch(frames: frames.count, delays: delays.count) }
        if let bad = delays.firstIndex(where: { !(0...0xFFFF).contains($0) }) { throw .invalidDelay(frame: bad, delay: delays[bad]) }
        if case let .repeatCount(count) = looping, !(0...0xFFFF).contains(count) { throw .invalidLoopCount(count) }
        let (width, height) = (frames[0].width, frames[0].height)
        guard width <= 0xFFFF, height <= 0xFFFF else { throw .imageTooLarge(width: width, height: height) }

        let matteColor = matte.pixel
        // A frame that shares its pixels with the one before (a recording's still stretch) shares its
        // composite and indices too, and counts into the histogram with the frame it repeats.
        let repeatsPrevious = frames.indices.map { $0 > 0 && frames[$0].sharesPixels(with: frames[$0 - 1]) }
        var composites: [[UInt32]] = []
        composites.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            composites.append(repeatsPrevious[index] ? composites[index - 1] : Self.composite(frame, over: matteColor))
        }
        var histogram: [UInt32: Int] = [:]
        var hasTransparency = false
        // Count runs of equal pixels at once (found in C): far fewer dictionary updates on flat areas.
        var runColors = [UInt32](repeating: 0, count: width * height), runLengths = [Int](repeating: 0, count: width * height)
        for (index, colors) in composites.enumerated() where !repeatsPrevious[index] {
            var copies = 1
            while index + copies < frames.count, repeatsPrevious[index + copies] { copies += 1 }
            let runs = colors.withUnsafeBufferPointer { colors in
                runColors.withUnsafeMutableBufferPointer { runColors in
                    runLengths.withUnsafeMutableBufferPointer { runLengths in
                        cadence_color_runs(colors.baseAddress!, colors.count, runColors.baseAddress!, runLengths.baseAddress!)
                    }
                }
            }
            for run in 0..<runs {
                Self.count(runColors[run], runLengths[run] * copies, in: &histogram, transparent: &hasTransparency)
            }
        }
        // Differencing marks unchanged pixels transparent, which only shows the previous frame
        // through if nothing ever has to turn transparent: so not with transparent frames.
        let differencing = optimizesFrames && !hasTransparency && frames.count > 1
        // Differencing also wants a transparent entry for unchanged pixels, but not at the price of
        // exact colours: with exactly 256 colours it only crops to the changed rectangle.
        let palette = GIFPalette(histogram: histogram,
                                 reservingTransparent: hasTransparency || (differencing && histogram.count != 256))
        let mapper = PaletteMapper(palette: Array(palette.colors.prefix(palette.transparentIndex.map(Int.init) ?? palette.colors.count)))
        let transparentIndex = palette.transparentIndex ?? 0
        let dither = dithering && !palette.isExact

        var out: [UInt8] = Array("GIF89a".utf8)
        out.appendLittleEndian(UInt16(width))
        out.appendLittleEndian(UInt16(height))
        // Global table present, 8 bits per primary, unsorted, table size; background = the transparent entry.
        out += [0x80 | 0x70 | UInt8(palette.sizeField), palette.transparentIndex ?? 0, 0]
        out += palette.tableBytes
        switch looping {
        case .playOnce, .repeatCount(0):
            break
        case .forever:
            appendLoopExtension(count: 0, to: &out)
        case let .repeatCount(count):
            appendLoopExtension(count: UInt16(count), to: &out)
        }

        var previous: [UInt8] = []
        for (frameIndex, colors) in composites.enumerated() {
            let indices = repeatsPrevious[frameIndex] ? previous
                : mapper.indices(for: colors, width: width, transparentColor: Self.transparentColor,
                                 transparentIndex: transparentIndex, dithering: dither)
            var region = PixelRect(x: 0, y: 0, width: width, height: height)
            var pixels = indices
            var usesTransparency = hasTransparency
            if differencing && frameIndex > 0 {
                var (x, y, w, h) = (Int32(0), Int32(0), Int32(1), Int32(1))
                _ = indices.withUnsafeBufferPointer { new in
                    previous.withUnsafeBufferPointer { old in
                        cadence_changed_rect(new.baseAddress!, old.baseAddress!, Int32(width), Int32(height), &x, &y, &w, &h)
                    }
                }
                region = PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
                usesTransparency = palette.transparentIndex != nil
                pixels = [UInt8](repeating: 0, count: region.width * region.height)
                indices.withUnsafeBufferPointer { indices in
                    previous.withUnsafeBufferPointer { previous in
                        pixels.withUnsafeMutableBufferPointer { pixels in
                            cadence_gif_region(indices.baseAddress!, previous.baseAddress!, Int32(width), x, y, w, h,
                                               usesTransparency ? 1 : 0, transparentIndex, pixels.baseAddress!)
                        }
                    }
                }
            }
            previous = indices

            // Graphic control extension. Disposal 1 (keep) lets differenced frames build on the last;
            // disposal 2 (restore to background) clears a frame with transparent pixels before the next.
            let disposal: UInt8 = hasTransparency ? 2 : 1
            out += [0x21, 0xF9, 0x04, disposal << 2 | (usesTransparency ? 1 : 0)]
            out.appendLittleEndian(UInt16(delays[frameIndex]))
            out += [usesTransparency ? transparentIndex : 0, 0x00]
            // Image descriptor: position, size, no local table, not interlaced.
            out.append(0x2C)
            for value in [region.x, region.y, region.width, region.height] { out.appendLittleEndian(UInt16(value)) }
            out.append(0x00)
            out.append(UInt8(palette.minimumCodeSize))
            let compressed = LZWEncoder.encode(pixels, minimumCodeSize: palette.minimumCodeSize)
            for start in stride(from: 0, to: compressed.count, by: 255) {
                let end = min(start + 255, compressed.count)
                out.append(UInt8(end - start))
                out += compressed[start..<end]
            }
            out.append(0x00)
        }
        out.append(0x3B)
        return out
    }

    /// Encodes `frames` with the same delay in centiseconds for each (default 2).
    public func encode(_ frames: [RasterImage], delay: Int = GIFEncoder.defaultDelay) throws(ImageEncodingError) -> [UInt8] {
        try encode(frames, delays: Array(repeating: delay, count: frames.count))
    }

    /// Outside 24 bits, so it never collides with a real 0xRRGGBB colour.
    static let transparentColor: UInt32 = 0x0100_0000

    /// Each pixel as 0xRRGGBB blended over `matte`, or `transparentColor` where alpha is 0.
    static func composite(_ image: RasterImage, over matte: RGBAPixel) -> [UInt32] {
        // c·a + m·(255 − a), divided by 255 with rounding, in C (see CPixelKernels).
        var out = [UInt32](repeating: 0, count: image.width * image.height)
        guard !out.isEmpty else { return out }
        image.bytes.withUnsafeBufferPointer { bytes in
            out.withUnsafeMutableBufferPointer { colors in
                cadence_gif_composite(bytes.baseAddress!, colors.count, matte.red, matte.green, matte.blue, Self.transparentColor,
                                      colors.baseAddress!)
            }
        }
        return out
    }

    private static func count(_ color: UInt32, _ run: Int, in histogram: inout [UInt32: Int], transparent: inout Bool) {
        if color == transparentColor {
            transparent = true
        } else {
            histogram[color, default: 0] += run
        }
    }

    private func appendLoopExtension(count: UInt16, to out: inout [UInt8]) {
        out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
        out.appendLittleEndian(count)
        out.append(0x00)
    }
}
