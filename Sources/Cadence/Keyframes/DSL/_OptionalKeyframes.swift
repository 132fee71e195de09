/// Tracks that may be absent: what `KeyframesBuilder` builds from `if` without `else` around tracks.
///
/// Public because the builder returns it; write tracks and builders instead of naming this type.
public struct _OptionalKeyframes<Wrapped: Keyframes>: Keyframes {
    public typealias Value = Wrapped.Value

    @usableFromInline let wrapped: Wrapped?

    @inlinable
    init(_ wrapped: Wrapped?) { self.wrapped = wrapped }

    public var body: Self { self }

    @inlinable
    public func _appendTracks(to list: inout _KeyframeTrackList<Wrapped.Value>) {
        wrapped?._appendTracks(to: &list)
    }
}
