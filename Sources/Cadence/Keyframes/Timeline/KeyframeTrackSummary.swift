/// What one track of a timeline was resolved to. A Cadence addition, for inspection, plots, linting and
/// tests; see `KeyframeTimeline.tracks`.
///
/// ```swift
/// for track in timeline.tracks {
///     print(track.name, track.duration, track.segments.map(\.kind))
/// }
/// // \LikeValues.scale 0.5 [spring(…), spring(…)]
/// ```
public struct KeyframeTrackSummary: Sendable, Hashable {
    /// The track's position in declaration order.
    public var index: Int
    /// The track's key path as Swift prints it (`\LikeValues.scale`; `\LikeValues.self` for a track on
    /// the whole value). Computed properties print as `<computed (Type)>`.
    public var name: String
    /// The sum of the keyframes' durations, in seconds.
    public var duration: Double
    /// The property's value at the start: read from the timeline's initial value.
    public var startValue: [Double]
    /// The velocity the track starts with: 0, or what an animator carried in.
    public var initialVelocity: [Double]
    /// The value the track holds after its last keyframe.
    public var endValue: [Double]
    /// The keyframes, resolved, in order.
    public var segments: [KeyframeSegmentSummary]

    /// Makes a summary from its parts, as `KeyframeTimeline.tracks` does.
    public init(index: Int, name: String, duration: Double, startValue: [Double], initialVelocity: [Double],
                endValue: [Double], segments: [KeyframeSegmentSummary]) {
        self.index = index
        self.name = name
        self.duration = duration
        self.startValue = startValue
        self.initialVelocity = initialVelocity
        self.endValue = endValue
        self.segments = segments
    }
}
