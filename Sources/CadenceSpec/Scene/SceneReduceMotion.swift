import CadenceUI

/// What a scene's transitions do with Reduce Motion on, as CadenceUI's `TransitionReduceMotionPolicy`
/// names it: the scene's own `reduceMotion` section, beside the animator's.
///
/// ```json
/// "scene": {"reduceMotion": {"transitions": "crossFade"}, …}
/// "scene": {"reduceMotion": {"transitions": {"policy": "crossFade", "duration": 0.3}}, …}
/// "scene": {"reduceMotion": {"transitions": "disabled"}, …}
/// "scene": {"reduceMotion": {"transitions": "ignore"}, …}
/// ```
///
/// `crossFade` turns moving and scaling into a fade of 0.2 s (or `duration` seconds, eased in and
/// out); `disabled` inserts and removes at once; `ignore` plays transitions as written, SwiftUI's
/// behaviour stated on purpose. A scene without it made no choice, which `lint` reports for a
/// transition that moves or scales.
package struct SceneReduceMotion: Sendable, Hashable {
    package enum Transitions: Sendable, Hashable {
        case ignore
        case crossFade(duration: Double)
        case disabled
    }

    package var transitions: Transitions

    package init(transitions: Transitions) {
        self.transitions = transitions
    }

    package static let policies = ["ignore", "crossFade", "disabled"]

    package static func decode(_ node: SpecNode) throws(SpecError) -> SceneReduceMotion {
        let object = try node.object("a scene's Reduce Motion choice, {\"transitions\": …}", keys: ["transitions"])
        let choice = try object.required("transitions", NameSuggestion.list(policies))
        if !choice.isObject {
            let name = try choice.name("a transition Reduce Motion policy", among: policies)
            return SceneReduceMotion(transitions: name == "ignore" ? .ignore : name == "disabled" ? .disabled : .crossFade(duration: 0.2))
        }
        let policy = try choice.object("a transition policy, a name or {\"policy\": \"crossFade\", \"duration\": …}", keys: ["policy", "duration"])
        let name = try policy.required("policy", NameSuggestion.list(policies)).name("a transition Reduce Motion policy", among: policies)
        guard name == "crossFade" else {
            if let duration = policy["duration"] {
                throw duration.error("expected \"duration\" only with the policy \"crossFade\", got it with \"\(name)\"")
            }
            return SceneReduceMotion(transitions: name == "ignore" ? .ignore : .disabled)
        }
        let duration = try policy["duration"]?.number("a cross-fade duration in seconds, above 0 and at most 10", above: 0, atMost: 10) ?? 0.2
        return SceneReduceMotion(transitions: .crossFade(duration: duration))
    }

    /// The policy as CadenceUI's.
    package var policy: TransitionReduceMotionPolicy {
        switch transitions {
        case .ignore: .ignore
        case .crossFade(let duration): .crossFade(duration: duration)
        case .disabled: .disabled
        }
    }
}
