/// Frames of one animation at a constant frame rate, ready for the GIF, APNG and contact-sheet
/// writers: what `StageRecorder` makes.
///
/// Frame *i* shows the stage at `startTime + i / framesPerSecond` (computed from the index, so long
/// recordings do not drift) and lasts `1 / framesPerSecond`; every frame has the same pixel size.
///
/// ```swift
/// let sequence = try StageRecorder().record(stage, duration: 1, playback: .repeating)
/// sequence.frames.count          // 50
/// sequence.frames[10].time       // 0.2
/// try FrameWriter().write(sequence, to: URL(fileURLWithPath: "loop.gif"))
/// ```
public struct FrameSequence: Sendable, Hashable {
    /// The frames in order; never empty when made by `StageRecorder`.
    public var frames: [RenderedFrame]
    /// Frames per second, positive and finite.
    public var framesPerSecond: Double
    /// Whether the animation loops or plays once.
    public var playback: Playback
    /// Pixels per point the frames were rendered at (an SVG of a frame uses it for its size).
    public var scale: Double
    /// The background the frames were rendered over (an SVG of a frame draws it too).
    public var background: RenderColor

    /// Makes a sequence of `frames` at `framesPerSecond`, rendered at `scale` (default 1) over
    /// `background` (default white).
    public init(frames: [RenderedFrame], framesPerSecond: Double, playback: Playback, scale: Double = 1,
                background: RenderColor = .white) {
        self.frames = frames
        self.framesPerSecond = framesPerSecond
        self.playback = playback
        self.scale = scale
        self.background = background
    }

    /// The frames' pixels, in order.
    public var images: [RasterImage] { frames.map(\.image) }

    /// The index of the frame a still image of the animation shows by default: the last frame of an
    /// animation that plays once (its final state), the first of a loop. Nil when there are no frames.
    public var stillFrameIndex: Int? {
        guard !frames.isEmpty else { return nil }
        return playback == .once ? frames.count - 1 : 0
    }

    /// The frame timing for the encoders: `frames.count` frames at `framesPerSecond`.
    /// - Throws: `RenderError.invalidFrameRate` for a rate that is not positive and finite.
    public func timing() throws(RenderError) -> FrameTiming {
        guard framesPerSecond > 0, framesPerSecond.isFinite else { throw .invalidFrameRate(framesPerSecond) }
        return FrameTiming(framesPerSecond: framesPerSecond, frameCount: frames.count)
    }
}
