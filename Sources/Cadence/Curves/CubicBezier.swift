/// A unit cubic Bézier from (0, 0) to (1, 1), kept in SwiftUI's power basis so its rounding matches:
/// per axis c = 3p₁, b = 3(p₂ − p₁) − c, a = 1 − c − b, and B(t) = ((a·t + b)·t + c)·t,
/// B′(t) = (3a·t + 2b)·t + c. The x of the control points is clamped to [0, 1] here, once.
@frozen @usableFromInline
struct CubicBezier: Sendable, Hashable {
    /// The control points as given (unclamped), for `inverse` and descriptions.
    @usableFromInline let p1x, p1y, p2x, p2y: Double
    @usableFromInline let ax, bx, cx, ay, by, cy: Double

    /// SwiftUI solves and rounds to this resolution: 2⁻²⁰.
    @usableFromInline static let resolution = 1.0 / 1_048_576.0

    @usableFromInline
    init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        let x1 = min(max(p1x, 0), 1), x2 = min(max(p2x, 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    @inlinable @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable @inline(__always) func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t at which x(t) = `x`, to within 2⁻²⁰. `x` must be in [0, 1] or NaN.
    /// Newton's method from t = x converges in a few steps for ordinary curves; where the slope is
    /// too flat for it, bisection (x(t) is monotonic on [0, 1] once control x is in [0, 1]) finishes.
    @inlinable
    func parameter(forX x: Double) -> Double {
        solveParameter(forX: x)
    }

    /// `parameter(forX:)` forced inline, for a caller whose curve stays in memory it owns (a running
    /// animation's): called out of line, the 80-byte curve is first copied to pass it by address.
    @inlinable @inline(__always)
    func solveParameter(forX x: Double) -> Double {
        // Callers clamp progress to [0, 1]; this guard keeps the bisection finite even if one does not.
        guard x.isFinite else { return x.isNaN ? x : (x < 0 ? 0 : 1) }
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < CubicBezier.resolution { return t }
            let slope = dx(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        while hi - lo > CubicBezier.resolution * 0.5 {
            let value = self.x(t)
            if abs(value - x) < CubicBezier.resolution { return t }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) * 0.5
        }
        return t
    }

    /// y at progress `x`, rounded to a multiple of 2⁻²⁰ as SwiftUI does.
    @inlinable
    func value(at x: Double) -> Double {
        value(parameter: parameter(forX: x))
    }

    /// The rounded y at curve parameter `t` (what `value(at:)` returns for the x whose parameter is t).
    @inlinable @inline(__always)
    func value(parameter t: Double) -> Double {
        (y(t) / CubicBezier.resolution).rounded() * CubicBezier.resolution
    }

    /// dy/dx at progress `x`, rounded to a multiple of 2⁻²⁰; 1 where dy/dt = dx/dt (including 0/0).
    @inlinable
    func velocity(at x: Double) -> Double {
        velocity(parameter: parameter(forX: x))
    }

    /// `value(at:)` and `velocity(at:)` together, solving for the curve parameter once and inline
    /// (the same solve each method does, so the results are bit for bit theirs). `x` as for `parameter`.
    @inlinable @inline(__always)
    func valueAndVelocity(at x: Double) -> (value: Double, velocity: Double) {
        let t = solveParameter(forX: x)
        return (value(parameter: t), velocity(parameter: t))
    }

    /// The slope dy/dx at curve parameter `t` (what `velocity(at:)` returns for the x whose parameter
    /// is t).
    @inlinable @inline(__always)
    func velocity(parameter t: Double) -> Double {
        let vx = dx(t), vy = dy(t)
        if vx == vy { return 1 }
        return (vy / vx / CubicBezier.resolution).rounded() * CubicBezier.resolution
    }
}
