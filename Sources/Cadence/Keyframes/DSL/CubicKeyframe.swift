/// A keyframe that moves along a cubic curve to its value; neighbouring cubic keyframes form a smooth
/// Catmull-Rom spline.
///
/// Mirrors SwiftUI's `CubicKeyframe`. The segment is a cubic Hermite curve from where the previous
/// keyframe ended to `to`, over `duration` seconds, with tangents velocity × duration. A velocity you
/// do not give is chosen to keep the motion smooth:
/// - between two cubic keyframes, the velocity at their joint is
///   (next target − previous start) / (sum of the two durations): Catmull-Rom;
/// - after a linear or spring keyframe, the start velocity is the velocity that keyframe ended with
///   (for a spring cut short, its velocity at the cut);
/// - before a linear keyframe, the end velocity is the linear keyframe's start velocity; before a
///   spring keyframe with no start velocity, (spring target − this keyframe's start) / (2 × duration);
/// - at the start of a track, the track's initial velocity (0 unless an animator carries one in);
///   after `MoveKeyframe` or any zero-duration keyframe, and at the end of a track, 0.
///
/// ```swift
/// KeyframeTrack(\.rotation) {
///     CubicKeyframe(.degrees(-8), duration: 0.12)
///     CubicKeyframe(.degrees(6), duration: 0.16)
///     CubicKeyframe(.zero, duration: 0.22)
/// }
/// ```
///
/// Velocities are in units of `Value` per second (for `Angle`, radians per second). A duration of 0
/// (or a negative or NaN one) jumps to `to` like `MoveKeyframe`; an infinite duration never leaves
/// the start.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline let to: Value
    @usableFromInline let duration: Double
    @usableFromInline let startVelocity: Value?
    @usableFromInline let endVelocity: Value?

    /// A keyframe that reaches `to` after `duration` seconds, starting and ending with the given
    /// velocities, or with velocities that keep the motion smooth where they are nil.
    @inlinable
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    public var body: Self { self }

    @inlinable
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(.cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData),
                    to: to, duration: duration)
    }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
