import Foundation

/// How exports write numbers: plain decimals (no exponent, which older CSS parsers reject), at a
/// fixed number of fraction digits with trailing zeros trimmed, and never `-0`. Plans round their
/// numbers with `rounded(_:digits:)` first, so what a fidelity report measures is exactly what the
/// file says.
enum NumberFormat {
    /// Values (points, degrees, factors, opacities): a millionth.
    static let valueDigits = 6
    /// Easing parameters (Bézier control values, `linear()` points): ten digits, so the 1/3 and 2/3
    /// of an exact cubic stay exact to 1e-10.
    static let easingDigits = 10

    /// `value` written with at most `digits` fraction digits.
    static func decimal(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }

    /// `value` as `decimal(_:digits:)` writes it, read back.
    static func rounded(_ value: Double, digits: Int) -> Double {
        Double(decimal(value, digits: digits)) ?? value
    }
}
