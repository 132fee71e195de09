import Foundation

/// Numbers as the SVG writer prints them: rounded to 6 decimals, without trailing zeros or an
/// exponent, `-0` as `0`. Six decimals are far below a pixel and are what Linux and Apple agree on,
/// so the same drawing gives the same text everywhere. Non-finite values (which the writer never
/// emits: items with them are left out) print as `0` so a file is always well-formed.
///
/// ```swift
/// SVGNumber.format(0.1 + 0.2)      // "0.3"
/// SVGNumber.format(-0.0000001)     // "0"
/// SVGNumber.format(12)             // "12"
/// ```
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.6f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    static func format(_ value: CGFloat) -> String { format(Double(value)) }

    /// `x y` for a point.
    static func pair(_ x: Double, _ y: Double) -> String { "\(format(x)) \(format(y))" }
}
