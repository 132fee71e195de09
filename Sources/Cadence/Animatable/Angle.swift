/// A geometric angle, stored in radians. Mirrors SwiftUI's `Angle`.
///
/// `Angle` is `Animatable` (its `animatableData` is the radians), not a vector itself, as in SwiftUI;
/// the arithmetic operators below are Cadence's additions and are marked as such.
///
/// ```swift
/// let tilt: Angle = .degrees(-8)
/// tilt.radians          // -0.13962634015954636
/// ```
@frozen
public struct Angle: Sendable, Hashable, Comparable {
    public var radians: Double

    /// The angle in degrees: `radians × 180 / π`.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / Double.pi) }
        set { radians = newValue * (Double.pi / 180.0) }
    }

    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { self.radians = degrees * (Double.pi / 180.0) }

    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    @inlinable public static var zero: Angle { Angle() }

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    @inlinable
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

// Cadence extension (SwiftUI's Angle has no arithmetic operators): convenient in tests and specs.
extension Angle {
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}

extension Angle: CustomStringConvertible {
    public var description: String { "\(degrees)°" }
}
