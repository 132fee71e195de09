/// A type whose values can be animated by interpolating its `animatableData`.
///
/// Mirrors SwiftUI's `Animatable`. Keyframes, springs and animations all work on `animatableData`:
/// an `Angle` animates its radians, a `CGPoint` the pair (x, y).
public protocol Animatable {
    /// The vector that animations interpolate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate; setting it rebuilds the value.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector is its own animatable data.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// A type with nothing to animate.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
