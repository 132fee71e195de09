/// A pair of animatable values, itself a vector: how two-dimensional values (`CGPoint`, `CGSize`,
/// `UnitPoint`) and custom shapes with several animated parameters expose their data.
///
/// ```swift
/// let p = AnimatablePair(CGFloat(1), 2.0) + AnimatablePair(CGFloat(3), 4.0)   // (4, 6)
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First
    /// The second component.
    public var second: Second

    /// Makes a pair of `first` and `second`.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public static var zero: Self { Self(.zero, .zero) }

    @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    @inlinable public static func += (lhs: inout Self, rhs: Self) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }
    @inlinable public static func -= (lhs: inout Self, rhs: Self) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }
    @inlinable public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Animatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Equatable {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    public var description: String { "(\(first), \(second))" }
}
