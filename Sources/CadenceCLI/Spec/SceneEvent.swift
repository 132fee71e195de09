import Cadence

/// A scripted event at a time in seconds.
///
/// ```json
/// {"time": 0, "event": "trigger"}
/// {"time": 0.2, "event": "insert", "animation": {"kind": "spring", "duration": 0.4}}
/// {"time": 2.5, "event": "remove", "animation": "easeIn"}
/// ```
///
/// `insert` and `remove` put the scene's content in and take it out inside
/// `withAnimation(animation) { … }`, so its `transition` plays; the animation is the spec's
/// animation form (`SpecAnimation`), `.default` when absent, none for `null` (the content then
/// appears or goes at once, as in SwiftUI).
struct SceneEvent: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case trigger, show, hide, reduceMotionOn, reduceMotionOff, insert, remove
    }

    var time: Double
    var kind: Kind
    /// Where the event is written, when it comes from a file (lint findings point at it).
    var location: SourceLocation? = nil
    /// The animation of an `insert` or `remove`; `nil` for none.
    var animation: Animation? = .default

    static func decode(_ node: SpecNode, mode: AnimationSpec.Mode) throws(SpecError) -> SceneEvent {
        let object = try node.object("an event, {\"time\": …, \"event\": …}", keys: ["time", "event", "animation"])
        let time = try object.required("time", "seconds ≥ 0").seconds("a time in seconds ≥ 0")
        let name = try object.required("event", NameSuggestion.list(Kind.allCases.map(\.rawValue)))
            .name("an event", among: Kind.allCases.map(\.rawValue))
        if name == "trigger", mode == .repeating {
            throw object["event"]!.error("expected show, hide, reduceMotionOn, reduceMotionOff, insert or remove in a repeating spec, got \"trigger\" (a repeating animator has no trigger)")
        }
        let kind = Kind(rawValue: name)!
        var animation: Animation? = .default
        if let animationNode = object["animation"] {
            guard kind == .insert || kind == .remove else {
                throw animationNode.error("expected \"animation\" only on an insert or remove event, got it on \"\(name)\"")
            }
            animation = try SpecAnimation.decode(animationNode)?.animation
        }
        return SceneEvent(time: time, kind: kind, location: node.location, animation: animation)
    }
}
