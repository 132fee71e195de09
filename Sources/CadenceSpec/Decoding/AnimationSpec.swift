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
public struct AnimationSpec: Sendable {
    /// Keyframe tracks or phases.
    package enum Content: Sendable {
        case keyframes([SpecTrack])
        case phases([SpecPhase])
    }

    /// Played each time a trigger changes, or looping.
    public enum Mode: String, Sendable, CaseIterable {
        /// `"trigger"`: played each time the trigger changes (`keyframeAnimator(initialValue:trigger:)`,
        /// `phaseAnimator(_:trigger:)`).
        case trigger
        /// `"repeating"`: looping from the start (`repeating: true`, or a phase animator without a trigger).
        case repeating
    }

    /// The spec format version this library reads (the spec's `"version"`).
    public static let version = 1

    /// The file as the caller named it when decoding, used in errors and findings.
    public var file: String
    /// The spec's `"name"`, if it has one.
    public var name: String?
    /// The spec's `"description"`, if it has one.
    public var summary: String?
    package var properties: [SpecProperty]
    /// Whether the animation plays on a trigger or repeats.
    public var mode: Mode
    /// The replay policy for repeated triggers (`CadenceRuntime.ReplayPolicy`'s names), if given.
    package var replay: String?
    /// The duration every track was meant to share, if the author declared one.
    package var totalDuration: Double?
    package var content: Content
    package var reduceMotion: ReduceMotionSpec?
    package var scene: SceneSpec?
    /// Lint rules this spec turns off (`"lint": {"disable": […]}`), in the order written.
    public var lintDisabled: [LintRule] = []

    /// Where things are in the file, for findings and messages.
    package var tracksPath: JSONPath = JSONPath.root.member("tracks")

    package init(file: String, name: String? = nil, summary: String? = nil, properties: [SpecProperty], mode: Mode, replay: String? = nil, totalDuration: Double? = nil, content: Content, reduceMotion: ReduceMotionSpec? = nil, scene: SceneSpec? = nil, lintDisabled: [LintRule] = [], tracksPath: JSONPath = JSONPath.root.member("tracks")) {
        self.file = file
        self.name = name
        self.summary = summary
        self.properties = properties
        self.mode = mode
        self.replay = replay
        self.totalDuration = totalDuration
        self.content = content
        self.reduceMotion = reduceMotion
        self.scene = scene
        self.lintDisabled = lintDisabled
        self.tracksPath = tracksPath
    }

    package var initialValues: SpecValues { SpecValues(properties: properties) }

    package var kindName: String {
        switch content {
        case .keyframes: return "keyframe animator"
        case .phases: return "phase animator"
        }
    }
}
