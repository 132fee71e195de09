/// One exported number over time (a scale, an angle, one coordinate of an offset, an opacity):
/// its segments, which say what can be exported exactly, and Cadence's own value at any time, which
/// is the truth every export is measured against.
///
/// ```swift
/// let rotation = ExportChannel(name: "rotation", unit: .degrees,
///                              segments: [ExportSegment(start: 0, duration: 0.5, startValue: 0, endValue: 8,
///                                                       shape: .curve(.linear))],
///                              reference: { t in 16 * min(max(t, 0), 0.5) })
/// rotation.duration        // 0.5
/// rotation.value(at: 0.25) // 4, from the reference
/// ```
///
/// Segments are contiguous: each starts where the one before ended, the first at 0. Past the last
/// segment the channel holds its last value; an empty channel is constant at `reference(0)`.
/// `reference` must be defined for every time from 0 to at least `duration`.
public struct ExportChannel: Sendable {
    /// A name for reports and generated identifiers: the property (`scale`, `offset.y`).
    public var name: String
    public var unit: ExportUnit
    public var segments: [ExportSegment]
    /// Cadence's value at a time in seconds.
    public var reference: @Sendable (Double) -> Double

    public init(name: String, unit: ExportUnit, segments: [ExportSegment], reference: @escaping @Sendable (Double) -> Double) {
        self.name = name
        self.unit = unit
        self.segments = segments
        self.reference = reference
    }

    /// A channel that never moves.
    public static func constant(_ value: Double, name: String, unit: ExportUnit) -> ExportChannel {
        ExportChannel(name: name, unit: unit, segments: [], reference: { _ in value })
    }

    /// When the last segment ends, in seconds (0 with none).
    public var duration: Double { segments.last?.end ?? 0 }

    /// Cadence's value at `time` seconds.
    public func value(at time: Double) -> Double { reference(time) }

    /// True when no segment changes the value.
    public var isConstant: Bool {
        segments.allSatisfy { segment in
            if case .hold = segment.shape { return true }
            return segment.startValue == segment.endValue && segment.duration == 0
        }
    }

    /// The channel extended with `other` from `offset` seconds on (its segments delayed by
    /// `offset`, its reference asked for `time − offset`): how loop after loop is laid end to end.
    /// Before `offset` this channel's reference answers, from `offset` on the other's.
    public func appending(_ other: ExportChannel, at offset: Double) -> ExportChannel {
        let first = reference, second = other.reference
        var segments = self.segments
        if duration < offset {
            let held = segments.last?.endValue ?? first(0)
            segments.append(ExportSegment(start: duration, duration: offset - duration, startValue: held, endValue: held, shape: .hold))
        }
        segments += other.segments.map { $0.delayed(by: offset) }
        return ExportChannel(name: name, unit: unit, segments: segments,
                             reference: { time in time < offset ? first(time) : second(time - offset) })
    }
}

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
