import Cadence

/// One piece of an exported channel: how the value goes from `startValue` to `endValue` between
/// `start` and `start + duration` seconds.
///
/// ```swift
/// // CubicKeyframe(1.2, duration: 0.2) from 1 with velocities 0 and -0.5 per second:
/// ExportSegment(start: 0, duration: 0.2, startValue: 1, endValue: 1.2,
///               shape: .hermite(startTangent: 0, endTangent: -0.1))
/// ```
///
/// A segment of duration 0 is a jump: at its start time the value is still `startValue` (as
/// `KeyframeTimeline.value(time:)` gives the value before a jump at the jump's exact time), and
/// right after it is `endValue`.
public struct ExportSegment: Sendable, Hashable {
    /// How the value moves inside the segment.
    public enum Shape: Sendable, Hashable {
        /// Stays at `startValue` (and `endValue` is equal to it).
        case hold
        /// A cubic Hermite curve in normalised time u = (t − start) / duration:
        /// p₀(2u³−3u²+1) + p₁(3u²−2u³) + m₀(u³−2u²+u) + m₁(u³−u²), with p₀ = `startValue`,
        /// p₁ = `endValue` and the tangents m = velocity × duration, in the value's units.
        case hermite(startTangent: Double, endTangent: Double)
        /// `startValue + (endValue − startValue) × curve.value(at: u)`: a `LinearKeyframe`.
        case curve(UnitCurve)
        /// Known only by evaluating the channel's reference (a spring, or anything else): exports
        /// sample it.
        case sampled
    }

    /// When the segment starts, in seconds from the start of the export.
    public var start: Double
    /// How long it lasts, in seconds; 0 for a jump.
    public var duration: Double
    /// The value at `start`.
    public var startValue: Double
    /// The value at `start + duration` (right after `start` for a jump).
    public var endValue: Double
    /// How the value moves inside the segment.
    public var shape: Shape

    /// Makes a segment from `start` to `start + duration` seconds (0 for a jump).
    public init(start: Double, duration: Double, startValue: Double, endValue: Double, shape: Shape) {
        self.start = start
        self.duration = duration
        self.startValue = startValue
        self.endValue = endValue
        self.shape = shape
    }

    /// `start + duration`.
    public var end: Double { start + duration }

    /// The same segment with every value and tangent multiplied by `factor` (a unit conversion).
    public func scaled(by factor: Double) -> ExportSegment {
        var copy = self
        copy.startValue *= factor
        copy.endValue *= factor
        if case .hermite(let m0, let m1) = shape { copy.shape = .hermite(startTangent: m0 * factor, endTangent: m1 * factor) }
        return copy
    }

    /// The same segment moved `offset` seconds later.
    public func delayed(by offset: Double) -> ExportSegment {
        var copy = self
        copy.start += offset
        return copy
    }
}
