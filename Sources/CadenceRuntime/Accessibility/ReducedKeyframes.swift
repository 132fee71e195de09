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
    let makeTimeline: @Sendable (Value, KeyframeVelocity<Value>) -> KeyframeTimeline<Value>

    /// Reduced keyframes built by `keyframes` from the current value.
    public init<K: Keyframes>(@KeyframesBuilder<Value> _ keyframes: @escaping @Sendable (Value) -> K) where K.Value == Value {
        makeTimeline = KeyframeTimeline.maker(keyframes)
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

extension KeyframeTimeline {
    /// A function that builds the timeline `keyframes` gives for a start value, starting with a velocity.
    static func maker<K: Keyframes>(
        _ keyframes: @escaping @Sendable (Value) -> K
    ) -> @Sendable (Value, KeyframeVelocity<Value>) -> KeyframeTimeline<Value> where K.Value == Value {
        { value, velocity in
            KeyframeTimeline(initialValue: value, initialVelocity: velocity) { keyframes(value) }
        }
    }
}
