/// A type with values that support addition and scalar multiplication: the space animations move through.
///
/// Mirrors SwiftUI's `VectorArithmetic`. `Double`, `Float` and `CGFloat` conform, as do
/// `AnimatablePair` of conforming types and `EmptyAnimatableData`.
///
/// ```swift
/// var v = AnimatablePair(1.0, 2.0)
/// v.scale(by: 2)            // (2, 4)
/// v.magnitudeSquared        // 20
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the vector with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves `self` towards `other` by `amount` (0 stays, 1 arrives): `self + (other − self) × amount`.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        var delta = other - self
        delta.scale(by: amount)
        self += delta
    }

    /// The value `amount` of the way from `self` to `other`.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}
