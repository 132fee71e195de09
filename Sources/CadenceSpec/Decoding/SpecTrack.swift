/// One track of a spec: the key path it animates and its keyframes.
///
/// ```json
/// {"keyPath": "scale", "keyframes": [{"kind": "spring", "to": 1.3, "duration": 0.18, "spring": "bouncy"}]}
/// {"keyPath": "offset.y", "keyframes": [{"kind": "cubic", "to": -24, "duration": 0.3}]}
/// ```
///
/// The key path names a property of the initial value, optionally followed by one component
/// (`offset.x`, `size.height`, `rotation.degrees`, `tint.opacity`), as `KeyframeTrack(\.offset.x)`
/// does in Swift. A leading `\.` or `.` is accepted so Swift spellings can be pasted.
package struct SpecTrack: Sendable {
    /// Where the track writes.
    package enum Target: Sendable, Hashable {
        case whole(property: Int)
        case component(property: Int, name: String)
    }

    package var keyPath: String
    package var target: Target
    /// The type of the keyframes' values: the property's, or `number` (`opacity` for a colour's
    /// opacity) for a component.
    package var valueType: PropertyType
    package var keyframes: [SpecKeyframe]
    package var path: JSONPath
    package var location: SourceLocation

    package init(keyPath: String, target: Target, valueType: PropertyType, keyframes: [SpecKeyframe], path: JSONPath, location: SourceLocation) {
        self.keyPath = keyPath
        self.target = target
        self.valueType = valueType
        self.keyframes = keyframes
        self.path = path
        self.location = location
    }

    package var property: Int {
        switch target {
        case .whole(let index), .component(let index, _): return index
        }
    }

    /// The track's duration as declared: the sum of its keyframes' durations, nil when a spring
    /// lasts until it settles (known only once resolved).
    package var declaredDuration: Double? {
        var total = 0.0
        for keyframe in keyframes {
            if case .move = keyframe.kind { continue }
            guard let duration = keyframe.duration else { return nil }
            total += duration
        }
        return total
    }

    package static func decode(_ node: SpecNode, properties: [SpecProperty]) throws(SpecError) -> SpecTrack {
        let object = try node.object("a track, {\"keyPath\": …, \"keyframes\": […]}", keys: ["keyPath", "keyframes"])
        let keyPathNode = try object.required("keyPath", "the name of a property of the initial value")
        let (keyPath, target, valueType) = try resolve(keyPathNode, properties: properties)
        let keyframeNodes = try object.required("keyframes", "an array of keyframes")
            .array("an array of keyframes", limit: SpecLimits.keyframes)
        var keyframes: [SpecKeyframe] = []
        for keyframeNode in keyframeNodes {
            keyframes.append(try SpecKeyframe.decode(keyframeNode, type: valueType))
        }
        return SpecTrack(keyPath: keyPath, target: target, valueType: valueType, keyframes: keyframes,
                         path: node.path, location: node.location)
    }

    private static func resolve(_ node: SpecNode, properties: [SpecProperty]) throws(SpecError) -> (String, Target, PropertyType) {
        let names = properties.map(\.name)
        var text = try node.string("a key path naming a property of the initial value (\(NameSuggestion.list(names)))")
        if text.hasPrefix("\\") { text.removeFirst() }
        if text.hasPrefix(".") { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, !name.isEmpty, parts.count <= 2 else {
            throw node.error("expected a key path \"property\" or \"property.component\", got \"\(text)\"")
        }
        guard let index = properties.firstIndex(where: { $0.name == name }) else {
            throw node.error("expected a key path naming a property of the initial value (\(NameSuggestion.list(names))), got \"\(name)\"\(NameSuggestion.didYouMean(name, among: names))")
        }
        let property = properties[index]
        guard parts.count == 2 else { return (text, .whole(property: index), property.type) }
        let component = parts[1]
        guard property.type.componentNames.contains(component) else {
            let has = property.type.componentNames.isEmpty ? "has no components" : "has the components \(NameSuggestion.list(property.type.componentNames))"
            throw node.error("expected a component of \"\(name)\" (a \(property.type.rawValue), which \(has)), got \"\(component)\"\(NameSuggestion.didYouMean(component, among: property.type.componentNames))")
        }
        let type: PropertyType = property.type == .color && component == "opacity" ? .opacity : .number
        return (text, .component(property: index, name: component), type)
    }
}
