/// What a scene plays for a visitor who asks for reduced motion (CSS `prefers-reduced-motion:
/// reduce`, the system's Reduce Motion setting): the spec's Reduce Motion policy, carried into the
/// export beside the full animation.
///
/// ```swift
/// var scene = ExportScene(…)
/// scene.reducedMotion = ExportReducedMotion(presentation: .keyframes, channels: reducedChannels, duration: 0.01)
/// let css = try Exporter.export(scene, format: .css).content   // … @media (prefers-reduced-motion: reduce) { … }
/// ```
///
/// `channels` has one channel per channel of the scene, in the same order and units: the reduced
/// variant's values (constant channels for a final state). CSS writes an `@media
/// (prefers-reduced-motion: reduce)` block; Web Animations a `matchMedia('(prefers-reduced-motion:
/// reduce)')` check that picks the reduced animations; Lottie appends the reduced variant after the
/// animation, under a marker named `reduced motion` (the marker lottie-ios plays instead of the
/// animation when Reduce Motion is on).
public struct ExportReducedMotion: Sendable {
    /// How the reduced variant is shown.
    public enum Presentation: Sendable, Hashable {
        /// The channels' values, held: no trajectory (SwiftUI Reduce Motion policy `skipToEnd`).
        case finalState
        /// The channels' values, held, with the scene fading in over `duration` seconds (policy
        /// `crossFade`: an export starts when the page shows it, so there is no earlier state to
        /// fade from, and the fade is from the page behind).
        case crossFade(duration: Double)
        /// The channels played as keyframes (a `simplified` variant of the animation).
        case keyframes
    }

    /// How the reduced variant is shown: a held final state, a cross-fade or keyframes.
    public var presentation: Presentation
    /// One per channel of the scene, same order and units.
    public var channels: [ExportChannel]
    /// Seconds the reduced variant lasts (0 for a state held from the start).
    public var duration: Double
    /// Where a repeating reduced variant goes on after `duration`, in seconds; nil: plays once.
    public var loopStart: Double?
    /// How the element comes in and goes out with reduced motion (a transition Reduce Motion policy:
    /// a cross-fade instead of a move, or no animation); nil: as in the scene (`ExportScene.presence`).
    public var presence: ExportPresence?

    /// Makes a reduced variant; `loopStart` nil (the default) plays it once, `presence` nil keeps the
    /// scene's own.
    public init(presentation: Presentation, channels: [ExportChannel], duration: Double, loopStart: Double? = nil,
                presence: ExportPresence? = nil) {
        self.presentation = presentation
        self.channels = channels
        self.duration = duration
        self.loopStart = loopStart
        self.presence = presence
    }

    /// How the report and the Web Animations JSON name the presentation: `finalState`, `crossFade`
    /// or `keyframes`.
    public var presentationName: String {
        switch presentation {
        case .finalState: return "finalState"
        case .crossFade: return "crossFade"
        case .keyframes: return "keyframes"
        }
    }

    /// The fade's length in seconds (0 unless `crossFade`).
    var fadeDuration: Double {
        if case .crossFade(let duration) = presentation { return duration }
        return 0
    }
}
