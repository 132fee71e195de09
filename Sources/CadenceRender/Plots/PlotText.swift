import Foundation

/// Numbers in plot titles and labels: up to 4 significant digits (`0.8`, `157.9`, `1.045e+04`),
/// `∞` and `NaN` spelled out.
enum PlotText {
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "−∞" : "∞" }
        let text = String(format: "%.4g", value)
        return text == "-0" ? "0" : text
    }

    /// Seconds with millisecond precision: `0.800 s`.
    static func seconds(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f s", value) : number(value) + " s"
    }
}
