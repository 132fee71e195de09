import Foundation

extension KeyframePath {
    /// Resolves declared keyframes into segments, SwiftUI's way (see the keyframe types for the rules).
    ///
    /// Each keyframe starts where the previous one ended (the first at `start`) and, unless it says
    /// otherwise, with the velocity the previous one ended with (the first with `initialVelocity`).
    /// A keyframe that takes no time ends on its target at rest.
    ///
    /// Specialised for the tracks apps animate (numbers and angles, `CGFloat`s, points and sizes): a
    /// timeline is built at every run of an animator (every pass of a repeating one), through the
    /// type-erased keyframes, where the generic code looked its types up at every step.
    @inlinable
    @_specialize(where Data == Double)
    @_specialize(where Data == CGFloat)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    init(resolving keyframes: [KeyframeSpec<Data>], from start: Data, initialVelocity: Data) {
        var ends: [Double] = []
        var segments: [KeyframeSegment<Data>] = []
        var curves: [UnitCurve] = []
        var springs: [KeyframeSpringTable] = []
        var springAnchors: [Double] = []
        var records: [KeyframeRecord<Data>] = []
        ends.reserveCapacity(keyframes.count)
        segments.reserveCapacity(keyframes.count)
        records.reserveCapacity(keyframes.count)

        var position = start
        var velocity = initialVelocity
        var time = 0.0
        for index in keyframes.indices {
            let keyframe = keyframes[index]
            let from = position
            let duration = keyframe.resolvedDuration(from: from, previousVelocity: velocity)

            var segment: KeyframeSegment<Data>
            var startVelocity = Data.zero
            var endValue = keyframe.target
            var endVelocity = Data.zero
            switch keyframe.kind {
            case _ where duration == 0, .move:
                // Every keyframe that takes no time is a jump: it ends on its target at rest, and
                // nothing divides by its duration.
                segment = KeyframeSegment(kind: .constant, start: time, duration: 0, a: keyframe.target)
            case .linear where !duration.isFinite, .cubic where !duration.isFinite:
                // A curve stretched over forever never leaves its start; its velocities tend to 0.
                segment = KeyframeSegment(kind: .constant, start: time, duration: duration, a: from)
            case .linear(let curve):
                let delta = keyframe.target - from
                startVelocity = KeyframePath.linearVelocity(delta, duration: duration, curveVelocity: curve.velocity(at: 0))
                endVelocity = KeyframePath.linearVelocity(delta, duration: duration, curveVelocity: curve.velocity(at: 1))
                if curve == .linear {
                    segment = KeyframeSegment(kind: .polynomial, start: time, duration: duration, a: from, b: delta)
                } else {
                    curves.append(curve)
                    segment = KeyframeSegment(kind: .curve, index: curves.count - 1, start: time, duration: duration,
                                              a: from, b: delta)
                }
            case .cubic(let explicitStart, let explicitEnd):
                startVelocity = explicitStart ?? velocity
                endVelocity = explicitEnd ?? KeyframePath.smoothEndVelocity(
                    after: index, in: keyframes, from: from, duration: duration)
                segment = KeyframePath.hermiteSegment(from: from, to: keyframe.target,
                                                      startVelocity: startVelocity, endVelocity: endVelocity,
                                                      start: time, duration: duration)
            case .spring(let spring, let explicitStart):
                startVelocity = explicitStart ?? velocity
                let target = keyframe.target - from
                endValue = from + spring.value(target: target, initialVelocity: startVelocity, time: duration)
                endVelocity = spring.derivative(target: target, initialVelocity: startVelocity, time: duration)
                springs.append(KeyframeSpringTable(spring, duration: duration, anchors: &springAnchors))
                segment = KeyframeSegment(kind: .spring, index: springs.count - 1, start: time, duration: duration,
                                          a: from, b: target, c: startVelocity,
                                          d: spring.angularFrequency > 0
                                            ? (target.scaled(by: spring.decayConstant) - startVelocity)
                                                .scaled(by: 1 / spring.angularFrequency)
                                            : .zero)
            }

            records.append(KeyframeRecord(kind: keyframe.summaryKind, start: time, duration: duration, target: keyframe.target,
                                          startValue: from, startVelocity: startVelocity,
                                          endValue: endValue, endVelocity: endVelocity))
            time += duration
            ends.append(time)
            segments.append(segment)
            position = endValue
            velocity = KeyframePath.handOver(endVelocity)
        }

        self.ends = ends
        self.segments = segments
        self.curves = curves
        self.springs = springs
        self.springAnchors = springAnchors
        self.records = records
        self.startValue = start
        self.initialVelocity = initialVelocity
        self.endValue = position
        self.duration = time
        self.lastTime = segments.isEmpty ? -.infinity : time
    }

    /// The end velocity of a cubic keyframe that does not give one: the start velocity of what follows.
    ///
    /// - nothing, or a keyframe that takes no time: 0;
    /// - a linear keyframe: its velocity at the start, (to − this target) / d × curve.velocity(at: 0);
    /// - a cubic or spring keyframe with an explicit start velocity: that velocity;
    /// - a cubic keyframe: Catmull-Rom, (its target − this keyframe's start) / (this duration + its duration);
    /// - a spring keyframe: Catmull-Rom as if the spring took as long as this keyframe,
    ///   (its target − this keyframe's start) / (2 × this duration).
    @inlinable
    static func smoothEndVelocity(after index: Int, in keyframes: [KeyframeSpec<Data>], from: Data,
                                  duration: Double) -> Data {
        let nextIndex = index + 1
        guard nextIndex < keyframes.count else { return .zero }
        let next = keyframes[nextIndex]
        if next.isJump { return .zero }
        switch next.kind {
        case .move:
            return .zero
        case .linear(let curve):
            let nextDuration = KeyframeSpec<Data>.usableDuration(next.duration ?? 0)
            return handOver(linearVelocity(next.target - keyframes[index].target, duration: nextDuration,
                                           curveVelocity: curve.velocity(at: 0)))
        case .cubic(let startVelocity, _):
            if let startVelocity { return startVelocity }
            let nextDuration = KeyframeSpec<Data>.usableDuration(next.duration ?? 0)
            return (next.target - from).scaled(by: 1 / (duration + nextDuration))
        case .spring(_, let startVelocity):
            if let startVelocity { return startVelocity }
            return (next.target - from).scaled(by: 1 / (2 * duration))
        }
    }

    /// The cubic Hermite curve from `from` to `to` with the given velocities, in the power basis:
    /// tangents m = velocity × duration; a = p₀, b = m₀, c = 3Δ − 2m₀ − m₁, d = m₀ + m₁ − 2Δ.
    @inlinable
    static func hermiteSegment(from: Data, to: Data, startVelocity: Data, endVelocity: Data,
                               start: Double, duration: Double) -> KeyframeSegment<Data> {
        let delta = to - from
        let m0 = startVelocity.scaled(by: duration)
        let m1 = endVelocity.scaled(by: duration)
        let c = delta.scaled(by: 3) - m0.scaled(by: 2) - m1
        let d = m0 + m1 - delta.scaled(by: 2)
        return KeyframeSegment(kind: .polynomial, start: start, duration: duration, a: from, b: m0, c: c, d: d)
    }

    /// A linear keyframe's velocity where its timing curve has slope `curveVelocity`: Δ / d × slope.
    /// A keyframe that does not move has velocity 0 even where the curve is vertical (0 × ∞).
    @inlinable
    static func linearVelocity(_ delta: Data, duration: Double, curveVelocity: Double) -> Data {
        delta.magnitudeSquared == 0 ? .zero : delta.scaled(by: curveVelocity / duration)
    }

    /// The velocity one keyframe passes to the next. An infinite or NaN velocity (a linear keyframe
    /// whose circular timing curve is vertical at its end) becomes 0, so it cannot fill a following
    /// cubic or spring with NaN.
    @inlinable
    static func handOver(_ velocity: Data) -> Data {
        velocity.magnitudeSquared.isFinite ? velocity : .zero
    }
}
