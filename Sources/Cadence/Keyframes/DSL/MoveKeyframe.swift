/// A keyframe that jumps to its value at once, without interpolating.
///
/// Mirrors SwiftUI's `MoveKeyframe`. It takes no time; the motion after it starts from `to` at rest
/// (velocity 0). At the exact time of a jump between two keyframes, `value(time:)` still reports the
/// value before it and any later time sees the new value; a jump at the start of a track is already
/// visible at time 0.
///
/// ```swift
/// KeyframeTrack(\.offset) {
///     MoveKeyframe(-40)                  // start off to the left, whatever the current value
///     CubicKeyframe(0, duration: 0.3)
/// }
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline let to: Value

    /// A keyframe that jumps to `to`.
    @inlinable
    public init(_ to: Value) { self.to = to }

    public var body: Self { self }

    @inlinable
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(.move, to: to, duration: 0)
    }
}

extension MoveKeyframe: Sendable where Value: Sendable {}
