/// Fixed-point text for numbers in tables and reports: 6 decimals, "-0" printed as "0", and the
/// special values spelled as Swift spells them (nan, inf, -inf).
package func formatNumber(_ value: Double, decimals: Int = 6) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    // Beyond about 1e302 the scaled value overflows: Swift's shortest form is exact enough there.
    guard (value * scale).isFinite else { return String(value) }
    let rounded = (value * scale).rounded() / scale
    let text = rounded == 0 ? "0" : String(rounded)
    guard !text.contains("e") else { return text }
    // Pad or trim the fraction to exactly `decimals` digits.
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts[0]
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    if fraction.count < decimals { fraction += String(repeating: "0", count: decimals - fraction.count) }
    return decimals == 0 ? String(whole) : "\(whole).\(fraction.prefix(decimals))"
}
