/// Vector arithmetic on an `Animatable` type through its `animatableData`. Mirrors SwiftUI's
/// `_VectorMath`, the (underscored, public) protocol behind `Angle * 2` and `-angle`.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// (quarter * 2).degrees      // 180
/// (quarter / 3).degrees      // 29.999999999999996 (× 1/3, as SwiftUI does)
/// (quarter + quarter - .degrees(45)).degrees   // 135
/// ```
///
/// Every operation reads the operands' `animatableData`, works on it, and writes the result back, so
/// for `Angle` it acts on radians × 128 (exact: the factor is a power of two). As in SwiftUI there is
/// a `Self * Double` but no `Double * Self`, and `/ d` multiplies by `1 / d` (so it can differ from a
/// true division in the last bit). Dividing by 0 gives ±∞ (or NaN for a zero value).
///
/// One difference from SwiftUI: the operators (`+ - * / += -= *= /=` and prefix `-`) are declared on
/// each conforming Cadence type (`Angle`) rather than once for the protocol. Generic operators in a
/// protocol extension join the candidates for every `+` and `-` in a program and made some ordinary
/// expressions too slow for the compiler to type-check; a type of your own that conforms gets
/// `magnitude` and `negate()` here and can declare the operators the same way.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the animatable data: √magnitudeSquared (for an `Angle`, |radians| × 128).
    @inlinable
    public var magnitude: Double {
        animatableData.magnitudeSquared.squareRoot()
    }

    /// Replaces the value with its negation (0 − data).
    @inlinable
    public mutating func negate() {
        animatableData = .zero - animatableData
    }
}
