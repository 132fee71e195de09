import CadenceUI

/// How the scene's content comes in on an `insert` event and goes out on a `remove`: SwiftUI's
/// `AnyTransition`, spelled as in Swift.
///
/// | Swift | JSON |
/// | --- | --- |
/// | `.identity`, `.opacity`, `.scale`, `.slide` | `"identity"`, `"opacity"`, `"scale"`, `"slide"` |
/// | `.scale(scale: 0.5, anchor: .bottom)` | `{"scale": {"scale": 0.5, "anchor": "bottom"}}` (anchor default `center`) |
/// | `.move(edge: .bottom)` | `{"move": {"edge": "bottom"}}` |
/// | `.push(from: .leading)` | `{"push": {"from": "leading"}}` |
/// | `.offset(x: 0, y: 40)` | `{"offset": {"x": 0, "y": 40}}` (each default 0) |
/// | `.asymmetric(insertion: .scale, removal: .opacity)` | `{"asymmetric": {"insertion": "scale", "removal": "opacity"}}` |
/// | `.move(edge: .bottom).combined(with: .opacity)` | `{"combined": [{"move": {"edge": "bottom"}}, "opacity"]}` |
///
/// Scale factors are finite numbers from -1000 to 1000 and offsets within ±1e9 points, so a spec
/// cannot ask for a transition that draws NaN. Nesting is at most 8 deep and `combined` takes 1 to 8
/// transitions.
package indirect enum SceneTransition: Sendable, Hashable {
    case identity
    case opacity
    case scale(Double, anchor: String)
    case move(edge: String)
    case push(from: String)
    case offset(x: Double, y: Double)
    case slide
    case asymmetric(insertion: SceneTransition, removal: SceneTransition)
    case combined([SceneTransition])

    package static let names = ["identity", "opacity", "scale", "slide", "move", "push", "offset", "asymmetric", "combined"]
    package static let edges = ["top", "bottom", "leading", "trailing"]
    package static let form = "a transition: \"opacity\", \"scale\", \"slide\", \"identity\", or {\"move\": {\"edge\": …}}, {\"push\": {\"from\": …}}, "
        + "{\"scale\": {\"scale\": …, \"anchor\": …}}, {\"offset\": {\"x\": …, \"y\": …}}, {\"asymmetric\": {\"insertion\": …, \"removal\": …}}, {\"combined\": […]}"

    package static func decode(_ node: SpecNode, depth: Int = 0) throws(SpecError) -> SceneTransition {
        guard depth < 8 else { throw node.error("expected at most 8 nested transitions, got deeper nesting") }
        if node.isString {
            let named = ["identity", "opacity", "scale", "slide"]
            let name = try node.string(form)
            guard named.contains(name) else {
                if names.contains(name) {
                    throw node.error("expected \(form), got \"\(name)\" without its arguments (write {\"\(name)\": …})")
                }
                throw node.error("expected a transition (\(NameSuggestion.list(named))) or an object such as {\"move\": {\"edge\": \"bottom\"}}, got \"\(name)\"\(NameSuggestion.didYouMean(name, among: names))")
            }
            switch name {
            case "identity": return .identity
            case "opacity": return .opacity
            case "scale": return .scale(0, anchor: "center")
            default: return .slide
            }
        }
        let object = try node.object(form, keys: ["scale", "move", "push", "offset", "asymmetric", "combined"])
        guard object.keys.count == 1, let name = object.keys.first, let value = object[name] else {
            throw node.mismatch("a transition: an object with exactly one key (\"scale\", \"move\", \"push\", \"offset\", \"asymmetric\" or \"combined\")")
        }
        switch name {
        case "scale":
            let scale = try value.object("a scale transition, {\"scale\": …, \"anchor\": …}", keys: ["scale", "anchor"])
            let factor = try scale.required("scale", "a factor, 0 = nothing, 1 = full size").number("a scale factor from -1000 to 1000", in: -1000...1000)
            let anchor = try scale["anchor"]?.name("an anchor", among: SceneModifier.anchors) ?? "center"
            return .scale(factor, anchor: anchor)
        case "move":
            let move = try value.object("a move transition, {\"edge\": …}", keys: ["edge"])
            return .move(edge: try move.required("edge", NameSuggestion.list(edges)).name("an edge", among: edges))
        case "push":
            let push = try value.object("a push transition, {\"from\": …}", keys: ["from"])
            return .push(from: try push.required("from", NameSuggestion.list(edges)).name("an edge", among: edges))
        case "offset":
            let offset = try value.object("an offset transition, {\"x\": …, \"y\": …} in points", keys: ["x", "y"])
            let x = try offset["x"]?.component("an offset in points") ?? 0
            let y = try offset["y"]?.component("an offset in points") ?? 0
            return .offset(x: x, y: y)
        case "asymmetric":
            let pair = try value.object("an asymmetric transition, {\"insertion\": …, \"removal\": …}", keys: ["insertion", "removal"])
            let insertion = try decode(try pair.required("insertion", "a transition"), depth: depth + 1)
            let removal = try decode(try pair.required("removal", "a transition"), depth: depth + 1)
            return .asymmetric(insertion: insertion, removal: removal)
        default: // combined
            let list = try value.array("an array of transitions to combine", limit: 8, allowEmpty: false)
            var parts: [SceneTransition] = []
            for part in list { parts.append(try decode(part, depth: depth + 1)) }
            return .combined(parts)
        }
    }

    /// The transition as CadenceUI's.
    package var anyTransition: AnyTransition {
        switch self {
        case .identity: .identity
        case .opacity: .opacity
        case .scale(let factor, let anchor): .scale(scale: CGFloat(factor), anchor: SceneElementView.unitPoint(anchor))
        case .move(let edge): .move(edge: Self.edge(edge))
        case .push(let edge): .push(from: Self.edge(edge))
        case .offset(let x, let y): .offset(x: CGFloat(x), y: CGFloat(y))
        case .slide: .slide
        case .asymmetric(let insertion, let removal): .asymmetric(insertion: insertion.anyTransition, removal: removal.anyTransition)
        case .combined(let parts): parts.dropFirst().reduce(parts.first?.anyTransition ?? .identity) { $0.combined(with: $1.anyTransition) }
        }
    }

    /// The first part that moves or scales the view (what Reduce Motion is about), with the relative
    /// JSON path to it (`.asymmetric.insertion.move`), or nil for fades and identity only.
    package var firstMotion: (part: SceneTransition, path: String)? {
        switch self {
        case .identity, .opacity: return nil
        case .scale(let factor, _): return factor == 1 ? nil : (self, ".scale")
        case .move: return (self, ".move")
        case .push: return (self, ".push")
        case .offset(let x, let y): return x == 0 && y == 0 ? nil : (self, ".offset")
        case .slide: return (self, "")
        case .asymmetric(let insertion, let removal):
            if let found = insertion.firstMotion { return (found.part, ".asymmetric.insertion" + found.path) }
            return removal.firstMotion.map { ($0.part, ".asymmetric.removal" + $0.path) }
        case .combined(let parts):
            for (index, part) in parts.enumerated() {
                if let found = part.firstMotion { return (found.part, ".combined[\(index)]" + found.path) }
            }
            return nil
        }
    }

    /// The Swift spelling, for messages: `.move(edge: .bottom)`.
    package var swift: String {
        switch self {
        case .identity: ".identity"
        case .opacity: ".opacity"
        case .scale(0, "center"): ".scale"
        case .scale(let factor, let anchor): ".scale(scale: \(formatNumber(factor, decimals: 2)), anchor: .\(anchor))"
        case .move(let edge): ".move(edge: .\(edge))"
        case .push(let edge): ".push(from: .\(edge))"
        case .offset(let x, let y): ".offset(x: \(formatNumber(x, decimals: 1)), y: \(formatNumber(y, decimals: 1)))"
        case .slide: ".slide"
        case .asymmetric(let insertion, let removal): ".asymmetric(insertion: \(insertion.swift), removal: \(removal.swift))"
        case .combined(let parts): parts.dropFirst().reduce(parts.first?.swift ?? ".identity") { "\($0).combined(with: \($1.swift))" }
        }
    }

    package static func edge(_ name: String) -> Edge {
        switch name {
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        default: .trailing
        }
    }
}
