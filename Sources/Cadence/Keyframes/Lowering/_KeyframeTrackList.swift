/// The tracks of a timeline being built, resolved in declaration order against its initial value and
/// velocity: what all `Keyframes` lower to.
///
/// Public because `Keyframes`' lowering hook names it; use tracks and builders instead of this type.
public struct _KeyframeTrackList<Root> {
    @usableFromInline let initialValue: Root
    @usableFromInline let initialVelocity: KeyframeVelocity<Root>
    @usableFromInline var tracks: [ResolvedKeyframeTrack<Root>] = []
    /// When set, the list records what each track would be resolved from (see `KeyframeBuildKey`)
    /// and resolves nothing.
    @usableFromInline var key: KeyframeBuildKey?

    @inlinable
    init(initialValue: Root, initialVelocity: KeyframeVelocity<Root>) {
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
    }

    /// Resolves `keyframes` for the property at `keyPath` and appends the track.
    @inlinable
    mutating func append<Value: Animatable>(_ keyPath: WritableKeyPath<Root, Value> & Sendable,
                                            keyframes: _KeyframeList<Value>) {
        if key != nil {
            key!.append(keyPath: keyPath)
            key!.appendTrack(start: initialValue[keyPath: keyPath],
                             velocity: initialVelocity.velocity(of: keyPath, in: initialValue),
                             keyframes: keyframes.keyframes)
            return
        }
        tracks.append(ResolvedKeyframeTrack(KeyframeTrackEvaluator(
            keyPath: keyPath, keyframes: keyframes.keyframes,
            initialValue: initialValue, initialVelocity: initialVelocity)))
    }
}
