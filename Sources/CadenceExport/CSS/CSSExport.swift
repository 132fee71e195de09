import CadenceEscaping
import CadenceUI

/// A scene as a CSS stylesheet: the scene's static rules, then one `@keyframes` block per animation
/// run, each keyframe carrying its interval's `animation-timing-function`; then, when the scene has a
/// reduced-motion variant, an `@media (prefers-reduced-motion: reduce)` block that swaps each box's
/// animation for the variant's (or stops it at the value it holds, or fades the stage in).
///
/// ```css
/// #like-button-n2 { …; transform-origin: 50% 50%; animation: like-button-n2 0.5s linear 0s 1 both; }
/// @keyframes like-button-n2 {
///   0% { scale: 1; animation-timing-function: linear(0 0%, 0.61 8.3%, …); }
///   100% { scale: 1; }
/// }
/// @media (prefers-reduced-motion: reduce) {
///   #like-button-n2 { animation: like-button-n2-reduced 0.01s linear 0s 1 both; }
/// }
/// ```
enum CSSExport {
    static func stylesheet(_ root: SceneNode, scene: ExportScene, animations: [WebAnimation], reduced: ReducedWebMotion?,
                           prefix: ExportPrefix) -> String {
        var text = "/* \(Escaping.cssComment(scene.name)): exported by Cadence; every id, class and animation name starts with \"\(prefix)-\". "
            + "Use it with the markup of the .html page, or use the fragment, which holds both. */\n"
        text += SceneMarkup.css(root, scene: scene, animations: animations, prefix: prefix)
        text += keyframes(animations)
        if let reduced {
            text += "@media (prefers-reduced-motion: reduce) {\n"
            for held in reduced.held {
                text += "  #\(prefix.node(held.nodeID)) { animation: none; \(held.property): \(held.value); }\n"
            }
            for animation in reduced.animations {
                text += "  #\(prefix.node(animation.nodeID)) { animation: \(animation.shorthand); }\n"
            }
            if reduced.fade > 0 {
                text += "  .\(prefix.stage) { animation: \(ReducedWebMotion.fadeName(prefix)) \(SceneMarkup.seconds(reduced.fade)) ease-in-out 0s 1 both; }\n"
            }
            text += "}\n"
            text += keyframes(reduced.animations)
            if reduced.fade > 0 {
                text += "@keyframes \(ReducedWebMotion.fadeName(prefix)) {\n  0% { opacity: 0; }\n  100% { opacity: 1; }\n}\n"
            }
        }
        return text
    }

    private static func keyframes(_ animations: [WebAnimation]) -> String {
        var text = ""
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
