import Foundation
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
    /// The velocity `timeline` (one this source built) ends with, at its `duration`.
    func endVelocity(of timeline: KeyframeTimeline<Value>) -> KeyframeVelocity<Value>
    /// How many builds gave a timeline built before again (see `LoopKeyframesSource`).
    var reuses: Int { get }
}

extension KeyframeTimelineSource {
    func endVelocity(of timeline: KeyframeTimeline<Value>) -> KeyframeVelocity<Value> {
        timeline.velocity(time: timeline.duration)
    }

    var reuses: Int { 0 }
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

/// A loop's timeline source: a keyframes closure, and what its builds remember
/// (`KeyframeBuildMemo`), so that a pass that would build exactly the timeline the last one
/// played (the same keyframes from the same start value and velocity, as a repeating animator's
/// passes are from the third on) plays that one again.
///
/// The keyframes closure still runs at every pass, with the value the last pass ended on (as in
/// SwiftUI): keyframes it makes differently (random, or from state it reads) build a new timeline.
/// The memo is shared by copies of the player, under a lock.
struct LoopKeyframesSource<Value, K: Keyframes>: KeyframeTimelineSource, @unchecked Sendable where K.Value == Value {
    let keyframes: @Sendable (Value) -> K
    let memo = Memo()

    final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var builds = KeyframeBuildMemo<Value>()
    }

    func timeline(from value: Value, velocity: KeyframeVelocity<Value>) -> KeyframeTimeline<Value> {
        // The user's closure runs outside the lock (it may do anything, even ask another player).
        let made = keyframes(value)
        memo.lock.lock()
        defer { memo.lock.unlock() }
        return KeyframeTimeline(initialValue: value, initialVelocity: velocity, keepingNoKeyframes: made, memo: &memo.builds)
    }

    func endVelocity(of timeline: KeyframeTimeline<Value>) -> KeyframeVelocity<Value> {
        memo.lock.lock()
        defer { memo.lock.unlock() }
        return memo.builds.endVelocity(of: timeline)
    }

    var reuses: Int {
        memo.lock.lock()
        defer { memo.lock.unlock() }
        return memo.builds.reuses
    }
}
