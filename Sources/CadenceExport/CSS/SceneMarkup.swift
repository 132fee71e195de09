import CadenceEscaping
import Foundation
import Cadence
import CadenceUI

/// The HTML and the static CSS of a laid-out scene: one absolutely positioned `div` per node, with
/// `data-channel`/`data-property` on the animated ones, symbols and shapes as inline SVG, text as a
/// centred line. Every id and class starts with the export's prefix.
enum SceneMarkup {
    static func html(_ root: SceneNode, scene: ExportScene, prefix: ExportPrefix) -> String {
        "<div class=\"\(prefix.stage)\" role=\"img\" aria-label=\"\(escape(scene.name))\">\n" + node(root, depth: 1, prefix: prefix) + "</div>\n"
    }

    private static func node(_ node: SceneNode, depth: Int, prefix: ExportPrefix) -> String {
        let indent = String(repeating: "  ", count: depth)
        var attributes = "id=\"\(prefix.node(node.id))\""
        if let channel = node.effect.channel {
            attributes += " data-channel=\"\(channel)\" data-property=\"\(WebAnimation.property(of: node.effect))\""
            switch node.effect {
            case .translate(let x, let y), .scale(let x, let y, _):
                attributes += " data-axis=\"\(x == y ? "xy" : x.channelIndex != nil ? "x" : "y")\""
            default:
                break
            }
        }
        var text = "\(indent)<div \(attributes)>"
        if let drawing = node.drawing {
            text += content(drawing, node: node)
        }
        if node.children.isEmpty { return text + "</div>\n" }
        text += "\n"
        for child in node.children { text += self.node(child, depth: depth + 1, prefix: prefix) }
        return text + "\(indent)</div>\n"
    }

    private static func content(_ drawing: SceneNode.Drawing, node: SceneNode) -> String {
        let fill = color(node.color)
        let w = number(node.width), h = number(node.height)
        switch drawing {
        case .symbol(let symbol):
            let rule = symbol.fillRule == .evenOdd ? "evenodd" : "nonzero"
            return "<svg width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 1 1\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
                + "<path fill=\"\(fill)\" fill-rule=\"\(rule)\" d=\"\(pathData(symbol.elements))\"/></svg>"
        case .shape(let shape):
            let side = min(node.width, node.height)
            let body: String
            switch shape {
            case .circle:
                body = "<circle cx=\"\(number(node.width / 2))\" cy=\"\(number(node.height / 2))\" r=\"\(number(side / 2))\""
            case .ellipse:
                body = "<ellipse cx=\"\(number(node.width / 2))\" cy=\"\(number(node.height / 2))\" rx=\"\(number(node.width / 2))\" ry=\"\(number(node.height / 2))\""
            case .capsule:
                body = "<rect width=\"\(w)\" height=\"\(h)\" rx=\"\(number(side / 2))\""
            case .rectangle:
                body = "<rect width=\"\(w)\" height=\"\(h)\""
            case .roundedRectangle(let radius):
                body = "<rect width=\"\(w)\" height=\"\(h)\" rx=\"\(number(min(radius, side / 2)))\""
            }
            return "<svg width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" aria-hidden=\"true\">\(body) fill=\"\(fill)\"/></svg>"
        case .text(let string, _, _, _):
            return "<span>\(escape(string))</span>"
        case .path(let path):
            var paint = "fill=\"\(fill)\" fill-rule=\"\(path.evenOdd ? "evenodd" : "nonzero")\""
            if let stroke = path.stroke {
                paint = "fill=\"none\" stroke=\"\(fill)\" stroke-width=\"\(number(stroke.width))\" stroke-linecap=\"\(stroke.capName)\" "
                    + "stroke-linejoin=\"\(stroke.joinName)\" stroke-miterlimit=\"\(number(stroke.miterLimit))\""
            }
            return "<svg width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" aria-hidden=\"true\">"
                + "<path \(paint) d=\"\(pathData(path.elements))\"/></svg>"
        }
    }

    /// The static rules: the stage, then each node's box, anchor and constant effect.
    static func css(_ root: SceneNode, scene: ExportScene, animations: [WebAnimation], prefix: ExportPrefix) -> String {
        let stage = "." + prefix.stage
        var lines = [
            "\(stage) { position: relative; width: \(number(scene.width))px; height: \(number(scene.height))px; overflow: hidden;"
                + (scene.background.map { " background: \(color($0));" } ?? "") + " }",
            "\(stage) div { position: absolute; margin: 0; padding: 0; }",
            "\(stage) svg { position: absolute; left: 0; top: 0; overflow: visible; }",
        ]
        let animated = Dictionary(uniqueKeysWithValues: animations.map { ($0.nodeID, $0) })
        for node in root.flattened {
            var rule = "left: \(number(node.x))px; top: \(number(node.y))px; width: \(number(node.width))px; height: \(number(node.height))px;"
            switch node.effect {
            case .scale(_, _, let anchor), .rotate(_, let anchor):
                rule += " transform-origin: \(number(Double(anchor.x) * 100))% \(number(Double(anchor.y) * 100))%;"
            default:
                break
            }
            if case .none = node.effect {} else if node.effect.channel == nil {
                rule += " \(WebAnimation.property(of: node.effect)): \(WebAnimation.value(nil, for: node.effect));"
            }
            if case .text(_, let size, let bold, _) = node.drawing {
                rule += " display: flex; align-items: center; justify-content: center; white-space: pre; color: \(color(node.color));"
                rule += " font: \(bold ? 600 : 400) \(number(size))px/\(number(node.height))px \"DejaVu Sans\", system-ui, sans-serif;"
            }
            if let animation = animated[node.id] {
                rule += " animation: \(animation.shorthand);"
            }
            lines.append("#\(prefix.node(node.id)) { \(rule) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// SVG path data of symbol elements, in the unit box.
    static func pathData(_ elements: [PathElement]) -> String {
        elements.map { element in
            switch element {
            case let .move(x, y): return "M\(number(x)) \(number(y))"
            case let .line(x, y): return "L\(number(x)) \(number(y))"
            case let .cubic(x1, y1, x2, y2, x, y): return "C\(number(x1)) \(number(y1)) \(number(x2)) \(number(y2)) \(number(x)) \(number(y))"
            case .close: return "Z"
            }
        }.joined()
    }

    static func number(_ value: Double) -> String { NumberFormat.decimal(value, digits: NumberFormat.valueDigits) }

    static func seconds(_ value: Double) -> String { NumberFormat.decimal(value, digits: 9) + "s" }

    /// `#RRGGBB`, or `rgba(…)` when not opaque.
    static func color(_ color: ExportColor) -> String {
        func byte(_ c: Double) -> Int { Int((min(max(c, 0), 1) * 255).rounded()) }
        if color.alpha >= 1 {
            return "#" + [color.red, color.green, color.blue].map { component in
                let text = String(byte(component), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
        }
        return "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(number(color.alpha)))"
    }

    /// `text` for HTML content or a quoted attribute (`Escaping.htmlAttribute(_:)`).
    static func escape(_ text: String) -> String {
        Escaping.htmlAttribute(text)
    }
}
