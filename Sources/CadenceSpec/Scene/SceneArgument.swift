/// A number argument of a modifier: a literal or a property of the animated value.
package enum SceneArgument: Sendable, Hashable {
    case literal([Double])
    case property(Int)

    /// A literal of `literalType` or the name of a property whose type is in `accepts`.
    package static func decode(_ node: SpecNode, literalType: PropertyType, accepts: [PropertyType],
                       properties: [SpecProperty], what: String) throws(SpecError) -> SceneArgument {
        if node.isString {
            let names = properties.map(\.name)
            let name = try node.string(what)
            guard let index = names.firstIndex(of: name) else {
                throw node.error("expected \(what): a literal or a property of the initial value (\(NameSuggestion.list(names))), got \"\(name)\"\(NameSuggestion.didYouMean(name, among: names))")
            }
            guard accepts.contains(properties[index].type) else {
                throw node.error("expected \(what): a property of type \(accepts.map(\.rawValue).joined(separator: " or ")), got \"\(name)\", a \(properties[index].type.rawValue)")
            }
            return .property(index)
        }
        return .literal(try SpecValueDecoding.decode(node, as: literalType))
    }
}
