import CadenceRender

/// A scene as a CSS stylesheet: the scene's static rules, then one `@keyframes` block per animation
/// run, each keyframe carrying its interval's `animation-timing-function`.
///
/// ```css
/// #cadence-n2 { …; transform-origin: 50% 50%; animation: cadence-n2 0.5s linear 0s 1 both; }
/// @keyframes cadence-n2 {
///   0% { scale: 1; animation-timing-function: linear(0 0%, 0.61 8.3%, …); }
///   100% { scale: 1; }
/// }
/// ```
enum CSSExport {
    static func stylesheet(_ root: SceneNode, scene: ExportScene, animations: [WebAnimation]) -> String {
        var text = "/* \(Escaping.cssComment(scene.name)): exported by Cadence. Drop it next to the markup of the .html page. */\n"
        text += SceneMarkup.css(root, scene: scene, animations: animations)
        for animation in animations {
            for run in animation.runs {
                text += "@keyframes \(run.name) {\n"
                for keyframe in run.keyframes {
                    var body = "\(animation.property): \(keyframe.value);"
                    if let easing = keyframe.easing { body += " animation-timing-function: \(easing);" }
                    text += "  \(WebAnimation.percent(keyframe.offset)) { \(body) }\n"
                }
                text += "}\n"
            }
        }
        return text
    }
}
