extension KeyframeTimeline {
    /// Every instant where a track's motion changes hands, with the jump in value and velocity a viewer
    /// sees there. A Cadence addition for the linter and tests.
    ///
    /// For each track, in order: the `.start` (from `initialValue` at the initial velocity into the
    /// first keyframe that takes time), each `.joint` between two keyframes that take time (jumps in
    /// between folded in), and the `.end` where it comes to rest on its end value.
    ///
    /// With `repeating`, the timeline is taken to loop as `KeyframeAnimator(initialValue:repeating:…)`
    /// does: each loop is resolved again from the value where the last one ended, with the velocity it
    /// ended with. Each track then also has a `.loopSeam` at `duration`: from the end of one loop into
    /// the start of the next. A track as long as the timeline reports its end in the seam; a shorter
    /// track reports both (it stops, holds, then the next loop starts). A timeline of duration 0 or +∞
    /// never wraps and has no seams.
    ///
    /// Each track is analysed on its own: where a later track overrides the same property, the earlier
    /// one's joints are not what the viewer sees.
    ///
    /// ```swift
    /// let seams = timeline.joints(repeating: true).filter { $0.kind == .loopSeam }
    /// ```
    public func joints(repeating: Bool = false) -> [KeyframeJoint] {
        let wraps = repeating && duration > 0 && duration.isFinite
        let nextLoopStart = wraps ? value(time: .infinity) : nil
        let tracks = resolvedTracks
        return tracks.indices.flatMap { index in
            tracks[index].details.joints(index: index, timelineDuration: duration, nextLoopStart: nextLoopStart)
        }
    }

    /// The joints where the value or the velocity jumps by more than the tolerances (absolute, in the
    /// property's units and units per second): the visible snaps and jolts.
    ///
    /// ```swift
    /// timeline.discontinuities(repeating: true).filter { $0.valueJump > 0 }   // loop seams that snap
    /// ```
    public func discontinuities(repeating: Bool = false, valueTolerance: Double = 1e-9,
                                velocityTolerance: Double = 1e-9) -> [KeyframeJoint] {
        joints(repeating: repeating).filter { joint in
            !(joint.valueJump <= valueTolerance) || !(joint.velocityJump <= velocityTolerance)
        }
    }
}
