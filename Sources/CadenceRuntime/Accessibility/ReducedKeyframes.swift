import Cadence

/// The reduced keyframes a `KeyframePlayer` plays under `ReduceMotionPolicy.simplified(_:)`.
/// Cadence addition.
///
/// ```swift
/// var heart = KeyframePlayer(initialValue: LikeValues(), trigger: likes,
///                            reduceMotion: .simplified { _ in
///                                KeyframeTrack(\.opacity) { LinearKeyframe(1, duration: 0.15) }
///                            }) { _ in … }
/// ```
///
/// Like the player's own keyframes, the closure receives the current value, and the timeline it
/// builds starts from that value with the current velocity.
public struct ReducedKeyframes<Value>: Sendable {
    let source: any KeyframeTimelineSource<Value>

    /// Reduced keyframes built by `keyframes` from the current value.
    public init<K: Keyframes>(@KeyframesBuilder<Value> _ keyframes: @escaping @Sendable (Value) -> K) where K.Value == Value {
        source = KeyframesClosureSource(keyframes: keyframes)
    }
}

extension ReduceMotionPolicy {
    /// Plays the keyframes `keyframes` builds instead of the player's own while Reduce Motion is on.
    ///
    /// ```swift
    /// .simplified { _ in KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 0.01) } }
    /// ```
    public static func simplified<Value, K: Keyframes>(
        @KeyframesBuilder<Value> keyframes: @escaping @Sendable (Value) -> K
    ) -> Self where Alternative == ReducedKeyframes<Value>, K.Value == Value {
        .simplified(ReducedKeyframes(keyframes))
    }
}

/// Builds the timeline a player plays from a start value and velocity.
protocol KeyframeTimelineSource<Value>: Sendable {
    associatedtype Value
    func timeline(from value: Value, velocity: KeyframeVelocity<Value>) -> KeyframeTimeline<Value>
}

/// A timeline source over a keyframes closure.
///
/// `@unchecked Sendable` because the closure is `@Sendable` but the keyframes type `K` it returns need
/// not have a sendable metatype: an opaque `some Keyframes<Value>` (what a function with a
/// `@KeyframesBuilder` body returns, as in SwiftUI code) does not declare one. A value of `K` is made,
/// lowered into the timeline and dropped within `timeline(from:velocity:)`; nothing of it is shared
/// between threads. (A protocol rather than a closure, which would capture `K`'s metatype.)
struct KeyframesClosureSource<Value, K: Keyframes>: KeyframeTimelineSource, @unchecked Sendable where K.Value == Value {
    let keyframes: @Sendable (Value) -> K

    func timeline(from value: Value, velocity: KeyframeVelocity<Value>) -> KeyframeTimeline<Value> {
        // Keeps no keyframes (they can be many arrays): a player samples its timelines and asks their
        // velocities, which the timeline answers from its program.
        KeyframeTimeline(initialValue: value, initialVelocity: velocity, keepingNoKeyframes: keyframes(value))
    }
}
