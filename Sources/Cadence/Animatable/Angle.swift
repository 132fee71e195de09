/// A geometric angle, stored in radians. Mirrors SwiftUI's `Angle`.
///
/// `Angle` is `Animatable` but not a vector itself, as in SwiftUI: its `animatableData` is the radians
/// × 128 (measured on SwiftUI), and its arithmetic comes from `_VectorMath`, which works on that data.
///
/// ```swift
/// let tilt: Angle = .degrees(-8)
/// tilt.radians          // -0.13962634015954636
/// tilt.animatableData   // -17.872171540421935 (radians × 128)
/// (tilt * 2).degrees    // -16
/// ```
@frozen
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees: `radians × 180 / π`.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / Double.pi) }
        set { radians = newValue * (Double.pi / 180.0) }
    }

    /// An angle of 0.
    @inlinable public init() { radians = 0 }
    /// An angle of `radians` radians.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees, stored as `degrees × π / 180` radians.
    @inlinable public init(degrees: Double) { self.radians = degrees * (Double.pi / 180.0) }

    /// An angle of `radians` radians.
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by their radians (no wrapping: 370° is greater than 10°).
    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable, _VectorMath {
    /// The radians × 128, SwiftUI's animatable data for an angle: OpenSwiftUI's compatibility tests
    /// assert `Angle(radians: r).animatableData == r * 128` on SwiftUI itself. Setting it divides by
    /// 128. The factor is a power of two, so the scaling is exact (until the radians are within a
    /// factor of 128 of overflow): interpolation, keyframe curves and velocities come out the same as
    /// in radians; only what compares the data with an absolute threshold sees the factor — the rest
    /// test of a fluid spring (`FluidSpringAnimation`) and the settling time of a `SpringKeyframe`
    /// without a duration, which both take longer for an angle than they would on its radians.
    @inlinable
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }

    /// An angle of 0.
    @inlinable public static var zero: Angle { Angle() }
}

// SwiftUI's `_VectorMath` operators, on the animatable data (see `_VectorMath`).
extension Angle {
    /// The negation of `operand` (0 − data).
    @inlinable
    public static prefix func - (operand: Angle) -> Angle {
        var result = operand
        result.negate()
        return result
    }

    /// Adds `rhs` to `lhs`.
    @inlinable
    public static func += (lhs: inout Angle, rhs: Angle) {
        lhs.animatableData += rhs.animatableData
    }

    /// The sum of `lhs` and `rhs`.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        var result = lhs
        result += rhs
        return result
    }

    /// Subtracts `rhs` from `lhs`.
    @inlinable
    public static func -= (lhs: inout Angle, rhs: Angle) {
        lhs.animatableData -= rhs.animatableData
    }

    /// The difference of `lhs` and `rhs`.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        var result = lhs
        result -= rhs
        return result
    }

    /// Multiplies `lhs` by the scalar `rhs`.
    @inlinable
    public static func *= (lhs: inout Angle, rhs: Double) {
        lhs.animatableData.scale(by: rhs)
    }

    /// `lhs` multiplied by the scalar `rhs` (there is no `Double * Angle`, as in SwiftUI).
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle {
        var result = lhs
        result *= rhs
        return result
    }

    /// Divides `lhs` by the scalar `rhs`, by multiplying it by `1 / rhs` (SwiftUI's definition).
    @inlinable
    public static func /= (lhs: inout Angle, rhs: Double) {
        lhs *= 1 / rhs
    }

    /// `lhs` divided by the scalar `rhs` (multiplied by `1 / rhs`).
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle {
        var result = lhs
        result /= rhs
        return result
    }
}

extension Angle: CustomStringConvertible {
    /// The angle in degrees, for example `-8.0°` (Cadence addition; SwiftUI prints the struct).
    public var description: String { "\(degrees)°" }
}
