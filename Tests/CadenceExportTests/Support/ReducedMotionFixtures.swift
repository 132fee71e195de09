import Cadence
import CadenceExport
import Foundation

/// The test heart with a reduced-motion variant: a simplified one where only the opacity moves
/// (0.4 to 1 in 0.3 s, linear) and everything else rests, or the full animation's final state.
enum ReducedMotionFixtures {
    static let reducedTimeline = KeyframeTimeline(initialValue: TestMotion(opacity: 0.4)) {
        KeyframeTrack(\TestMotion.opacity) {
            LinearKeyframe(1, duration: 0.3)
        }
    }

    /// The simplified variant's channels, in the order and units of `ExportFixtures.channels`.
    static let reducedChannels: [ExportChannel] = [
        ExportChannel(name: "x", unit: .points, timeline: reducedTimeline, track: nil) { $0.x },
        ExportChannel(name: "y", unit: .points, timeline: reducedTimeline, track: nil) { $0.y },
        ExportChannel(name: "scale", unit: .factor, timeline: reducedTimeline, track: nil) { $0.scale },
        ExportChannel(name: "angle", unit: .degrees, timeline: reducedTimeline, track: nil) { $0.angle.degrees },
        ExportChannel(name: "opacity", unit: .opacity, timeline: reducedTimeline, track: 0) { $0.opacity },
    ]

    /// The full animation's values at its end, as constant channels.
    static var finalChannels: [ExportChannel] {
        let end = ExportFixtures.timeline.duration
        return ExportFixtures.channels.map { .constant($0.value(at: end), name: $0.name, unit: $0.unit) }
    }

    static func scene(_ presentation: ExportReducedMotion.Presentation, name: String = "Test heart", loopStart: Double? = nil) -> ExportScene {
        var scene = ExportFixtures.scene(loopStart: loopStart)
        scene.name = name
        switch presentation {
        case .keyframes:
            scene.reducedMotion = ExportReducedMotion(presentation: .keyframes, channels: reducedChannels, duration: reducedTimeline.duration)
        case .finalState, .crossFade:
            scene.reducedMotion = ExportReducedMotion(presentation: presentation, channels: finalChannels, duration: 0)
        }
        return scene
    }
}
