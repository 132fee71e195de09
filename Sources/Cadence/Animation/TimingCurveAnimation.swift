/// An animation that moves along a `UnitCurve` over a fixed duration: what `Animation.linear`,
/// `easeIn`, `easeOut`, `easeInOut` and `timingCurve` build (Cadence makes the type public so tools can
/// inspect an animation).
///
/// ```swift
/// let animation = TimingCurveAnimation(curve: .easeInOut, duration: 2)
/// var context = AnimationContext<Double>()
/// animation.animate(value: 10.0, time: 0.5, context: &context)   // 10 × easeInOut.value(at: 0.25)
/// ```
///
/// The offset at time t is `value × curve.value(at: t / duration)`; the velocity is
/// `value × curve.velocity(at: t / duration) / duration`. Edges:
/// - t < 0 (also −∞): the start (offset 0, velocity 0).
/// - t = duration: the whole change; any t > duration, +∞ or NaN: finished (`nil`), as in SwiftUI.
/// - duration 0, negative or NaN: finished at every t ≥ 0, so the value jumps to the target, with no
///   NaN; an infinite duration never leaves the start.
///
/// Timing curves ignore an in-flight velocity; they keep motion continuous by running alongside the
/// animation they interrupt (see `AnimationCombiningRule`).
public struct TimingCurveAnimation: CustomAnimation, KnownFinishTime {
    /// The easing curve, from progress to eased progress.
    public let curve: UnitCurve
    /// The length in seconds.
    public let duration: Double

    /// An animation along `curve` lasting `duration` seconds.
    public init(curve: UnitCurve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// The progress in [0, 1] at `time`; `nil` once finished.
    func progress(at time: Double) -> Double? {
        TimingCurveAnimation.progress(at: time, duration: duration)
    }

    /// The progress in [0, 1] at `time` of a timing curve lasting `duration`; `nil` once finished.
    @inline(__always)
    static func progress(at time: Double, duration: Double) -> Double? {
        if time.isNaN || time == .infinity { return nil }
        if time < 0 { return 0 }
        guard duration > 0, time <= duration else { return nil }
        return duration == .infinity ? 0 : time / duration
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard let progress = progress(at: time) else { return nil }
        return value.scaled(by: curve.value(at: progress))
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        guard let progress = progress(at: time) else { return nil }
        if time < 0 || duration == .infinity { return .zero }
        return value.scaled(by: curve.velocity(at: progress) / duration)
    }

    /// `animate` and `velocity` at one time, solving the curve once for both (`AnimationEvaluator`'s
    /// path for this animation; the same numbers bit for bit). `nil` once finished.
    @inline(__always)
    func offsetAndVelocity<V: VectorArithmetic>(value: V, time: Double) -> (offset: V, velocity: V)? {
        TimingCurveAnimation.offsetAndVelocity(value: value, time: time, duration: duration) {
            curve.valueAndVelocity(at: $0)
        }
    }

    /// `offsetAndVelocity` of a timing curve lasting `duration` whose eased progress and its rate are
    /// `eased(progress)`.
    @inline(__always)
    static func offsetAndVelocity<V: VectorArithmetic>(
        value: V, time: Double, duration: Double, eased: (Double) -> (value: Double, velocity: Double)
    ) -> (offset: V, velocity: V)? {
        guard let progress = progress(at: time, duration: duration) else { return nil }
        let eased = eased(progress)
        let velocity = time < 0 || duration == .infinity ? V.zero : value.scaled(by: eased.velocity / duration)
        return (value.scaled(by: eased.value), velocity)
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        finishDuration
    }

    /// When the animation finishes, in seconds: its duration, or 0 for one that is not positive.
    var finishDuration: Double { duration > 0 ? duration : 0 }
}

/// A `TimingCurveAnimation` along a Bézier curve, as `AnimationEvaluator` keeps it to sample: the
/// curve itself rather than a `UnitCurve`, so a sample neither tells the curve kinds apart nor copies
/// the curve out to solve it (the solve is inlined where the run keeps the curve). The same numbers as
/// the animation's, bit for bit.
struct BezierTimingCurve: Sendable {
    /// The animation's curve.
    let curve: CubicBezier
    /// The animation's length in seconds.
    let duration: Double

    /// The animation's curve and duration, when its curve is a Bézier curve.
    init?(_ animation: TimingCurveAnimation) {
        guard case .bezier(let curve) = animation.curve.storage else { return nil }
        self.curve = curve
        duration = animation.duration
    }

    /// The animation's `offsetAndVelocity(value:time:)`.
    @inline(__always)
    func offsetAndVelocity<V: VectorArithmetic>(value: V, time: Double) -> (offset: V, velocity: V)? {
        TimingCurveAnimation.offsetAndVelocity(value: value, time: time, duration: duration) {
            curve.valueAndVelocity(at: UnitCurve.clamp($0))
        }
    }
}

extension TimingCurveAnimation: CustomStringConvertible {
    /// The `Animation` spelling: `easeIn(duration: 0.35)`, `timingCurve(0.1, 0.7, 0.9, 0.3, duration: 2.0)`.
    public var description: String {
        switch curve.storage {
        case .linear:
            return "linear(duration: \(duration))"
        case .bezier(let bezier):
            if curve == .easeIn { return "easeIn(duration: \(duration))" }
            if curve == .easeOut { return "easeOut(duration: \(duration))" }
            if curve == .easeInOut { return "easeInOut(duration: \(duration))" }
            return "timingCurve(\(bezier.p1x), \(bezier.p1y), \(bezier.p2x), \(bezier.p2y), duration: \(duration))"
        case .circularEaseIn, .circularEaseOut, .circularEaseInOut:
            return "timingCurve(.\(curve), duration: \(duration))"
        }
    }
}
