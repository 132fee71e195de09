import Cadence

// The drawings. Every shape is built here from circles, arcs, tangent lines, rounded polygons and
// round-capped strokes; proportions were chosen by eye against the look of the SF Symbols, not
// taken from any font or path data. Subpaths of non-zero shapes all run clockwise on screen, so
// where they overlap (the bell's knob and body) they add up instead of cancelling.
extension SymbolShape {
    typealias Point = SymbolPathBuilder.Point

    /// One entry of a symbol group: the path and its fill rule.
    package typealias Entry = (elements: [PathElement], fillRule: FillRule)

    /// Every symbol with a drawing: the groups, one file each (`SymbolShape+Arrows.swift`, …).
    package static let catalog: [String: Entry] = [basicSymbols, shapeSymbols, arrowSymbols, mediaSymbols, natureSymbols, peopleSymbols, objectSymbols]
        .reduce(into: [:]) { all, group in all.merge(group) { first, _ in first } }

    /// The first symbols: hearts, the filled star, checks, the plus disc, the bell, sparkles.
    package static let basicSymbols: [String: Entry] = [
        "circle.fill": (circle(), .nonZero),
        "heart.fill": (heart(inset: 0), .nonZero),
        "heart": (heart(inset: 0) + heart(inset: 0.085), .evenOdd),
        "star.fill": (star(), .nonZero),
        "checkmark": (check([(0.10, 0.53), (0.37, 0.80), (0.90, 0.20)], halfWidth: 0.065), .nonZero),
        "checkmark.circle.fill": (circle() + check([(0.29, 0.52), (0.44, 0.67), (0.71, 0.35)], halfWidth: 0.048), .evenOdd),
        "plus.circle.fill": (circle() + plus(arm: 0.2, halfWidth: 0.047), .evenOdd),
        "bell.fill": (bell(), .nonZero),
        "sparkles": (sparkle(center: (0.40, 0.58), radius: 0.38) + sparkle(center: (0.79, 0.22), radius: 0.17)
                        + sparkle(center: (0.16, 0.17), radius: 0.11), .nonZero),
    ]

    static func circle() -> [PathElement] {
        var path = SymbolPathBuilder()
        path.circle(center: (0.5, 0.5), radius: 0.47)
        return path.elements
    }

    /// Two overlapping lobe circles joined by tangent lines to a small round tip.
    ///
    /// `inset` > 0 gives the same heart shrunk inwards by that distance everywhere (the inner edge
    /// of the outline `heart`): offsetting a circle inwards shrinks its radius about the same
    /// centre, and the tangent lines move in with them; only the notch between the lobes, a
    /// concave corner, becomes an arc of radius `inset` around the outer notch point.
    static func heart(inset: Double) -> [PathElement] {
        let (lobeRadius, lobeOffset, lobeY) = (0.26, 0.21, 0.345)
        let (tipRadius, tipY) = (0.07, 0.85)
        let left: Point = (0.5 - lobeOffset, lobeY), right: Point = (0.5 + lobeOffset, lobeY)
        let tip: Point = (0.5, tipY)
        // Outward normal of the left tangent line: the outer common tangent of the lobe circle and
        // the tip circle touches each where this unit vector points from its centre.
        let toTip = SymbolPathBuilder.unit(tip.x - left.x, tip.y - left.y)
        let distance = ((tip.x - left.x) * (tip.x - left.x) + (tip.y - left.y) * (tip.y - left.y)).squareRoot()
        let beta = acosClamped((lobeRadius - tipRadius) / distance)
        let normalAngle = CMath.atan2(toTip.y, toTip.x) + beta       // the solution on the outer (left) side
        let mirroredAngle = Double.pi - normalAngle
        let notch: Point = (0.5, lobeY - (lobeRadius * lobeRadius - lobeOffset * lobeOffset).squareRoot())
        let notchFromLeft = CMath.atan2(notch.y - left.y, notch.x - left.x)
        let notchFromRight = CMath.atan2(notch.y - right.y, notch.x - right.x)
        let r = lobeRadius - inset

        var path = SymbolPathBuilder()
        // Left lobe, anticlockwise on screen from the notch over the top to the tangent point.
        path.arc(center: left, radius: r, start: notchFromLeft, sweep: normalAngle - 2 * Double.pi - notchFromLeft)
        if tipRadius - inset > 0 {
            path.arc(center: tip, radius: tipRadius - inset, start: normalAngle, sweep: mirroredAngle - normalAngle)
        } else {
            // The inset tangent lines meet on the axis above the tip circle: a sharp tip.
            let n = (x: CMath.cos(normalAngle), y: CMath.sin(normalAngle))
            path.line((0.5, left.y + (r - n.x * (0.5 - left.x)) / n.y))
        }
        path.arc(center: right, radius: r, start: mirroredAngle, sweep: notchFromRight - mirroredAngle)
        if inset > 0 {
            // Below the notch, from the right lobe's junction round to the left one's.
            path.arc(center: notch, radius: inset, start: notchFromRight + Double.pi,
                     sweep: notchFromLeft - notchFromRight)
        }
        path.close()
        return path.elements
    }

    /// A regular five-pointed star, point up, with slightly rounded points and inner corners.
    private static func star() -> [PathElement] {
        // Rounding a 36° point pulls it in by r·(1/sin 18° − 1), so the sharp star is made larger by
        // that much to keep the visible points at `visibleRadius` from the centre.
        let (tipRadius, innerRadius, visibleRadius) = (0.03, 0.02, 0.49)
        let outer = visibleRadius + tipRadius * (1 / CMath.sin(Double.pi / 10) - 1)
        let inner = outer * 0.41
        // Centred vertically on the visible extent: from the top point down to the two lower points.
        let center: Point = (0.5, (1 - visibleRadius * (1 + CMath.cos(Double.pi / 5))) / 2 + visibleRadius)
        let corners: [Point] = (0..<10).map { i in
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            return SymbolPathBuilder.point(on: center, i.isMultiple(of: 2) ? outer : inner, angle)
        }
        var path = SymbolPathBuilder()
        path.roundedPolygon(corners, radii: (0..<10).map { $0.isMultiple(of: 2) ? tipRadius : innerRadius })
        return path.elements
    }

    /// A thick round-capped, round-jointed check through `points`.
    static func check(_ points: [Point], halfWidth: Double) -> [PathElement] {
        var path = SymbolPathBuilder()
        path.strokeOutline(points, halfWidth: halfWidth)
        return path.elements
    }

    /// A plus whose four arms reach `arm` from the centre, plus round caps of radius `halfWidth`,
    /// as one outline (so it cuts one clean hole under even-odd, not four overlapping ones).
    private static func plus(arm: Double, halfWidth w: Double) -> [PathElement] {
        var path = SymbolPathBuilder()
        // Each quarter: the cap at the end of one arm, then the inner corner towards the next arm.
        for quarter in 0..<4 {
            let angle = -Double.pi / 2 + Double(quarter) * Double.pi / 2    // up, right, down, left
            let (dx, dy) = (CMath.cos(angle).rounded(), CMath.sin(angle).rounded())
            path.arc(center: (0.5 + dx * arm, 0.5 + dy * arm), radius: w, start: angle - Double.pi / 2, sweep: Double.pi)
            // Inner corner between this arm and the next (a quarter turn clockwise on screen).
            path.line((0.5 + (dx - dy) * w, 0.5 + (dy + dx) * w))
        }
        path.close()
        return path.elements
    }

    /// A bell: a domed body flaring to a rounded rim, a knob on top and a half-disc clapper below.
    static func bell() -> [PathElement] {
        var path = SymbolPathBuilder()
        path.circle(center: (0.5, 0.12), radius: 0.065)
        // The right half of the body as cubics from the top centre down to the bottom centre; the
        // left half is its mirror image, traversed backwards.
        let start: Point = (0.5, 0.15)
        let right: [(Point, Point, Point)] = [
            ((0.655, 0.15), (0.76, 0.26), (0.76, 0.40)),    // the dome, close to a quarter circle
            ((0.76, 0.52), (0.77, 0.58), (0.80, 0.625)),     // the side, nearly straight
            ((0.83, 0.67), (0.90, 0.685), (0.90, 0.735)),    // the flare out to the rim
            ((0.90, 0.775), (0.885, 0.785), (0.85, 0.785)),  // the rounded rim corner
        ]
        let bottom: Point = (0.5, 0.785)
        let mirror = { (p: Point) -> Point in (1 - p.x, p.y) }
        path.move(start)
        for (c1, c2, end) in right { path.cubic(c1, c2, end) }
        path.line(bottom)
        path.line(mirror(right[right.count - 1].2))
        var previousEnds = [start] + right.map(\.2)
        previousEnds.removeLast()
        for (index, segment) in right.enumerated().reversed() {
            path.cubic(mirror(segment.1), mirror(segment.0), mirror(previousEnds[index]))
        }
        path.close()
        // The clapper: the lower half of a disc, clockwise from its right end.
        path.arc(center: (0.5, 0.835), radius: 0.1, start: 0, sweep: Double.pi)
        path.close()
        return path.elements
    }

    /// A four-pointed star whose sides curve in towards the centre, points up, right, down, left.
    static func sparkle(center c: Point, radius r: Double) -> [PathElement] {
        var path = SymbolPathBuilder()
        // Each side leaves a point almost along its axis and bends close to the centre, which keeps
        // the arms slender near the tips and full near the middle.
        let pinch = 0.06, reach = 0.34
        path.move((c.x, c.y - r))
        for quarter in 0..<4 {
            let angle = -Double.pi / 2 + Double(quarter) * Double.pi / 2
            let (ax, ay) = (CMath.cos(angle).rounded(), CMath.sin(angle).rounded())    // this point's axis
            let (bx, by) = (-ay, ax)                                                    // the next point's axis
            path.cubic((c.x + (ax * reach + bx * pinch) * r, c.y + (ay * reach + by * pinch) * r),
                       (c.x + (bx * reach + ax * pinch) * r, c.y + (by * reach + ay * pinch) * r),
                       (c.x + bx * r, c.y + by * r))
        }
        path.close()
        return path.elements
    }

    private static func acosClamped(_ x: Double) -> Double {
        let c = max(-1, min(1, x))
        return CMath.atan2((1 - c * c).squareRoot(), c)
    }
}
