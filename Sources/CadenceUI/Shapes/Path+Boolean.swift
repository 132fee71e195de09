/// Set operations on filled regions and on lines: SwiftUI's `Path.union(_:eoFill:)` and its
/// siblings (iOS 17), and the same operations on shapes.
///
/// ```swift
/// let ring = Path(ellipseIn: outer).subtracting(Path(ellipseIn: inner))
/// Circle().union(Rectangle().offset(x: 20)).fill(.orange)
/// ```
///
/// How Cadence computes them: both paths are flattened into polygons (each curve into 32 or 64
/// straight pieces, as `trimmedPath` does; open subpaths are closed, as filling closes them), every
/// edge is split where it meets another, and an edge piece is kept where the region on one side of it
/// is in the result and the region on the other side is not. The kept pieces are joined into closed
/// subpaths that all turn the same way, so the result fills the same with either fill rule, and it
/// has no self-intersections (what Apple calls weakly simple). Differences from SwiftUI, which works on
/// the curves themselves: results are polygons (curves come back as short lines, within a small
/// fraction of a point of the curve for everyday sizes), and the subpaths' order and starting points
/// may differ. The filled region is the same.
extension Path {
    /// The region inside both this path and `other`.
    ///
    /// - Parameters:
    ///   - other: The path to intersect with.
    ///   - eoFill: Whether the even-odd rule (true) or the non-zero rule (false, the
    ///     default) decides what is inside each path.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions(self, other, eoFill: eoFill).boundary { $0 && $1 }
    }

    /// The region inside this path, `other`, or both.
    ///
    /// - Parameters:
    ///   - other: The path to combine with.
    ///   - eoFill: Whether the even-odd rule (true) or the non-zero rule (false, the
    ///     default) decides what is inside each path.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions(self, other, eoFill: eoFill).boundary { $0 || $1 }
    }

    /// The region inside this path but not inside `other`.
    ///
    /// - Parameters:
    ///   - other: The path whose region is removed.
    ///   - eoFill: Whether the even-odd rule (true) or the non-zero rule (false, the
    ///     default) decides what is inside each path.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions(self, other, eoFill: eoFill).boundary { $0 && !$1 }
    }

    /// The region inside exactly one of this path and `other`.
    ///
    /// - Parameters:
    ///   - other: The path to combine with.
    ///   - eoFill: Whether the even-odd rule (true) or the non-zero rule (false, the
    ///     default) decides what is inside each path.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions(self, other, eoFill: eoFill).boundary { $0 != $1 }
    }

    /// The parts of this path's lines that lie inside `other`'s filled region, as open lines (for
    /// stroking). Lines along `other`'s edge count as inside only where they cross into it.
    ///
    /// - Parameters:
    ///   - other: The path whose filled region keeps the lines.
    ///   - eoFill: Whether the even-odd rule (true) or the non-zero rule (false, the
    ///     default) decides what is inside `other`.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions(self, other, eoFill: eoFill).lines(keepingInside: true)
    }

    /// The parts of this path's lines that lie outside `other`'s filled region, as open lines (for
    /// stroking).
    ///
    /// - Parameters:
    ///   - other: The path whose filled region removes the lines.
    ///   - eoFill: Whether the even-odd rule (true) or the non-zero rule (false, the
    ///     default) decides what is inside `other`.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions(self, other, eoFill: eoFill).lines(keepingInside: false)
    }

    /// A copy of this path that fills the same region under either fill rule: no self-intersections,
    /// every outline turning one way and every hole the other.
    ///
    /// - Parameter eoFill: Whether the even-odd rule (true, the default) or the non-zero rule
    ///   (false) decides what this path's region is.
    public func normalized(eoFill: Bool = true) -> Path {
        PathRegions(self, Path(), eoFill: eoFill).boundary { inside, _ in inside }
    }
}

extension Path {
    /// Everything outside this path's region (under the even-odd rule with `eoFill`) within its
    /// bounds grown by `margin` points on every side, as a path to fill with the non-zero rule: the
    /// normalized path (outlines winding one way, holes the other) with a rectangle around it
    /// winding against its outlines, so that inside the path the windings cancel.
    func complement(eoFill: Bool, margin: CGFloat) -> Path {
        var result = normalized(eoFill: eoFill)
        let box = boundingRect.insetBy(dx: -margin, dy: -margin)
        // Outlines from `normalized` have their region on their left: a positive shoelace sum. The
        // frame goes the other way round.
        result.move(to: CGPoint(x: box.minX, y: box.minY))
        result.addLine(to: CGPoint(x: box.minX, y: box.maxY))
        result.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
        result.addLine(to: CGPoint(x: box.maxX, y: box.minY))
        result.closeSubpath()
        return result
    }
}

extension Shape {
    /// The region inside both this shape and `other`, both laid out in the same frame.
    public nonisolated func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _PathOperationShape(first: self, second: other, eoFill: eoFill) { $0.intersection($1, eoFill: $2) }
    }

    /// The region inside this shape, `other`, or both, both laid out in the same frame.
    public nonisolated func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _PathOperationShape(first: self, second: other, eoFill: eoFill) { $0.union($1, eoFill: $2) }
    }

    /// The region inside this shape but not inside `other`, both laid out in the same frame.
    public nonisolated func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _PathOperationShape(first: self, second: other, eoFill: eoFill) { $0.subtracting($1, eoFill: $2) }
    }

    /// The region inside exactly one of this shape and `other`, both laid out in the same frame.
    public nonisolated func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _PathOperationShape(first: self, second: other, eoFill: eoFill) { $0.symmetricDifference($1, eoFill: $2) }
    }

    /// The parts of this shape's outline inside `other`, as open lines (stroke the result).
    public nonisolated func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _PathOperationShape(first: self, second: other, eoFill: eoFill) { $0.lineIntersection($1, eoFill: $2) }
    }

    /// The parts of this shape's outline outside `other`, as open lines (stroke the result).
    public nonisolated func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _PathOperationShape(first: self, second: other, eoFill: eoFill) { $0.lineSubtraction($1, eoFill: $2) }
    }
}

/// Two shapes combined by a path operation, each laid out in the same rectangle. Both shapes'
/// animatable data animate. It mirrors in a layout direction when either operand does (a Cadence
/// choice; Apple does not say).
nonisolated struct _PathOperationShape<First: Shape, Second: Shape>: Shape {
    var first: First
    var second: Second
    let eoFill: Bool
    let operation: @Sendable (Path, Path, Bool) -> Path

    func path(in rect: CGRect) -> Path {
        operation(first.path(in: rect), second.path(in: rect), eoFill)
    }

    var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }

    var layoutDirectionBehavior: LayoutDirectionBehavior {
        let (a, b) = (first.layoutDirectionBehavior, second.layoutDirectionBehavior)
        return a == .fixed ? b : a
    }
}

/// Two paths flattened into edges split wherever they meet, with the fill rule that decides what is
/// inside each.
private struct PathRegions {
    /// A straight piece of an outline, from `start` to `end`; `source` is 0 for the first path.
    struct Edge {
        var start: CGPoint
        var end: CGPoint
        var source: Int
    }

    /// Each path's rings (closed polygons, last point equal to the first).
    let rings: [[[CGPoint]]]
    /// The first path's lines as drawn: open subpaths stay open.
    let lines: [[CGPoint]]
    let eoFill: Bool
    /// A length below which two points are the same: a millionth of the larger bounding box side.
    let tolerance: CGFloat

    init(_ first: Path, _ second: Path, eoFill: Bool) {
        let firstPieces = first.flattenedSubpaths()
        lines = firstPieces.map(\.points).filter { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        rings = [firstPieces, second.flattenedSubpaths()].map { pieces in
            pieces.compactMap { piece -> [CGPoint]? in
                guard piece.points.count > 2, piece.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
                var ring = piece.points
                if ring.last != ring.first { ring.append(ring[0]) }
                return ring
            }
        }
        self.eoFill = eoFill
        let box = first.boundingRect.union(second.boundingRect)
        let size = box.isNull ? 1 : max(abs(box.width), abs(box.height), 1)
        tolerance = size * 1e-6
    }

    /// Whether `point` is inside path `index`'s region.
    func isInside(_ point: CGPoint, path index: Int) -> Bool {
        var winding = 0
        for ring in rings[index] {
            for (p, q) in zip(ring, ring.dropFirst()) where (p.y <= point.y) != (q.y <= point.y) {
                let x = p.x + (point.y - p.y) / (q.y - p.y) * (q.x - p.x)
                if x > point.x { winding += q.y > p.y ? 1 : -1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The outline of the region where `keep(insideFirst, insideSecond)` holds.
    func boundary(_ keep: (Bool, Bool) -> Bool) -> Path {
        let edges = rings.enumerated().flatMap { source, paths in
            paths.flatMap { ring in zip(ring, ring.dropFirst()).map { Edge(start: $0, end: $1, source: source) } }
        }
        var kept: [Edge] = []
        var seen = Set<PointPairKey>()
        for piece in split(edges, at: edges) {
            let (dx, dy) = (piece.end.x - piece.start.x, piece.end.y - piece.start.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > tolerance else { continue }
            // Sample the regions just either side of the piece's middle.
            let offset = max(tolerance, length * 1e-4) / length
            let middle = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
            let left = CGPoint(x: middle.x - dy * offset, y: middle.y + dx * offset)
            let right = CGPoint(x: middle.x + dy * offset, y: middle.y - dx * offset)
            let leftIn = keep(isInside(left, path: 0), isInside(left, path: 1))
            let rightIn = keep(isInside(right, path: 0), isInside(right, path: 1))
            guard leftIn != rightIn else { continue }
            // Orient every kept piece with the result on its left, so the outlines wind one way.
            let oriented = leftIn ? piece : Edge(start: piece.end, end: piece.start, source: piece.source)
            // An edge both paths share is kept once.
            guard seen.insert(PointPairKey(oriented.start, oriented.end, tolerance: tolerance)).inserted else { continue }
            kept.append(oriented)
        }
        return chain(kept)
    }

    /// The first path's lines cut where they cross the second path's outline, keeping the pieces
    /// inside it (`keepingInside`) or outside it.
    func lines(keepingInside: Bool) -> Path {
        let others = rings[1].flatMap { ring in zip(ring, ring.dropFirst()).map { Edge(start: $0, end: $1, source: 1) } }
        var result = Path()
        for line in lines {
            let edges = zip(line, line.dropFirst()).map { Edge(start: $0, end: $1, source: 0) }
            var open = false
            for piece in split(edges, at: others) {
                let middle = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
                let isLong = abs(piece.end.x - piece.start.x) + abs(piece.end.y - piece.start.y) > tolerance
                guard isLong, isInside(middle, path: 1) == keepingInside else {
                    if isLong { open = false }
                    continue
                }
                if !open || result.currentPoint.map({ !same($0, piece.start) }) ?? true { result.move(to: piece.start) }
                result.addLine(to: piece.end)
                open = true
            }
        }
        return result
    }

    /// `edges` cut at every point where they meet one of `cutters` (themselves included), in order.
    private func split(_ edges: [Edge], at cutters: [Edge]) -> [Edge] {
        var pieces: [Edge] = []
        for edge in edges {
            let d = CGPoint(x: edge.end.x - edge.start.x, y: edge.end.y - edge.start.y)
            let lengthSquared = d.x * d.x + d.y * d.y
            guard lengthSquared > 0 else { continue }
            var cuts: [(t: CGFloat, point: CGPoint)] = []
            for cutter in cutters {
                for point in crossings(edge, cutter) {
                    let t = ((point.x - edge.start.x) * d.x + (point.y - edge.start.y) * d.y) / lengthSquared
                    if t > 0, t < 1, !same(point, edge.start), !same(point, edge.end) { cuts.append((t, point)) }
                }
            }
            cuts.sort { $0.t < $1.t }
            var from = edge.start
            for cut in cuts where !same(cut.point, from) {
                pieces.append(Edge(start: from, end: cut.point, source: edge.source))
                from = cut.point
            }
            pieces.append(Edge(start: from, end: edge.end, source: edge.source))
        }
        return pieces
    }

    /// Where `a` and `b` meet: their crossing point, or, for overlapping collinear edges, the ends of
    /// each that lie on the other.
    private func crossings(_ first: Edge, _ second: Edge) -> [CGPoint] {
        // Worked out with the two edges in a fixed order, so that cutting `a` at `b` and `b` at `a`
        // give exactly the same point, and the pieces of both meet there.
        let ordered = (first.start.x, first.start.y, first.end.x, first.end.y) < (second.start.x, second.start.y, second.end.x, second.end.y)
        let (a, b) = ordered ? (first, second) : (second, first)
        let r = CGPoint(x: a.end.x - a.start.x, y: a.end.y - a.start.y)
        let s = CGPoint(x: b.end.x - b.start.x, y: b.end.y - b.start.y)
        let denominator = r.x * s.y - r.y * s.x
        let qp = CGPoint(x: b.start.x - a.start.x, y: b.start.y - a.start.y)
        let rLength = (r.x * r.x + r.y * r.y).squareRoot(), sLength = (s.x * s.x + s.y * s.y).squareRoot()
        guard rLength > 0, sLength > 0 else { return [] }
        if abs(denominator) <= 1e-12 * rLength * sLength {
            // Parallel: they meet only if collinear, at the ends that lie on the other edge.
            guard abs(qp.x * r.y - qp.y * r.x) / rLength <= tolerance else { return [] }
            return [b.start, b.end].filter { onSegment($0, a) } + [a.start, a.end].filter { onSegment($0, b) }
        }
        let t = (qp.x * s.y - qp.y * s.x) / denominator
        let u = (qp.x * r.y - qp.y * r.x) / denominator
        let (tSlack, uSlack) = (tolerance / rLength, tolerance / sLength)
        guard t >= -tSlack, t <= 1 + tSlack, u >= -uSlack, u <= 1 + uSlack else { return [] }
        // An end of either edge on the other is cut at exactly that end.
        if t <= tSlack { return [a.start] }
        if t >= 1 - tSlack { return [a.end] }
        if u <= uSlack { return [b.start] }
        if u >= 1 - uSlack { return [b.end] }
        return [CGPoint(x: a.start.x + t * r.x, y: a.start.y + t * r.y)]
    }

    private func onSegment(_ point: CGPoint, _ edge: Edge) -> Bool {
        let d = CGPoint(x: edge.end.x - edge.start.x, y: edge.end.y - edge.start.y)
        let lengthSquared = d.x * d.x + d.y * d.y
        guard lengthSquared > 0 else { return false }
        let t = ((point.x - edge.start.x) * d.x + (point.y - edge.start.y) * d.y) / lengthSquared
        let nearest = CGPoint(x: edge.start.x + t * d.x, y: edge.start.y + t * d.y)
        return t > 0 && t < 1 && same(point, nearest)
    }

    private func same(_ p: CGPoint, _ q: CGPoint) -> Bool {
        abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
    }

    /// The kept pieces joined end to start into closed subpaths.
    private func chain(_ edges: [Edge]) -> Path {
        var outgoing: [PointKey: [Int]] = [:]
        for (index, edge) in edges.enumerated() {
            outgoing[PointKey(edge.start, tolerance: tolerance), default: []].append(index)
        }
        var used = [Bool](repeating: false, count: edges.count)
        var result = Path()
        for first in edges.indices where !used[first] {
            used[first] = true
            var points = [edges[first].start, edges[first].end]
            var current = first
            while !same(edges[current].end, edges[first].start) {
                let key = PointKey(edges[current].end, tolerance: tolerance)
                guard let next = outgoing[key]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                points.append(edges[next].end)
                current = next
            }
            guard points.count > 3 else { continue }
            result.move(to: points[0])
            for point in points.dropFirst().dropLast() { result.addLine(to: point) }
            result.closeSubpath()
        }
        return result
    }
}

/// A point rounded to the tolerance, for finding the pieces that start where another ends.
private struct PointKey: Hashable {
    let x: Int64
    let y: Int64

    init(_ point: CGPoint, tolerance: CGFloat) {
        let grid = tolerance * 4
        x = Int64((point.x / grid).rounded())
        y = Int64((point.y / grid).rounded())
    }
}

/// A directed piece's two ends, rounded to the tolerance.
private struct PointPairKey: Hashable {
    let start: PointKey
    let end: PointKey

    init(_ start: CGPoint, _ end: CGPoint, tolerance: CGFloat) {
        self.start = PointKey(start, tolerance: tolerance)
        self.end = PointKey(end, tolerance: tolerance)
    }
}
