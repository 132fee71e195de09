/// How one keyframe interval of an export eases from its start value to its end value, with the
/// meaning CSS gives it (`animation-timing-function`, a WAAPI keyframe's `easing`) and Lottie gives
/// a keyframe's `o`/`i` handles.
///
/// `output(at:)` evaluates it the way browsers do, so that a fidelity report measures what a page
/// shows rather than what was meant.
enum ExportEasing: Sendable, Hashable {
    /// `linear`.
    case linear
    /// `cubic-bezier(x1, y1, x2, y2)`, x1 and x2 in [0, 1].
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// `linear(y₀ x₀%, y₁ x₁%, …)`: straight lines through the points, x from 0 to 1 increasing.
    case points([EasingPoint])
    /// `step-end` (`steps(1, jump-end)`): the start value until the interval ends, then the end
    /// value, as a Lottie hold keyframe does.
    case jump

    /// The eased progress at `progress` in [0, 1].
    func output(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch self {
        case .linear:
            return p
        case .jump:
            return p >= 1 ? 1 : 0
        case let .cubicBezier(x1, y1, x2, y2):
            let s = ExportEasing.bezierParameter(x: p, x1: x1, x2: x2)
            return ExportEasing.bezier(s, y1, y2)
        case .points(let points):
            guard let first = points.first else { return p }
            if p <= first.x { return first.y }
            for index in points.indices.dropFirst() where p <= points[index].x {
                let a = points[index - 1], b = points[index]
                let span = b.x - a.x
                return span > 0 ? a.y + (b.y - a.y) * (p - a.x) / span : b.y
            }
            return points[points.count - 1].y
        }
    }

    /// One coordinate of a unit cubic Bézier with control values c1 and c2 at parameter s.
    static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }

    /// The parameter at which the Bézier's x is `x`: x(s) is increasing on [0, 1] when both control
    /// x are in [0, 1], so bisection always finds it; Newton steps make it fast.
    static func bezierParameter(x: Double, x1: Double, x2: Double) -> Double {
        var lo = 0.0, hi = 1.0, s = x
        for _ in 0..<100 {
            let value = bezier(s, x1, x2) - x
            if abs(value) < 1e-14 { return s }
            if value < 0 { lo = s } else { hi = s }
            let r = 1 - s
            let slope = 3 * r * r * x1 + 6 * r * s * (x2 - x1) + 3 * s * s * (1 - x2)
            let newton = slope > 1e-9 ? s - value / slope : .nan
            s = newton > lo && newton < hi ? newton : (lo + hi) / 2
            if hi - lo < 1e-15 { break }
        }
        return s
    }
}

/// One point of a `linear()` easing: input progress x, output progress y.
struct EasingPoint: Sendable, Hashable {
    var x: Double
    var y: Double
}
