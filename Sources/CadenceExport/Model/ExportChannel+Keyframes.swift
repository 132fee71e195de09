import Cadence

extension ExportChannel {
    /// The channel of one number a keyframe timeline animates: its segments read from the track's
    /// resolved keyframes (`KeyframeTimeline.tracks`), its reference from `timeline.value(time:)`.
    ///
    /// ```swift
    /// let scale = ExportChannel(name: "scale", unit: .factor, timeline: timeline, track: 0) { $0.scale }
    /// let rotation = ExportChannel(name: "rotation", unit: .degrees, timeline: timeline, track: 1,
    ///                              factor: 180 / .pi) { $0.rotation.degrees }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the channel's name, for reports and identifiers.
    ///   - unit: the unit of the channel's numbers.
    ///   - timeline: the keyframe timeline the number is read from.
    ///   - track: the index of the track that writes the number (the last one in declaration order
    ///     if several do, since the last one wins), or nil when no track does (a constant).
    ///   - component: which component of the track's animatable data is the number (0 for a track of
    ///     a `Double`; 0 or 1 for x or y of a `CGPoint` track).
    ///   - factor: converts the track's numbers into the channel's unit (180/π for a track of an
    ///     `Angle`, whose animatable data is radians, exported in degrees).
    ///   - duration: how long the channel lasts: at least the timeline's duration, which is the
    ///     default; the track holds its end value after it ends.
    ///   - value: reads the number, in the channel's unit, from a value of the timeline: Cadence's
    ///     value, the reference.
    ///
    /// Cubic keyframes become Hermite segments, linear ones curve segments, moves and keyframes of
    /// duration 0 jumps, springs sampled segments.
    public init<Value: Sendable>(name: String, unit: ExportUnit, timeline: KeyframeTimeline<Value>, track: Int?,
                                 component: Int = 0, factor: Double = 1, duration: Double? = nil,
                                 value: @escaping @Sendable (Value) -> Double) {
        let reference: @Sendable (Double) -> Double = { time in value(timeline.value(time: time)) }
        let total = max(duration ?? timeline.duration, timeline.duration)
        var segments: [ExportSegment] = []
        if let track, timeline.tracks.indices.contains(track) {
            for summary in timeline.tracks[track].segments {
                guard summary.startValue.indices.contains(component), summary.endValue.indices.contains(component) else { continue }
                let from = summary.startValue[component], to = summary.endValue[component]
                let shape: ExportSegment.Shape
                switch summary.kind {
                case _ where summary.duration == 0, .move:
                    shape = .hold
                case .linear(let curve):
                    shape = .curve(curve)
                case .cubic:
                    let d = summary.duration
                    shape = .hermite(startTangent: summary.startVelocity[component] * d, endTangent: summary.endVelocity[component] * d)
                case .spring:
                    shape = .sampled
                }
                let segment = ExportSegment(start: summary.start, duration: summary.duration, startValue: from,
                                            endValue: to, shape: shape)
                segments.append(segment.scaled(by: factor))
            }
        }
        if segments.isEmpty {
            let held = reference(0)
            segments = total > 0 ? [ExportSegment(start: 0, duration: total, startValue: held, endValue: held, shape: .hold)] : []
        } else if let last = segments.last, last.end < total {
            segments.append(ExportSegment(start: last.end, duration: total - last.end, startValue: last.endValue,
                                          endValue: last.endValue, shape: .hold))
        }
        self.init(name: name, unit: unit, segments: segments, reference: reference)
    }
}
