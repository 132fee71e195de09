/// One keyframe as declared, in `animatableData` form, before it is resolved against where the
/// previous keyframe ended.
@usableFromInline
struct KeyframeSpec<Data: VectorArithmetic> {
    /// What kind of keyframe it is, with what that kind needs. The timing curve and spring cases are
    /// boxed (`indirect`): a `UnitCurve` is 81 bytes and a timeline keeps its declared keyframes for
    /// velocities and inspection, so unboxed every keyframe, cubic ones included, would take the
    /// largest case's size.
    @usableFromInline
    enum Kind {
        case move
        indirect case linear(UnitCurve)
        case cubic(startVelocity: Data?, endVelocity: Data?)
        indirect case spring(Spring, startVelocity: Data?)
    }

    @usableFromInline var kind: Kind
    @usableFromInline var target: Data
    /// Seconds as declared; nil only for a spring that lasts until it settles.
    @usableFromInline var duration: Double?

    @inlinable
    init(kind: Kind, target: Data, duration: Double?) {
        self.kind = kind
        self.target = target
        self.duration = duration
    }

    /// A declared duration as the timeline uses it: negative, NaN and subnormal durations (whose
    /// reciprocal overflows) count as 0, a jump; +∞ stays.
    @inlinable
    static func usableDuration(_ seconds: Double) -> Double {
        seconds >= Double.leastNormalMagnitude ? seconds : 0
    }

    /// True when the keyframe is known to take no time (a move, or a declared duration that counts as 0).
    /// A spring that lasts until it settles is not: how long it lasts depends on how it starts.
    @inlinable
    var isJump: Bool {
        if case .move = kind { return true }
        guard let duration else { return false }
        return KeyframeSpec.usableDuration(duration) == 0
    }

    /// The same keyframe with its values transformed (to resolve it in another representation).
    @inlinable
    func map<Other: VectorArithmetic>(_ transform: (Data) -> Other) -> KeyframeSpec<Other> {
        let kind: KeyframeSpec<Other>.Kind
        switch self.kind {
        case .move: kind = .move
        case .linear(let curve): kind = .linear(curve)
        case .cubic(let start, let end): kind = .cubic(startVelocity: start.map(transform), endVelocity: end.map(transform))
        case .spring(let spring, let start): kind = .spring(spring, startVelocity: start.map(transform))
        }
        return KeyframeSpec<Other>(kind: kind, target: transform(target), duration: duration)
    }

    /// The epsilon for the settling time of a spring keyframe with no duration. 1e-4 comes from a
    /// reimplementation of SwiftUI (DanceUI); Apple does not document it.
    @inlinable
    static var springSettlingEpsilon: Double { 1e-4 }

    /// How long the keyframe lasts when it starts at `from`, the previous keyframe having ended with
    /// `previousVelocity`: its declared duration (as `usableDuration` reads it), or for a spring
    /// without one, the spring's settling time for this motion.
    @inlinable
    func resolvedDuration(from: Data, previousVelocity: Data) -> Double {
        switch kind {
        case .move:
            return 0
        case .spring(let spring, let startVelocity) where duration == nil:
            return KeyframeSpec.usableDuration(spring.settlingDuration(
                target: target - from, initialVelocity: startVelocity ?? previousVelocity,
                epsilon: KeyframeSpec.springSettlingEpsilon))
        case .linear, .cubic, .spring:
            return KeyframeSpec.usableDuration(duration ?? 0)
        }
    }

    /// The kind as introspection reports it.
    @inlinable
    var summaryKind: KeyframeSegmentSummary.Kind {
        switch kind {
        case .move: return .move
        case .linear(let curve): return .linear(curve)
        case .cubic: return .cubic
        case .spring(let spring, _): return .spring(spring)
        }
    }
}
