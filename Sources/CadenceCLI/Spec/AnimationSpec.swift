/// A decoded, checked spec file: the value a `KeyframeAnimator` or `PhaseAnimator` animates, how it
/// animates, what it does under Reduce Motion, and optionally what it shows.
///
/// It mirrors the Swift DSL one to one:
///
/// | Swift | spec |
/// | --- | --- |
/// | `struct Values { var scale: CGFloat = 1 }` | `"initialValue": {"scale": {"type": "number", "value": 1}}` |
/// | `.keyframeAnimator(initialValue:trigger:)` / `repeating: true` | `"mode": "trigger"` / `"repeating"` |
/// | `KeyframeTrack(\.scale) { … }` | `"tracks": [{"keyPath": "scale", "keyframes": [ … ]}]` |
/// | `SpringKeyframe(1.3, duration: 0.18, spring: .bouncy)` | `{"kind": "spring", "to": 1.3, "duration": 0.18, "spring": "bouncy"}` |
/// | `.phaseAnimator(phases, trigger:) … animation: { phase in … }` | `"phases": [{"name": …, "values": …, "animation": …}]` |
/// | `if reduceMotion { … } else { … }` | `"reduceMotion": {"policy": "simplified", "tracks": [ … ]}` |
///
/// Times are seconds, as in the Swift API. See `AnimationSpec.decode(_:file:)` for the checks.
struct AnimationSpec: Sendable {
    /// Keyframe tracks or phases.
    enum Content: Sendable {
        case keyframes([SpecTrack])
        case phases([SpecPhase])
    }

    /// Played each time a trigger changes, or looping.
    enum Mode: String, Sendable, CaseIterable {
        case trigger, repeating
    }

    /// The spec format version this tool reads.
    static let version = 1

    var file: String
    var name: String?
    var summary: String?
    var properties: [SpecProperty]
    var mode: Mode
    /// The replay policy for repeated triggers (`CadenceRuntime.ReplayPolicy`'s names), if given.
    var replay: String?
    /// The duration every track was meant to share, if the author declared one.
    var totalDuration: Double?
    var content: Content
    var reduceMotion: ReduceMotionSpec?
    var scene: SceneSpec?
    /// Lint rules this spec turns off (`"lint": {"disable": […]}`).
    var lintDisabled: [LintRule] = []

    /// Where things are in the file, for findings and messages.
    var tracksPath: JSONPath = JSONPath.root.member("tracks")

    var initialValues: SpecValues { SpecValues(properties: properties) }

    var kindName: String {
        switch content {
        case .keyframes: return "keyframe animator"
        case .phases: return "phase animator"
        }
    }
}
