/// What one keyframe of a track was resolved to: where it starts and ends, in value and velocity.
/// Kept beside the segments for introspection and continuity analysis; evaluation never reads it.
@usableFromInline
struct KeyframeRecord<Data: VectorArithmetic> {
    @usableFromInline var kind: KeyframeSegmentSummary.Kind
    @usableFromInline var start: Double
    @usableFromInline var duration: Double
    @usableFromInline var target: Data
    @usableFromInline var startValue: Data
    @usableFromInline var startVelocity: Data
    @usableFromInline var endValue: Data
    @usableFromInline var endVelocity: Data

    @inlinable
    init(kind: KeyframeSegmentSummary.Kind, start: Double, duration: Double, target: Data,
         startValue: Data, startVelocity: Data, endValue: Data, endVelocity: Data) {
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
