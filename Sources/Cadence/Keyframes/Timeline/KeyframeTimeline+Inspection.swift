extension KeyframeTimeline {
    /// What each track was resolved to, in declaration order: its keyframes with their start times,
    /// durations, kinds and the values and velocities they start and end with. A Cadence addition for
    /// inspection, plots and tests; computed on each access.
    ///
    /// ```swift
    /// let scale = timeline.tracks[0]
    /// scale.segments[0].endValue     // where the first spring was cut
    /// scale.segments[0].endVelocity  // and how fast it was moving there
    /// ```
    public var tracks: [KeyframeTrackSummary] {
        let tracks = resolvedTracks
        return tracks.indices.map { tracks[$0].details.summary(index: $0) }
    }
}
