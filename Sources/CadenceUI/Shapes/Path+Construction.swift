// More of SwiftUI's `Path`: tangent and relative arcs, paths in paths, uneven rounded rectangles,
// bounds, trimming and offsets.

extension Path {
    /// A rectangle whose corners each have their own radius (clamped to half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rectangle whose corners each have their own radius, clockwise from the top-left.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let limit = min(abs(rect.width), abs(rect.height)) / 2
        func clamp(_ r: CGFloat) -> CGFloat { r.isNaN ? 0 : min(max(0, r), limit) }
        let (tl, tr) = (clamp(cornerRadii.topLeading), clamp(cornerRadii.topTrailing))
        let (br, bl) = (clamp(cornerRadii.bottomTrailing), clamp(cornerRadii.bottomLeading))
        move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false) }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        closeSubpath()
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from `tangent1End` to `tangent2End` (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`),
    /// joined to the current point by a straight line. Collinear points or a zero radius add a line
    /// to `tangent1End`; without a current point the path starts at `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = AffineTransform2D.identity) {
        var arc = Path()
        guard let p0 = currentPoint.map({ AffineTransform2D(transform).inverted().apply(to: $0) }) else {
            move(to: AffineTransform2D(transform).apply(to: p1))
            return
        }
        arc.move(to: p0)
        let (v1x, v1y) = (p0.x - p1.x, p0.y - p1.y)
        let (v2x, v2y) = (p2.x - p1.x, p2.y - p1.y)
        let (l1, l2) = ((v1x * v1x + v1y * v1y).squareRoot(), (v2x * v2x + v2y * v2y).squareRoot())
        let cross = v1x * v2y - v1y * v2x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            arc.addLine(to: p1)
            appendElements(of: arc, transform: transform, skippingFirstMove: true)
            return
        }
        let (u1x, u1y, u2x, u2y) = (v1x / l1, v1y / l1, v2x / l2, v2y / l2)
        // Half the angle between the two lines; the tangent points are radius / tan(half) from p1.
        let cosine = max(-1, min(1, Double(u1x * u2x + u1y * u2y)))
        let half = CMath.atan2(Double(abs(cross) / (l1 * l2)), cosine) / 2
        let distance = radius * CGFloat(CMath.cos(half) / CMath.sin(half))
        let t1 = CGPoint(x: p1.x + u1x * distance, y: p1.y + u1y * distance)
        let t2 = CGPoint(x: p1.x + u2x * distance, y: p1.y + u2y * distance)
        let (bx, by) = (u1x + u2x, u1y + u2y)
        let bl = (bx * bx + by * by).squareRoot()
        let centreDistance = radius / CGFloat(CMath.sin(half))
        let center = CGPoint(x: p1.x + bx / bl * centreDistance, y: p1.y + by / bl * centreDistance)
        let start = Angle(radians: CMath.atan2(Double(t1.y - center.y), Double(t1.x - center.x)))
        let end = Angle(radians: CMath.atan2(Double(t2.y - center.y), Double(t2.x - center.x)))
        arc.addLine(to: t1)
        // Turning from the first line to the second: the arc goes the short way round.
        arc.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: cross > 0)
        appendElements(of: arc, transform: transform, skippingFirstMove: true)
    }

    /// An arc about `center` from `startAngle`, sweeping `delta` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = AffineTransform2D.identity) {
        var arc = Path()
        if let current = currentPoint { arc.move(to: AffineTransform2D(transform).inverted().apply(to: current)) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
        appendElements(of: arc, transform: transform, skippingFirstMove: currentPoint != nil)
    }

    /// Adds every element of `path`, through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = AffineTransform2D.identity) {
        appendElements(of: path, transform: transform, skippingFirstMove: false)
    }

    private mutating func appendElements(of path: Path, transform: CGAffineTransform, skippingFirstMove: Bool) {
        var skip = skippingFirstMove
        for element in path.applying(AffineTransform2D(transform)).elements {
            switch element {
            case .move(let p):
                if skip { skip = false; continue }
                move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(AffineTransform2D(translationX: dx, y: dy))
    }

    /// The smallest rectangle containing every point and control point (`.zero` when empty).
    public var boundingRect: CGRect {
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same bounds (SwiftUI distinguishes control points; Cadence's bounds include them).
    public var cgBoundingRect: CGRect { boundingRect }

    /// Whether `point` is inside the path filled with the non-zero winding rule, or the even-odd rule
    /// with `eoFill` (curves flattened as hit testing does): SwiftUI's `contains(_:eoFill:)`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        containsPoint(point, eoFill: eoFill)
    }

    /// The part of the path between `from` and `to` (fractions of its total length, clamped to
    /// 0…1). Curves are flattened into short lines (at most 1/64 of a curve each), so the trimmed
    /// path is drawn as a polyline. `from ≥ to` gives an empty path.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isNaN ? 0 : min(max(from, 0), 1), end = to.isNaN ? 0 : min(max(to, 0), 1)
        guard start < end else { return Path() }
        if start == 0, end == 1 { return self }
        let pieces = flattenedSubpaths()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var walked: CGFloat = 0
        for subpath in pieces {
            var needsMove = true
            for (a, b) in zip(subpath.points, subpath.points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                let (s, e) = (walked, walked + length)
                guard e > low, s < high, length > 0 else { continue }
                let t0 = max(0, (low - s) / length), t1 = min(1, (high - s) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if needsMove { result.move(to: p0); needsMove = false }
                result.addLine(to: p1)
            }
        }
        return result
    }

    /// Each subpath as a polyline, closing segments included (`closed`: it ended with
    /// `closeSubpath()`, so its last point is its first).
    func flattenedSubpaths() -> [(points: [CGPoint], length: CGFloat, closed: Bool)] {
        var result: [(points: [CGPoint], length: CGFloat, closed: Bool)] = []
        var points: [CGPoint] = []
        var start = CGPoint.zero
        func flush(closed: Bool = false) {
            if points.count > 1 {
                let length = zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
                result.append((points, length, closed))
            }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                points = [p]
                start = p
            case .line(let p):
                if points.isEmpty { points = [p]; start = p } else { points.append(p) }
            case .quadCurve(let p, let c):
                let p0 = points.last ?? c
                if points.isEmpty { points = [p0]; start = p0 }
                for i in 1...32 {
                    let t = CGFloat(i) / 32, u = 1 - t
                    points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = points.last ?? c1
                if points.isEmpty { points = [p0]; start = p0 }
                for i in 1...64 {
                    let t = CGFloat(i) / 64, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if !points.isEmpty, points.last != start { points.append(start) }
                flush(closed: true)
            }
        }
        flush()
        return result
    }
}

private func hypot(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }

extension Path {
    /// The path a `description` string describes, or `nil` when the string is not a valid path:
    /// SwiftUI's `Path.init?(_:)`.
    ///
    /// ```swift
    /// let saved = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).description
    /// let restored = Path(saved)   // the same ellipse
    /// ```
    ///
    /// Two spellings are read: Cadence's `description` (SVG-like, the command first:
    /// `M 0 0 L 10 0 Q 15 0 15 5 C … Z`) and the one SwiftUI prints on Apple platforms (the
    /// operands first: `0 0 m 10 0 l 15 0 15 5 q … h`). Numbers are separated by white space.
    /// `nil` for an unknown command, a command with the wrong number of operands, numbers left
    /// over, or a line, curve or close before the first move. An empty string is an empty path.
    public init?(_ string: String) {
        self.init()
        var operands: [CGFloat] = []
        var pending: Character?
        var hasStarted = false
        func count(_ command: Character) -> Int? {
            switch command {
            case "m", "l": 2
            case "q": 4
            case "c": 6
            case "h", "z": 0
            default: nil
            }
        }
        func apply(_ command: Character) -> Bool {
            let p = operands
            operands.removeAll()
            if command != "m" && !hasStarted { return false }
            hasStarted = true
            switch command {
            case "m": move(to: CGPoint(x: p[0], y: p[1]))
            case "l": addLine(to: CGPoint(x: p[0], y: p[1]))
            case "q": addQuadCurve(to: CGPoint(x: p[2], y: p[3]), control: CGPoint(x: p[0], y: p[1]))
            case "c": addCurve(to: CGPoint(x: p[4], y: p[5]), control1: CGPoint(x: p[0], y: p[1]), control2: CGPoint(x: p[2], y: p[3]))
            default: closeSubpath()
            }
            return true
        }
        for token in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(token) {
                operands.append(CGFloat(number))
                if let command = pending, operands.count == count(command) {
                    pending = nil
                    guard apply(command) else { return nil }
                }
                continue
            }
            guard token.count == 1, let letter = token.first, pending == nil else { return nil }
            if letter.isUppercase {
                // Command first: its operands follow.
                let command = Character(letter.lowercased())
                guard command != "h", let needed = count(command), operands.isEmpty else { return nil }
                if needed == 0 {
                    guard apply(command) else { return nil }
                } else {
                    pending = command
                }
            } else {
                // Operands first: the command ends them.
                guard letter != "z", let needed = count(letter), operands.count == needed, apply(letter) else { return nil }
            }
        }
        guard operands.isEmpty, pending == nil else { return nil }
    }
}
