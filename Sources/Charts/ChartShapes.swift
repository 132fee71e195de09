import CadenceUI
import Foundation

/// A list of numbers that animates component by component: the points of a line or an area.
/// Lists of different lengths pad the shorter with zeros (a chart gives a line whose point count
/// changes a new identity, so it is replaced rather than animated).
struct PointsVector: VectorArithmetic {
    var values: [Double]

    static var zero: PointsVector { PointsVector(values: []) }

    static func + (lhs: PointsVector, rhs: PointsVector) -> PointsVector {
        combine(lhs, rhs, +)
    }

    static func - (lhs: PointsVector, rhs: PointsVector) -> PointsVector {
        combine(lhs, rhs, -)
    }

    private static func combine(_ lhs: PointsVector, _ rhs: PointsVector, _ operation: (Double, Double) -> Double) -> PointsVector {
        let count = max(lhs.values.count, rhs.values.count)
        var result = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let a = index < lhs.values.count ? lhs.values[index] : 0
            let b = index < rhs.values.count ? rhs.values[index] : 0
            result[index] = operation(a, b)
        }
        return PointsVector(values: result)
    }

    mutating func scale(by rhs: Double) {
        for index in values.indices { values[index] *= rhs }
    }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    init(values: [Double]) { self.values = values }

    init(points: [CGPoint]) {
        values = points.flatMap { [Double($0.x), Double($0.y)] }
    }

    var points: [CGPoint] {
        stride(from: 0, to: values.count - 1, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) }
    }
}

/// Adds the curve through `points` joined by `method` to `path` (the first point is moved to when
/// `move` is true, lined to otherwise).
func addCurve(through points: [CGPoint], method: InterpolationMethod, to path: inout Path, move: Bool) {
    guard let first = points.first else { return }
    if move { path.move(to: first) } else { path.addLine(to: first) }
    guard points.count > 1 else { return }
    switch method.storage {
    case .linear:
        for point in points.dropFirst() { path.addLine(to: point) }
    case .stepStart:
        for index in 1..<points.count {
            path.addLine(to: CGPoint(x: points[index].x, y: points[index - 1].y))
            path.addLine(to: points[index])
        }
    case .stepEnd:
        for index in 1..<points.count {
            path.addLine(to: CGPoint(x: points[index - 1].x, y: points[index].y))
            path.addLine(to: points[index])
        }
    case .stepCenter:
        for index in 1..<points.count {
            let middle = (points[index - 1].x + points[index].x) / 2
            path.addLine(to: CGPoint(x: middle, y: points[index - 1].y))
            path.addLine(to: CGPoint(x: middle, y: points[index].y))
            path.addLine(to: points[index])
        }
    case .catmullRom, .cardinal:
        var tension: CGFloat = 0
        if case .cardinal(let t) = method.storage { tension = min(max(t, 0), 1) }
        let factor = (1 - tension) / 6
        for index in 1..<points.count {
            let p0 = points[max(index - 2, 0)], p1 = points[index - 1], p2 = points[index], p3 = points[min(index + 1, points.count - 1)]
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * factor, y: p1.y + (p2.y - p0.y) * factor)
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * factor, y: p2.y - (p3.y - p1.y) * factor)
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    case .monotone:
        let slopes: [CGFloat] = (1..<points.count).map { index in
            let dx = points[index].x - points[index - 1].x
            return dx == 0 ? 0 : (points[index].y - points[index - 1].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: points.count)
        tangents[0] = slopes[0]
        tangents[points.count - 1] = slopes[slopes.count - 1]
        if points.count > 2 {
            for index in 1..<(points.count - 1) {
                let a = slopes[index - 1], b = slopes[index]
                if a * b <= 0 {
                    tangents[index] = 0
                } else {
                    let mean = (a + b) / 2
                    let limit = 3 * min(abs(a), abs(b))
                    tangents[index] = abs(mean) > limit ? (mean > 0 ? limit : -limit) : mean
                }
            }
        }
        for index in 1..<points.count {
            let p1 = points[index - 1], p2 = points[index]
            let third = (p2.x - p1.x) / 3
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + third, y: p1.y + tangents[index - 1] * third),
                          control2: CGPoint(x: p2.x - third, y: p2.y - tangents[index] * third))
        }
    }
}

/// A line mark's curve, in chart coordinates; its points animate.
struct ChartLineShape: Shape {
    var points: [CGPoint]
    var method: InterpolationMethod

    var animatableData: PointsVector {
        get { PointsVector(points: points) }
        set { points = newValue.points }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        addCurve(through: points, method: method, to: &path, move: true)
        return path
    }
}

/// An area mark's region between its top and bottom curves; both animate.
struct ChartAreaShape: Shape {
    var top: [CGPoint]
    var bottom: [CGPoint]
    var method: InterpolationMethod

    var animatableData: AnimatablePair<PointsVector, PointsVector> {
        get { AnimatablePair(PointsVector(points: top), PointsVector(points: bottom)) }
        set { top = newValue.first.points; bottom = newValue.second.points }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !top.isEmpty else { return path }
        addCurve(through: top, method: method, to: &path, move: true)
        addCurve(through: bottom.reversed(), method: method, to: &path, move: false)
        path.closeSubpath()
        return path
    }
}

/// A rule's segment; its ends animate.
struct ChartSegmentShape: Shape {
    var from: CGPoint
    var to: CGPoint

    var animatableData: PointsVector {
        get { PointsVector(points: [from, to]) }
        set {
            let points = newValue.points
            if points.count == 2 { from = points[0]; to = points[1] }
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: from)
        path.addLine(to: to)
        return path
    }
}

/// A pie or donut slice, clockwise from `start` to `end` (radians, 0 at 3 o'clock, y down); its
/// angles and radii animate.
struct ChartSectorShape: Shape {
    var center: CGPoint
    var inner: CGFloat
    var outer: CGFloat
    var start: Double
    var end: Double

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(start, end), AnimatablePair(inner, outer)) }
        set { start = newValue.first.first; end = newValue.first.second; inner = newValue.second.first; outer = newValue.second.second }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard end > start, outer > 0 else { return path }
        path.addArc(center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
        if inner > 0 {
            path.addArc(center: center, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }
}
