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
/// Components are `Double`s in the property's stored units (an angle's radians), at most four. The
/// vector is stored inline, so a spring stepping it does not allocate. Vectors of different lengths
/// act as if the shorter one were padded with zeros, so `.zero` (no components) is the zero of every
/// length: an animation's "no velocity" equals `[0, 0]`.
package struct PhaseVector: Sendable, VectorArithmetic, Animatable {
    /// The most components a property has (a colour's red, green, blue and opacity).
    package static let capacity = 4
    /// The components, then zeros.
    private var storage: SIMD4<Double>
    /// The number of components (a `.zero` has none).
    package private(set) var count: Int

    /// A vector of `components`; more than `capacity` is a programming error.
    package init(_ components: [Double]) {
        precondition(components.count <= PhaseVector.capacity, "a property has at most \(PhaseVector.capacity) components")
        storage = SIMD4()
        for (index, component) in components.enumerated() { storage[index] = component }
        count = components.count
    }

    private init(storage: SIMD4<Double>, count: Int) {
        self.storage = storage
        self.count = count
    }

    /// The components.
    package var components: [Double] {
        (0..<count).map { storage[$0] }
    }

    package static var zero: PhaseVector { PhaseVector(storage: SIMD4(), count: 0) }

    package static func + (lhs: PhaseVector, rhs: PhaseVector) -> PhaseVector {
        PhaseVector(storage: lhs.storage + rhs.storage, count: max(lhs.count, rhs.count))
    }

    package static func - (lhs: PhaseVector, rhs: PhaseVector) -> PhaseVector {
        PhaseVector(storage: lhs.storage - rhs.storage, count: max(lhs.count, rhs.count))
    }

    package static func == (lhs: PhaseVector, rhs: PhaseVector) -> Bool {
        lhs.storage == rhs.storage
    }

    package mutating func scale(by rhs: Double) {
        storage *= rhs
        // 0 × ∞ is NaN: the padding must stay zero.
        if !rhs.isFinite {
            for index in count..<PhaseVector.capacity { storage[index] = 0 }
        }
    }

    package var magnitudeSquared: Double {
        var sum = 0.0
        for index in 0..<count { sum += storage[index] * storage[index] }
        return sum
    }
}
