import Cadence

// Arrows and chevrons in the four directions, the circled up arrow, the up-down chevrons of menus
// and the clockwise and anticlockwise arrows of reload buttons.
extension SymbolShape {
    package static let arrowSymbols: [String: Entry] = [
        "arrow.up": (arrow(), .nonZero),
        "arrow.right": (arrow(turns: 1), .nonZero),
        "arrow.down": (arrow(turns: 2), .nonZero),
        "arrow.left": (arrow(turns: 3), .nonZero),
        "arrow.up.circle.fill": (circle() + scaled(arrow(headWidth: 0.66, headLength: 0.34, shaft: 0.16), by: 0.56), .evenOdd),
        "arrow.down.circle.fill": (circle() + scaled(arrow(headWidth: 0.66, headLength: 0.34, shaft: 0.16, turns: 2), by: 0.56), .evenOdd),
        "arrow.up.right": (polygonRotated(arrow(shaft: 0.13), by: Double.pi / 4), .nonZero),
        "chevron.right": (chevron(turns: 0), .nonZero),
        "chevron.down": (chevron(turns: 1), .nonZero),
        "chevron.left": (chevron(turns: 2), .nonZero),
        "chevron.up": (chevron(turns: 3), .nonZero),
        "chevron.up.chevron.down": (stroke([(0.3, 0.38), (0.5, 0.17), (0.7, 0.38)], width: 0.1) + stroke([(0.3, 0.62), (0.5, 0.83), (0.7, 0.62)], width: 0.1), .nonZero),
        "arrow.clockwise": (turningArrow(), .nonZero),
        "arrow.counterclockwise": (mirrored(turningArrow()), .nonZero),
        "arrow.triangle.2.circlepath": (halfTurnArrow(start: -Double.pi * 0.95) + halfTurnArrow(start: Double.pi * 0.05), .nonZero),
    ]

    /// A chevron pointing right, turned `turns` quarter turns clockwise.
    private static func chevron(turns: Int) -> [PathElement] {
        stroke(rotated([(0.34, 0.1), (0.68, 0.5), (0.34, 0.9)], turns: turns), width: 0.12)
    }

    /// Almost a full circle turning clockwise, with an arrowhead at its end near the top.
    private static func turningArrow() -> [PathElement] {
        let center: Point = (0.5, 0.54), radius = 0.34
        let start = -Double.pi / 2 + 0.45, sweep = 2 * Double.pi - 0.95
        return stroke(arcPoints(center, radius, start: start, sweep: sweep), width: 0.09) + arrowhead(on: center, radius, at: start + sweep)
    }

    /// Half a circle turning clockwise from `start`, with an arrowhead at its end.
    private static func halfTurnArrow(start: Double) -> [PathElement] {
        let center: Point = (0.5, 0.5), radius = 0.36, sweep = Double.pi * 0.8
        return stroke(arcPoints(center, radius, start: start, sweep: sweep), width: 0.08) + arrowhead(on: center, radius, at: start + sweep)
    }

    /// A filled triangle at `angle` on the circle, pointing along the clockwise tangent.
    private static func arrowhead(on center: Point, _ radius: Double, at angle: Double) -> [PathElement] {
        let end = SymbolPathBuilder.point(on: center, radius, angle)
        let tangent: Point = (-CMath.sin(angle), CMath.cos(angle))
        let normal: Point = (CMath.cos(angle), CMath.sin(angle))
        let tip: Point = (end.x + tangent.x * 0.17, end.y + tangent.y * 0.17)
        let outer: Point = (end.x + normal.x * 0.13, end.y + normal.y * 0.13)
        let inner: Point = (end.x - normal.x * 0.13, end.y - normal.y * 0.13)
        // Clockwise on screen (a positive cross product with y down), so it adds to the stroke.
        let cross = (inner.x - tip.x) * (outer.y - tip.y) - (inner.y - tip.y) * (outer.x - tip.x)
        return polygon(cross > 0 ? [tip, inner, outer] : [tip, outer, inner], radius: 0.015)
    }

    /// `elements` turned by `angle` about the box's centre.
    private static func polygonRotated(_ elements: [PathElement], by angle: Double) -> [PathElement] {
        let (c, s) = (CMath.cos(angle), CMath.sin(angle))
        return transformed(elements) { p in (0.5 + (p.x - 0.5) * c - (p.y - 0.5) * s, 0.5 + (p.x - 0.5) * s + (p.y - 0.5) * c) }
    }
}
