/// One keyframe of a spec track, decoded and checked against the track's value type.
///
/// ```json
/// {"kind": "move", "to": 1.0}
/// {"kind": "linear", "to": 1.0, "duration": 0.6, "timingCurve": "easeIn"}
/// {"kind": "cubic", "to": {"degrees": -8}, "duration": 0.12, "startVelocity": {"degrees": 0}}
/// {"kind": "spring", "to": 1.3, "duration": 0.18, "spring": "bouncy", "startVelocity": 2}
/// ```
///
/// These mirror `MoveKeyframe(_:)`, `LinearKeyframe(_:duration:timingCurve:)`,
/// `CubicKeyframe(_:duration:startVelocity:endVelocity:)` and
/// `SpringKeyframe(_:duration:spring:startVelocity:)`, with the same defaults (linear curve,
/// automatic velocities, `Spring()`, a spring that lasts until it settles).
package struct SpecKeyframe: Sendable {
    package enum Kind: Sendable {
        case move
        case linear(SpecCurve)
        case cubic(startVelocity: [Double]?, endVelocity: [Double]?)
        case spring(SpecSpring, startVelocity: [Double]?)
    }

    package var kind: Kind
    package var target: [Double]
    /// Seconds; nil only for a spring that lasts until it settles (and for a move).
    package var duration: Double?
    package var path: JSONPath
    package var location: SourceLocation

    package init(kind: Kind, target: [Double], duration: Double? = nil, path: JSONPath, location: SourceLocation) {
        self.kind = kind
        self.target = target
        self.duration = duration
        self.path = path
        self.location = location
    }

    package static let kinds = ["move", "linear", "cubic", "spring"]

    package var kindName: String {
        switch kind {
        case .move: return "move"
        case .linear: return "linear"
        case .cubic: return "cubic"
        case .spring: return "spring"
        }
    }

    /// True when the keyframe takes no time: a move, or a declared duration of 0.
    package var isJump: Bool {
        if case .move = kind { return true }
        return duration == 0
    }

    package static func decode(_ node: SpecNode, type: PropertyType) throws(SpecError) -> SpecKeyframe {
        let keysByKind: [String: [String]] = [
            "move": ["kind", "to"],
            "linear": ["kind", "to", "duration", "timingCurve"],
            "cubic": ["kind", "to", "duration", "startVelocity", "endVelocity"],
            "spring": ["kind", "to", "duration", "spring", "startVelocity"],
        ]
        let all = ["kind", "to", "duration", "timingCurve", "startVelocity", "endVelocity", "spring"]
        let object = try node.object("a keyframe, {\"kind\": \"move\" | \"linear\" | \"cubic\" | \"spring\", \"to\": …, \"duration\": …}", keys: all)
        let kindName = try object.required("kind", "\"move\", \"linear\", \"cubic\" or \"spring\"").name("a keyframe kind", among: kinds)
        for key in object.keys where !keysByKind[kindName]!.contains(key) {
            throw object[key]!.error("expected the parameters of a \(kindName) keyframe (\(NameSuggestion.list(keysByKind[kindName]!.filter { $0 != "kind" }))), got \"\(key)\"")
        }
        let target = try SpecValueDecoding.decode(try object.required("to", "the value it moves to: \(type.form)"), as: type)
        func velocity(_ key: String) throws(SpecError) -> [Double]? {
            guard let velocityNode = object[key] else { return nil }
            return try SpecValueDecoding.decode(velocityNode, as: type, velocity: true)
        }
        let kind: Kind
        var duration: Double?
        switch kindName {
        case "move":
            kind = .move
        case "linear":
            duration = try object.required("duration", "a number of seconds ≥ 0").seconds()
            kind = .linear(try object["timingCurve"].map(SpecCurve.decode) ?? SpecCurve(curve: .linear, swift: ".linear"))
        case "cubic":
            duration = try object.required("duration", "a number of seconds ≥ 0").seconds()
            kind = .cubic(startVelocity: try velocity("startVelocity"), endVelocity: try velocity("endVelocity"))
        default:
            duration = try object["duration"]?.seconds()
            let spring = try object["spring"].map(SpecSpring.decode) ?? SpecSpring(spring: .init(), swift: "Spring()")
            if duration == nil, !(spring.spring.settlingDuration.isFinite) || spring.spring.dampingRatio <= 0 {
                throw node.error("expected a \"duration\" for a spring that never settles (\(spring.swift) is undamped), got a spring keyframe without one")
            }
            kind = .spring(spring, startVelocity: try velocity("startVelocity"))
        }
        return SpecKeyframe(kind: kind, target: target, duration: duration, path: node.path, location: node.location)
    }
}
