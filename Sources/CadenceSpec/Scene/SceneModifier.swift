/// One view modifier of a scene element, written as a one-key object named like the SwiftUI modifier.
///
/// | modifier | JSON |
/// | --- | --- |
/// | `.font(.system(size:weight:))`, `.font(.headline)` | `{"font": {"size": 44, "weight": "bold"}}`, `{"font": "headline"}` |
/// | `.foregroundStyle(_:)` | `{"foregroundStyle": "pink"}` (name, `"#RRGGBB"`, components or a color property) |
/// | `.frame(width:height:)` | `{"frame": {"width": 100, "height": 100}}` |
/// | `.padding(_:)` | `{"padding": 8}` |
/// | `.scaleEffect(_:anchor:)` | `{"scaleEffect": "scale"}`, `{"scaleEffect": {"width": 1, "height": "verticalStretch", "anchor": "bottom"}}` |
/// | `.rotationEffect(_:anchor:)` | `{"rotationEffect": "rotation"}`, `{"rotationEffect": {"angle": {"degrees": 8}, "anchor": "center"}}` |
/// | `.offset(x:y:)` | `{"offset": {"y": "overlayOffsetY"}}`, `{"offset": "position"}` |
/// | `.opacity(_:)` | `{"opacity": "overlayOpacity"}` |
/// | `.blur(radius:)` | `{"blur": 2}` |
/// | `.overlay(alignment:content:)` | `{"overlay": {"alignment": "top", "content": {"text": "+1"}}}` |
/// | `.accessibilityLabel(_:)` | `{"accessibilityLabel": "Like"}` |
/// | `.accessibilityValue(_:)` | `{"accessibilityValue": "{count} likes"}` (`{count}`: `initialCount` + triggers so far) |
/// | `.accessibilityHint(_:)` | `{"accessibilityHint": "Double-tap to like"}` |
/// | `.accessibilityHidden(_:)` | `{"accessibilityHidden": true}` |
/// | `.accessibilityAddTraits(_:)` | `{"accessibilityAddTraits": ["isButton", "isSelected"]}` or one name |
/// | `.accessibilityDecorativeAnimation(_:)` | `{"accessibilityDecorativeAnimation": true}` (the motion is ornament) |
/// | `.sensoryFeedback(_:trigger:)` | `{"sensoryFeedback": "success"}`, `{"sensoryFeedback": {"impact": {"weight": "heavy", "intensity": 0.5}}}` (plays on each trigger) |
/// | `AccessibilityNotification.Announcement(_:).post()` in the trigger's action | `{"announceOnTrigger": "Saved"}`, `{"announceOnTrigger": "{count} likes"}` |
///
/// The texts of the accessibility modifiers may read the trigger count as `{count}` (see ``SceneText``).
package struct SceneModifier: Sendable {
    package enum Kind: Sendable {
        case font(size: Double?, weight: String?, style: String?)
        case foregroundStyle(SceneColor)
        case frame(width: Double?, height: Double?)
        case padding(Double)
        case scaleEffect(x: SceneArgument, y: SceneArgument, uniform: SceneArgument?, anchor: String)
        case rotationEffect(SceneArgument, anchor: String)
        case offset(x: SceneArgument, y: SceneArgument, point: SceneArgument?)
        case opacity(SceneArgument)
        case blur(SceneArgument)
        case overlay(SceneElement, alignment: String)
        case accessibility(SceneAccessibility)
    }

    package var kind: Kind

    package init(kind: Kind) {
        self.kind = kind
    }

    package static let names = ["font", "foregroundStyle", "frame", "padding", "scaleEffect", "rotationEffect", "offset", "opacity", "blur", "overlay"]
        + SceneAccessibility.names
    package static let anchors = ["center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
    package static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    package static let textStyles = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]

    package static func decode(_ node: SpecNode, properties: [SpecProperty], depth: Int) throws(SpecError) -> SceneModifier {
        let object = try node.object("a modifier, a one-key object such as {\"scaleEffect\": \"scale\"}", keys: names)
        guard object.keys.count == 1, let name = object.keys.first, let value = object[name] else {
            throw node.mismatch("a modifier: an object with exactly one key (\(NameSuggestion.list(names)))")
        }
        func number(_ n: SpecNode, _ what: String) throws(SpecError) -> SceneArgument {
            try SceneArgument.decode(n, literalType: .number, accepts: [.number, .opacity], properties: properties, what: what)
        }
        func anchor(_ object: SpecObject, _ key: String) throws(SpecError) -> String {
            try object[key]?.name("an anchor", among: anchors) ?? "center"
        }
        if SceneAccessibility.names.contains(name) {
            return SceneModifier(kind: .accessibility(try SceneAccessibility.decode(name, value)))
        }
        switch name {
        case "font":
            if value.isString {
                return SceneModifier(kind: .font(size: nil, weight: nil, style: try value.name("a text style", among: textStyles)))
            }
            let font = try value.object("a font, {\"size\": …, \"weight\": …} or a text style name", keys: ["size", "weight"])
            let size = try font.required("size", "points").number("a font size in points from 1 to 1024", in: 1...1024)
            let weight = try font["weight"]?.name("a font weight", among: weights)
            return SceneModifier(kind: .font(size: size, weight: weight, style: nil))
        case "foregroundStyle":
            return SceneModifier(kind: .foregroundStyle(try SceneColor.decode(value, properties: properties)))
        case "frame":
            let frame = try value.object("a frame, {\"width\": …, \"height\": …}", keys: ["width", "height"])
            let width = try frame["width"]?.number("a width in points from 0 to 4096", in: 0...4096)
            let height = try frame["height"]?.number("a height in points from 0 to 4096", in: 0...4096)
            return SceneModifier(kind: .frame(width: width, height: height))
        case "padding":
            return SceneModifier(kind: .padding(try value.number("padding in points from 0 to 1024", in: 0...1024)))
        case "scaleEffect":
            if !value.isObject {
                let argument = try SceneArgument.decode(value, literalType: .number, accepts: [.number, .opacity, .size],
                                                        properties: properties, what: "a scale")
                return SceneModifier(kind: .scaleEffect(x: argument, y: argument, uniform: argument, anchor: "center"))
            }
            let scale = try value.object("a scale, {\"scale\": …} or {\"width\": …, \"height\": …}, with an optional \"anchor\"",
                                         keys: ["scale", "width", "height", "anchor"])
            if let uniform = scale["scale"] {
                if scale.has("width") || scale.has("height") { throw value.error("expected \"scale\" or \"width\" and \"height\", got both") }
                let argument = try SceneArgument.decode(uniform, literalType: .number, accepts: [.number, .opacity, .size],
                                                        properties: properties, what: "a scale")
                return SceneModifier(kind: .scaleEffect(x: argument, y: argument, uniform: argument, anchor: try anchor(scale, "anchor")))
            }
            let x = try scale["width"].map { n throws(SpecError) in try number(n, "a horizontal scale") } ?? .literal([1])
            let y = try scale["height"].map { n throws(SpecError) in try number(n, "a vertical scale") } ?? .literal([1])
            return SceneModifier(kind: .scaleEffect(x: x, y: y, uniform: nil, anchor: try anchor(scale, "anchor")))
        case "rotationEffect":
            if value.isObject, case .object(let members) = value.node.value, members.contains(where: { $0.key == "angle" || $0.key == "anchor" }) {
                let rotation = try value.object("a rotation, {\"angle\": …, \"anchor\": …}", keys: ["angle", "anchor"])
                let angle = try SceneArgument.decode(try rotation.required("angle", "an angle or an angle property"), literalType: .angle,
                                                     accepts: [.angle], properties: properties, what: "an angle")
                return SceneModifier(kind: .rotationEffect(angle, anchor: try anchor(rotation, "anchor")))
            }
            let angle = try SceneArgument.decode(value, literalType: .angle, accepts: [.angle], properties: properties, what: "an angle")
            return SceneModifier(kind: .rotationEffect(angle, anchor: "center"))
        case "offset":
            if value.isString {
                let point = try SceneArgument.decode(value, literalType: .point, accepts: [.point, .size], properties: properties, what: "an offset")
                return SceneModifier(kind: .offset(x: .literal([0]), y: .literal([0]), point: point))
            }
            let offset = try value.object("an offset, {\"x\": …, \"y\": …} or a point property", keys: ["x", "y"])
            let x = try offset["x"].map { n throws(SpecError) in try number(n, "a horizontal offset") } ?? .literal([0])
            let y = try offset["y"].map { n throws(SpecError) in try number(n, "a vertical offset") } ?? .literal([0])
            return SceneModifier(kind: .offset(x: x, y: y, point: nil))
        case "opacity":
            let argument = try SceneArgument.decode(value, literalType: .opacity, accepts: [.number, .opacity], properties: properties, what: "an opacity")
            return SceneModifier(kind: .opacity(argument))
        case "blur":
            let radiusNode: SpecNode
            if value.isObject { radiusNode = try value.object("a blur, {\"radius\": …}", keys: ["radius"]).required("radius", "points") }
            else { radiusNode = value }
            if radiusNode.isNumber { _ = try radiusNode.number("a blur radius in points from 0 to 1024", in: 0...1024) }
            return SceneModifier(kind: .blur(try number(radiusNode, "a blur radius")))
        default: // overlay
            guard depth < 8 else { throw value.error("expected at most 8 nested overlays, got deeper nesting") }
            let overlay = try value.object("an overlay, {\"alignment\": …, \"content\": …}", keys: ["alignment", "content"])
            let alignment = try overlay["alignment"]?.name("an alignment", among: anchors) ?? "center"
            let content = try SceneElement.decode(try overlay.required("content", "an element"), properties: properties, depth: depth + 1)
            return SceneModifier(kind: .overlay(content, alignment: alignment))
        }
    }
}
