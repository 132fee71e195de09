import CadenceSpec
import CadenceUI

/// Decodes a spec from a string, as a file named `file`: the spec tests' and the command line
/// tests' one way to write a spec inline.
package func decodeSpec(_ json: String, file: String = "test.json") throws -> AnimationSpec {
    try AnimationSpec.decode(Array(json.utf8), file: file)
}

/// The error a spec gives, or nil if it decodes.
package func specError(_ json: String, file: String = "test.json") -> SpecError? {
    do {
        _ = try AnimationSpec.decode(Array(json.utf8), file: file)
        return nil
    } catch {
        return error
    }
}

/// The scene of `spec` hosted as the library hosts it (text measured by the view layer's
/// approximate measurer); throws when the spec has no scene.
package func sceneStage(_ spec: AnimationSpec, events: [SceneEvent]? = nil, reduceMotion: Bool) throws -> SceneStage {
    guard let scene = spec.scene else { throw SpecError(file: spec.file, at: nil, .root, "expected a scene") }
    return SceneStage(spec: spec, scene: scene, events: events, reduceMotion: reduceMotion, textMeasurer: { ApproximateTextMeasurer() })
}
