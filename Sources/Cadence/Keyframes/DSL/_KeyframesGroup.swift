/// Several tracks, or a choice between tracks, built by `KeyframesBuilder`.
///
/// Holds a closure that appends the tracks, created where the tracks' types are known, so resolving
/// through it runs specialised code. Public because the builder returns it; write tracks and builders
/// instead of naming this type.
public struct _KeyframesGroup<Value>: Keyframes {
    @usableFromInline let appendTracks: (inout _KeyframeTrackList<Value>) -> Void

    @inlinable
    init(_ appendTracks: @escaping (inout _KeyframeTrackList<Value>) -> Void) {
        self.appendTracks = appendTracks
    }

    /// No tracks.
    @inlinable
    init() { appendTracks = { _ in } }

    public var body: Self { self }

    @inlinable
    public func _appendTracks(to list: inout _KeyframeTrackList<Value>) {
        appendTracks(&list)
    }
}
