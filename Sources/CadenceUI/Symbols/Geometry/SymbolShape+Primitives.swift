import Cadence

// The pieces the symbol groups are drawn from, in the unit box (y down, angles clockwise on screen
// from +x). Every closed piece runs clockwise on screen unless it says otherwise, so pieces that
// overlap add up under the non-zero rule; holes are made with `ring`'s reversed inner circle or by
// the even-odd rule on pieces that nest without overlapping.
extension SymbolShape {
    /// A filled disc.
    static func disc(_ center: Point, _ radius: Double) -> [PathElement] {
        var path = SymbolPathBuilder()
        path.circle(center: center, radius: radius)
        return path.elements
    }

    /// A ring `width` thick whose outer edge has `radius` (the inner circle runs anticlockwise;
    /// symbols with rings use the even-odd rule, so their subpaths need not wind one way).
    static func ring(_ center: Point, _ radius: Double, width: Double) -> [PathElement] {
        var path = SymbolPathBuilder()
        path.circle(center: center, radius: radius)
        path.arc(center: center, radius: radius - width, start: 0, sweep: -2 * Double.pi)
        path.close()
        return path.elements
    }

    /// A rectangle with corners rounded by `radius` (clamped to half the shorter side).
    static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double = 0) -> [PathElement] {
        let r = min(radius, min(width, height) / 2 * 0.999)
        return polygon([(x, y), (x + width, y), (x + width, y + height), (x, y + height)], radius: r)
    }

    /// A polygon through `corners` (in order, clockwise on screen for the non-zero rule), every
    /// corner rounded by `radius`.
    static func polygon(_ corners: [Point], radius: Double = 0) -> [PathElement] {
        var path = SymbolPathBuilder()
        path.roundedPolygon(corners, radii: Array(repeating: radius, count: corners.count))
        return path.elements
    }

    /// A round-capped, round-jointed line `width` thick through `points`.
    static func stroke(_ points: [Point], width: Double) -> [PathElement] {
        var path = SymbolPathBuilder()
        path.strokeOutline(points, halfWidth: width / 2)
        return path.elements
    }

    /// Points along an arc of `radius` around `center`, from `start` through `sweep` radians (for
    /// a stroke that bends, one point per 1/24 turn or less).
    static func arcPoints(_ center: Point, _ radius: Double, start: Double, sweep: Double) -> [Point] {
        let steps = max(2, Int((abs(sweep) / (Double.pi / 12)).rounded(.up)))
        return (0...steps).map { SymbolPathBuilder.point(on: center, radius, start + sweep * Double($0) / Double(steps)) }
    }

    /// A plus whose arms reach `arm` from `center` and are `width` thick with rounded ends, turned by
    /// `angle` (π/4 makes an ×), as one outline so it can be cut out of a disc.
    static func cross(_ center: Point, arm: Double, width: Double, angle: Double = 0) -> [PathElement] {
        let w = width / 2
        // One arm pointing right, then the same turned a quarter at a time: end corners, then the
        // inner corner before the next arm (clockwise on screen).
        var corners: [Point] = []
        var radii: [Double] = []
        for quarter in 0..<4 {
            let turn = angle + Double(quarter) * Double.pi / 2
            for (x, y, radius) in [(arm, -w, w * 0.95), (arm, w, w * 0.95), (w, w, 0.0)] {
                corners.append((center.x + x * CMath.cos(turn) - y * CMath.sin(turn), center.y + x * CMath.sin(turn) + y * CMath.cos(turn)))
                radii.append(radius)
            }
        }
        var path = SymbolPathBuilder()
        path.roundedPolygon(corners, radii: radii)
        return path.elements
    }

    /// An arrow pointing up from `bottom` to `tip`, its head `headWidth` wide and `headLength`
    /// long, its shaft `shaft` thick, as one outline; `turns` quarter turns clockwise about the
    /// centre of the unit box point it elsewhere.
    static func arrow(tip: Double = 0.08, bottom: Double = 0.92, headWidth: Double = 0.62, headLength: Double = 0.36, shaft: Double = 0.14, turns: Int = 0) -> [PathElement] {
        let (h, s) = (headWidth / 2, shaft / 2)
        let base = tip + headLength
        let corners: [Point] = [(0.5, tip), (0.5 + h, base), (0.5 + s, base), (0.5 + s, bottom), (0.5 - s, bottom), (0.5 - s, base), (0.5 - h, base)]
        let radii = [0.03, 0.03, 0, 0.02, 0.02, 0, 0.03]
        var path = SymbolPathBuilder()
        path.roundedPolygon(rotated(corners, turns: turns), radii: radii)
        return path.elements
    }

    /// `points` turned by `turns` quarter turns clockwise on screen about the box's centre.
    static func rotated(_ points: [Point], turns: Int) -> [Point] {
        points.map { p in
            var (x, y) = (p.x - 0.5, p.y - 0.5)
            for _ in 0..<((turns % 4 + 4) % 4) { (x, y) = (-y, x) }
            return (x + 0.5, y + 0.5)
        }
    }

    /// `elements` mirrored left to right (which reverses every subpath's direction).
    static func mirrored(_ elements: [PathElement]) -> [PathElement] {
        transformed(elements) { (1 - $0.x, $0.y) }
    }

    /// `elements` mirrored top to bottom.
    static func flipped(_ elements: [PathElement]) -> [PathElement] {
        transformed(elements) { ($0.x, 1 - $0.y) }
    }

    /// `elements` scaled by `factor` about `center` and then moved by `offset`.
    static func scaled(_ elements: [PathElement], by factor: Double, about center: Point = (0.5, 0.5), offset: Point = (0, 0)) -> [PathElement] {
        transformed(elements) { (center.x + ($0.x - center.x) * factor + offset.x, center.y + ($0.y - center.y) * factor + offset.y) }
    }

    static func transformed(_ elements: [PathElement], _ map: (Point) -> Point) -> [PathElement] {
        elements.map { element in
            switch element {
            case let .move(x, y): let p = map((x, y)); return .move(x: p.x, y: p.y)
            case let .line(x, y): let p = map((x, y)); return .line(x: p.x, y: p.y)
            case let .cubic(x1, y1, x2, y2, x, y):
                let (a, b, c) = (map((x1, y1)), map((x2, y2)), map((x, y)))
                return .cubic(x1: a.x, y1: a.y, x2: b.x, y2: b.y, x: c.x, y: c.y)
            case .close: return .close
            }
        }
    }

    /// A closed path of cubic segments from `start` (each segment: two handles and an end).
    static func curve(from start: Point, _ segments: [(Point, Point, Point)]) -> [PathElement] {
        var path = SymbolPathBuilder()
        path.move(start)
        for (c1, c2, end) in segments { path.cubic(c1, c2, end) }
        path.close()
        return path.elements
    }

    /// A regular five-pointed star, point up, with points `radius` from `center` and rounded corners.
    static func starOutline(center: Point, radius: Double, rounding: Double) -> [PathElement] {
        let inner = radius * 0.41
        let corners: [Point] = (0..<10).map { i in
            SymbolPathBuilder.point(on: center, i.isMultiple(of: 2) ? radius : inner, -Double.pi / 2 + Double(i) * Double.pi / 5)
        }
        return polygon(corners, radius: rounding)
    }

    /// A toothed wheel: `teeth` flat-topped teeth between `inner` and `outer` radii, round a hole
    /// (drawn with the even-odd rule).
    static func gear(teeth: Int, outer: Double, inner: Double, hole: Double) -> [PathElement] {
        let center: Point = (0.5, 0.5)
        let step = 2 * Double.pi / Double(teeth)
        var corners: [Point] = []
        for tooth in 0..<teeth {
            let a = Double(tooth) * step - Double.pi / 2
            corners.append(SymbolPathBuilder.point(on: center, inner, a - step * 0.32))
            corners.append(SymbolPathBuilder.point(on: center, outer, a - step * 0.2))
            corners.append(SymbolPathBuilder.point(on: center, outer, a + step * 0.2))
            corners.append(SymbolPathBuilder.point(on: center, inner, a + step * 0.32))
        }
        var path = SymbolPathBuilder()
        path.roundedPolygon(corners, radii: Array(repeating: 0.012, count: corners.count))
        path.arc(center: center, radius: hole, start: 0, sweep: -2 * Double.pi)
        path.close()
        return path.elements
    }
}
