import Cadence
@testable import CadenceSpec
import Testing

/// The vector a phase schedule animates per property: arithmetic as on the components, zero padding
/// for `.zero`, and spring motion identical to the same motion on `Double`s.
@Suite struct PhaseVectorTests {
    @Test func arithmeticActsOnEachComponent() {
        let a = PhaseVector([1, -2, 0.5, 4])
        let b = PhaseVector([0.25, 3, -1, 0])
        #expect((a + b).components == [1.25, 1, -0.5, 4])
        #expect((a - b).components == [0.75, -5, 1.5, 4])
        #expect(a.scaled(by: -2).components == [-2, 4, -1, -8])
        #expect(a.magnitudeSquared == 1 + 4 + 0.25 + 16)
        #expect(PhaseVector([3, 4]).magnitudeSquared == 25)
    }

    @Test func zeroHasNoComponentsAndEqualsEveryZeroVector() {
        #expect(PhaseVector.zero.components.isEmpty)
        #expect(PhaseVector.zero == PhaseVector([0, 0]))
        #expect(PhaseVector([0, 0]) == PhaseVector([0, 0, 0, 0]))
        #expect(PhaseVector([1]) != PhaseVector([1, 0.5]))
        #expect((PhaseVector.zero + PhaseVector([2, 3])).components == [2, 3], "the sum has the longer length")
        #expect((PhaseVector.zero - PhaseVector([2])).components == [-2])
        #expect(PhaseVector.zero.magnitudeSquared == 0)
    }

    @Test func aNonFiniteScaleLeavesThePaddingAtZero() {
        var v = PhaseVector([2, -1])
        v.scale(by: .infinity)
        #expect(v.components == [.infinity, -.infinity])
        #expect(v.count == 2)
        // The padding would be 0 × ∞ = NaN; it is zero, so the vector still equals its components.
        #expect(v == PhaseVector([.infinity, -.infinity]))
        var zero = PhaseVector([0])
        zero.scale(by: .nan)
        #expect(zero.components[0].isNaN)
        #expect(zero.magnitudeSquared.isNaN)
    }

    /// A spring moving a one-component vector gives exactly the numbers of the same spring moving a
    /// `Double` (the schedule's values are what a scalar modifier parameter shows).
    @Test(arguments: [Animation.default, .bouncy(duration: 0.35, extraBounce: 0.2), .easeInOut(duration: 0.3)])
    func motionMatchesTheScalarMotion(animation: Animation) {
        var scalar = AnimatedValue(1.0)
        var vector = AnimatedValue(PhaseVector([1]))
        scalar.set(1.35, animation: animation, at: 0)
        vector.set(PhaseVector([1.35]), animation: animation, at: 0)
        scalar.set(0.9, animation: .smooth(duration: 0.25), at: 0.2)
        vector.set(PhaseVector([0.9]), animation: .smooth(duration: 0.25), at: 0.2)
        for step in 0...120 {
            let time = Double(step) / 100
            let expected = scalar.sample(at: time)
            let sample = vector.sample(at: time)
            #expect(sample.value.components.first ?? 0 == expected.value, "t = \(time)")
            #expect(sample.isFinished == expected.isFinished, "t = \(time)")
        }
    }
}
