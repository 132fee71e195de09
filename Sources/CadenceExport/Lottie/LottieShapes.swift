import CadenceUI

/// The drawings of leaf nodes as Lottie shape items: symbol paths as `sh` vertices with in and out
/// tangents (relative to their vertex, as Lottie stores them), SwiftUI shapes as `el`/`rc`, each
/// group filled with the node's colour and fill rule.
enum LottieShapes {
    /// A group drawing `drawing` in a box of `width` × `height` at the layer's origin.
    static func group(_ drawing: SceneNode.Drawing, width: Double, height: Double, color: ExportColor) -> JSONValue {
        var items: [JSONValue] = []
        var rule = 1
        switch drawing {
        case .symbol(let symbol):
            rule = symbol.fillRule == .evenOdd ? 2 : 1
            for (index, path) in subpaths(symbol.elements, width: width, height: height).enumerated() {
                items.append(.object([("ty", .string("sh")), ("nm", .string("path \(index + 1)")),
                                      ("ks", .object([("a", .number(0)), ("k", path)]))]))
            }
        case .shape(let shape):
            let center = JSONValue.array([.number(width / 2), .number(height / 2)])
            let side = min(width, height)
            switch shape {
            case .circle:
                items.append(.object([("ty", .string("el")), ("p", LottieKeyframes.constant([width / 2, height / 2])),
                                      ("s", LottieKeyframes.constant([side, side]))]))
            case .ellipse:
                items.append(.object([("ty", .string("el")), ("p", LottieKeyframes.constant([width / 2, height / 2])),
                                      ("s", LottieKeyframes.constant([width, height]))]))
            case .capsule, .rectangle, .roundedRectangle:
                var radius = 0.0
                if case .capsule = shape { radius = side / 2 }
                if case .roundedRectangle(let r) = shape { radius = min(r, side / 2) }
                items.append(.object([("ty", .string("rc")), ("p", .object([("a", .number(0)), ("k", center)])),
                                      ("s", LottieKeyframes.constant([width, height])), ("r", LottieKeyframes.constant([radius]))]))
            }
        case .text:
            return .null
        case .path(let path):
            for (index, subpath) in subpaths(path.elements, width: 1, height: 1).enumerated() {
                items.append(.object([("ty", .string("sh")), ("nm", .string("path \(index + 1)")),
                                      ("ks", .object([("a", .number(0)), ("k", subpath)]))]))
            }
            if let stroke = path.stroke {
                items.append(.object([("ty", .string("st")), ("c", LottieKeyframes.constant([color.red, color.green, color.blue, 1])),
                                      ("o", LottieKeyframes.constant([100 * color.alpha])), ("w", LottieKeyframes.constant([stroke.width])),
                                      ("lc", .number(stroke.lottieCap)), ("lj", .number(stroke.lottieJoin)), ("ml", .number(stroke.miterLimit))]))
                items.append(transformItem)
                return .object([("ty", .string("gr")), ("nm", .string("drawing")), ("it", .array(items))])
            }
            rule = path.evenOdd ? 2 : 1
        }
        items.append(.object([("ty", .string("fl")), ("c", LottieKeyframes.constant([color.red, color.green, color.blue, 1])),
                              ("o", LottieKeyframes.constant([100 * color.alpha])), ("r", .number(Double(rule)))]))
        items.append(transformItem)
        return .object([("ty", .string("gr")), ("nm", .string("drawing")), ("it", .array(items))])
    }

    /// A group's identity transform (`tr`), which Lottie wants last in every group.
    private static var transformItem: JSONValue {
        .object([("ty", .string("tr")), ("a", LottieKeyframes.constant([0, 0])), ("p", LottieKeyframes.constant([0, 0])),
                 ("s", LottieKeyframes.constant([100, 100])), ("r", LottieKeyframes.constant([0])),
                 ("o", LottieKeyframes.constant([100]))])
    }

    /// Lottie path values (`{"c", "v", "i", "o"}`), one per subpath, scaled from the unit box.
    static func subpaths(_ elements: [PathElement], width: Double, height: Double) -> [JSONValue] {
        struct Vertex { var x: Double, y: Double, inX = 0.0, inY = 0.0, outX = 0.0, outY = 0.0 }
        var paths: [JSONValue] = []
        var vertices: [Vertex] = []
        var closed = false
        func flush() {
            guard !vertices.isEmpty else { return }
            // A closing point that repeats the first vertex merges into it, keeping its in-tangent.
            if closed, vertices.count > 1, let first = vertices.first, let last = vertices.last,
               abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9 {
                vertices[0].inX = last.inX
                vertices[0].inY = last.inY
                vertices.removeLast()
            }
            func list(_ pick: (Vertex) -> (Double, Double)) -> JSONValue {
                .array(vertices.map { let p = pick($0); return .array([.number(p.0), .number(p.1)]) })
            }
            paths.append(.object([("c", .bool(closed)), ("v", list { ($0.x, $0.y) }), ("i", list { ($0.inX, $0.inY) }),
                                  ("o", list { ($0.outX, $0.outY) })]))
            vertices = []
            closed = false
        }
        for element in elements {
            switch element {
            case let .move(x, y):
                flush()
                vertices = [Vertex(x: x * width, y: y * height)]
            case let .line(x, y):
                vertices.append(Vertex(x: x * width, y: y * height))
            case let .cubic(x1, y1, x2, y2, x, y):
                if vertices.isEmpty { vertices = [Vertex(x: x1 * width, y: y1 * height)] }
                let last = vertices.count - 1
                vertices[last].outX = x1 * width - vertices[last].x
                vertices[last].outY = y1 * height - vertices[last].y
                vertices.append(Vertex(x: x * width, y: y * height, inX: x2 * width - x * width, inY: y2 * height - y * height))
            case .close:
                closed = true
                flush()
            }
        }
        flush()
        return paths
    }
}
