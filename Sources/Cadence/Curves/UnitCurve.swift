/// A function from progress in [0, 1] to eased progress: the timing curve of a `LinearKeyframe`
/// and of timing-curve animations. Mirrors SwiftUI's `UnitCurve`.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)      // ≈ 0.129
/// UnitCurve.easeInOut.velocity(at: 0.5)    // ≈ 1.72
/// ```
///
/// Edges, for every curve:
/// - Progress is clamped to [0, 1] first, so `value(at: -3)` is `value(at: 0)` and `value(at: 7)` is
///   `value(at: 1)`. NaN passes through the clamp (as SwiftUI's `min`/`max` clamp does) and gives NaN.
/// - Bézier control points have their x clamped to [0, 1] (so the curve is a function of progress);
///   their y is free, so a curve may overshoot.
/// - `velocity(at:)` is dy/dx. It is ±∞ where the curve is vertical (circular curves at their
///   steep end) and 1 where the Bézier derivative is 0/0 (SwiftUI's rule).
@frozen
public struct UnitCurve: Sendable, Hashable {
    @usableFromInline
    enum Storage: Sendable, Hashable {
        case linear
        case bezier(CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(storage: Storage) { self.storage = storage }

    /// y = x.
    public static let linear = UnitCurve(storage: .linear)
    /// Bézier (0.42, 0), (1, 1): starts slowly.
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Bézier (0, 0), (0.58, 1): ends slowly.
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Bézier (0.42, 0), (0.58, 1): starts and ends slowly.
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The deprecated SwiftUI alias of `easeInOut`.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut
    /// The bottom-right quadrant of a unit circle: y = 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)
    /// The top-left quadrant of a unit circle: y = √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)
    /// `circularEaseIn` scaled into the first half and `circularEaseOut` into the second.
    public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) with the given control points, like CSS `cubic-bezier()`.
    /// The control points' x is clamped to [0, 1] when the curve is evaluated; y is not.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(storage: .bezier(CubicBezier(
            p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y),
            p2x: Double(endControlPoint.x), p2y: Double(endControlPoint.y))))
    }

    /// The eased progress at `progress` (clamped to [0, 1]).
    @inlinable
    public func value(at progress: Double) -> Double {
        let x = UnitCurve.clamp(progress)
        switch storage {
        case .linear:
            return x
        case .bezier(let curve):
            return curve.value(at: x)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return (1 - (1 - 4 * x * x).squareRoot()) / 2
            }
            return (1 + ((8 - 4 * x) * x - 3).squareRoot()) / 2
        }
    }

    /// The rate of change of `value(at:)` with respect to progress, at `progress` (clamped to [0, 1]).
    /// `linear` is 1 everywhere, including outside [0, 1].
    @inlinable
    public func velocity(at progress: Double) -> Double {
        let x = UnitCurve.clamp(progress)
        switch storage {
        case .linear:
            return 1
        case .bezier(let curve):
            return curve.velocity(at: x)
        case .circularEaseIn:
            return x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return 2 * x / (1 - 4 * x * x).squareRoot()
            }
            return (2 - 2 * x) / ((8 - 4 * x) * x - 3).squareRoot()
        }
    }

    /// `value(at:)` and `velocity(at:)` together: a Bézier curve solves for its parameter once for
    /// both (the same solve each method does, so the results are bit for bit theirs).
    @inlinable @inline(__always)
    func valueAndVelocity(at progress: Double) -> (value: Double, velocity: Double) {
        guard case .bezier(let curve) = storage else { return (value(at: progress), velocity(at: progress)) }
        return curve.valueAndVelocity(at: UnitCurve.clamp(progress))
    }

    /// The curve reflected across y = x: Bézier control points swap x and y; the circular ease-in and
    /// ease-out swap; linear is its own inverse. `circularEaseInOut.inverse` is `circularEaseInOut`, as in
    /// SwiftUI, although its true mirror image is the out-in circular curve (not a `UnitCurve` kind), so
    /// for that curve `inverse` does not undo `value(at:)`.
    public var inverse: UnitCurve {
        switch storage {
        case .linear, .circularEaseInOut:
            return self
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .bezier(let curve):
            return .bezier(startControlPoint: UnitPoint(x: curve.p1y, y: curve.p1x),
                           endControlPoint: UnitPoint(x: curve.p2y, y: curve.p2x))
        }
    }

    /// `min(max(p, 0), 1)` written so that NaN passes through, as Swift's `min`/`max` do.
    @inlinable @inline(__always)
    static func clamp(_ p: Double) -> Double {
        p < 0 ? 0 : (p > 1 ? 1 : p)
    }
}

extension UnitCurve: CustomStringConvertible {
    public var description: String {
        switch storage {
        case .linear: return "linear"
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .bezier(let c):
            if self == .easeIn { return "easeIn" }
            if self == .easeOut { return "easeOut" }
            if self == .easeInOut { return "easeInOut" }
            return "bezier(\(c.p1x), \(c.p1y), \(c.p2x), \(c.p2y))"
        }
    }
}
