/// How a timeline's keyframes lower to resolved tracks, kept so the tracks can be lowered again on
/// demand: a timeline samples its compact `KeyframeProgram` and keeps the declared keyframes (far
/// smaller than their resolved paths, samplers and details) for velocities and inspection.
///
/// Lowering is deterministic, so every call gives tracks equal, bit for bit, to those the timeline
/// was built from. Each call allocates; nothing on a per-frame path calls it.
@usableFromInline
struct KeyframeLowering<Root>: @unchecked Sendable {
    // @unchecked: the closure captures only immutable values (the declared keyframes as built, the
    // initial value and velocity) and lowering reads them without side effects, so calling it from
    // any thread is safe. `Keyframes` values themselves are not required to be `Sendable`.
    @usableFromInline let lower: () -> [ResolvedKeyframeTrack<Root>]

    @inlinable
    init(initialValue: Root, initialVelocity: KeyframeVelocity<Root>, keyframes: some Keyframes<Root>) {
        lower = {
            var list = _KeyframeTrackList(initialValue: initialValue, initialVelocity: initialVelocity)
            keyframes._appendTracks(to: &list)
            return list.tracks
        }
    }

    /// The resolved tracks, in declaration order.
    @inlinable
    func tracks() -> [ResolvedKeyframeTrack<Root>] { lower() }
}
