import CadenceRender
import CadenceUI

/// An example the demo records: a stage to play it on (with Reduce Motion off or on), how long to
/// record, and whether the animation loops.
///
/// ```swift
/// let recording = DemoRecording(name: "like-button", size: CGSize(width: 120, height: 120), duration: 1.2,
///                               playback: .once, hasReduceMotionVariant: true) { reduceMotion in
///     let stage = Stage(size: CGSize(width: 120, height: 120),
///                       environment: …, textMeasurer: CairoTextMeasurer()) { LikeButton() }
///     stage.schedule(.tap(identifier: "like"), at: 0.1)
///     return stage
/// }
/// ```
struct DemoRecording: Sendable {
    /// The section it belongs to (`--only` selects it by this name).
    var name: String
    /// The stage's size in points.
    var size: CGSize
    /// Seconds to record from the stage's start.
    var duration: Double
    /// `.repeating` for loops (the GIF loops forever), `.once` for triggered animations (the GIF plays
    /// once and stays on its last frame).
    var playback: Playback
    /// Whether the example does something different with Reduce Motion on, worth recording beside.
    var hasReduceMotionVariant: Bool
    /// A new stage with its scripted events scheduled, and the Reduce Motion setting given.
    var makeStage: @MainActor @Sendable (_ reduceMotion: Bool) -> Stage
    /// What the frames are drawn on: white, or a spec scene's own background.
    var background: RenderColor = .white
    /// The display lists of the plain stage (Reduce Motion off) at the recording's frames, when a
    /// check has already played it (`CatalogExhibit.recording(for:options:)`): the recording renders
    /// them instead of playing the stage again. Nil: the recording plays the stage.
    var plainFrames: [DisplayList]?

    init(name: String, size: CGSize, duration: Double, playback: Playback, hasReduceMotionVariant: Bool,
         background: RenderColor = .white, makeStage: @escaping @MainActor @Sendable (_ reduceMotion: Bool) -> Stage) {
        self.name = name
        self.size = size
        self.duration = duration
        self.playback = playback
        self.hasReduceMotionVariant = hasReduceMotionVariant
        self.background = background
        self.makeStage = makeStage
    }
}
