extension KeyframeTimeline {
    /// The velocity of every animated property at `time` seconds, per second. A Cadence addition: an
    /// animator hands it to `init(initialValue:initialVelocity:content:)` to replay mid-flight, as
    /// SwiftUI's `KeyframeAnimator` keeps momentum across a trigger.
    ///
    /// Each track contributes one entry, in declaration order (so a later track on the same property
    /// wins, as for values). A track is at rest (0) before time 0, at NaN, and after it has ended; at a
    /// joint the velocity is the earlier keyframe's end velocity.
    ///
    /// ```swift
    /// let v = timeline.velocity(time: 0.1)
    /// v[\.scale]       // the scale's rate of change, per second
    /// ```
    public func velocity(time: Double) -> KeyframeVelocity<Value> {
        guard storage.header.lowering != nil else { return KeyframeVelocity(entries: storage.velocityEntries(at: time)) }
        return KeyframeVelocity(entries: resolvedTracks.map { $0.details.velocity(at: time) })
    }
}
