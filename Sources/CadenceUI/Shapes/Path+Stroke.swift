// SwiftUI's `Path.strokedPath(_:)`: the outline of a stroke as a path to fill, and the `transform:`
// forms of the rectangle, ellipse and arc builders.

extension Path {
    /// The area `style` would paint when stroking this path, as a path to fill with the non-zero
    /// winding rule: SwiftUI's `strokedPath(_:)`.
    ///
    /// ```swift
    /// let ring = Circle().path(in: rect).strokedPath(StrokeStyle(lineWidth: 4, dash: [6, 3]))
    /// context.fill(ring, with: .color(.blue))      // draws the dashed ring
    /// ring.contains(point)                          // hit-tests the ring's band, not the disc
    /// ```
    ///
    /// The outline is built from pieces that overlap rather than as one traced contour: a band of
    /// `lineWidth` around each straight segment, a join at each corner (a disc for `.round`, the
    /// corner's wedge for `.bevel`, the wedge out to the miter tip for `.miter` while the miter is no
    /// longer than `miterLimit` line widths, bevelled beyond it) and a cap at each open end (a disc,
    /// or a half square past the end for `.square`; nothing for `.butt`). Every piece winds the same
    /// way, so filling them with the non-zero rule paints their union, what stroking paints.
    /// Curves are first flattened into short lines (64 per cubic, 32 per quadratic), so a stroked
    /// circle is a polygon whose sides stay within a hundredth of a point of the circle at
    /// everyday sizes. The dash pattern (negative or non-finite lengths ignored, as the renderers
    /// do) splits the line into open pieces first, starting `dashPhase` points into the pattern;
    /// a closed subpath that is dashed loses its closing join. A width that is not positive, or a
    /// path with no length, gives an empty path (a zero-length subpath with round or square caps
    /// gives its cap, a dot, as Core Graphics does).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0, halfWidth.isFinite else { return Path() }
        var outline = Path()
        let dashes = style.dash.filter { $0 >= 0 && $0.isFinite }
        for subpath in flattenedSubpaths() {
            let points = subpath.points.enumerated().filter { $0.offset == 0 || $0.element != subpath.points[$0.offset - 1] }.map(\.element)
            if dashes.reduce(0, +) > 0 {
                for piece in Self.dashed(points, pattern: dashes, phase: style.dashPhase.isFinite ? style.dashPhase : 0) {
                    outline.addStrokeOutline(of: piece, closed: false, halfWidth: halfWidth, style: style)
                }
            } else {
                outline.addStrokeOutline(of: points, closed: subpath.closed, halfWidth: halfWidth, style: style)
            }
        }
        return outline
    }

    /// The pieces of the polyline `points` that a dash `pattern` paints, from `phase` points into it.
    private static func dashed(_ points: [CGPoint], pattern: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
        let period = pattern.reduce(0, +)
        var index = 0
        var left = phase.truncatingRemainder(dividingBy: period)
        if left < 0 { left += period }
        // Find where in the pattern the line starts.
        while left >= pattern[index] {
            left -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - left
        var pieces: [[CGPoint]] = []
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        for (a, b) in zip(points, points.dropFirst()) {
            let length = hypot(b.x - a.x, b.y - a.y)
            var walked: CGFloat = 0
            while length - walked > remaining {
                walked += remaining
                let t = walked / length
                let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if index % 2 == 0 {
                    current.append(point)
                    pieces.append(current)
                    current = []
                } else {
                    current = [point]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - walked
            if index % 2 == 0 { current.append(b) }
        }
        if current.count > 1 { pieces.append(current) }
        return pieces
    }

    /// Adds the pieces outlining the stroke of the polyline `points` (no repeated neighbours).
    private mutating func addStrokeOutline(of points: [CGPoint], closed: Bool, halfWidth w: CGFloat, style: StrokeStyle) {
        guard let first = points.first else { return }
        guard points.count > 1 else {
            // A zero-length subpath: only its caps show, as a dot.
            switch style.lineCap {
            case .round: addPolygon(Self.disc(at: first, radius: w))
            case .square: addPolygon([CGPoint(x: first.x - w, y: first.y - w), CGPoint(x: first.x + w, y: first.y - w),
                                      CGPoint(x: first.x + w, y: first.y + w), CGPoint(x: first.x - w, y: first.y + w)])
            case .butt: break
            }
            return
        }
        // Left normals (scaled to the half width) of each segment.
        let segments = Array(zip(points, points.dropFirst()))
        let normals = segments.map { a, b -> CGVector in
            let length = hypot(b.x - a.x, b.y - a.y)
            return CGVector(dx: -(b.y - a.y) / length * w, dy: (b.x - a.x) / length * w)
        }
        for ((a, b), n) in zip(segments, normals) {
            addPolygon([CGPoint(x: a.x + n.dx, y: a.y + n.dy), CGPoint(x: b.x + n.dx, y: b.y + n.dy),
                        CGPoint(x: b.x - n.dx, y: b.y - n.dy), CGPoint(x: a.x - n.dx, y: a.y - n.dy)])
        }
        for index in 1..<segments.count {
            addJoin(at: segments[index].0, from: normals[index - 1], to: normals[index], halfWidth: w, style: style)
        }
        if closed, segments.count > 1, let last = normals.last, let firstNormal = normals.first {
            addJoin(at: first, from: last, to: firstNormal, halfWidth: w, style: style)
        } else if !closed {
            addCap(at: first, outward: CGVector(dx: -normals[0].dy, dy: normals[0].dx), halfWidth: w, style: style)
            let end = normals[normals.count - 1]
            addCap(at: points[points.count - 1], outward: CGVector(dx: end.dy, dy: -end.dx), halfWidth: w, style: style)
        }
    }

    /// The join at `vertex` between a segment with left normal `n1` and the next with `n2`.
    private mutating func addJoin(at vertex: CGPoint, from n1: CGVector, to n2: CGVector, halfWidth w: CGFloat, style: StrokeStyle) {
        if style.lineJoin == .round {
            addPolygon(Self.disc(at: vertex, radius: w))
            return
        }
        // The outer side is the one the path turns away from.
        let turn = n1.dx * n2.dy - n1.dy * n2.dx
        guard turn != 0 else { return }
        let side: CGFloat = turn > 0 ? -1 : 1
        let p1 = CGPoint(x: vertex.x + side * n1.dx, y: vertex.y + side * n1.dy)
        let p2 = CGPoint(x: vertex.x + side * n2.dx, y: vertex.y + side * n2.dy)
        let sum = CGVector(dx: n1.dx + n2.dx, dy: n1.dy + n2.dy)
        let sumLength = hypot(sum.dx, sum.dy)
        // The miter's length over the line width: 1 / sin(half the angle between the segments).
        if style.lineJoin == .miter, sumLength > 0, 2 * w / sumLength <= style.miterLimit {
            let reach = 2 * w * w / (sumLength * sumLength)
            let tip = CGPoint(x: vertex.x + side * sum.dx * reach, y: vertex.y + side * sum.dy * reach)
            addPolygon([vertex, p1, tip, p2])
        } else {
            addPolygon([vertex, p1, p2])
        }
    }

    /// The cap at an open end `end`, whose line leaves it along the unit-free `outward` (half-width long).
    private mutating func addCap(at end: CGPoint, outward: CGVector, halfWidth w: CGFloat, style: StrokeStyle) {
        switch style.lineCap {
        case .butt: break
        case .round: addPolygon(Self.disc(at: end, radius: w))
        case .square:
            let side = CGVector(dx: -outward.dy, dy: outward.dx)
            addPolygon([CGPoint(x: end.x + side.dx, y: end.y + side.dy),
                        CGPoint(x: end.x + side.dx + outward.dx, y: end.y + side.dy + outward.dy),
                        CGPoint(x: end.x - side.dx + outward.dx, y: end.y - side.dy + outward.dy),
                        CGPoint(x: end.x - side.dx, y: end.y - side.dy)])
        }
    }

    /// A closed polygon through `corners`, wound clockwise on screen (y down) whatever their
    /// order, so overlapping pieces add up under the non-zero rule.
    private mutating func addPolygon(_ corners: [CGPoint]) {
        var area: CGFloat = 0
        for (p, q) in zip(corners, corners.dropFirst() + corners.prefix(1)) { area += p.x * q.y - q.x * p.y }
        // A degenerate (zero-area) or non-finite piece paints nothing.
        guard area != 0, area.isFinite else { return }
        addLines(area > 0 ? corners : corners.reversed())
        closeSubpath()
    }

    /// A 32-gon inscribed in the circle of `radius` about `center`.
    private static func disc(at center: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0..<32).map { step in
            let angle = Double(step) * .pi / 16
            return CGPoint(x: center.x + radius * CGFloat(CMath.cos(angle)), y: center.y + radius * CGFloat(CMath.sin(angle)))
        }
    }
}

extension Path {
    /// Adds `rect` through `transform`, as a closed subpath: SwiftUI's `addRect(_:transform:)`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Adds each of `rects` as a closed subpath, through `transform`: SwiftUI's `addRects(_:transform:)`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = AffineTransform2D.identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect`, through `transform`: SwiftUI's `addEllipse(in:transform:)`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds a rounded rectangle through `transform`: SwiftUI's
    /// `addRoundedRect(in:cornerSize:style:transform:)`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform) {
        var shape = Path()
        shape.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        addPath(shape, transform: transform)
    }

    /// Adds a rectangle with a radius per corner through `transform`: SwiftUI's
    /// `addRoundedRect(in:cornerRadii:style:transform:)`.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform) {
        addPath(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style), transform: transform)
    }

    /// Adds an arc through `transform`, joined to the current point by a line as
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)` does: SwiftUI's
    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform) {
        addRelativeArc(center: center, radius: radius, startAngle: startAngle,
                       delta: .radians(Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)), transform: transform)
    }
}
