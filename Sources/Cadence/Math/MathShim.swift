// The one place that knows which C library provides libm on each platform.
// Everything else in Cadence calls `CMath`, so the package builds on Linux (Glibc, Musl), Apple
// platforms (Darwin), Windows (ucrt) and WASI without platform conditionals anywhere else.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#endif

/// libm, reached through one namespace. Inlinable so that hot paths in Cadence's other modules call
/// libm directly. Package-only: an implementation detail, not part of Cadence's API.
@usableFromInline package enum CMath {
    /// e raised to `x` (libm's `exp`): +∞ on overflow, 0 for −∞, NaN for NaN.
    @inlinable @inline(__always) package static func exp(_ x: Double) -> Double { libmExp(x) }
    /// The natural logarithm of `x` (libm's `log`): −∞ at 0, NaN below 0 and for NaN.
    @inlinable @inline(__always) package static func log(_ x: Double) -> Double { libmLog(x) }
    /// The sine of `x` radians (libm's `sin`); NaN for infinite or NaN `x`.
    @inlinable @inline(__always) package static func sin(_ x: Double) -> Double { libmSin(x) }
    /// The cosine of `x` radians (libm's `cos`); NaN for infinite or NaN `x`.
    @inlinable @inline(__always) package static func cos(_ x: Double) -> Double { libmCos(x) }
    /// `x` raised to `y` (libm's `pow`, with C's special cases: `pow(x, 0)` is 1 even for NaN `x`).
    @inlinable @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
    /// The angle of the point (`x`, `y`) from the positive x axis, in radians in −π…π (libm's `atan2`).
    @inlinable @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
}

// Free functions: inside `CMath` the libm names would resolve to the enum's own members.
@inlinable @inline(__always) func libmExp(_ x: Double) -> Double { exp(x) }
@inlinable @inline(__always) func libmLog(_ x: Double) -> Double { log(x) }
@inlinable @inline(__always) func libmSin(_ x: Double) -> Double { sin(x) }
@inlinable @inline(__always) func libmCos(_ x: Double) -> Double { cos(x) }
@inlinable @inline(__always) func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable @inline(__always) func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
