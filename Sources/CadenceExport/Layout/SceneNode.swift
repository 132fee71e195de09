import Cadence
import CadenceUI

/// One box of a laid-out scene: what an HTML `div` or a Lottie layer becomes. Nodes nest as SwiftUI's
/// modifiers do: each effect is a box around the one it modifies, so a parent's transform applies
/// after its children's, whatever order the modifiers come in and whatever their anchors.
struct SceneNode: Sendable {
    /// What the box does to what is inside it. Each animated effect moves by one channel at most, so
    /// every node animates one number with its own keyframes and easing.
    enum Effect: Sendable {
        case none
        case translate(x: ExportValue, y: ExportValue)
        case scale(x: ExportValue, y: ExportValue, anchor: UnitPoint)
        case rotate(degrees: ExportValue, anchor: UnitPoint)
        case opacity(ExportValue)
        case blur(radius: ExportValue)

        /// The channel the effect follows, if any.
        var channel: Int? {
            switch self {
            case .none: return nil
            case .translate(let x, let y), .scale(let x, let y, _): return x.channelIndex ?? y.channelIndex
            case .rotate(let value, _), .opacity(let value), .blur(let value): return value.channelIndex
            }
        }
    }

    /// What a leaf draws, filling its box.
    enum Drawing: Sendable {
        case symbol(SymbolShape)
        case shape(ExportShape)
        /// Text and its font size in points, bold or not, and the measured ascent (for a baseline).
        case text(String, size: Double, bold: Bool, ascent: Double)
        /// An outline in the node's own coordinates (points from its top-left corner), filled or
        /// stroked: a shape of a stage's display list, exactly as the renderer draws it.
        case path(ScenePath)
    }

    /// A number for identifiers, unique in the scene, in depth-first order.
    var id = 0
    /// The box, in the parent's coordinates (points, y down).
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var effect: Effect = .none
    var drawing: Drawing?
    var color = ExportColor.black
    /// Back to front.
    var children: [SceneNode] = []

    /// The anchor's position in the node's own box.
    func point(_ anchor: UnitPoint) -> (x: Double, y: Double) {
        (Double(anchor.x) * width, Double(anchor.y) * height)
    }

    /// Every node, depth first, parents before children.
    var flattened: [SceneNode] {
        [self] + children.flatMap(\.flattened)
    }
}

/// A display-list shape as an export draws it: its outline in the node's coordinates (points, y
/// down), the fill rule, and the stroke when it is stroked rather than filled.
struct ScenePath: Sendable {
    /// A stroked outline's width, ends and corners.
    struct Stroke: Sendable {
        var width: Double
        var cap: CGLineCap
        var join: CGLineJoin
        var miterLimit: Double

        /// SVG's `stroke-linecap`.
        var capName: String {
            switch cap {
            case .butt: "butt"
            case .round: "round"
            case .square: "square"
            }
        }

        /// SVG's `stroke-linejoin`.
        var joinName: String {
            switch join {
            case .miter: "miter"
            case .round: "round"
            case .bevel: "bevel"
            }
        }

        /// Lottie's `lc` (1 butt, 2 round, 3 square).
        var lottieCap: Double { cap == .butt ? 1 : cap == .round ? 2 : 3 }
        /// Lottie's `lj` (1 miter, 2 round, 3 bevel).
        var lottieJoin: Double { join == .miter ? 1 : join == .round ? 2 : 3 }
    }

    /// Move, line, cubic and close, in points (quadratic curves raised to cubics, which is exact).
    var elements: [PathElement]
    /// Nested subpaths cut holes (`FillStyle(eoFill: true)`).
    var evenOdd: Bool
    /// Nil: filled.
    var stroke: Stroke?
}
