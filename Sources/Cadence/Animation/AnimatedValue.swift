/// A value as the screen shows it while it animates: the target set by the model and the animations
/// carrying the presented value towards it. Cadence addition, for the runtime and for tests.
///
/// ```swift
/// var scale = AnimatedValue(1.0)
/// scale.set(1.5, animation: .easeInOut, at: 0)      // animate to 1.5
/// scale.set(1.0, animation: .easeInOut, at: 0.2)    // interrupted: combines with the first
/// scale.sample(at: 0.3).value
/// ```
///
/// Times are absolute seconds on the caller's clock. Setting a new value while animating retargets as
/// SwiftUI does (see `AnimationEvaluator.retarget`); setting it without an animation moves the target
/// and shifts any running animation with it, so the presented value jumps and the motion goes on.
/// Setting the value it already has does nothing. Once the animations finish they are dropped.
public struct AnimatedValue<Value: VectorArithmetic> {
    /// The model value: where the animations are heading.
    public private(set) var target: Value
    /// How an animation that does not merge combines with the running one.
    public var combiningRule: AnimationCombiningRule
    private var run: AnimationEvaluator<Value>?
    private var runStart = 0.0

    /// A value at rest.
    public init(_ value: Value, combiningRule: AnimationCombiningRule = .additive) {
        target = value
        self.combiningRule = combiningRule
    }

    /// Whether an animation is running (it is dropped at the first sample after it finishes).
    public var isAnimating: Bool { run != nil }

    /// The running animation (merged or combined), if any.
    public var animation: Animation? { run?.animation }

    /// Sets the model value at `time`, animated by `animation` (or at once for `nil`).
    public mutating func set(_ newValue: Value, animation: Animation?, at time: Double) {
        guard newValue != target else { return }
        defer { target = newValue }
        guard let animation else {
            run?.shift(by: newValue - target)
            return
        }
        if run == nil {
            run = AnimationEvaluator(animation, from: target, to: newValue)
            runStart = time
        } else {
            run?.retarget(to: newValue, with: animation, at: time - runStart, combining: combiningRule)
        }
    }

    /// The presented value at `time`.
    public mutating func sample(at time: Double) -> AnimationSample<Value> {
        guard var current = run else {
            return AnimationSample(value: target, velocity: .zero, isFinished: true, isLogicallyComplete: true)
        }
        let sample = current.sample(at: time - runStart)
        run = sample.isFinished ? nil : current
        return sample
    }
}

extension AnimatedValue: Sendable where Value: Sendable {}
