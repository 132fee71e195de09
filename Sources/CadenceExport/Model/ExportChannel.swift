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
    /// What the values are in (points, degrees, a factor…); exports write the matching CSS or Lottie unit.
    public var unit: ExportUnit
    /// The pieces of the channel, contiguous from 0 (see the type's notes); empty: constant.
    public var segments: [ExportSegment]
    /// Cadence's value at a time in seconds.
    public var reference: @Sendable (Double) -> Double
    /// The frames the channel was sampled at, for a channel read off a stage's display lists: the
    /// plan follows them point by point and the report measures at them. Nil for a channel known
    /// by its segments.
    var frames: FrameSamples?

    /// Makes a channel from its segments and Cadence's value at any time in seconds (`reference`, which
    /// must be defined from 0 to at least the last segment's end).
    public init(name: String, unit: ExportUnit, segments: [ExportSegment], reference: @escaping @Sendable (Double) -> Double) {
        self.name = name
        self.unit = unit
        self.segments = segments
        self.reference = reference
    }

    /// A channel of a recording: `values[i]` at `i / rate` seconds (the last at `duration`), a
    /// straight line between two frames.
    init(name: String, unit: ExportUnit, frames: FrameSamples) {
        let samples = frames
        self.init(name: name, unit: unit,
                  segments: [ExportSegment(start: 0, duration: frames.duration, startValue: frames.values[0],
                                           endValue: frames.values[frames.values.count - 1], shape: .sampled)],
                  reference: { samples.value(at: $0) })
        self.frames = frames
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
