/// A scripted event at a time in seconds.
struct SceneEvent: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case trigger, show, hide, reduceMotionOn, reduceMotionOff
    }

    var time: Double
    var kind: Kind
    /// Where the event is written, when it comes from a file (lint findings point at it).
    var location: SourceLocation? = nil

    static func decode(_ node: SpecNode, mode: AnimationSpec.Mode) throws(SpecError) -> SceneEvent {
        let object = try node.object("an event, {\"time\": …, \"event\": …}", keys: ["time", "event"])
        let time = try object.required("time", "seconds ≥ 0").seconds("a time in seconds ≥ 0")
        let name = try object.required("event", NameSuggestion.list(Kind.allCases.map(\.rawValue)))
            .name("an event", among: Kind.allCases.map(\.rawValue))
        if name == "trigger", mode == .repeating {
            throw object["event"]!.error("expected show, hide, reduceMotionOn or reduceMotionOff in a repeating spec, got \"trigger\" (a repeating animator has no trigger)")
        }
        return SceneEvent(time: time, kind: Kind(rawValue: name)!, location: node.location)
    }
}
