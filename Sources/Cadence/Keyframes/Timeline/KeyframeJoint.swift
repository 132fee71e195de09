/// The motion of one track just before and just after an instant where it changes hands: where it
/// starts, between two keyframes, where it stops, or where a repeating timeline wraps. A Cadence
/// addition for the linter and tests; see `KeyframeTimeline.joints(repeating:)`.
///
/// The jumps are what a viewer sees, in the property's own units: `valueJump` is the distance between
/// the values just before and just after (√ of `magnitudeSquared` of the difference of the
/// `animatableData`, points for a `CGPoint`; radians for an `Angle` and unit coordinates for a
/// `UnitPoint`, whose data — scaled by 128 as in SwiftUI — is divided back), `velocityJump` the same
/// for the velocities, per second.
///
/// ```swift
/// for joint in timeline.discontinuities(repeating: true) {
///     print("\(joint.trackName) jumps by \(joint.valueJump) at \(joint.time) s (\(joint.kind))")
/// }
/// ```
public struct KeyframeJoint: Sendable, Hashable {
    /// Where in the track the joint is.
    public enum Kind: Sendable, Hashable {
        /// Time 0: from the value before the timeline starts (the initial value, moving at the initial
        /// velocity) into the first keyframe that takes time, past any jumps at time 0.
        case start
        /// Between two keyframes that take time; jumps between them are folded into the joint.
        case joint
        /// Where the last keyframe that takes time ends and the track comes to rest on its end value,
        /// past any jumps at that instant.
        case end
        /// Where a repeating timeline wraps: from the end of one loop into the start of the next, which
        /// is built from the value where the last one ended.
        case loopSeam
    }

    /// Where in the track the joint is: its start, between two keyframes, its end, or a loop's seam.
    public var kind: Kind
    /// The track's position in declaration order.
    public var track: Int
    /// The track's key path as Swift prints it, as in `KeyframeTrackSummary.name`.
    public var trackName: String
    /// When, in seconds from the start of the timeline.
    public var time: Double
    /// The property's `animatableData` components just before and just after.
    public var valueBefore: [Double]
    /// The property's `animatableData` components just after.
    public var valueAfter: [Double]
    /// The velocity components (per second) just before and just after.
    public var velocityBefore: [Double]
    /// The velocity components just after, per second.
    public var velocityAfter: [Double]
    /// The size of the jump in value, in the property's units; 0 where the motion is continuous.
    public var valueJump: Double
    /// The size of the jump in velocity, in the property's units per second.
    public var velocityJump: Double

    /// Makes a joint from its parts, as `KeyframeTimeline.joints(repeating:)` does.
    public init(kind: Kind, track: Int, trackName: String, time: Double, valueBefore: [Double], valueAfter: [Double],
                velocityBefore: [Double], velocityAfter: [Double], valueJump: Double, velocityJump: Double) {
        self.kind = kind
        self.track = track
        self.trackName = trackName
        self.time = time
        self.valueBefore = valueBefore
        self.valueAfter = valueAfter
        self.velocityBefore = velocityBefore
        self.velocityAfter = velocityAfter
        self.valueJump = valueJump
        self.velocityJump = velocityJump
    }
}
