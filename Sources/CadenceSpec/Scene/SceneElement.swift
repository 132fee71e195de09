import CadenceUI

/// A symbol, shape or text, with its modifiers in order (outermost last, as in a Swift chain), and for
/// the scene's content an optional `transition` (see `SceneTransition`), worn outside every modifier.
package struct SceneElement: Sendable {
    package enum Kind: Sendable, Hashable {
        case symbol(String)
        case shape(String, cornerRadius: Double)
        case text(String)
    }

    package var kind: Kind
    package var modifiers: [SceneModifier]
    /// How the scene's content comes and goes on `insert` and `remove` events (the content only).
    package var transition: SceneTransition? = nil
    /// Where `transition` is written, for lint.
    package var transitionPath: JSONPath? = nil
    package var transitionLocation: SourceLocation? = nil

    package init(kind: Kind, modifiers: [SceneModifier], transition: SceneTransition? = nil, transitionPath: JSONPath? = nil, transitionLocation: SourceLocation? = nil) {
        self.kind = kind
        self.modifiers = modifiers
        self.transition = transition
        self.transitionPath = transitionPath
        self.transitionLocation = transitionLocation
    }

    package static let shapes = ["circle", "ellipse", "capsule", "rectangle", "roundedRectangle"]

    package static func decode(_ node: SpecNode, properties: [SpecProperty], depth: Int) throws(SpecError) -> SceneElement {
        let object = try node.object("an element, {\"symbol\": …}, {\"shape\": …} or {\"text\": …} with \"modifiers\"",
                                     keys: ["symbol", "shape", "text", "cornerRadius", "modifiers", "transition"])
        let present = ["symbol", "shape", "text"].filter(object.has)
        guard present.count == 1 else {
            throw node.error(present.isEmpty ? "expected one of \"symbol\", \"shape\" or \"text\", got an element with none"
                                             : "expected one of \"symbol\", \"shape\" or \"text\", got \(present.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        let kind: Kind
        switch present[0] {
        case "symbol":
            let symbols = SymbolCatalog.names
            kind = .symbol(try object["symbol"]!.name("a symbol the renderer draws", among: symbols))
        case "shape":
            let shape = try object["shape"]!.name("a shape", among: shapes)
            let radius = try object["cornerRadius"]?.number("a corner radius in points from 0 to 4096", in: 0...4096)
            if radius != nil, shape != "roundedRectangle" {
                throw object["cornerRadius"]!.error("expected \"cornerRadius\" only on a roundedRectangle, got it on a \(shape)")
            }
            kind = .shape(shape, cornerRadius: radius ?? 0)
        default:
            let text = try object["text"]!.string("the text to show")
            kind = .text(text)
        }
        if present[0] != "shape", let radius = object["cornerRadius"] {
            throw radius.error("expected \"cornerRadius\" only on a roundedRectangle shape, got it on a \(present[0])")
        }
        var modifiers: [SceneModifier] = []
        if let modifiersNode = object["modifiers"] {
            for modifierNode in try modifiersNode.array("an array of modifiers", limit: SpecLimits.modifiers) {
                modifiers.append(try SceneModifier.decode(modifierNode, properties: properties, depth: depth))
            }
        }
        var element = SceneElement(kind: kind, modifiers: modifiers)
        if let transitionNode = object["transition"] {
            guard depth == 0 else {
                throw transitionNode.error("expected \"transition\" only on the scene's content (what insert and remove events put in and take out), got it on an overlay")
            }
            element.transition = try SceneTransition.decode(transitionNode)
            element.transitionPath = transitionNode.path
            element.transitionLocation = transitionNode.location
        }
        return element
    }
}
