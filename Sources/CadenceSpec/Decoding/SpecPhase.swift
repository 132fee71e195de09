/// One phase of a phase animator: a name, the values its content shows in that phase, and the
/// animation that carries the content into it.
///
/// ```json
/// {"name": "pop", "values": {"scale": 1.35, "rotation": {"degrees": -8}},
///  "animation": {"kind": "bouncy", "duration": 0.35, "extraBounce": 0.2}}
/// ```
///
/// Properties a phase leaves out keep the initial value. `animation` is the animation used when the
/// animator moves *into* this phase (the reading of SwiftUI's `animation: { phase in … }` that the
/// tutorials and WWDC23 use); absent, it is `.default`, as in SwiftUI; `null` means no animation.
package struct SpecPhase: Sendable {
    package var name: String
    /// Every property's components in this phase.
    package var values: [[Double]]
    package var animation: SpecAnimation?
    package var path: JSONPath
    package var location: SourceLocation

    package init(name: String, values: [[Double]], animation: SpecAnimation? = nil, path: JSONPath, location: SourceLocation) {
        self.name = name
        self.values = values
        self.animation = animation
        self.path = path
        self.location = location
    }

    package static func decode(_ node: SpecNode, properties: [SpecProperty]) throws(SpecError) -> SpecPhase {
        let object = try node.object("a phase, {\"name\": …, \"values\": {…}, \"animation\": …}", keys: ["name", "values", "animation"])
        let name = try object.required("name", "a string").string("a phase name (a string)")
        guard !name.isEmpty else { throw object["name"]!.mismatch("a non-empty phase name") }
        var values = properties.map(\.initial)
        if let valuesNode = object["values"] {
            let names = properties.map(\.name)
            for entry in try valuesNode.dictionary("the phase's property values by name", limit: SpecLimits.properties) {
                guard let index = names.firstIndex(of: entry.key) else {
                    throw SpecError(file: node.file, at: entry.keyLocation, entry.value.path,
                                    "expected a property of the initial value (\(NameSuggestion.list(names))), got \"\(entry.key)\"\(NameSuggestion.didYouMean(entry.key, among: names))")
                }
                values[index] = try SpecValueDecoding.decode(entry.value, as: properties[index].type)
            }
        }
        let animation: SpecAnimation?
        if let animationNode = object["animation"] {
            animation = try SpecAnimation.decode(animationNode)
        } else {
            animation = SpecAnimation(animation: .default, swift: ".default", spring: .init(response: 0.55, dampingRatio: 1))
        }
        return SpecPhase(name: name, values: values, animation: animation, path: node.path, location: node.location)
    }

    /// Decodes a non-empty list of phases with distinct names.
    package static func decodeList(_ node: SpecNode, properties: [SpecProperty]) throws(SpecError) -> [SpecPhase] {
        let nodes = try node.array("an array of phases", limit: SpecLimits.phases, allowEmpty: false)
        var phases: [SpecPhase] = []
        for phaseNode in nodes {
            let phase = try decode(phaseNode, properties: properties)
            if let first = phases.first(where: { $0.name == phase.name }) {
                throw phaseNode.error("expected distinct phase names, got \"\(phase.name)\" again (first at \(first.path))")
            }
            phases.append(phase)
        }
        return phases
    }
}
