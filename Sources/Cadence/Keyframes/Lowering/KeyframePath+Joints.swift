extension KeyframePath {
    /// A value and a velocity: the motion on one side of a joint.
    @usableFromInline
    typealias Motion = (value: Data, velocity: Data)

    /// A joint in `animatableData` form; see `KeyframeJoint`.
    @usableFromInline
    typealias Joint = (kind: KeyframeJoint.Kind, time: Double, before: Motion, after: Motion)

    /// The motion just after time 0: at the start of the first keyframe that takes time, past any jumps
    /// at time 0; at rest on the end value when no keyframe takes time.
    var departure: Motion {
        guard let first = records.first(where: { $0.duration > 0 }) else { return (endValue, .zero) }
        return (first.startValue, first.startVelocity)
    }

    /// The motion just before the path comes to rest: at the end of the last keyframe that takes time;
    /// the start value and initial velocity when no keyframe takes time.
    var arrival: Motion {
        guard let last = records.last(where: { $0.duration > 0 }) else { return (startValue, initialVelocity) }
        return (last.endValue, last.endVelocity)
    }

    /// Where the motion starts, every hand-over between two keyframes that take time (with the jumps
    /// between them folded in), and, if `includingEnd` and some keyframe takes time, where it stops.
    func joints(includingEnd: Bool) -> [Joint] {
        var joints: [Joint] = [(.start, 0, (startValue, initialVelocity), departure)]
        var previous: KeyframeRecord<Data>?
        for record in records where record.duration > 0 {
            if let previous {
                joints.append((.joint, record.start, (previous.endValue, previous.endVelocity),
                               (record.startValue, record.startVelocity)))
            }
            previous = record
        }
        if includingEnd, previous != nil {
            joints.append((.end, duration, arrival, (endValue, .zero)))
        }
        return joints
    }
}
