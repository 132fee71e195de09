import Cadence

extension AnimationSpec {
    /// The spec's keyframe timeline (nil for a phase animator), from its initial value.
    ///
    /// ```swift
    /// let timeline = try AnimationSpec.decode(bytes, file: "like.json").timeline()!
    /// timeline.value(time: 0.2)
    /// ```
    package func timeline() -> KeyframeTimeline<SpecValues>? {
        guard case .keyframes(let tracks) = content else { return nil }
        return timeline(tracks, from: initialValues)
    }

    /// A timeline of `tracks` that starts from `value` moving at `velocity`, as each loop of a
    /// repeating animator does.
    package func timeline(_ tracks: [SpecTrack], from value: SpecValues,
                  velocity: KeyframeVelocity<SpecValues> = .zero) -> KeyframeTimeline<SpecValues> {
        let properties = self.properties
        return KeyframeTimeline(initialValue: value, initialVelocity: velocity) {
            SpecKeyframes(tracks, properties: properties)
        }
    }

    /// Rejects specs whose resolved motion is not finite: a timeline that never ends, or a keyframe
    /// whose end value or velocity overflowed. Reports the first keyframe at fault.
    package func checkResolvedValues() throws(SpecError) {
        var variants: [(JSONPath, [SpecTrack])] = []
        if case .keyframes(let tracks) = content { variants.append((tracksPath, tracks)) }
        if case .keyframes(let tracks)? = reduceMotion?.variant { variants.append((reduceMotion!.path.member("tracks"), tracks)) }
        for (path, tracks) in variants {
            let timeline = self.timeline(tracks, from: initialValues)
            guard timeline.duration.isFinite else {
                throw SpecError(file: file, at: nil, path, "expected tracks that end, got a timeline of infinite duration")
            }
            for (index, summary) in timeline.tracks.enumerated() {
                for (position, segment) in summary.segments.enumerated() where position < tracks[index].keyframes.count {
                    let numbers = segment.endValue + segment.endVelocity + segment.startVelocity
                    if numbers.contains(where: { !$0.isFinite }) || !segment.duration.isFinite {
                        let keyframe = tracks[index].keyframes[position]
                        throw SpecError(file: file, at: keyframe.location, keyframe.path,
                                        "expected a keyframe whose motion stays finite, got one that reaches NaN or ∞ (end value \(segment.endValue.map { formatNumber($0) }), end velocity \(segment.endVelocity.map { formatNumber($0) }))")
                    }
                }
            }
        }
    }
}
