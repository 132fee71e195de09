import Cadence
import Foundation

/// A scripted event at a time in seconds.
///
/// ```json
/// {"time": 0, "event": "trigger"}
/// {"time": 0.2, "event": "insert", "animation": {"kind": "spring", "duration": 0.4}}
/// {"time": 2.5, "event": "remove", "animation": "easeIn"}
/// {"time": 0.5, "event": "tap", "at": {"x": 80, "y": 80}, "count": 2}
/// {"time": 1, "event": "drag", "from": {"x": 80, "y": 80}, "to": {"x": 150, "y": 80}, "duration": 0.3}
/// {"time": 2, "event": "longPress", "at": {"x": 80, "y": 80}, "duration": 0.8}
/// {"time": 3, "event": "pinch", "at": {"x": 80, "y": 80}, "scale": 1.6, "duration": 0.5}
/// {"time": 4, "event": "rotate", "at": {"x": 80, "y": 80}, "degrees": 45, "duration": 0.5}
/// ```
///
/// `insert` and `remove` put the scene's content in and take it out inside
/// `withAnimation(animation) { … }`, so its `transition` plays; the animation is the spec's
/// animation form (`SpecAnimation`), `.default` when absent, none for `null` (the content then
/// appears or goes at once, as in SwiftUI).
///
/// `tap`, `drag`, `longPress`, `pinch` and `rotate` are the stage's pointer events
/// (`Stage.tap(at:count:)`, `drag(from:to:duration:)`, `longPress(at:duration:)`,
/// `pinch(at:scale:duration:)`, `rotate(at:angle:duration:)`), in the scene's points (y down), in
/// virtual time: they reach the gestures the scene declares (`SceneGestures`). `at` defaults to the
/// centre of the scene; `count` (1 to 3) to 1; `duration` to the stage's (0.25 s for a drag, 1 s
/// for a long press, 0.5 s for a pinch or a rotation); `degrees` turn clockwise on screen.
package struct SceneEvent: Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case trigger, show, hide, reduceMotionOn, reduceMotionOff, insert, remove
        case tap, drag, longPress, pinch, rotate
    }

    /// Where a pointer event happens and how it moves.
    package enum Pointer: Sendable, Equatable {
        /// `count` taps at `at` (nil: the scene's centre).
        case tap(at: CGPoint?, count: Int)
        case drag(from: CGPoint, to: CGPoint, duration: Double)
        case longPress(at: CGPoint?, duration: Double)
        case pinch(at: CGPoint?, scale: Double, duration: Double)
        case rotate(at: CGPoint?, degrees: Double, duration: Double)

        /// How long the pointer is down, in seconds.
        package var duration: Double {
            switch self {
            case .tap: 0
            case .drag(_, _, let duration), .longPress(_, let duration), .pinch(_, _, let duration), .rotate(_, _, let duration): duration
            }
        }
    }

    package var time: Double
    package var kind: Kind
    /// Where the event is written, when it comes from a file (lint findings point at it).
    package var location: SourceLocation? = nil
    /// The animation of an `insert` or `remove`; `nil` for none.
    package var animation: Animation? = .default
    /// The pointer's path, for `tap`, `drag`, `longPress`, `pinch` and `rotate`.
    package var pointer: Pointer? = nil

    package init(time: Double, kind: Kind, location: SourceLocation? = nil, animation: Animation? = .default, pointer: Pointer? = nil) {
        self.time = time
        self.kind = kind
        self.location = location
        self.animation = animation
        self.pointer = pointer
    }

    /// The keys each kind takes besides `time` and `event`.
    private static func keys(of kind: Kind) -> [String] {
        switch kind {
        case .insert, .remove: ["animation"]
        case .tap: ["at", "count"]
        case .drag: ["from", "to", "duration"]
        case .longPress: ["at", "duration"]
        case .pinch: ["at", "scale", "duration"]
        case .rotate: ["at", "degrees", "duration"]
        case .trigger, .show, .hide, .reduceMotionOn, .reduceMotionOff: []
        }
    }

    /// The pointer of a kind given only by its name (an inline `--events` script): a tap or a long
    /// press at the centre; nil for the kinds that need arguments.
    package static func defaultPointer(_ kind: Kind) -> Pointer? {
        switch kind {
        case .tap: .tap(at: nil, count: 1)
        case .longPress: .longPress(at: nil, duration: 1)
        default: nil
        }
    }

    package static func decode(_ node: SpecNode, mode: AnimationSpec.Mode) throws(SpecError) -> SceneEvent {
        let allKeys = ["time", "event", "animation", "at", "count", "from", "to", "duration", "scale", "degrees"]
        let object = try node.object("an event, {\"time\": …, \"event\": …}", keys: allKeys)
        let time = try object.required("time", "seconds ≥ 0").seconds("a time in seconds ≥ 0")
        let name = try object.required("event", NameSuggestion.list(Kind.allCases.map(\.rawValue)))
            .name("an event", among: Kind.allCases.map(\.rawValue))
        if name == "trigger", mode == .repeating {
            throw object["event"]!.error("expected show, hide, reduceMotionOn, reduceMotionOff, insert, remove or a pointer event in a repeating spec, got \"trigger\" (a repeating animator has no trigger)")
        }
        let kind = Kind(rawValue: name)!
        let allowed = keys(of: kind)
        for key in object.keys where key != "time" && key != "event" && !allowed.contains(key) {
            // "expected "animation" only on an insert or remove event, got it on "trigger""
            let takers = Kind.allCases.filter { keys(of: $0).contains(key) }.map(\.rawValue)
            let list = takers.count < 2 ? takers.joined() : takers.dropLast().joined(separator: ", ") + " or " + takers.last!
            let article = "aeiou".contains(list.first ?? "x") ? "an" : "a"
            throw object[key]!.error("expected \"\(key)\" only on \(article) \(list) event, got it on \"\(name)\"")
        }
        var animation: Animation? = .default
        if let animationNode = object["animation"] {
            animation = try SpecAnimation.decode(animationNode)?.animation
        }
        let pointer = try decodePointer(kind, object)
        return SceneEvent(time: time, kind: kind, location: node.location, animation: animation, pointer: pointer)
    }

    private static func decodePointer(_ kind: Kind, _ object: SpecObject) throws(SpecError) -> Pointer? {
        func point(_ node: SpecNode) throws(SpecError) -> CGPoint {
            let members = try node.object("a point in the scene's points, {\"x\": …, \"y\": …}", keys: ["x", "y"])
            let x = try members.required("x", "points from the left").number("a coordinate in points from -10000 to 10000", in: -10_000...10_000)
            let y = try members.required("y", "points from the top").number("a coordinate in points from -10000 to 10000", in: -10_000...10_000)
            return CGPoint(x: x, y: y)
        }
        func point(_ key: String) throws(SpecError) -> CGPoint? {
            try object[key].map { n throws(SpecError) in try point(n) }
        }
        func duration(_ fallback: Double) throws(SpecError) -> Double {
            try object["duration"]?.seconds("a duration in seconds ≥ 0") ?? fallback
        }
        switch kind {
        case .tap:
            let count = try object["count"]?.integer("a number of taps from 1 to 3", in: 1...3) ?? 1
            return .tap(at: try point("at"), count: count)
        case .drag:
            let from = try point(try object.required("from", "a point, {\"x\": …, \"y\": …}"))
            let to = try point(try object.required("to", "a point, {\"x\": …, \"y\": …}"))
            return .drag(from: from, to: to, duration: try duration(0.25))
        case .longPress:
            return .longPress(at: try point("at"), duration: try duration(1))
        case .pinch:
            let scale = try object.required("scale", "the fingers' final distance over their first, > 0")
                .number("a scale above 0 and at most 100", above: 0, atMost: 100)
            return .pinch(at: try point("at"), scale: scale, duration: try duration(0.5))
        case .rotate:
            let degrees = try object.required("degrees", "the turn in degrees, clockwise on screen")
                .number("an angle in degrees from -3600 to 3600", in: -3600...3600)
            return .rotate(at: try point("at"), degrees: degrees, duration: try duration(0.5))
        case .trigger, .show, .hide, .reduceMotionOn, .reduceMotionOff, .insert, .remove:
            return nil
        }
    }
}
