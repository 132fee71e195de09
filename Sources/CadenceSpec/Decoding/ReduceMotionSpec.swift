/// What a spec's animator does with Reduce Motion on, as `CadenceRuntime.ReduceMotionPolicy` names it.
///
/// ```json
/// "reduceMotion": {"policy": "skipToEnd"}
/// "reduceMotion": {"policy": "crossFade"}
/// "reduceMotion": {"policy": "ignore"}
/// "reduceMotion": {"policy": "simplified", "tracks": [ … ]}     // keyframe animators
/// "reduceMotion": {"policy": "simplified", "phases": [ … ]}     // phase animators
/// ```
///
/// `ignore` is SwiftUI's behaviour (nothing changes) stated on purpose; `skipToEnd` shows final
/// states without a trajectory and holds loops still; `crossFade` is `skipToEnd` presented by the
/// view layer as a fade; `simplified` plays the variant given here (the articles'
/// `if reduceMotion { … } else { … }`). A spec without this member made no choice, which `lint` reports.
package struct ReduceMotionSpec: Sendable {
    package enum Policy: String, Sendable, CaseIterable {
        case ignore, skipToEnd, crossFade, simplified
    }

    package var policy: Policy
    /// The variant played under `simplified`.
    package var variant: AnimationSpec.Content?
    package var path: JSONPath
    package var location: SourceLocation

    package init(policy: Policy, variant: AnimationSpec.Content? = nil, path: JSONPath, location: SourceLocation) {
        self.policy = policy
        self.variant = variant
        self.path = path
        self.location = location
    }

    package static func decode(_ node: SpecNode, content: AnimationSpec.Content, properties: [SpecProperty]) throws(SpecError) -> ReduceMotionSpec {
        let object = try node.object("a Reduce Motion choice, {\"policy\": …}", keys: ["policy", "tracks", "phases"])
        let name = try object.required("policy", NameSuggestion.list(Policy.allCases.map(\.rawValue)))
            .name("a Reduce Motion policy", among: Policy.allCases.map(\.rawValue))
        let policy = Policy(rawValue: name)!
        var variant: AnimationSpec.Content?
        switch (policy, content) {
        case (.simplified, .keyframes):
            if let phases = object["phases"] { throw phases.error("expected \"tracks\" for a keyframe animator's variant, got \"phases\"") }
            let tracks = try object.required("tracks", "the reduced tracks")
            variant = .keyframes(try AnimationSpec.decodeTracks(tracks, properties: properties))
        case (.simplified, .phases):
            if let tracks = object["tracks"] { throw tracks.error("expected \"phases\" for a phase animator's variant, got \"tracks\"") }
            variant = .phases(try SpecPhase.decodeList(try object.required("phases", "the reduced phases"), properties: properties))
        default:
            for key in ["tracks", "phases"] where object.has(key) {
                throw object[key]!.error("expected \"\(key)\" only with the policy \"simplified\", got it with \"\(name)\"")
            }
        }
        return ReduceMotionSpec(policy: policy, variant: variant, path: node.path, location: node.location)
    }
}
