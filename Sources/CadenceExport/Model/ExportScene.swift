import CadenceUI

/// Everything an exporter needs: a canvas, one element with its modifiers, the channels its
/// modifiers are bound to, and how the animation plays.
///
/// ```swift
/// let scene = ExportScene(name: "Like button", width: 120, height: 120, background: .white,
///                         content: heart, channels: [scale, rotation], duration: 0.5)
/// let result = try Exporter.export(scene, format: .css)
/// ```
///
/// Every channel covers the same span, 0…`duration` seconds. A scene with `loopStart` repeats
/// for ever: after `duration` it goes on from `loopStart` (0 for a plain loop; later when the
/// first loops differ from the ones that follow, as when a loop starts where the last one ended).
/// Without it the animation plays once and holds its last value.
public struct ExportScene: Sendable {
    /// The scene's name, for reports and generated identifiers.
    public var name: String
    /// The canvas, in points.
    public var width: Double
    /// The canvas height, in points.
    public var height: Double
    /// Nil: transparent.
    public var background: ExportColor?
    /// The element, centred in the canvas.
    public var content: ExportElement
    /// The channels the element's modifiers refer to by index (`ExportValue.channel(_:)`).
    public var channels: [ExportChannel]
    /// Seconds.
    public var duration: Double
    /// Where a repeating animation goes on after `duration`, in seconds; nil: plays once.
    public var loopStart: Double?
    /// What plays for a visitor who asks for reduced motion; nil: the same animation (no choice made,
    /// or the policy `ignore`).
    public var reducedMotion: ExportReducedMotion?
    /// How the element comes in and goes out on the scene's timeline (its transition and the
    /// insertions and removals that play it); nil: it is there throughout. Not exported for a
    /// scene that loops (`loopStart`), whose whole timeline repeats.
    public var presence: ExportPresence?
    /// Measures the scene's texts: the measurer of the stage the scene comes from, so a text is as
    /// wide in the export as in the render (the renderer's stages use its Cairo measurer). Default
    /// `ApproximateTextMeasurer`, the stage's default.
    public var textMeasurer: any TextMeasurer & Sendable
    /// For a scene read off a stage's frames: their rate, at which the report measures (nil: every
    /// millisecond and at every keyframe).
    var frameRate: Double?

    /// Makes a scene; `background` nil is transparent, `loopStart` nil plays once, and no reduced
    /// variant or presence means the same animation for everyone and an element there throughout;
    /// texts are measured by `textMeasurer` (default `ApproximateTextMeasurer`, a stage's default).
    public init(name: String, width: Double, height: Double, background: ExportColor? = nil, content: ExportElement,
                channels: [ExportChannel], duration: Double, loopStart: Double? = nil,
                reducedMotion: ExportReducedMotion? = nil, presence: ExportPresence? = nil,
                textMeasurer: any TextMeasurer & Sendable = ApproximateTextMeasurer()) {
        self.name = name
        self.width = width
        self.height = height
        self.background = background
        self.content = content
        self.channels = channels
        self.duration = duration
        self.loopStart = loopStart
        self.reducedMotion = reducedMotion
        self.presence = presence
        self.textMeasurer = textMeasurer
    }
}
