import Cadence

/// Builds symbol paths from geometric primitives — circular arcs, circles, rounded polygons and
/// thick round-capped polylines — as move/line/cubic/close elements.
///
/// Angles are in radians from +x towards +y (clockwise on screen, y down). Arcs become one cubic
/// per quarter turn or less, with handles 4/3·tan(θ/4) of the radius, which keeps the radial error
/// below 0.03 % of the radius.
struct SymbolPathBuilder {
    typealias Point = (x: Double, y: Double)

    private(set) var elements: [PathElement] = []
    private var current: Point?

    mutating func move(_ p: Point) {
        elements.append(.move(x: p.x, y: p.y))
        current = p
    }

    mutating func line(_ p: Point) {
        elements.append(.line(x: p.x, y: p.y))
        current = p
    }

    /// A line to `p` from the current point (skipped when already there), or a new subpath at `p`.
    mutating func continuePath(to p: Point) {
        guard let c = current else { return move(p) }
        if abs(c.x - p.x) > 1e-12 || abs(c.y - p.y) > 1e-12 { line(p) }
    }

    mutating func cubic(_ c1: Point, _ c2: Point, _ end: Point) {
        elements.append(.cubic(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y))
        current = end
    }

    mutating func close() {
        elements.append(.close)
        current = nil
    }

    /// An arc of `radius` around `center` from angle `start` through `sweep` radians (positive:
    /// clockwise on screen). Starts a subpath at the arc's start, or draws a line there from the
    /// current point unless already on it.
    mutating func arc(center: Point, radius: Double, start: Double, sweep: Double) {
        continuePath(to: Self.point(on: center, radius, start))
        guard radius > 0, sweep != 0 else { return }
        let pieces = Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up))
        let step = sweep / Double(max(1, pieces))
        let handle = 4.0 / 3.0 * CMath.sin(step / 4) / CMath.cos(step / 4) * radius
        var angle = start
        for _ in 0..<max(1, pieces) {
            let next = angle + step
            let (a, b) = (Self.point(on: center, radius, angle), Self.point(on: center, radius, next))
            cubic((a.x - handle * CMath.sin(angle), a.y + handle * CMath.cos(angle)),
                  (b.x + handle * CMath.sin(next), b.y - handle * CMath.cos(next)), b)
            angle = next
        }
    }

    /// A closed circle, clockwise on screen, starting at its rightmost point.
    mutating func circle(center: Point, radius: Double) {
        current = nil
        arc(center: center, radius: radius, start: 0, sweep: 2 * Double.pi)
        close()
    }

    /// A closed polygon through `corners` with each corner rounded by the matching radius (0 keeps
    /// it sharp). A rounded corner is one cubic from the tangent point on the incoming edge to the
    /// one on the outgoing edge with circular-arc handles, so it works for convex and concave
    /// corners alike. Radii must leave the edges long enough for both corners.
    mutating func roundedPolygon(_ corners: [Point], radii: [Double]) {
        precondition(corners.count >= 3 && radii.count == corners.count, "a polygon needs 3 corners and one radius each")
        current = nil
        for (i, corner) in corners.enumerated() {
            let previous = corners[(i + corners.count - 1) % corners.count]
            let next = corners[(i + 1) % corners.count]
            let toPrevious = Self.unit(previous.x - corner.x, previous.y - corner.y)
            let toNext = Self.unit(next.x - corner.x, next.y - corner.y)
            let cosine = max(-1, min(1, toPrevious.x * toNext.x + toPrevious.y * toNext.y))
            let interior = CMath.atan2((1 - cosine * cosine).squareRoot(), cosine)
            guard radii[i] > 0, interior > 1e-6, interior < Double.pi - 1e-6 else {
                continuePath(to: corner)
                continue
            }
            // The arc turns by π − interior; its tangent points lie r / tan(interior / 2) from the corner.
            let setback = radii[i] / (CMath.sin(interior / 2) / CMath.cos(interior / 2))
            let turn = Double.pi - interior
            let handle = 4.0 / 3.0 * CMath.sin(turn / 4) / CMath.cos(turn / 4) * radii[i]
            let a = (corner.x + toPrevious.x * setback, corner.y + toPrevious.y * setback)
            let b = (corner.x + toNext.x * setback, corner.y + toNext.y * setback)
            continuePath(to: a)
            cubic((a.0 - toPrevious.x * handle, a.1 - toPrevious.y * handle),
                  (b.0 - toNext.x * handle, b.1 - toNext.y * handle), b)
        }
        close()
    }

    /// The closed outline of a polyline stroked `halfWidth` to each side, with round caps, round
    /// joins on the outside of each bend and sharp (mitred) joins on the inside, as one subpath
    /// that can be filled or cut out of another shape.
    mutating func strokeOutline(_ points: [Point], halfWidth w: Double) {
        precondition(points.count >= 2, "a polyline needs two points")
        let directions = zip(points, points.dropFirst()).map { Self.unit($1.x - $0.x, $1.y - $0.y) }
        // The normal is the direction turned a quarter turn anticlockwise on screen.
        let normals = directions.map { (x: $0.y, y: -$0.x) }
        current = nil
        // Out along the +normal side, round the end cap, back along the −normal side, round the start cap.
        for side in [1.0, -1.0] {
            let order = side > 0 ? Array(points.indices) : points.indices.reversed()
            for (step, i) in order.enumerated() {
                if step == 0 {
                    let n = side > 0 ? normals[0] : normals[normals.count - 1]
                    let p = (points[i].x + side * w * n.x, points[i].y + side * w * n.y)
                    continuePath(to: p)
                } else if step == order.count - 1 {
                    let segment = side > 0 ? normals.count - 1 : 0
                    let n = normals[segment]
                    line((points[i].x + side * w * n.x, points[i].y + side * w * n.y))
                    // Half a turn around the end point, through the point that continues the line.
                    let outward = side > 0 ? n : (x: -n.x, y: -n.y)
                    let start = CMath.atan2(outward.y, outward.x)
                    arc(center: points[i], radius: w, start: start, sweep: Double.pi)
                } else {
                    // An interior vertex between the segment we arrive on and the one we leave by.
                    let (inSegment, outSegment) = side > 0 ? (i - 1, i) : (i, i - 1)
                    let n1 = (x: side * normals[inSegment].x, y: side * normals[inSegment].y)
                    let n2 = (x: side * normals[outSegment].x, y: side * normals[outSegment].y)
                    let outgoing = side > 0 ? directions[outSegment] : (x: -directions[outSegment].x, y: -directions[outSegment].y)
                    if n1.x * outgoing.x + n1.y * outgoing.y > 0 {
                        // Inside of the bend: both offset lines meet at the mitre point.
                        let scale = w / (1 + n1.x * n2.x + n1.y * n2.y)
                        line((points[i].x + (n1.x + n2.x) * scale, points[i].y + (n1.y + n2.y) * scale))
                    } else {
                        let start = CMath.atan2(n1.y, n1.x)
                        var sweep = CMath.atan2(n2.y, n2.x) - start
                        while sweep > Double.pi { sweep -= 2 * Double.pi }
                        while sweep < -Double.pi { sweep += 2 * Double.pi }
                        arc(center: points[i], radius: w, start: start, sweep: sweep)
                    }
                }
            }
        }
        close()
    }

    static func point(on center: Point, _ radius: Double, _ angle: Double) -> Point {
        (center.x + radius * CMath.cos(angle), center.y + radius * CMath.sin(angle))
    }

    static func unit(_ x: Double, _ y: Double) -> Point {
        let length = (x * x + y * y).squareRoot()
        return length > 0 ? (x / length, y / length) : (0, 0)
    }
}
