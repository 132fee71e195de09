/// A group of keyframes that defines how one animatable value moves: the content of a `KeyframeTrack`.
///
/// Mirrors SwiftUI's `KeyframeTrackContent`. The four keyframe types conform, and so does what
/// `KeyframeTrackContentBuilder` builds from several keyframes, `if`, `switch` and `for`. Factor
/// repeated motion into helpers that return `some KeyframeTrackContent<Value>`:
///
/// ```swift
/// @KeyframeTrackContentBuilder<CGFloat>
/// func wiggle(_ amount: CGFloat) -> some KeyframeTrackContent<CGFloat> {
///     CubicKeyframe(amount, duration: 0.1)
///     CubicKeyframe(-amount, duration: 0.1)
///     CubicKeyframe(0, duration: 0.1)
/// }
/// ```
///
/// A custom type conforms by declaring a `body` made of other keyframe content.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The keyframe content this content is made of.
    associatedtype Body: KeyframeTrackContent

    /// The keyframes this content is made of, in order.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes to `list`, in order. Cadence lowers tracks through this hook; a
    /// conforming type gets it from its `body` and never implements it.
    func _appendKeyframes(to list: inout _KeyframeList<Value>)
}

extension KeyframeTrackContent where Body.Value == Value {
    @inlinable
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        body._appendKeyframes(to: &list)
    }
}
