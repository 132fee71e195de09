/// Keyframes whose concrete type is erased: what a keyframe animator hands its player.
///
/// The player takes a `@Sendable` closure that builds keyframes; a closure returning the view's own
/// keyframes type would capture that type's metatype, which need not be `Sendable` (an opaque
/// `some Keyframes<Value>` is not). The erasure happens on the main actor, where the view's closure
/// is called; the player only sees this type.
struct ErasedKeyframes<Value>: Keyframes {
    private let appendTracks: (inout _KeyframeTrackList<Value>) -> Void

    init<K: Keyframes>(_ keyframes: K) where K.Value == Value {
        appendTracks = { list in keyframes._appendTracks(to: &list) }
    }

    var body: Self { self }

    func _appendTracks(to list: inout _KeyframeTrackList<Value>) {
        appendTracks(&list)
    }
}
