import Cadence
import Foundation

/// Two animatable values animated as one: what a `StateAnimator` animates for a parameter made of
/// two values (a scale and its anchor, an angle and its anchor). Cadence addition.
///
/// `AnimatablePair` pairs two `VectorArithmetic` values; this pairs two `Animatable` ones, and its
/// animatable data is the pair of theirs:
///
/// ```swift
/// var animator = StateAnimator(AnimatedPair(CGSize(width: 1, height: 1), UnitPoint.center))
/// animator.set(AnimatedPair(CGSize(width: 2, height: 2), .topLeading),
///              transaction: Transaction(animation: .linear(duration: 1)), at: 0)
/// animator.update(at: 0.5)
/// animator.value.first   // 1.5 × 1.5, half way
/// ```
///
/// `StateAnimator` is specialised for the pairs the view layer's effects animate, so a frame of an
/// implicit animation of a scale or a rotation runs specialised code (the generic code looked its
/// types up in the runtime's metadata cache at every frame).
@frozen
public struct AnimatedPair<First: Animatable, Second: Animatable>: Animatable {
    /// The first value (a scale, an angle).
    public var first: First
    /// The second value (an anchor).
    public var second: Second

    /// The pair of `first` and `second`.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values' animatable data, as a pair; setting it sets each value's.
    @inlinable
    public var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }
}

extension AnimatedPair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatedPair: Sendable where First: Sendable, Second: Sendable {}
