import CadenceUI

/// What a stage showed, frame by frame: the display lists an export of any view is made from.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 200, height: 200)) { LikeButton() }
/// stage.schedule(.tap(label: "Like"), at: 0.3)
/// let recording = try StageRecording(stage: stage, duration: 1.5)
/// let css = try Exporter.export(recording, name: "Like button", format: .css)
/// let lottie = try Exporter.export(recording, name: "Like button", format: .lottie)
/// ```
///
/// The recording starts at the stage's current time, which becomes the export's 0, and advances the
/// stage by `1 / frameRate` seconds a frame up to `duration` (events scheduled on the stage play at
/// their own times on the way). The display lists are what the renderer draws: the same layout,
/// the same animated values, texts measured by the stage's `TextMeasurer`. Between two frames an
/// export's reference is the straight line from one frame's value to the next, so a fidelity
/// report measures an export against the frames themselves.
public struct StageRecording: Sendable {
    /// The stage's size, in points: the export's canvas.
    public let size: CGSize
    /// Frames per second.
    public let frameRate: Double
    /// Seconds from the first frame to the last.
    public let duration: Double
    /// One display list per frame, the first at 0 s, frame `i` at `i / frameRate` s (its `time` is
    /// the stage's own clock).
    public let frames: [DisplayList]

    /// The most frames a recording takes (a minute at 240 frames per second): beyond that an
    /// export would be a video, not an animation.
    public static let maximumFrames = 14_400
    /// The most things drawn an export follows (each item counted once over all the frames): each
    /// becomes boxes, channels and keyframes in the export.
    public static let maximumItems = 2_000

    /// Plays `stage` for `duration` seconds from its current time, taking a display list every
    /// `1 / frameRate` seconds and one at the end.
    ///
    /// - Throws: `ExportError` when `duration` is negative or not finite, `frameRate` is not
    ///   positive and finite, or the recording would take more than `maximumFrames` frames.
    @MainActor
    public init(stage: Stage, duration: Double, frameRate: Double = 240) throws(ExportError) {
        guard duration >= 0, duration.isFinite else {
            throw ExportError("expected a recording duration that is finite and not negative, got \(duration) s")
        }
        guard frameRate > 0, frameRate.isFinite else {
            throw ExportError("expected a frame rate that is positive and finite, got \(frameRate)")
        }
        let count = (duration * frameRate).rounded(.up)
        guard count < Double(Self.maximumFrames) else {
            throw ExportError("expected at most \(Self.maximumFrames) frames, got \(Int(count) + 1) (\(duration) s at \(frameRate) frames per second)")
        }
        let start = stage.time
        var frames: [DisplayList] = []
        frames.reserveCapacity(Int(count) + 1)
        for index in 0...Int(count) {
            stage.advance(to: start + min(Double(index) / frameRate, duration))
            frames.append(stage.displayList())
        }
        self.size = stage.size
        self.frameRate = frameRate
        self.duration = duration
        self.frames = frames
    }

    /// The export time of frame `index`, in seconds from the first frame.
    public func time(ofFrame index: Int) -> Double {
        min(Double(index) / frameRate, duration)
    }
}
