import Cadence

/// The components of one property of a phase (a number's one, a point's two, a colour's four) as an
/// animatable vector: what `PhaseSchedule` animates for each property.
///
/// ```swift
/// let rest = PhaseVector([0, 0])          // a point property at the origin
/// let out = PhaseVector([3, 4])
/// (out - rest).magnitudeSquared           // 25
/// ```
///
/// Vectors of different lengths act as if the shorter one were padded with zeros, so `.zero` (no
/// components) is the zero of every length: an animation's "no velocity" equals `[0, 0]`. Components
/// are `Double`s in the properties' stored units (an angle's radians), never dropped or reordered.
/// Up to eight components are stored inline, so a spring stepping the vector does not allocate.
struct PhaseVector: Sendable, VectorArithmetic, Animatable {
    private enum Storage: Sendable {
        /// At most `inlineCapacity` components, the rest zero.
        case inline(SIMD8<Double>)
        case heap([Double])
    }

    private static let inlineCapacity = 8
    private var storage: Storage
    /// The number of components (a `.zero` has none).
    private(set) var count: Int

    init(_ components: [Double]) {
        count = components.count
        if components.count <= PhaseVector.inlineCapacity {
            var vector = SIMD8<Double>()
            for (index, component) in components.enumerated() { vector[index] = component }
            storage = .inline(vector)
        } else {
            storage = .heap(components)
        }
    }

    private init(_ storage: Storage, count: Int) {
        self.storage = storage
        self.count = count
    }

    /// The components, property after property.
    var components: [Double] {
        switch storage {
        case .inline(let vector): (0..<count).map { vector[$0] }
        case .heap(let array): array
        }
    }

    static var zero: PhaseVector { PhaseVector(.inline(SIMD8()), count: 0) }

    static func + (lhs: PhaseVector, rhs: PhaseVector) -> PhaseVector {
        if case .inline(let a) = lhs.storage, case .inline(let b) = rhs.storage {
            return PhaseVector(.inline(a + b), count: max(lhs.count, rhs.count))
        }
        return combine(lhs, rhs, +)
    }

    static func - (lhs: PhaseVector, rhs: PhaseVector) -> PhaseVector {
        if case .inline(let a) = lhs.storage, case .inline(let b) = rhs.storage {
            return PhaseVector(.inline(a - b), count: max(lhs.count, rhs.count))
        }
        return combine(lhs, rhs, -)
    }

    static func == (lhs: PhaseVector, rhs: PhaseVector) -> Bool {
        if case .inline(let a) = lhs.storage, case .inline(let b) = rhs.storage {
            return a == b
        }
        let count = max(lhs.count, rhs.count)
        for index in 0..<count where lhs[index] != rhs[index] { return false }
        return true
    }

    mutating func scale(by rhs: Double) {
        switch storage {
        case .inline(var vector):
            vector *= rhs
            // 0 × ∞ is NaN: the padding must stay zero.
            if !rhs.isFinite { for index in count..<PhaseVector.inlineCapacity { vector[index] = 0 } }
            storage = .inline(vector)
        case .heap(var array):
            for index in array.indices { array[index] *= rhs }
            storage = .heap(array)
        }
    }

    var magnitudeSquared: Double {
        switch storage {
        case .inline(let vector): (vector * vector).sum()
        case .heap(let array): array.reduce(0) { $0 + $1 * $1 }
        }
    }

    /// The component at `index`, 0 past the end.
    private subscript(index: Int) -> Double {
        guard index < count else { return 0 }
        switch storage {
        case .inline(let vector): return vector[index]
        case .heap(let array): return array[index]
        }
    }

    private static func combine(_ lhs: PhaseVector, _ rhs: PhaseVector, _ operation: (Double, Double) -> Double) -> PhaseVector {
        let count = max(lhs.count, rhs.count)
        return PhaseVector((0..<count).map { operation(lhs[$0], rhs[$0]) })
    }
}
