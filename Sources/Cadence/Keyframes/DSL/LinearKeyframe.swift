/// A keyframe that moves in a straight line to its value, paced by a timing curve.
///
/// Mirrors SwiftUI's `LinearKeyframe`. Over `duration` seconds the value goes from where the previous
/// keyframe ended to `to`: value = from + (to − from) × timingCurve.value(at: elapsed / duration).
/// Its velocity is (to − from) / duration × timingCurve.velocity(at: progress), so with the default
/// `.linear` curve it moves at constant speed and starts and stops abruptly; it ignores the velocity
/// the previous keyframe ended with.
///
/// ```swift
/// KeyframeTrack(\.opacity) {
///     LinearKeyframe(1.0, duration: 0.1)
///     LinearKeyframe(0.0, duration: 0.2, timingCurve: .easeOut)
/// }
/// ```
///
/// A duration of 0 (or a negative or NaN one) jumps to `to` like `MoveKeyframe`, with velocity 0
/// after it; an infinite duration never leaves the start.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline let to: Value
    @usableFromInline let duration: Double
    @usableFromInline let timingCurve: UnitCurve

    /// A keyframe that reaches `to` after `duration` seconds, paced by `timingCurve`.
    @inlinable
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    public var body: Self { self }

    @inlinable
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(.linear(timingCurve), to: to, duration: duration)
    }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
