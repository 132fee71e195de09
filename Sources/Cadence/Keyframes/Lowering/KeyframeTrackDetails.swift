/// Everything about a resolved track that is not sampling its value: velocity, introspection, joints.
/// Reached through an existential, off the hot path.
@usableFromInline
protocol KeyframeTrackDetails<Root>: Sendable {
    associatedtype Root

    /// The track's duration in seconds.
    var duration: Double { get }
    /// The property's velocity at `time`, to be written into a root value.
    func velocity(at time: Double) -> any KeyframeVelocityEntry<Root>
    /// The resolved keyframes, as plain numbers.
    func summary(index: Int) -> KeyframeTrackSummary
    /// The track's joints; with `nextLoopStart` (the value a repeating timeline's next loop starts
    /// from), also the seam where the timeline, `timelineDuration` long, wraps.
    func joints(index: Int, timelineDuration: Double, nextLoopStart: Root?) -> [KeyframeJoint]
    /// What makes the track's velocity entries from its data's velocity, when the program inlines it.
    func scalarVelocity() -> any KeyframeScalarVelocity<Root>
}
