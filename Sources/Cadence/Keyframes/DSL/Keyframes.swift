/// A description of how a value changes over time: one or more keyframe tracks.
///
/// Mirrors SwiftUI's `Keyframes`. `KeyframeTrack` conforms, and so does what `KeyframesBuilder` builds
/// from several tracks. A custom type conforms by declaring a `body` made of tracks, which lets a
/// timeline be shared between views:
///
/// ```swift
/// struct Pop: Keyframes {
///     var body: some Keyframes<BadgeValues> {
///         KeyframeTrack(\.scale) {
///             SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
///             SpringKeyframe(1.0, spring: .smooth)
///         }
///     }
/// }
/// let timeline = KeyframeTimeline(initialValue: BadgeValues()) { Pop() }
/// ```
public protocol Keyframes<Value> {
    /// The type of value animated by these keyframes: the root of every track's key path.
    associatedtype Value = Body.Value
    /// The keyframes this value is made of.
    associatedtype Body: Keyframes

    /// The tracks this value is made of, in order.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Resolves this value's tracks and appends them to `list`, in declaration order. Cadence lowers
    /// timelines through this hook; a conforming type gets it from its `body` and never implements it.
    func _appendTracks(to list: inout _KeyframeTrackList<Value>)
}

extension Keyframes where Body.Value == Value {
    @inlinable
    public func _appendTracks(to list: inout _KeyframeTrackList<Value>) {
        body._appendTracks(to: &list)
    }
}
