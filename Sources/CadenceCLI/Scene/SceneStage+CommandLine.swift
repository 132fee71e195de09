import CadenceRender
import CadenceSpec
import CadenceUI

extension SceneStage {
    /// Why a spec cannot be rendered: it has no scene.
    static func missingScene(_ spec: AnimationSpec, command: String) -> UsageError {
        UsageError("\(spec.file): expected a \"scene\" section at $.scene to \(command): the view the animation moves, with modifiers bound to its properties, e.g. \"scene\": {\"size\": {\"width\": 120, \"height\": 120}, \"content\": {\"symbol\": \"heart.fill\", \"modifiers\": [{\"scaleEffect\": \"scale\"}]}, \"events\": [{\"time\": 0, \"event\": \"trigger\"}]} (see the README's \"Spec files\")")
    }

    /// The command line's scene stage: text measured with Cairo, as the renderer draws it; a spec
    /// without a scene is a usage error naming `command`.
    /// - Parameter events: replaces the scene's events when given.
    init(spec: AnimationSpec, events: [SceneEvent]?, reduceMotion: Bool, command: String = "render") throws(UsageError) {
        guard let scene = spec.scene else { throw Self.missingScene(spec, command: command) }
        self.init(spec: spec, scene: scene, events: events, reduceMotion: reduceMotion, textMeasurer: { CairoTextMeasurer() })
    }

    /// How a recording of the scene plays: as a loop when `loops`, else once, holding the last frame.
    var playback: Playback { loops ? .repeating : .once }
}

extension SpecLinter {
    /// The command line's linter: the accessibility audit measures text with Cairo, as `render` does.
    static func commandLine(_ spec: AnimationSpec) -> SpecLinter {
        SpecLinter(spec: spec, textMeasurer: { CairoTextMeasurer() })
    }
}
