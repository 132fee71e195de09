import Cadence

// Weather and nature: sun, moon, stars, cloud, bolt, flame, drop, snowflake, leaf.
extension SymbolShape {
    package static let natureSymbols: [String: Entry] = [
        "sun.max.fill": (sun, .nonZero),
        "sun.min.fill": (disc((0.5, 0.5), 0.2) + rays(inner: 0.3, outer: 0.36, width: 0.08), .nonZero),
        "moon.fill": (crescent, .nonZero),
        "moon.stars.fill": (scaled(crescent, by: 0.86, about: (0.5, 0.5), offset: (-0.06, 0.07))
                               + sparkle(center: (0.78, 0.2), radius: 0.15) + sparkle(center: (0.9, 0.48), radius: 0.08), .nonZero),
        "cloud.fill": (cloud, .nonZero),
        "cloud.rain.fill": (scaled(cloud, by: 0.8, offset: (0, -0.14)) + (0..<3).flatMap { i in
                               stroke([(0.3 + Double(i) * 0.2, 0.72), (0.24 + Double(i) * 0.2, 0.9)], width: 0.07) }, .nonZero),
        "bolt.fill": (polygon([(0.6, 0.03), (0.16, 0.57), (0.46, 0.57), (0.38, 0.97), (0.84, 0.41), (0.54, 0.41)], radius: 0.02), .nonZero),
        "flame.fill": (curve(from: (0.5, 0.96), [
            ((0.27, 0.96), (0.14, 0.8), (0.17, 0.6)),
            ((0.2, 0.42), (0.36, 0.32), (0.42, 0.2)),
            ((0.45, 0.13), (0.46, 0.08), (0.47, 0.03)),
            ((0.66, 0.14), (0.86, 0.36), (0.84, 0.62)),
            ((0.82, 0.84), (0.7, 0.96), (0.5, 0.96)),
        ]), .nonZero),
        "drop.fill": (curve(from: (0.5, 0.04), [
            ((0.62, 0.22), (0.8, 0.4), (0.8, 0.62)),
            ((0.8, 0.8), (0.66, 0.95), (0.5, 0.95)),
            ((0.34, 0.95), (0.2, 0.8), (0.2, 0.62)),
            ((0.2, 0.4), (0.38, 0.22), (0.5, 0.04)),
        ]), .nonZero),
        "snowflake": (snowflake, .nonZero),
        "leaf.fill": (curve(from: (0.12, 0.88), [((0.06, 0.4), (0.4, 0.08), (0.9, 0.1)), ((0.92, 0.6), (0.6, 0.94), (0.12, 0.88))]), .nonZero),
    ]

    private static let sun = disc((0.5, 0.5), 0.21) + rays(inner: 0.32, outer: 0.45, width: 0.08)

    /// Eight rays round the centre, from `inner` to `outer`.
    private static func rays(inner: Double, outer: Double, width: Double) -> [PathElement] {
        (0..<8).flatMap { index in
            let angle = Double(index) * Double.pi / 4
            return stroke([SymbolPathBuilder.point(on: (0.5, 0.5), inner, angle), SymbolPathBuilder.point(on: (0.5, 0.5), outer, angle)], width: width)
        }
    }

    /// The lit part of a disc: the disc's outer edge round the left, back along the edge of a
    /// second disc offset up and right that covers the rest.
    private static let crescent: [PathElement] = {
        let (a, ra): (Point, Double) = ((0.47, 0.53), 0.43)
        let (b, rb): (Point, Double) = ((0.69, 0.35), 0.36)
        // The two points where the circles cross.
        let dx = b.x - a.x, dy = b.y - a.y
        let d = (dx * dx + dy * dy).squareRoot()
        let along = (ra * ra - rb * rb + d * d) / (2 * d)
        let height = (ra * ra - along * along).squareRoot()
        let mid: Point = (a.x + dx * along / d, a.y + dy * along / d)
        let p1: Point = (mid.x + dy * height / d, mid.y - dx * height / d)
        let p2: Point = (mid.x - dy * height / d, mid.y + dx * height / d)
        let angle = { (c: Point, p: Point) in CMath.atan2(p.y - c.y, p.x - c.x) }
        var path = SymbolPathBuilder()
        // Round the big circle the long way, clockwise, from p2 to p1 …
        var start = angle(a, p2), end = angle(a, p1)
        while end <= start { end += 2 * Double.pi }
        path.arc(center: a, radius: ra, start: start, sweep: end - start)
        // … and back round the small circle anticlockwise, the short way inside the big one.
        start = angle(b, p1)
        end = angle(b, p2)
        while end >= start { end -= 2 * Double.pi }
        path.arc(center: b, radius: rb, start: start, sweep: end - start)
        path.close()
        return path.elements
    }()

    private static let cloud = disc((0.3, 0.6), 0.2) + disc((0.53, 0.45), 0.26) + disc((0.74, 0.6), 0.2) + box(0.3, 0.5, 0.44, 0.3)

    private static let snowflake: [PathElement] = (0..<3).flatMap { index -> [PathElement] in
        let angle = Double(index) * Double.pi / 3 + Double.pi / 2
        return stroke([SymbolPathBuilder.point(on: (0.5, 0.5), 0.45, angle), SymbolPathBuilder.point(on: (0.5, 0.5), 0.45, angle + Double.pi)], width: 0.07)
    } + (0..<6).flatMap { index -> [PathElement] in
        let angle = Double(index) * Double.pi / 3 + Double.pi / 2
        let joint = SymbolPathBuilder.point(on: (0.5, 0.5), 0.3, angle)
        return stroke([SymbolPathBuilder.point(on: joint, 0.12, angle + 0.75 * Double.pi), joint, SymbolPathBuilder.point(on: joint, 0.12, angle - 0.75 * Double.pi)], width: 0.06)
    }
}
