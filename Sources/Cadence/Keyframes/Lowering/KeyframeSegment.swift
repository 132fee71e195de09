/// One resolved piece of a track, ready to evaluate at any time inside it.
///
/// Everything that does not depend on the time is computed when the track is resolved, so evaluating
/// is a few multiply-adds (polynomial), one curve lookup (curve) or one closed-form spring (spring).
/// The layout is flat (a one-byte kind, an index into the path's curves or spring tables, two times
/// and four vectors) so that selecting the evaluation is one byte compare.
@usableFromInline
struct KeyframeSegment<Data: VectorArithmetic> {
    @usableFromInline
    enum Kind: UInt8 {
        /// a + b·u + c·u² + d·u³, u = elapsed / duration: a cubic Hermite curve in the power basis
        /// (cubic keyframes, and linear keyframes paced by `.linear`, where c = d = 0).
        case polynomial
        /// a + b·curve.value(at: u), with the path's `curves[index]`: a straight line from a to a + b.
        case curve
        /// a + spring.value(target: b, initialVelocity: c, time: elapsed), with the path's
        /// `springs[index]`; d = (b·λ − c) / ω, the part of an underdamped spring's formula that does
        /// not depend on time.
        case spring
        /// a, with velocity 0: a jump, or a segment that never leaves its start (infinite duration).
        case constant
    }

    @usableFromInline var kind: Kind
    /// The curve or spring this segment uses, in the path's arrays.
    @usableFromInline var index: Int32
    /// When the segment starts, in seconds from the start of the track.
    @usableFromInline var start: Double
    /// 1 / duration, 0 for a constant segment.
    @usableFromInline var inverseDuration: Double
    @usableFromInline var a: Data
    @usableFromInline var b: Data
    @usableFromInline var c: Data
    @usableFromInline var d: Data

    @inlinable
    init(kind: Kind, index: Int = 0, start: Double, duration: Double,
         a: Data, b: Data = .zero, c: Data = .zero, d: Data = .zero) {
        self.kind = kind
        self.index = Int32(truncatingIfNeeded: index)
        self.start = start
        self.inverseDuration = duration > 0 && duration.isFinite ? 1 / duration : 0
        self.a = a
        self.b = b
        self.c = c
        self.d = d
    }

    /// The value at `time` (seconds from the start of the track), for a time inside the segment.
    @inlinable @inline(__always)
    func value(at time: Double, in path: KeyframePath<Data>) -> Data {
        switch kind {
        case .polynomial:
            let u = (time - start) * inverseDuration
            var result = d.scaled(by: u)
            result += c
            result.scale(by: u)
            result += b
            result.scale(by: u)
            result += a
            return result
        case .curve:
            let u = (time - start) * inverseDuration
            return a + b.scaled(by: path.curves[Int(index)].value(at: u))
        case .spring:
            return a + springValue(at: time - start, in: path)
        case .constant:
            return a
        }
    }

    /// `spring.value(target: b, initialVelocity: c, time: elapsed)`. For an underdamped spring it is
    /// `Spring`'s formula, T − [(Tλ − v₀)/ω · sin ωt + T·cos ωt]·e^(−λt), with (Tλ − v₀)/ω computed
    /// once (`d`) and the oscillation taken from the segment's table (or from `KeyframeTrigonometry`
    /// for a segment too long to tabulate); it agrees with `Spring` to a few ulps. The other regimes
    /// call `Spring`.
    @inlinable @inline(__always)
    func springValue(at elapsed: Double, in path: KeyframePath<Data>) -> Data {
        let table = path.springs[Int(index)]
        let spring = table.spring
        guard spring.angularFrequency > 0 else {
            return spring.value(target: b, initialVelocity: c, time: elapsed)
        }
        let real: Double, imaginary: Double
        if table.anchorCount > 0 {
            (real, imaginary) = path.springAnchors.withUnsafeBufferPointer { table.oscillation(at: elapsed, anchors: $0) }
        } else {
            let (sine, cosine) = KeyframeTrigonometry.sinCos(spring.angularFrequency * elapsed)
            let envelope = KeyframeTrigonometry.exp(-spring.decayConstant * elapsed)
            (real, imaginary) = (cosine * envelope, sine * envelope)
        }
        var displacement = d.scaled(by: imaginary)
        displacement += b.scaled(by: real)
        return b - displacement
    }

    /// The velocity (units per second) at `time`, for a time inside the segment.
    @inlinable
    func velocity(at time: Double, in path: KeyframePath<Data>) -> Data {
        switch kind {
        case .polynomial:
            let u = (time - start) * inverseDuration
            var result = d.scaled(by: 3 * u)
            result += c.scaled(by: 2)
            result.scale(by: u)
            result += b
            result.scale(by: inverseDuration)
            return result
        case .curve:
            let u = (time - start) * inverseDuration
            return b.scaled(by: path.curves[Int(index)].velocity(at: u) * inverseDuration)
        case .spring:
            return path.springs[Int(index)].spring.derivative(target: b, initialVelocity: c, time: time - start)
        case .constant:
            return .zero
        }
    }
}
