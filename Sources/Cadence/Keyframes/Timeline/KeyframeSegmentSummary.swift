/// What one keyframe of a track was resolved to: when it runs, and where it starts and ends in value
/// and velocity. A Cadence addition (SwiftUI has no introspection); see `KeyframeTimeline.tracks`.
///
/// Values and velocities are the components of the property's `animatableData`, in order (a
/// `CGPoint` gives its x and y; an `Angle` its radians and a `UnitPoint` its x and y, their data
/// divided back by SwiftUI's factor of 128), read by reflection from its `Double`, `Float` and
/// `CGFloat` stored properties; a vector type with none of those gives empty arrays. Velocities are
/// per second.
///
/// ```swift
/// let segment = timeline.tracks[0].segments[1]
/// segment.kind            // .cubic
/// segment.startVelocity   // [-0.218…]: the Catmull-Rom velocity at the joint
/// ```
public struct KeyframeSegmentSummary: Sendable, Hashable {
    /// The kind of keyframe, as declared.
    public enum Kind: Sendable, Hashable {
        /// A `MoveKeyframe`: jumps to its value at once.
        case move
        /// A `LinearKeyframe`, with its timing curve.
        case linear(UnitCurve)
        /// A `CubicKeyframe`: a Catmull-Rom curve through its neighbours.
        case cubic
        /// A `SpringKeyframe`, with its spring.
        case spring(Spring)
    }

    /// The kind of keyframe, as declared. A keyframe of any kind with duration 0 behaves as a move.
    public var kind: Kind
    /// When the keyframe starts, in seconds from the start of the timeline.
    public var start: Double
    /// How long it lasts, in seconds: the declared duration (negative and NaN count as 0), or for a
    /// spring without one, its settling time.
    public var duration: Double
    /// The value it moves to, as declared.
    public var target: [Double]
    /// Where it starts: where the previous keyframe ended, or the track's start value.
    public var startValue: [Double]
    /// The velocity it starts with (0 for a keyframe that takes no time).
    public var startVelocity: [Double]
    /// Where it ends: its target, except for a spring, which ends where it is when its time is up.
    public var endValue: [Double]
    /// The velocity it ends with, handed to the next keyframe.
    public var endVelocity: [Double]

    /// When the keyframe ends: `start + duration`.
    public var end: Double { start + duration }

    /// Makes a summary from its parts, as `KeyframeTimeline.tracks` does.
    public init(kind: Kind, start: Double, duration: Double, target: [Double], startValue: [Double],
                startVelocity: [Double], endValue: [Double], endVelocity: [Double]) {
        self.kind = kind
        self.start = start
        self.duration = duration
        self.target = target
        self.startValue = startValue
        self.startVelocity = startVelocity
        self.endValue = endValue
        self.endVelocity = endVelocity
    }
}
