/// A number as display lists print it: rounded to 6 decimals (half away from zero), without trailing
/// zeros, without an exponent, `-0` printed as `0`; `nan`, `inf`, `-inf` for the special values.
/// Six decimals is what Linux and Apple libm agree on, so snapshots compare across platforms.
///
/// ```swift
/// DisplayNumber(0.1 + 0.2).description   // "0.3"
/// DisplayNumber(-0.0000004).description  // "0"
/// ```
///
/// Public so that value tables in tests (CadenceTesting) print numbers exactly as display lists do.
public struct DisplayNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as given (not rounded).
    public let value: Double

    /// The number `value`.
    public init(_ value: Double) { self.value = value }
    /// The number `value`, widened to `Double`.
    public init(_ value: CGFloat) { self.value = Double(value) }
    /// The number `value`, widened to `Double`.
    public init(_ value: Float) { self.value = Double(value) }

    /// The rounded text: at most 6 decimals, no trailing zeros, no exponent (`1.5`, `-0.25`, `3`).
    public var description: String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let scaled = (abs(value) * 1_000_000).rounded()
        // Beyond 2⁶³ micro-units (about 9.2e12) six decimals are meaningless; print the integer part.
        guard scaled < 9.2e18 else { return String(format: "%.0f", value) }
        let micro = UInt64(scaled)
        if micro == 0 { return "0" }
        let whole = micro / 1_000_000
        var fraction = String(micro % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        let sign = value < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
