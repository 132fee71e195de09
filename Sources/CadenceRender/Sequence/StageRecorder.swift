import CadenceUI

/// Renders a `Stage` over a range of time into a `FrameSequence`.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 200, height: 200), textMeasurer: CairoTextMeasurer()) { LikeButton() }
/// stage.schedule(.tap(identifier: "like"), at: 0.1)
/// let recorder = StageRecorder(renderer: DisplayListRenderer(scale: 2))
/// let sequence = try recorder.record(stage, duration: 1.5, playback: .once)   // 76 frames at 50 fps
/// ```
///
/// Frame *i* is the stage advanced to `start + i / framesPerSecond`, computed from the index. The
/// stage only moves forward, so `start` must not be earlier than the stage's current time; recording
/// leaves the stage at the last frame's time. Lay the stage out with `CairoTextMeasurer` so text
/// wraps as it is drawn.
///
/// Everything is checked before the first frame is rendered: the frame rate, the time range, the
/// pixel size (`RenderLimits.maxPixelWidth` × `maxPixelHeight`, 4096 × 4096 by default), the frame
/// count (`maxFrameCount`, 3600) and the pixels of all frames together (`maxTotalPixels`). A symbol
/// without a drawing is drawn as a labelled box (`DisplayListRenderer.unknownSymbols(in:)` names them).
public struct StageRecorder: Sendable, Hashable {
    /// How each frame is drawn (scale, background, limits).
    public var renderer: DisplayListRenderer
    /// Frames per second, positive and finite. Default 50: GIF's 2 cs delay, the fastest GIF rate
    /// browsers play as written.
    public var framesPerSecond: Double

    /// Makes a recorder: the default renderer at 50 frames per second by default.
    public init(renderer: DisplayListRenderer = DisplayListRenderer(), framesPerSecond: Double = 50) {
        self.renderer = renderer
        self.framesPerSecond = framesPerSecond
    }

    /// How many frames a `duration` needs at `framesPerSecond` under `playback` (see `Playback`):
    /// ⌈duration · fps⌉ frames for a loop (at least 1), one more for a single play. Times within a
    /// nanosecond of a frame boundary count as on it, so 1 s at 50 fps is exactly 50 frames.
    /// - Throws: `RenderError.invalidFrameRate` or `.invalidTimeRange`. The count is a `Double` so an
    ///   enormous duration can be reported rather than overflow.
    public func frameCount(duration: Double, playback: Playback) throws(RenderError) -> Double {
        guard framesPerSecond > 0, framesPerSecond.isFinite else { throw .invalidFrameRate(framesPerSecond) }
        guard duration >= 0, duration.isFinite else { throw .invalidTimeRange(start: 0, duration: duration) }
        let loopFrames = max(1, (duration * framesPerSecond - 1e-9 * framesPerSecond).rounded(.up))
        return playback == .repeating ? loopFrames : (duration == 0 ? 1 : loopFrames + 1)
    }

    /// Records `duration` seconds of `stage` from `start` (default: the stage's current time).
    /// - Throws: `RenderError` for a bad frame rate, time range or size, too many frames or pixels,
    ///   a start before the stage's time, or an unknown symbol.
    @MainActor
    public func record(_ stage: Stage, from start: Double? = nil, duration: Double,
                       playback: Playback) throws(RenderError) -> FrameSequence {
        let begin = start ?? stage.time
        guard duration >= 0, duration.isFinite, begin.isFinite else { throw .invalidTimeRange(start: begin, duration: duration) }
        let count = try frameCount(duration: duration, playback: playback)
        try checkFrames(count, of: stage)
        return try record(stage, from: begin, frameCount: Int(count), playback: playback)
    }

    /// Records `frameCount` frames of `stage` from `start` (default: the stage's current time).
    /// - Throws: as `record(_:from:duration:playback:)`; a count below 1 is `RenderError.noFrames`.
    @MainActor
    public func record(_ stage: Stage, from start: Double? = nil, frameCount: Int,
                       playback: Playback) throws(RenderError) -> FrameSequence {
        let begin = start ?? stage.time
        guard framesPerSecond > 0, framesPerSecond.isFinite else { throw .invalidFrameRate(framesPerSecond) }
        guard begin.isFinite else { throw .invalidTimeRange(start: begin, duration: Double(frameCount) / framesPerSecond) }
        guard frameCount >= 1 else { throw .noFrames }
        guard begin >= stage.time else { throw .startBeforeStageTime(start: begin, stageTime: stage.time) }
        try checkFrames(Double(frameCount), of: stage)

        var lists: [DisplayList] = []
        lists.reserveCapacity(frameCount)
        for index in 0..<frameCount {
            stage.advance(to: begin + Double(index) / framesPerSecond)
            lists.append(stage.displayList())
        }
        return try render(lists, playback: playback)
    }

    /// The frames of display lists already taken from a stage (their times are the frames' times),
    /// each rendered by `renderer`: for a caller that has played the stage for another purpose.
    ///
    /// A frame that draws what the one before drew (the same items at the same size; the renderer
    /// draws nothing else of a list, its time included) shares its image: still stretches cost a
    /// comparison, not a render, and the encoders see the same pixel storage and skip their
    /// per-frame work too.
    /// - Throws: `RenderError.noFrames` for no lists, or the renderer's limits.
    package func record(displayLists lists: [DisplayList], playback: Playback) throws(RenderError) -> FrameSequence {
        guard framesPerSecond > 0, framesPerSecond.isFinite else { throw .invalidFrameRate(framesPerSecond) }
        guard let first = lists.first else { throw .noFrames }
        let pixels = try renderer.limits.pixelSize(width: Double(first.size.width), height: Double(first.size.height), scale: renderer.scale)
        try renderer.limits.check(frameCount: Double(lists.count), pixelsPerFrame: pixels.width * pixels.height)
        return try render(lists, playback: playback)
    }

    /// The frames of `lists` (at least one, within the limits already checked), rendered, each still
    /// frame sharing the image of the frame before.
    private func render(_ lists: [DisplayList], playback: Playback) throws(RenderError) -> FrameSequence {
        var frames: [RenderedFrame] = []
        frames.reserveCapacity(lists.count)
        for list in lists {
            if let previous = frames.last, previous.displayList.size == list.size, previous.displayList.items == list.items {
                frames.append(RenderedFrame(time: list.time, displayList: list, image: previous.image))
            } else {
                frames.append(RenderedFrame(time: list.time, displayList: list, image: try renderer.render(list)))
            }
        }
        return FrameSequence(frames: frames, framesPerSecond: framesPerSecond, playback: playback,
                             scale: renderer.scale, background: renderer.background)
    }

    @MainActor
    private func checkFrames(_ count: Double, of stage: Stage) throws(RenderError) {
        let pixels = try renderer.limits.pixelSize(width: Double(stage.size.width), height: Double(stage.size.height),
                                                   scale: renderer.scale)
        try renderer.limits.check(frameCount: count, pixelsPerFrame: pixels.width * pixels.height)
    }
}
