/// An animation that plays `base` several times or forever, optionally reversing every other cycle:
/// what `Animation.repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)` build.
///
/// ```swift
/// let pulse = Animation.easeInOut(duration: 0.4).repeatCount(3)   // out, back, out
/// ```
///
/// A cycle lasts as long as `base` runs: its duration for a timing curve, its settling time for a
/// spring, the time the fluid spring comes to rest, and for a custom animation the first time it
/// returns `nil` (found by probing, see `Animation`). Cycle k covers [k·P, (k + 1)·P) and plays `base`
/// from the start with fresh state; with `autoreverses`, odd cycles play it backwards
/// (value − base). SwiftUI instead starts the next cycle at the first frame after `base` finishes, so
/// its cycles depend on the frame rate; Cadence's do not.
///
/// - `repeatCount`: "autoreverse counts towards the count" (Apple). After the last cycle the animation
///   finishes and the value is the target, even when the last cycle ran backwards (SwiftUI does the
///   same). Counts of 1, 0 and below play `base` once (SwiftUI's arithmetic).
/// - `repeatForever`: never finishes. At t = +∞ it reports the start of a cycle, so the value stays
///   finite.
/// - A `base` that finishes at once: `repeatCount` finishes at once; `repeatForever` holds the target.
///   A `base` that never finishes plays its first cycle forever.
/// - Logically complete when the last cycle's `base` is (never for `repeatForever`).
/// - t < 0 and NaN are passed to `base` (start and finished respectively, for the built-ins).
public struct RepeatAnimation: CustomAnimation, KnownFinishTime {
    /// The repeated animation.
    public let base: Animation
    /// How many cycles play, or `nil` for forever.
    public let repeatCount: Int?
    /// Whether odd cycles play backwards.
    public let autoreverses: Bool

    /// `base` repeated `repeatCount` times (`nil`: forever).
    public init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// The number of cycles as a double (∞ for forever).
    private var cycleCount: Double { Self.cycleCount(repeatCount) }

    /// The number of cycles of a repeat of `repeatCount` (`nil`: forever, ∞).
    private static func cycleCount(_ repeatCount: Int?) -> Double {
        guard let repeatCount else { return .infinity }
        return Double(max(repeatCount, 1))
    }

    /// Where `time` falls: the cycle index and the time within it, or `nil` when finished. A finished
    /// `repeatForever` base is reported as `(cycle: 0, time: nil)`: hold the target.
    fileprivate func locate(_ time: Double, period: Double) -> (cycle: Double, local: Double?)? {
        Self.locate(time, period: period, repeatCount: repeatCount)
    }

    /// `locate(_:period:)` of a repeat of `repeatCount` cycles (`nil`: forever).
    fileprivate static func locate(_ time: Double, period: Double, repeatCount: Int?) -> (cycle: Double, local: Double?)? {
        let cycleCount = cycleCount(repeatCount)
        if time.isNaN { return (0, .nan) }
        if time < 0 { return (0, time) }
        if !(period > 0) {
            return repeatCount == nil ? (0, nil) : nil
        }
        if period == .infinity { return (0, time) }
        if time == .infinity { return repeatCount == nil ? (0, 0) : nil }
        var cycle = (time / period).rounded(.down)
        var local = time - cycle * period
        if local >= period {
            cycle += 1
            local -= period
        }
        if cycle >= cycleCount {
            // The very end of the last cycle still belongs to it, as t = duration does for a curve.
            return cycle == cycleCount && local == 0 ? (cycle - 1, period) : nil
        }
        return (cycle, max(local, 0))
    }

    /// Runs `body` on `base` in the context of `cycle`, keeping each cycle's state apart, in
    /// `state` (the run's repeat state, read once per sample); `changed` is set when `state` changed.
    private func inCycle<V: VectorArithmetic, R>(
        _ cycle: Double, state: inout RepeatState<V>, changed: inout Bool, context: AnimationContext<V>,
        _ body: (inout AnimationContext<V>) -> R
    ) -> R {
        if !state.isStarted {
            state.isStarted = true
            state.firstCycleState = startingState(context)
            state.cycle = 0
            state.baseState = state.firstCycleState
            changed = true
        }
        if state.cycle != cycle {
            state.cycle = cycle
            state.baseState = cycle == 0 ? state.firstCycleState : AnimationState()
            changed = true
        }
        var baseContext = AnimationContext(state: state.baseState)
        baseContext.state.inheritEnvironment(from: context.state)
        let result = body(&baseContext)
        // A timing curve keeps no state: nothing to write back (the write boxes the whole state).
        if !(state.baseState.isEmpty && baseContext.state.isEmpty) {
            state.baseState = baseContext.state
            changed = true
        }
        if state.isBaseLogicallyComplete != baseContext.isLogicallyComplete {
            state.isBaseLogicallyComplete = baseContext.isLogicallyComplete
            changed = true
        }
        return result
    }

    /// The length of one cycle for `value`, worked out once per change (kept in `state`; `changed`
    /// is set when it was worked out).
    private func period<V: VectorArithmetic>(value: V, state: inout RepeatState<V>, changed: inout Bool,
                                             context: AnimationContext<V>) -> Double {
        if let cached = state.period, state.periodValue == value { return cached }
        let start = state.isStarted ? state.firstCycleState : startingState(context)
        let period = base.finishTime(value: value, context: AnimationContext(state: start))
        state.period = period
        state.periodValue = value
        changed = true
        return period
    }

    /// The state `base` starts its first cycle with: the run's state without the repeat's own.
    private func startingState<V>(_ context: AnimationContext<V>) -> AnimationState<V> {
        var state = context.state
        state.removeValue(forKey: RepeatState<V>.self)
        return state
    }

    // The repeat's state is read once and written once (only when it changed) per sample: it is
    // stored as `Any`, so each read casts it out and each write boxes it anew.

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        var state = context.repeatState
        var changed = false
        defer { if changed { context.repeatState = state } }
        let period = period(value: value, state: &state, changed: &changed, context: context)
        guard let (cycle, local) = locate(time, period: period) else { return nil }
        guard let local else { return value }
        let offset = inCycle(cycle, state: &state, changed: &changed, context: context) {
            base.animate(value: value, time: local, context: &$0)
        }
        if cycle + 1 >= cycleCount, state.isBaseLogicallyComplete {
            context.isLogicallyComplete = true
        }
        if offset == nil, local.isNaN { return nil }
        let forward = offset ?? value
        return isReversed(cycle) ? value - forward : forward
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        var state = context.repeatState
        var changed = false
        let period = period(value: value, state: &state, changed: &changed, context: context)
        guard let (cycle, local) = locate(time, period: period) else { return nil }
        guard let local else { return .zero }
        let velocity = inCycle(cycle, state: &state, changed: &changed, context: context) {
            base.velocity(value: value, time: local, context: $0)
        }
        guard let velocity else { return nil }
        return isReversed(cycle) ? .zero - velocity : velocity
    }

    fileprivate func isReversed(_ cycle: Double) -> Bool {
        Self.isReversed(cycle, autoreverses: autoreverses)
    }

    /// Whether `cycle` plays backwards in a repeat that `autoreverses` or not.
    fileprivate static func isReversed(_ cycle: Double, autoreverses: Bool) -> Bool {
        autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        guard repeatCount != nil else { return .infinity }
        let period = base.finishTime(value: value, context: context)
        return period > 0 ? period * cycleCount : 0
    }
}

extension RepeatAnimation: CustomStringConvertible {
    public var description: String {
        if let repeatCount {
            return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

/// A `RepeatAnimation` of a timing curve (`.easeInOut.repeatForever()`, a spinner's
/// `.linear(duration: 1).repeatForever(autoreverses: false)`), as `AnimationEvaluator` keeps it to
/// sample: the curve is called directly rather than through two existentials, and no per-run state is
/// kept (a timing curve has none, so the repeat's cycle bookkeeping changes nothing a sample gives).
/// The same numbers as `RepeatAnimation.animate` and `velocity`, bit for bit. A class: the run's
/// `AnimationKind` holds a reference (made once, when the run starts), which a sample reads without
/// copying the curves out.
final class RepeatedTimingCurve: Sendable {
    /// The repeat's number of cycles (`nil`: forever).
    let repeatCount: Int?
    /// Whether odd cycles play backwards.
    let autoreverses: Bool
    /// The repeated curve.
    let curve: TimingCurveAnimation
    /// `curve` as a Bézier curve, when it is one (the commonest: `easeInOut`).
    let bezier: BezierTimingCurve?

    /// `repetition` when it repeats a timing curve.
    init?(_ repetition: RepeatAnimation) {
        guard let curve = repetition.base.base as? TimingCurveAnimation else { return nil }
        repeatCount = repetition.repeatCount
        autoreverses = repetition.autoreverses
        self.curve = curve
        bezier = BezierTimingCurve(curve)
    }

    /// The repeat's `animate` and `velocity` at `time` for a change of `value`; `nil` once finished.
    @inline(__always)
    func offsetAndVelocity<V: VectorArithmetic>(value: V, time: Double) -> (offset: V, velocity: V)? {
        // A cycle lasts the curve's finish time.
        let period = curve.finishDuration
        guard let (cycle, local) = RepeatAnimation.locate(time, period: period, repeatCount: repeatCount) else { return nil }
        guard let local else { return (value, .zero) }
        let motion: (offset: V, velocity: V)?
        if let bezier {
            motion = bezier.offsetAndVelocity(value: value, time: local)
        } else {
            motion = curve.offsetAndVelocity(value: value, time: local)
        }
        let reversed = RepeatAnimation.isReversed(cycle, autoreverses: autoreverses)
        guard let motion else {
            // The curve is over within the cycle (an infinite one): its target, at rest.
            if local.isNaN { return nil }
            return (reversed ? value - value : value, .zero)
        }
        return reversed ? (value - motion.offset, .zero - motion.velocity) : motion
    }
}

/// The repeat's per-run state: the cycle being played, `base`'s state within it, and the cycle length.
struct RepeatState<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: Self { Self() }

    var isStarted = false
    /// The state the run started with (it may carry an in-flight velocity); only the first cycle uses it.
    var firstCycleState = AnimationState<V>()
    var cycle = 0.0
    var baseState = AnimationState<V>()
    var isBaseLogicallyComplete = false
    var period: Double?
    var periodValue: V?
}

extension AnimationContext {
    var repeatState: RepeatState<Value> {
        get { state[RepeatState<Value>.self] }
        set { state[RepeatState<Value>.self] = newValue }
    }
}
