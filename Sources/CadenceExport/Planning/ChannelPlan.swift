/// A channel turned into keyframe intervals that CSS, the Web Animations API and Lottie can all say:
/// exact where the motion has an exact form, sampled where it has not.
///
/// - A cubic keyframe (Hermite segment) becomes `cubic-bezier(1/3, y₁, 2/3, y₂)`, exact (see
///   `HermiteCubic`); one whose ends are equal is cut at its turning points first.
/// - A linear keyframe with a linear or Bézier curve becomes `linear` or that `cubic-bezier()`,
///   exact but for SwiftUI's rounding of Bézier progress to 2⁻²⁰ (which the report measures).
/// - Springs, circular curves and anything else become `linear()` with the fewest points that keep
///   within the bound (`PolylineFit`, at 80 % of the bound to leave room for rounding).
/// - A jump becomes a `step-end` interval (a Lottie hold keyframe) `jumpDuration` long that starts
///   at the jump, so the value at the jump's exact time is still the one before it, as in Cadence;
///   only the 0.1 µs after it differ. Steps of a stepped reference end exactly where they change.
///
/// Values are rounded to `NumberFormat.valueDigits`, easing numbers to `NumberFormat.easingDigits`.
struct ChannelPlan: Sendable {
    let intervals: [ExportInterval]
    /// The total length, in seconds.
    let duration: Double

    /// How long a jump's step interval lasts: 0.1 µs, far shorter than any frame, yet far longer
    /// than the rounding error of a frame time computed in seconds (so a frame that lands on a jump
    /// by arithmetic sees the same side of it as Cadence does).
    static let jumpDuration = 1e-7
    /// The share of the bound a sampled fit may use.
    static let fitShare = 0.8

    init(_ channel: ExportChannel, bound: Double, duration: Double) {
        self.duration = duration
        let value = { (x: Double) in NumberFormat.rounded(x, digits: NumberFormat.valueDigits) }
        let easing = { (x: Double) in NumberFormat.rounded(x, digits: NumberFormat.easingDigits) }
        var raw: [ExportInterval] = []
        if let frames = channel.frames {
            let fit = FrameFit(frames, tolerance: bound * ChannelPlan.fitShare, value: value)
            raw = ChannelPlan.polyline(times: fit.times, values: fit.values, easing: easing)
            intervals = ChannelPlan.joined(raw, duration: duration, initial: value(frames.values[0]))
            return
        }
        for segment in channel.segments where segment.start < duration {
            let s = segment.start, e = min(segment.end, duration)
            if segment.duration == 0 {
                if value(segment.startValue) != value(segment.endValue) {
                    raw.append(ExportInterval(start: s, end: s + ChannelPlan.jumpDuration, startValue: value(segment.startValue),
                                              endValue: value(segment.endValue), easing: .jump))
                }
                continue
            }
            switch segment.shape {
            case .hold:
                raw.append(ExportInterval(start: s, end: e, startValue: value(segment.startValue), endValue: value(segment.startValue), easing: .linear))
            case .curve(let curve) where curve == .linear || segment.startValue == segment.endValue:
                raw.append(ExportInterval(start: s, end: e, startValue: value(segment.startValue), endValue: value(segment.endValue),
                                          easing: .linear))
            case .curve(let curve) where curve.exportControlPoints != nil && e == segment.end:
                let p = curve.exportControlPoints!
                raw.append(ExportInterval(start: s, end: e, startValue: value(segment.startValue), endValue: value(segment.endValue),
                                          easing: .cubicBezier(x1: easing(p.x1), y1: easing(p.y1), x2: easing(p.x2), y2: easing(p.y2))))
            case .hermite(let m0, let m1) where e == segment.end:
                let cubic = HermiteCubic(p0: segment.startValue, p1: segment.endValue, m0: m0, m1: m1)
                for piece in cubic.easedPieces() {
                    let from = value(piece.piece.p0), to = value(piece.piece.p1)
                    raw.append(ExportInterval(start: s + piece.from * segment.duration, end: s + piece.to * segment.duration,
                                              startValue: from, endValue: to,
                                              easing: from == to ? .linear
                                                : .cubicBezier(x1: easing(1.0 / 3), y1: easing(piece.y1), x2: easing(2.0 / 3), y2: easing(piece.y2))))
                }
            default:
                raw += ChannelPlan.sampled(segment, until: e, channel: channel, tolerance: bound * ChannelPlan.fitShare,
                                           value: value, easing: easing)
            }
        }
        intervals = ChannelPlan.joined(raw, duration: duration, initial: value(channel.reference(0)))
    }

    /// A sampled segment as `linear()` intervals. Easing is a fraction of the interval's change, so
    /// where the ends are (nearly) equal but the motion between is not, the polyline is cut at its
    /// farthest point into two intervals whose ends differ.
    private static func sampled(_ segment: ExportSegment, until end: Double, channel: ExportChannel, tolerance: Double,
                                value: (Double) -> Double, easing: (Double) -> Double) -> [ExportInterval] {
        let start = segment.start
        if let staircase = Staircase(start: start, end: end, function: { t in t <= start ? segment.startValue : channel.reference(t) }) {
            return staircase.intervals(tolerance: tolerance, value: value)
        }
        // At its first instant a segment shows its own start, which after a jump is not what the
        // timeline reports at that exact time (the value before the jump).
        let fit = PolylineFit(start: start, end: end, tolerance: tolerance) { t in t <= start ? segment.startValue : channel.reference(t) }
        return polyline(times: fit.times, values: fit.values.map(value), easing: easing)
    }

    /// A polyline through (`times`, `values`) as intervals: one `linear()` interval through its
    /// points, cut at its farthest point where its ends are (nearly) equal.
    private static func polyline(times: [Double], values: [Double], easing: (Double) -> Double) -> [ExportInterval] {
        var result: [ExportInterval] = []
        func emit(_ range: ClosedRange<Int>) {
            let from = values[range.lowerBound], to = values[range.upperBound]
            let reach = range.map { abs(values[$0] - from) }.max() ?? 0
            if range.count > 2, abs(to - from) < reach / 8 {
                let farthest = range.dropFirst().dropLast().max { abs(values[$0] - from) < abs(values[$1] - from) }!
                emit(range.lowerBound...farthest)
                emit(farthest...range.upperBound)
                return
            }
            let t0 = times[range.lowerBound], t1 = times[range.upperBound]
            if range.count == 2 || to == from {
                result.append(ExportInterval(start: t0, end: t1, startValue: from, endValue: to, easing: .linear))
                return
            }
            let points = range.map { index in
                EasingPoint(x: easing((times[index] - t0) / (t1 - t0)), y: easing((values[index] - from) / (to - from)))
            }
            result.append(ExportInterval(start: t0, end: t1, startValue: from, endValue: to, easing: .points(points)))
        }
        if times.count >= 2 { emit(0...(times.count - 1)) }
        return result
    }

    /// Makes the intervals contiguous from 0 to `duration`: a step where values disagree, the start
    /// pushed past a jump's step, equal neighbouring holds merged.
    private static func joined(_ raw: [ExportInterval], duration: Double, initial: Double) -> [ExportInterval] {
        var result: [ExportInterval] = []
        var time = 0.0, current = initial
        for var interval in raw {
            // At a time where a keyframe ends and a jump follows, Cadence shows the keyframe's end:
            // the jump shows only after. A jump at 0 has no keyframe before it, so 0 shows its end.
            if result.isEmpty, interval.easing == .jump, interval.start <= 0 {
                current = interval.endValue
                continue
            }
            if interval.start < time { interval.start = time }
            if interval.end <= interval.start { continue }
            if interval.start > time {
                result.append(ExportInterval(start: time, end: interval.start, startValue: current, endValue: current, easing: .linear))
            }
            if interval.startValue != current {
                if abs(interval.startValue - current) > 1e-6 * max(1, abs(current)) {
                    let stepEnd = interval.start + ChannelPlan.jumpDuration
                    result.append(ExportInterval(start: interval.start, end: stepEnd, startValue: current, endValue: interval.startValue, easing: .jump))
                    interval.start = stepEnd
                    if interval.end <= interval.start { current = interval.endValue; time = stepEnd; continue }
                } else {
                    interval.startValue = current
                }
            }
            if let last = result.last, last.isConstant, interval.isConstant, last.endValue == interval.startValue {
                result[result.count - 1].end = interval.end
            } else {
                result.append(interval)
            }
            time = interval.end
            current = interval.endValue
        }
        if time < duration || result.isEmpty {
            let interval = ExportInterval(start: time, end: max(duration, time), startValue: current, endValue: current, easing: .linear)
            if let last = result.last, last.isConstant, last.endValue == current { result[result.count - 1].end = interval.end }
            else { result.append(interval) }
        }
        return result
    }

    /// The value a browser or a Lottie player shows at `time` seconds: before 0 the first value,
    /// after the end the last.
    func value(at time: Double) -> Double {
        guard let first = intervals.first else { return 0 }
        if time <= first.start { return first.startValue }
        // Binary search for the first interval that ends at or after `time`.
        var lo = 0, hi = intervals.count - 1
        if time > intervals[hi].end { return intervals[hi].endValue }
        while lo < hi {
            let mid = (lo + hi) / 2
            if intervals[mid].end < time { lo = mid + 1 } else { hi = mid }
        }
        return intervals[lo].value(at: time)
    }
}

extension ChannelPlan {
    /// The plan with every value multiplied by `factor` (easings are fractions of the change, so
    /// they stay as they are).
    func scaled(by factor: Double) -> ChannelPlan {
        ChannelPlan(intervals: intervals.map { interval in
            var copy = interval
            copy.startValue = NumberFormat.rounded(interval.startValue * factor, digits: NumberFormat.valueDigits)
            copy.endValue = NumberFormat.rounded(interval.endValue * factor, digits: NumberFormat.valueDigits)
            return copy
        }, duration: duration)
    }

    private init(intervals: [ExportInterval], duration: Double) {
        self.intervals = intervals
        self.duration = duration
    }
}
