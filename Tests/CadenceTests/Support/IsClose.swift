/// Whether `a` and `b` agree to within an absolute or a relative tolerance, for golden-value tests.
///
/// ```swift
/// #expect(isClose(spring.stiffness, 157.91367041742973))
/// #expect(isClose(curve.value(at: 0.5), 0.5, abs: 1e-6, rel: 0))
/// ```
///
/// Passes when |a − b| ≤ `abs` (the floor that matters near zero) or |a − b| ≤ `rel`·max(|a|, |b|).
/// Special values compare by kind: NaN is close only to NaN (so tests can demand SwiftUI's NaN), an
/// infinity only to the same infinity, and a finite value never to an infinite one.
func isClose(_ a: Double, _ b: Double, abs absTolerance: Double = 1e-12, rel relTolerance: Double = 1e-12) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a.isInfinite || b.isInfinite { return a == b }
    let difference = Swift.abs(a - b)
    return difference <= absTolerance || difference <= relTolerance * max(Swift.abs(a), Swift.abs(b))
}

/// `isClose` for any binary floating-point type (`CGFloat`, `Float`), compared as `Double`.
/// Pass tolerances that suit the type's precision: the defaults are meant for `Double`.
func isClose<F: BinaryFloatingPoint>(_ a: F, _ b: F, abs absTolerance: Double = 1e-12, rel relTolerance: Double = 1e-12) -> Bool {
    isClose(Double(a), Double(b), abs: absTolerance, rel: relTolerance)
}
