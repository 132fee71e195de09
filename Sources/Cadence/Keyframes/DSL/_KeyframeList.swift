/// The keyframes of one track, in order, ready to be resolved: what all track content lowers to.
///
/// Public because `KeyframeTrackContent`'s lowering hook and the builders name it; use keyframes and
/// builders instead of this type.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline var keyframes: [KeyframeSpec<Value.AnimatableData>]

    /// An empty list: a track that holds its start value.
    @inlinable
    public init() { keyframes = [] }

    @inlinable
    init<Content: KeyframeTrackContent>(_ content: Content) where Content.Value == Value {
        keyframes = []
        content._appendKeyframes(to: &self)
    }

    public var body: Self { self }

    @inlinable
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.keyframes.append(contentsOf: keyframes)
    }

    @inlinable
    mutating func append(_ kind: KeyframeSpec<Value.AnimatableData>.Kind, to target: Value, duration: Double?) {
        keyframes.append(KeyframeSpec(kind: kind, target: target.animatableData, duration: duration))
    }
}
