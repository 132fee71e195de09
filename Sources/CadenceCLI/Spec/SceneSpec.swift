import CadenceRender

/// What a spec shows, for the commands that draw (`render`, `plot`): a canvas, one element (a
/// symbol, a shape or text) with SwiftUI-style modifiers whose arguments are literals or bound to
/// properties of the animated value, and a scripted list of events.
///
/// ```json
/// "scene": {
///   "size": {"width": 160, "height": 160},
///   "background": "#FFFFFF",
///   "content": {
///     "symbol": "heart.fill",
///     "modifiers": [
///       {"font": {"size": 44}},
///       {"foregroundStyle": "pink"},
///       {"scaleEffect": "scale"},
///       {"rotationEffect": "rotation"},
///       {"overlay": {"alignment": "top", "content": {"text": "+1", "modifiers": [{"opacity": "overlayOpacity"}]}}}
///     ]
///   },
///   "events": [{"time": 0, "event": "trigger"}, {"time": 1.2, "event": "trigger"}]
/// }
/// ```
///
/// A string argument names a property (`"scale"`) and must have a type the modifier takes; a number or
/// object is a literal. Decoded and checked now, so a spec that will not render fails at once.
struct SceneSpec: Sendable {
    var width: Double
    var height: Double
    var background: SceneColor?
    var content: SceneElement
    var events: [SceneEvent]

    static func decode(_ node: SpecNode, properties: [SpecProperty], mode: AnimationSpec.Mode) throws(SpecError) -> SceneSpec {
        let object = try node.object("a scene, {\"size\": …, \"content\": …, \"events\": […]}", keys: ["size", "background", "content", "events"])
        var width = 200.0, height = 200.0
        if let sizeNode = object["size"] {
            let size = try sizeNode.object("a canvas size in points, {\"width\": …, \"height\": …}", keys: ["width", "height"])
            width = try size.required("width", "points").number("a width in points from 1 to 4096", in: 1...4096)
            height = try size.required("height", "points").number("a height in points from 1 to 4096", in: 1...4096)
        }
        let background = try object["background"].map { n throws(SpecError) in try SceneColor.decode(n, properties: properties) }
        let content = try SceneElement.decode(try object.required("content", "a symbol, shape or text element"), properties: properties, depth: 0)
        var events: [SceneEvent] = []
        if let eventsNode = object["events"] {
            for eventNode in try eventsNode.array("an array of events", limit: SpecLimits.events) {
                let event = try SceneEvent.decode(eventNode, mode: mode)
                if let last = events.last, event.time < last.time {
                    throw eventNode.error("expected events in time order, got \(formatNumber(event.time, decimals: 3)) s after \(formatNumber(last.time, decimals: 3)) s")
                }
                events.append(event)
            }
        }
        return SceneSpec(width: width, height: height, background: background, content: content, events: events)
    }
}

/// A scripted event at a time in seconds.
struct SceneEvent: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case trigger, show, hide, reduceMotionOn, reduceMotionOff
    }

    var time: Double
    var kind: Kind

    static func decode(_ node: SpecNode, mode: AnimationSpec.Mode) throws(SpecError) -> SceneEvent {
        let object = try node.object("an event, {\"time\": …, \"event\": …}", keys: ["time", "event"])
        let time = try object.required("time", "seconds ≥ 0").seconds("a time in seconds ≥ 0")
        let name = try object.required("event", NameSuggestion.list(Kind.allCases.map(\.rawValue)))
            .name("an event", among: Kind.allCases.map(\.rawValue))
        if name == "trigger", mode == .repeating {
            throw object["event"]!.error("expected show, hide, reduceMotionOn or reduceMotionOff in a repeating spec, got \"trigger\" (a repeating animator has no trigger)")
        }
        return SceneEvent(time: time, kind: Kind(rawValue: name)!)
    }
}

/// A number argument of a modifier: a literal or a property of the animated value.
enum SceneArgument: Sendable, Hashable {
    case literal([Double])
    case property(Int)

    /// A literal of `literalType` or the name of a property whose type is in `accepts`.
    static func decode(_ node: SpecNode, literalType: PropertyType, accepts: [PropertyType],
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

/// A colour in a scene: a SwiftUI colour name, a literal, or a `color` property.
enum SceneColor: Sendable, Hashable {
    case named(String)
    case literal([Double])
    case property(Int)

    /// SwiftUI's standard colour names.
    static let names = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
                        "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow"]

    static func decode(_ node: SpecNode, properties: [SpecProperty]) throws(SpecError) -> SceneColor {
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

/// A symbol, shape or text, with its modifiers in order (outermost last, as in a Swift chain).
struct SceneElement: Sendable {
    enum Kind: Sendable, Hashable {
        case symbol(String)
        case shape(String, cornerRadius: Double)
        case text(String)
    }

    var kind: Kind
    var modifiers: [SceneModifier]

    static let shapes = ["circle", "ellipse", "capsule", "rectangle", "roundedRectangle"]

    static func decode(_ node: SpecNode, properties: [SpecProperty], depth: Int) throws(SpecError) -> SceneElement {
        let object = try node.object("an element, {\"symbol\": …}, {\"shape\": …} or {\"text\": …} with \"modifiers\"",
                                     keys: ["symbol", "shape", "text", "cornerRadius", "modifiers"])
        let present = ["symbol", "shape", "text"].filter(object.has)
        guard present.count == 1 else {
            throw node.error(present.isEmpty ? "expected one of \"symbol\", \"shape\" or \"text\", got an element with none"
                                             : "expected one of \"symbol\", \"shape\" or \"text\", got \(present.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        let kind: Kind
        switch present[0] {
        case "symbol":
            let symbols = SymbolShape.knownNames
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
        return SceneElement(kind: kind, modifiers: modifiers)
    }
}
