/// How a value changes over time from one state to another: timing curves, springs, and their
/// delayed, sped-up and repeated forms. Mirrors SwiftUI's `Animation`.
///
/// ```swift
/// let animation = Animation.easeInOut(duration: 0.5).delay(0.1)
/// var context = AnimationContext<Double>()
/// animation.animate(value: 100.0, time: 0.35, context: &context)   // 50 (halfway, after the delay)
/// ```
///
/// An `Animation` wraps any `CustomAnimation`. Two animations are equal when they wrap equal values
/// of the same type. Time is in seconds since the animation began; to drive one headlessly with a
/// start and end value, use `AnimationEvaluator` (or `AnimatedValue` for retargeting).
public struct Animation: Sendable {
    /// The custom animation this animation runs (SwiftUI's `base`, iOS 17).
    public let base: any CustomAnimation

    /// An animation that runs `base`.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// The wrapped custom animation if it is an `A` (Cadence addition, for tools that inspect an
    /// animation: exporters, the linter).
    ///
    /// ```swift
    /// Animation.easeIn.base(as: TimingCurveAnimation.self)?.duration   // 0.35
    /// ```
    public func base<A: CustomAnimation>(as type: A.Type) -> A? {
        base as? A
    }

    /// The offset from the start after `time` seconds of animating the change `value`, or `nil` once
    /// the animation has finished.
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity of the animation at `time`, in value units per second, or `nil` when unknown or
    /// finished.
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous` (see `CustomAnimation`).
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

extension Animation: Hashable {
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        base.hashWithType(into: &hasher)
    }
}

extension CustomAnimation {
    /// Equality across the existential: same type and equal values.
    fileprivate func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// Hashes the type as well as the value, so equal values of different types hash apart.
    fileprivate func hashWithType(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Self.self))
        hasher.combine(self)
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The wrapped animation's description, for Cadence's built-in animations the Swift that builds
    /// it, for example `easeInOut(duration: 0.35).delay(0.1)`; `Animation.default` prints
    /// `DefaultAnimation()` as SwiftUI's does.
    public var description: String { String(describing: base) }

    /// `AnyAnimator(…)` around the wrapped animation's `String(reflecting:)`, the form SwiftUI uses
    /// (OpenSwiftUI's `Animation.swift`, audited for SwiftUI 6.5.4); for example
    /// `AnyAnimator(easeInOut(duration: 0.35))`.
    public var debugDescription: String { "AnyAnimator(\(String(reflecting: base)))" }

    /// A mirror with one child, `base`: the wrapped custom animation (SwiftUI's `customMirror`).
    ///
    /// ```swift
    /// Mirror(reflecting: Animation.easeIn).children.first?.label   // "base"
    /// ```
    public var customMirror: Mirror {
        Mirror(self, children: ["base": base], displayStyle: .struct)
    }
}
