import CadenceUI

/// Lays out an `ExportScene` into `SceneNode`s, the way SwiftUI sizes and places its views: each
/// modifier is offered a size, its content answers with the size it takes, and the root view is
/// centred in the canvas.
///
/// - A non-resizable symbol is a square as wide as its point size; a resizable symbol and a shape
///   take the size offered (the canvas, for a root shape without a frame); text takes the size the
///   scene's `TextMeasurer` gives it (the stage's: the same measurer lays out what is rendered).
/// - `frame` offers its size (or the size offered to it where it gives none) and centres its
///   content; `padding` offers the size less the padding and adds it back.
/// - Effects and overlays keep their content's box; an overlay is offered that box and aligned in it.
enum SceneLayout {
    static func layout(_ scene: ExportScene) -> SceneNode {
        var root = node(scene.content, upTo: scene.content.modifiers.count, offered: (scene.width, scene.height), measurer: scene.textMeasurer)
        root.x = (scene.width - root.width) / 2
        root.y = (scene.height - root.height) / 2
        var next = 0
        number(&root, next: &next)
        return root
    }

    private static func number(_ node: inout SceneNode, next: inout Int) {
        node.id = next
        next += 1
        for index in node.children.indices { number(&node.children[index], next: &next) }
    }

    /// The element with its first `count` modifiers, offered `offered` (width, height).
    private static func node(_ element: ExportElement, upTo count: Int, offered: (Double, Double), measurer: any TextMeasurer) -> SceneNode {
        guard count > 0 else { return leaf(element, offered: offered, measurer: measurer) }
        func wrap(_ child: SceneNode, _ effect: SceneNode.Effect) -> SceneNode {
            var inner = child
            inner.x = 0
            inner.y = 0
            return SceneNode(x: 0, y: 0, width: child.width, height: child.height, effect: effect, children: [inner])
        }
        switch element.modifiers[count - 1] {
        case .frame(let width, let height):
            var child = node(element, upTo: count - 1, offered: (width ?? offered.0, height ?? offered.1), measurer: measurer)
            let size = (width ?? child.width, height ?? child.height)
            child.x = (size.0 - child.width) / 2
            child.y = (size.1 - child.height) / 2
            return SceneNode(x: 0, y: 0, width: size.0, height: size.1, children: [child])
        case .padding(let amount):
            var child = node(element, upTo: count - 1, offered: (max(0, offered.0 - 2 * amount), max(0, offered.1 - 2 * amount)), measurer: measurer)
            child.x = amount
            child.y = amount
            return SceneNode(x: 0, y: 0, width: child.width + 2 * amount, height: child.height + 2 * amount, children: [child])
        case .offset(let x, let y):
            let child = node(element, upTo: count - 1, offered: offered, measurer: measurer)
            // Two different channels become two boxes, one per axis: translations commute.
            if let cx = x.channelIndex, let cy = y.channelIndex, cx != cy {
                return wrap(wrap(child, .translate(x: x, y: .constant(0))), .translate(x: .constant(0), y: y))
            }
            return wrap(child, .translate(x: x, y: y))
        case .scale(let x, let y, let anchor):
            let child = node(element, upTo: count - 1, offered: offered, measurer: measurer)
            // Scales about one anchor commute too.
            if let cx = x.channelIndex, let cy = y.channelIndex, cx != cy {
                return wrap(wrap(child, .scale(x: x, y: .constant(1), anchor: anchor)), .scale(x: .constant(1), y: y, anchor: anchor))
            }
            return wrap(child, .scale(x: x, y: y, anchor: anchor))
        case .rotation(let degrees, let anchor):
            return wrap(node(element, upTo: count - 1, offered: offered, measurer: measurer), .rotate(degrees: degrees, anchor: anchor))
        case .opacity(let value):
            return wrap(node(element, upTo: count - 1, offered: offered, measurer: measurer), .opacity(value))
        case .blur(let radius):
            return wrap(node(element, upTo: count - 1, offered: offered, measurer: measurer), .blur(radius: radius))
        case .overlay(let overlay, let alignment):
            let child = node(element, upTo: count - 1, offered: offered, measurer: measurer)
            var top = node(overlay, upTo: overlay.modifiers.count, offered: (child.width, child.height), measurer: measurer)
            top.x = (child.width - top.width) * Double(alignment.x)
            top.y = (child.height - top.height) * Double(alignment.y)
            var base = child
            base.x = 0
            base.y = 0
            return SceneNode(x: 0, y: 0, width: child.width, height: child.height, children: [base, top])
        }
    }

    private static func leaf(_ element: ExportElement, offered: (Double, Double), measurer: any TextMeasurer) -> SceneNode {
        var node = SceneNode(x: 0, y: 0, width: offered.0, height: offered.1, color: element.color)
        switch element.content {
        case .symbol(let symbol, let pointSize, let resizable):
            if !resizable { (node.width, node.height) = (pointSize, pointSize) }
            node.drawing = .symbol(symbol)
        case .shape(let shape):
            node.drawing = .shape(shape)
        case .text(let text, let size, let bold):
            let font = ResolvedFont(pointSize: CGFloat(size), weight: bold ? .bold : .regular)
            let layout = measurer.layout(text, font: font, maxWidth: nil)
            (node.width, node.height) = (Double(layout.size.width), Double(layout.size.height))
            node.drawing = .text(text, size: size, bold: bold, ascent: Double(layout.ascent))
        }
        return node
    }
}
