/// A colour in a scene: a SwiftUI colour name, a literal, or a `color` property.
package enum SceneColor: Sendable, Hashable {
    case named(String)
    case literal([Double])
    case property(Int)

    /// SwiftUI's standard colour names.
    package static let names = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
                        "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow"]

    package static func decode(_ node: SpecNode, properties: [SpecProperty]) throws(SpecError) -> SceneColor {
        guard node.isString else { return .literal(try SpecValueDecoding.decode(node, as: .color)) }
        let text = try node.string("a colour")
        if text.hasPrefix("#") { return .literal(try SpecValueDecoding.hexColor(node)) }
        if let index = properties.firstIndex(where: { $0.name == text }) {
            guard properties[index].type == .color else {
                throw node.error("expected a colour: a property of type color, got \"\(text)\", a \(properties[index].type.rawValue)")
            }
            return .property(index)
        }
        guard names.contains(text) else {
            let candidates = names + properties.filter { $0.type == .color }.map(\.name)
            throw node.error("expected a colour: a name (\(NameSuggestion.list(names))), \"#RRGGBB\", {\"red\": …} or a color property, got \"\(text)\"\(NameSuggestion.didYouMean(text, among: candidates))")
        }
        return .named(text)
    }
}
