/// The "persistent" spring of `Animation.spring(response:dampingFraction:blendDuration:)` and of
/// `spring(duration:bounce:)`, `smooth`, `snappy`, `bouncy`, `interactiveSpring` and (wrapped, so it
/// equals only itself) `.default`,
/// integrated numerically as SwiftUI does (public in Cadence so tools can inspect an animation).
///
/// ```swift
/// let animation = FluidSpringAnimation(response: 0.55, dampingFraction: 1)   // Animation.default
/// var context = AnimationContext<Double>()
/// animation.animate(value: 1.0, time: 0.2, context: &context)
/// ```
///
/// The spring has stiffness k = min((2π/response)², 45 000) and damping c = 2√k × dampingFraction,
/// pulling the offset towards `value`. It is stepped in fixed 1/300 s steps from the start of the run
/// (semi-implicit: a half-step velocity moves the offset, the new force is computed from the new
/// offset and the half-step velocity, then the velocity completes the step; the force starts at 0).
/// The offset at time t is the state after ⌈300·t⌉ steps. Progress is cached in `context.state`, so
/// sampling forward costs only the new steps, while the values depend only on t: sampling at 60 Hz,
/// 120 Hz or once gives the same numbers. (SwiftUI instead steps from its last frame and skips ahead
/// when frames are more than a second apart; Cadence does not skip, so results never depend on the
/// frame rate.)
///
/// - Finished at the first step where max(|velocity|², |force|²) ≤ 0.0036 and the offset is within 1 %
///   of `value` (SwiftUI's rule; a zero change only needs the first part), or where the state stops
///   being finite. Also finished at t = +∞ and NaN. The 0.06 is absolute, in units of the animatable
///   data, so the scale of the data matters: an `Angle` animates its radians × 128 (as SwiftUI does),
///   so `.default` turning a view by 90° rests after 1.4433 s, where the same spring on the bare
///   radians (Cadence before it adopted SwiftUI's scale) rested after 0.9333 s (see
///   `AngleAnimatableDataTests` for these and other values).
/// - Logically complete once the time since the start (or the last merge) reaches the response.
/// - Merges with whatever it interrupts: it takes over the previous animation's offset and velocity,
///   and if that was a spring with another response, blends the response from the old one to the
///   new over `blendDuration` with a smoothstep.
/// - A response of 0 or less, or NaN, gives the stiffest spring (k = 45 000): Apple documents 0 as
///   "an infinitely-stiff spring".
/// - At most 180 000 steps (10 minutes) are integrated; a spring still moving by then (one with
///   little or no damping) continues with the same recurrence in closed form (matrix powers), so any
///   time is answered in bounded work and stays finite for a damped or undamped spring.
/// - t before the start (or before the last merge): the state at that point, with velocity 0.
public struct FluidSpringAnimation: CustomAnimation, KnownFinishTime {
    /// The undamped period in seconds (how quickly the spring moves).
    public let response: Double
    /// The damping as a fraction of critical damping (1 critical, below 1 bouncy).
    public let dampingFraction: Double
    /// The time over which a change of response is blended in after a merge, in seconds.
    public let blendDuration: Double

    /// A spring with the given `response`, `dampingFraction` and `blendDuration`.
    public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
    }

    /// SwiftUI's integration step, 1/300 s.
    static let stepDuration = 1.0 / 300
    /// The number of steps integrated one by one before switching to matrix powers (10 minutes).
    static let maximumSteps = 180_000
    /// The stiffness cap, which is also the stiffness of a zero response.
    static let maximumStiffness = 45_000.0

    /// The stiffness for response `r`.
    static func stiffness(response r: Double) -> Double {
        guard r > 0 else { return maximumStiffness }
        let frequency = 2 * Double.pi / r
        return min(frequency * frequency, maximumStiffness)
    }

    /// The response in effect at `time`, blending from the previous spring's after a merge.
    func response<V>(at time: Double, _ state: FluidSpringState<V>) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let progress = min(max((time - state.blendStart) / blendDuration, 0), 1)
        return response + state.blendInterval * (1 - progress * progress * (3 - 2 * progress))
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        var state = started(context)
        let sample = self.sample(value: value, time: time, state: &state)
        context.fluidSpringState = state
        guard let sample else { return nil }
        if sample.isLogicallyComplete {
            context.isLogicallyComplete = true
        }
        return sample.motion.offset
    }

    /// What `animate` computes, on a started `state` it advances: the motion at `time` (whose offset
    /// `animate` returns) and whether the run is logically complete then; `nil` once finished.
    /// `AnimationEvaluator` keeps a fluid spring's state itself and calls this directly.
    func sample<V: VectorArithmetic>(
        value: V, time: Double, state: inout FluidSpringState<V>
    ) -> (motion: FluidSpringMotion<V>, isLogicallyComplete: Bool)? {
        guard let motion = motion(value: value, time: time, state: &state) else { return nil }
        return (motion, time - state.startTime >= response(at: time, state))
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        // Works on a copy of the state, which is dropped: reading a velocity never changes the run.
        var state = started(context)
        guard let motion = motion(value: value, time: time, state: &state) else { return nil }
        return time < state.originTime ? .zero : motion.velocity
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        let previousVelocity = previous.velocity(value: value, time: time, context: context)
        let previousOffset = previous.animate(value: value, time: time, context: &context)
        var state = context.fluidSpringState
        let previousSpring = previous.base(as: FluidSpringAnimation.self)
        // `.default` runs a fluid spring in the same state: its force carries over too.
        let previousIsFluid = previousSpring != nil || previous.base(as: DefaultAnimation.self) != nil
        merge(from: previousSpring, isFluid: previousIsFluid, offset: previousOffset, velocity: previousVelocity,
              value: value, time: time, state: &state)
        context.fluidSpringState = state
        return true
    }

    /// Takes over at `time` from the previous animation, which was at `offset` moving at `velocity`
    /// (`nil` offset: it had finished), with `state` the previous fluid spring's state when
    /// `isFluid` (the fluid spring `previousSpring`, or `.default`'s).
    func merge<V: VectorArithmetic>(
        from previousSpring: FluidSpringAnimation?, isFluid previousIsFluid: Bool, offset previousOffset: V?,
        velocity previousVelocity: V?, value: V, time: Double, state: inout FluidSpringState<V>
    ) {
        var force = V.zero
        if previousIsFluid, previousOffset != nil, state.isCacheValid {
            // SwiftUI keeps the previous spring's force for the first step after the merge.
            force = state.cursor.force
        }
        state.isStarted = true
        state.origin = FluidSpringMotion(
            offset: previousOffset ?? value,
            velocity: previousOffset == nil ? .zero : (previousVelocity ?? .zero),
            force: force)
        state.originTime = time
        state.startTime = time
        state.invalidateCache()
        if let previousSpring, previousSpring.response != response {
            state.blendInterval = previousSpring.response - response
            state.blendStart = time
        } else {
            state.blendInterval = 0
        }
    }

    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        var scratch = context
        var state = started(scratch)
        state.prepareCache(for: value)
        advance(&state, value: value, toStep: FluidSpringAnimation.maximumSteps)
        scratch.fluidSpringState = state
        guard let finish = state.finishStep else { return .infinity }
        return state.originTime + Double(finish) * FluidSpringAnimation.stepDuration
    }

    // MARK: Integration

    /// The state at `time`, or `nil` once finished, advancing the cache in `state`.
    private func motion<V: VectorArithmetic>(
        value: V, time: Double, state: inout FluidSpringState<V>
    ) -> FluidSpringMotion<V>? {
        if time.isNaN || time == .infinity { return nil }
        if time <= state.originTime { return state.origin }
        let steps = FluidSpringAnimation.steps(in: time - state.originTime)
        if state.cursorSteps > steps { state.rewind(to: steps) }
        state.prepareCache(for: value)
        if let finish = state.finishStep, steps >= finish { return nil }
        advance(&state, value: value, toStep: min(steps, FluidSpringAnimation.maximumSteps))
        if let finish = state.finishStep, steps >= finish { return nil }
        guard steps > state.cursorSteps else { return state.cursor }
        let remaining = steps - state.cursorSteps
        let end = state.originTime + Double(steps) * FluidSpringAnimation.stepDuration
        let motion = jump(state.cursor, value: value, steps: remaining, response: response(at: end, state))
        return motion.isFinite ? motion : nil
    }

    /// The state as it is, or as it starts (at rest, or with the run's in-flight velocity).
    private func started<V>(_ context: AnimationContext<V>) -> FluidSpringState<V> {
        started(context.fluidSpringState, context)
    }

    /// `state` as it is, or as it starts (at rest, or with `context`'s in-flight velocity).
    func started<V>(_ state: FluidSpringState<V>, _ context: AnimationContext<V>) -> FluidSpringState<V> {
        var state = state
        if !state.isStarted {
            state.isStarted = true
            state.origin.velocity = context.initialVelocity ?? .zero
        }
        return state
    }

    /// The number of whole steps needed to reach `elapsed` seconds: ⌈300·elapsed⌉, with a tolerance of
    /// 10⁻⁹ step so that times like 0.1 s, which are not exact in binary, land on their step.
    static func steps(in elapsed: Double) -> Int {
        let exact = elapsed * 300
        guard exact > 0 else { return 0 }
        let rounded = (exact - 1e-9).rounded(.up)
        return rounded >= 1e15 ? Int(1e15) : max(Int(rounded), 0)
    }

    /// Steps the cached state one step at a time up to `target` steps, stopping at the first step at
    /// rest (which it records).
    private func advance<V: VectorArithmetic>(_ state: inout FluidSpringState<V>, value: V, toStep target: Int) {
        guard state.finishStep == nil, state.cursorSteps < target else { return }
        let h = FluidSpringAnimation.stepDuration
        var stiffness = FluidSpringAnimation.stiffness(response: response)
        var damping = 2 * stiffness.squareRoot() * dampingFraction
        let blends = blendDuration > 0 && state.blendInterval != 0
        var motion = state.cursor
        var steps = state.cursorSteps
        state.checkpoint = motion
        state.checkpointSteps = steps
        while steps < target {
            if blends {
                let time = state.originTime + Double(steps + 1) * h
                stiffness = FluidSpringAnimation.stiffness(response: response(at: time, state))
                damping = 2 * stiffness.squareRoot() * dampingFraction
            }
            motion.step(towards: value, stiffness: stiffness, damping: damping)
            steps += 1
            if motion.isAtRest(towards: value) {
                state.finishStep = steps
                break
            }
        }
        state.cursor = motion
        state.cursorSteps = steps
    }

    /// The state `steps` steps after `motion`, at a constant `response`, in O(log steps) work: the step
    /// is linear in (offset − value, velocity, force), so n steps are the n-th power of its matrix.
    private func jump<V: VectorArithmetic>(
        _ motion: FluidSpringMotion<V>, value: V, steps: Int, response: Double
    ) -> FluidSpringMotion<V> {
        let k = FluidSpringAnimation.stiffness(response: response)
        let c = 2 * k.squareRoot() * dampingFraction
        let h = FluidSpringAnimation.stepDuration
        let forceRow = [-k, -(c + k * h), -(c * h / 2 + k * h * h / 2)]
        let step = Matrix3(rows: [
            [1, h, h * h / 2],
            [-k * h / 2, 1 - h / 2 * (c + k * h), h / 2 - h / 2 * (c * h / 2 + k * h * h / 2)],
            forceRow,
        ])
        let power = step.power(steps)
        let displacement = motion.offset - value
        func row(_ i: Int) -> V {
            displacement.scaled(by: power.rows[i][0]) + motion.velocity.scaled(by: power.rows[i][1])
                + motion.force.scaled(by: power.rows[i][2])
        }
        return FluidSpringMotion(offset: value + row(0), velocity: row(1), force: row(2))
    }
}

extension FluidSpringAnimation: CustomStringConvertible {
    /// The `Animation` spelling.
    public var description: String {
        "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}

/// Offset, velocity and force (acceleration, for unit mass) of the fluid spring.
struct FluidSpringMotion<V: VectorArithmetic> {
    var offset: V = .zero
    var velocity: V = .zero
    var force: V = .zero

    /// One 1/300 s step towards `target`, in SwiftUI's order of operations.
    mutating func step(towards target: V, stiffness: Double, damping: Double) {
        var half = force.scaled(by: 1.0 / 600)
        half += velocity
        offset += half.scaled(by: 1.0 / 300)
        var newForce = half.scaled(by: -damping)
        newForce += (target - offset).scaled(by: stiffness)
        force = newForce
        velocity = newForce.scaled(by: 1.0 / 600)
        velocity += half
    }

    /// SwiftUI's rest test: velocity and force below 0.06 and, for a non-zero change, within 1 % of
    /// it. A state that is no longer finite counts as at rest, so it ends rather than spreading NaN.
    func isAtRest(towards target: V) -> Bool {
        guard isFinite else { return true }
        guard max(velocity.magnitudeSquared, force.magnitudeSquared) <= 0.0036 else { return false }
        let tolerance = target.scaled(by: 0.01).magnitudeSquared
        return !(tolerance > 0 && tolerance < (target - offset).magnitudeSquared)
    }

    var isFinite: Bool {
        (offset.magnitudeSquared + velocity.magnitudeSquared + force.magnitudeSquared).isFinite
    }
}

/// The fluid spring's per-run state: where integration starts (the run's start or the last merge) and
/// how far it has got for the current change.
struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: Self { Self() }

    var isStarted = false
    var originTime = 0.0
    var origin = FluidSpringMotion<V>()

    var isCacheValid = false
    var cachedValue: V = .zero
    var cursorSteps = 0
    var cursor = FluidSpringMotion<V>()
    var finishStep: Int?
    /// Where the last `advance` started: the exact state after `checkpointSteps` steps, before any
    /// step at rest. A sample between the last two (a probe between two frames, a phase change found
    /// there) starts again from here rather than from the origin; stepping is deterministic, so the
    /// numbers are the same.
    var checkpoint = FluidSpringMotion<V>()
    var checkpointSteps = 0

    var startTime = 0.0
    var blendStart = 0.0
    var blendInterval = 0.0

    mutating func invalidateCache() {
        isCacheValid = false
    }

    /// Moves the cursor back for a sample at `steps`, before it: to the checkpoint if that is not
    /// after `steps`, else (invalidating the cache) to the origin.
    mutating func rewind(to steps: Int) {
        guard isCacheValid, checkpointSteps <= steps else {
            invalidateCache()
            return
        }
        cursor = checkpoint
        cursorSteps = checkpointSteps
        finishStep = nil
    }

    /// Restarts integration from the origin unless the cache is for this `value`.
    mutating func prepareCache(for value: V) {
        guard !isCacheValid || cachedValue != value else { return }
        isCacheValid = true
        cachedValue = value
        cursorSteps = 0
        cursor = origin
        finishStep = nil
        checkpointSteps = 0
        checkpoint = origin
    }
}

extension AnimationContext {
    var fluidSpringState: FluidSpringState<Value> {
        get { state.fluidSpring ?? FluidSpringState<Value>.defaultValue }
        set { state.fluidSpring = newValue }
    }
}

/// A 3 × 3 matrix of doubles, for stepping the fluid spring many steps at once.
struct Matrix3 {
    var rows: [[Double]]

    static let identity = Matrix3(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        var result = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                result[i][j] = lhs.rows[i][0] * rhs.rows[0][j] + lhs.rows[i][1] * rhs.rows[1][j]
                    + lhs.rows[i][2] * rhs.rows[2][j]
            }
        }
        return Matrix3(rows: result)
    }

    /// The n-th power by repeated squaring: at most 2·log₂ n products.
    func power(_ n: Int) -> Matrix3 {
        var result = Matrix3.identity
        var base = self
        var exponent = n
        while exponent > 0 {
            if exponent & 1 == 1 { result = result * base }
            base = base * base
            exponent >>= 1
        }
        return result
    }
}

extension FluidSpringMotion: Sendable where V: Sendable {}
extension FluidSpringState: Sendable where V: Sendable {}
