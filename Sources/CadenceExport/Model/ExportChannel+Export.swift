extension ExportChannel {
    /// The channel with a segment boundary at `time` (a loop's start), so no keyframe interval
    /// straddles it. A cubic splits into two exact cubics; a curve's parts are sampled.
    func cut(at time: Double) -> ExportChannel {
        var copy = self
        guard let index = segments.firstIndex(where: { $0.start < time && $0.end > time }) else { return copy }
        let segment = segments[index]
        let share = (time - segment.start) / segment.duration
        let middle = reference(time)
        var first = ExportSegment(start: segment.start, duration: time - segment.start, startValue: segment.startValue,
                                  endValue: middle, shape: .sampled)
        var second = ExportSegment(start: time, duration: segment.end - time, startValue: middle, endValue: segment.endValue,
                                   shape: .sampled)
        switch segment.shape {
        case .hold:
            first.shape = .hold
            second.shape = .hold
        case .hermite(let m0, let m1):
            let cubic = HermiteCubic(p0: segment.startValue, p1: segment.endValue, m0: m0, m1: m1)
            let (a, b) = (cubic.piece(from: 0, to: share), cubic.piece(from: share, to: 1))
            first = ExportSegment(start: segment.start, duration: first.duration, startValue: a.p0, endValue: a.p1,
                                  shape: .hermite(startTangent: a.m0, endTangent: a.m1))
            second = ExportSegment(start: time, duration: second.duration, startValue: b.p0, endValue: b.p1,
                                   shape: .hermite(startTangent: b.m0, endTangent: b.m1))
        case .curve, .sampled:
            break
        }
        copy.segments.replaceSubrange(index...index, with: [first, second])
        return copy
    }
}

extension ExportChannel {
    /// An opacity channel as it shows: clamped to 0…1, as SwiftUI's `opacity(_:)`, CSS and Lottie
    /// players clamp it. Segments that overshoot (a cubic or a Bézier curve past 1) are sampled from
    /// the clamped reference, since an easing cannot clamp.
    func clampedToOpacity() -> ExportChannel {
        let original = reference
        var copy = self
        copy.reference = { min(max(original($0), 0), 1) }
        copy.segments = segments.map { segment in
            var segment = segment
            let samples = (0...64).map { original(segment.start + segment.duration * Double($0) / 64) }
            let overshoots = samples.contains { $0 < 0 || $0 > 1 } || [segment.startValue, segment.endValue].contains { $0 < 0 || $0 > 1 }
            if overshoots {
                segment.startValue = min(max(segment.startValue, 0), 1)
                segment.endValue = min(max(segment.endValue, 0), 1)
                if segment.duration > 0 { segment.shape = .sampled }
            }
            return segment
        }
        return copy
    }
}
