import Cadence

/// A track's value over time, rebuilt from its `KeyframeTrackSummary` (the keyframes API's
/// introspection) one component at a time, with the formulas the timeline evaluates:
///
/// - cubic: the Hermite curve from `startValue` to `endValue` with tangents velocity × duration;
/// - linear: `startValue + (target − startValue) · curve.value(at: u)`;
/// - spring: `startValue + spring.value(target: target − startValue, initialVelocity: startVelocity, time: τ)`;
/// - a keyframe that takes no time is a jump; a linear or cubic keyframe lasting forever stays at its start.
///
/// Before the track starts it is at its start value, after its last keyframe at its end value.
struct KeyframeTrackCurve {
    let track: KeyframeTrackSummary

    /// How many numbers a value of the track has (the most any summary array holds).
    var componentCount: Int {
        ([track.startValue.count, track.endValue.count] + track.segments.map(\.target.count)).max() ?? 0
    }

    /// Component `component` at `time` seconds. At the exact time of a jump it is the value before;
    /// before 0 and at NaN, the start value.
    func value(at time: Double, component: Int) -> Double {
        var current = track.startValue
        for segment in track.segments {
            guard time > segment.start else { break }
            if segment.duration > 0, time <= segment.end {
                return value(of: segment, at: time - segment.start, component: component)
            }
            current = segment.endValue
        }
        return Self.component(current, component)
    }

    /// The value of `segment` `elapsed` seconds after it starts (0 < elapsed ≤ duration).
    func value(of segment: KeyframeSegmentSummary, at elapsed: Double, component: Int) -> Double {
        let from = Self.component(segment.startValue, component)
        let to = Self.component(segment.target, component)
        let duration = segment.duration
        switch segment.kind {
        case .move:
            return to
        case .linear(let curve):
            guard duration.isFinite else { return from }
            return from + (to - from) * curve.value(at: elapsed / duration)
        case .cubic:
            guard duration.isFinite else { return from }
            let u = elapsed / duration
            let (u2, u3) = (u * u, u * u * u)
            let end = Self.component(segment.endValue, component)
            let m0 = Self.component(segment.startVelocity, component) * duration
            let m1 = Self.component(segment.endVelocity, component) * duration
            return from * (2 * u3 - 3 * u2 + 1) + end * (3 * u2 - 2 * u3) + m0 * (u3 - 2 * u2 + u) + m1 * (u3 - u2)
        case .spring(let spring):
            return from + spring.value(target: to - from, initialVelocity: Self.component(segment.startVelocity, component),
                                       time: elapsed)
        }
    }

    static func component(_ values: [Double], _ index: Int) -> Double {
        values.indices.contains(index) ? values[index] : .nan
    }
}
