/// A keyframe that moves to its value with a spring.
///
/// Mirrors SwiftUI's `SpringKeyframe`. The value is from + spring.value(target: to − from,
/// initialVelocity: v, time: elapsed), where from is where the previous keyframe ended and v is
/// `startVelocity` or, when nil, the velocity the previous keyframe ended with (the track's initial
/// velocity for the first keyframe). Vector values spring component by component on `animatableData`.
///
/// - With `duration` nil, the keyframe lasts the spring's settling time for this motion:
///   `spring.settlingDuration(target: to − from, initialVelocity: v, epsilon: 0.0001)`. (The 1e-4
///   tolerance comes from a reimplementation of SwiftUI, not from Apple's documentation.) It ends
///   within about 1e-4 of `to` in `animatableData` units, not exactly on it. The tolerance is
///   absolute, so an `Angle` — whose data is its radians × 128, as in SwiftUI — springs for longer
///   than its radians would: `SpringKeyframe(.degrees(-8))` with the default spring lasts 1.2 s
///   (0.8 s on the bare radians), a 90° turn on `.smooth` 1.4 s (1.0 s) and on `.bouncy` 1.9094 s
///   (1.3578 s).
/// - With a `duration` shorter than that, the spring is cut mid-flight: the next keyframe starts from
///   the spring's actual position and velocity at the cut, which is how a short spring blends into
///   what follows.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.3, duration: 0.18, spring: .bouncy)   // cut while still rising
///     SpringKeyframe(1.0, duration: 0.32, spring: .snappy)
/// }
/// ```
///
/// A duration of 0 (or a negative or NaN one) jumps to `to` like `MoveKeyframe`. A spring that never
/// settles (no damping) with `duration` nil makes the track last forever.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline let to: Value
    @usableFromInline let duration: Double?
    @usableFromInline let spring: Spring
    @usableFromInline let startVelocity: Value?

    /// A keyframe that springs to `to` with `spring`, for `duration` seconds or, when nil, until it
    /// settles.
    @inlinable
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    public var body: Self { self }

    @inlinable
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(.spring(spring, startVelocity: startVelocity?.animatableData), to: to, duration: duration)
    }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
