import Cadence
import CadenceRuntime

/// A spec's tracks as one Swift keyframes block, one `KeyframeTrack` a track: what a spec's keyframe
/// animator plays, in `render` (the scene's `keyframeAnimator`) and in `sample` (`KeyframeSpecEvaluator`)
/// alike, so both lower the same content through the same code.
package struct SpecKeyframes: Keyframes {
    package typealias Value = SpecValues

    package let tracks: [SpecTrack]
    package let properties: [SpecProperty]

    package init(_ tracks: [SpecTrack], properties: [SpecProperty]) {
        self.tracks = tracks
        self.properties = properties
    }

    package var body: some Keyframes<SpecValues> {
        for track in tracks {
            SpecTrackKeyframes(track: track, property: properties[track.property])
        }
    }
}

extension AnimationSpec {
    /// The keyframe animator's Reduce Motion policy, as the runtime's players take it: `ignore` when the
    /// spec made no choice or chose `ignore`; `skipToEnd` for `skipToEnd` and for `crossFade` (the
    /// view layer presents that skip as a fade; the values are the skip's); the variant's tracks for
    /// `simplified`. `render` gives the view layer the same choice (`SceneView`).
    package var keyframeReduceMotion: ReduceMotionPolicy<ReducedKeyframes<SpecValues>> {
        guard let choice = reduceMotion else { return .ignore }
        switch choice.policy {
        case .ignore:
            return .ignore
        case .skipToEnd, .crossFade:
            return .skipToEnd
        case .simplified:
            guard case .keyframes(let tracks)? = choice.variant else { return .ignore }
            let properties = self.properties
            return .simplified { (_: SpecValues) in SpecKeyframes(tracks, properties: properties) }
        }
    }

    /// The phases a phase animator plays with Reduce Motion on (`reduceMotion`) or off, and whether they
    /// are the spec's simplified variant. A phase variant is the usual `if reduceMotion { … } else { … }`
    /// of SwiftUI code: the view picks the list, and each list is an animator of its own.
    package func playedPhases(reduceMotion: Bool) -> (phases: [SpecPhase], isVariant: Bool)? {
        guard case .phases(let normal) = content else { return nil }
        if reduceMotion, let choice = self.reduceMotion, choice.policy == .simplified, case .phases(let variant)? = choice.variant {
            return (variant, true)
        }
        return (normal, false)
    }

    /// The phase animator's Reduce Motion policy for the players: `skipToEnd` for `skipToEnd` and
    /// `crossFade`, `ignore` otherwise (a `simplified` spec plays its variant's phases instead, see
    /// `playedPhases(reduceMotion:)`).
    package var phaseReduceMotion: ReduceMotionPolicy<ReducedPhases<Int>> {
        switch reduceMotion?.policy {
        case .skipToEnd?, .crossFade?: .skipToEnd
        default: .ignore
        }
    }
}
