import Foundation

/// Writes frames to files: one frame as PNG or SVG, a sequence as an animated GIF, APNG or WebP, with the
/// format chosen from the file's extension. Every file is written atomically (`AtomicFile`): after an
/// error there is no file, or the old one, never a partial one.
///
/// ```swift
/// let sequence = try StageRecorder().record(stage, duration: 1, playback: .repeating)
/// let writer = FrameWriter()
/// try writer.write(sequence, to: URL(fileURLWithPath: "out/loop.gif"))    // loops forever, 2 cs a frame
/// try writer.write(sequence, to: URL(fileURLWithPath: "out/loop.apng"))
/// try writer.write(sequence, to: URL(fileURLWithPath: "out/loop.webp"))   // lossless
/// try writer.write(sequence, to: URL(fileURLWithPath: "out/still.svg"))   // the first frame
/// ```
///
/// Looping is `loop` when set; otherwise it follows the sequence's `Playback`: `.repeating` loops
/// forever, `.once` plays once and stays on the last frame (GIF without the NETSCAPE loop extension,
/// APNG and WebP with one play). WebP durations are whole milliseconds without drift. GIF delays come from
/// `FrameTiming.gifDelays` (whole centiseconds without drift; 2 cs a frame at the default 50 fps); above
/// 50 fps GIF is refused, because browsers play delays under 2 cs at 10 cs. APNG delays are exact.
public struct FrameWriter: Sendable, Hashable {
    /// The GIF encoder's options (matte, dithering, frame differencing); its looping is set from the
    /// sequence's playback.
    public var gif: GIFEncoder
    /// The APNG encoder's options; its loop count is set from the sequence's playback.
    public var apng: APNGEncoder
    /// The PNG encoder's options, for still frames and sheets.
    public var png: PNGEncoder
    /// How SVG frames are written; a sequence's frames take the sequence's scale and background.
    public var svg: SVGWriter
    /// The WebP encoder's options (lossless or lossy, effort); its loop count is set from `loop` or
    /// the sequence's playback.
    public var webp: WebPEncoder
    /// How many times animated files play, whatever the sequence's playback; nil (the default)
    /// follows the playback.
    public var loop: LoopCount?

    /// A writer with each format's encoder options and, optionally, one loop count for every animated format.
    public init(gif: GIFEncoder = GIFEncoder(), apng: APNGEncoder = APNGEncoder(), png: PNGEncoder = PNGEncoder(),
                svg: SVGWriter = SVGWriter(), webp: WebPEncoder = WebPEncoder(), loop: LoopCount? = nil) {
        self.gif = gif
        self.apng = apng
        self.png = png
        self.svg = svg
        self.webp = webp
        self.loop = loop
    }

    /// The loop count for `sequence`: `loop`, or what its playback implies.
    public func loopCount(for sequence: FrameSequence) -> LoopCount {
        loop ?? (sequence.playback == .repeating ? .forever : .plays(1))
    }

    /// Writes `sequence` to `url` in the format its extension names. PNG and SVG hold one frame:
    /// `stillFrame`, by default `sequence.stillFrameIndex` (the last frame of a single play, the first
    /// of a loop).
    /// - Throws: `RenderError`: an unsupported extension, no frames, a frame index out of range, a frame
    ///   rate GIF cannot play, an encoder's refusal, or a file that cannot be written.
    public func write(_ sequence: FrameSequence, to url: URL, stillFrame: Int? = nil) throws(RenderError) {
        try write(sequence, as: OutputFormat(for: url), to: url, stillFrame: stillFrame)
    }

    /// Writes `sequence` to `url` as `format`, whatever the extension says.
    public func write(_ sequence: FrameSequence, as format: OutputFormat, to url: URL, stillFrame: Int? = nil) throws(RenderError) {
        try Self.save(encoded(sequence, as: format, stillFrame: stillFrame), to: url)
    }

    /// The bytes of the file `write(_:as:to:stillFrame:)` would write (for standard output, or for
    /// embedding): the animated formats hold every frame, PNG and SVG the frame `stillFrame`, by
    /// default `sequence.stillFrameIndex`.
    /// - Throws: `RenderError`: no frames, a frame index out of range, a frame rate GIF cannot play, or
    ///   an encoder's refusal.
    public func encoded(_ sequence: FrameSequence, as format: OutputFormat, stillFrame: Int? = nil) throws(RenderError) -> [UInt8] {
        guard let defaultIndex = sequence.stillFrameIndex else { throw .noFrames }
        let index = stillFrame ?? defaultIndex
        guard sequence.frames.indices.contains(index) else { throw .frameOutOfRange(index: index, count: sequence.frames.count) }
        return try format.encode(sequence, with: self, stillFrame: index)
    }

    /// One image as PNG bytes.
    public func pngData(_ image: RasterImage) throws(RenderError) -> [UInt8] {
        do {
            return try png.encode(image)
        } catch {
            throw .encoding(error)
        }
    }

    /// Writes one image as a PNG.
    public func writePNG(_ image: RasterImage, to url: URL) throws(RenderError) {
        try Self.save(pngData(image), to: url)
    }

    /// The animated GIF bytes for `sequence`.
    public func gifData(for sequence: FrameSequence) throws(RenderError) -> [UInt8] {
        guard !sequence.frames.isEmpty else { throw .noFrames }
        guard sequence.framesPerSecond <= 50 else { throw .frameRateTooHighForGIF(sequence.framesPerSecond) }
        let delays = try sequence.timing().gifDelays
        var encoder = gif
        encoder.looping = loopCount(for: sequence).gifLooping
        do {
            return try encoder.encode(sequence.images, delays: delays)
        } catch {
            throw .encoding(error)
        }
    }

    /// The APNG bytes for `sequence`.
    public func apngData(for sequence: FrameSequence) throws(RenderError) -> [UInt8] {
        guard !sequence.frames.isEmpty else { throw .noFrames }
        let delays = try sequence.timing().apngDelays
        var encoder = apng
        encoder.loopCount = UInt32(loopCount(for: sequence).storedPlays)
        do {
            return try encoder.encode(sequence.images, delays: delays)
        } catch {
            throw .encoding(error)
        }
    }

    /// The animated WebP bytes for `sequence`.
    public func webpData(for sequence: FrameSequence) throws(RenderError) -> [UInt8] {
        guard !sequence.frames.isEmpty else { throw .noFrames }
        let timing = try sequence.timing()
        var encoder = webp
        encoder.loopCount = loopCount(for: sequence).storedPlays
        do {
            return try encoder.encode(sequence.images, durations: timing.webpDurations)
        } catch {
            throw .encoding(error)
        }
    }

    static func save(_ bytes: [UInt8], to url: URL) throws(RenderError) {
        do {
            try AtomicFile.write(bytes, to: url)
        } catch {
            throw .file(error)
        }
    }
}
