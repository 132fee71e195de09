import Foundation

/// "Nice" axis ticks: steps of 1, 2 or 5 × 10ⁿ, and labels with just enough decimals for the step.
///
/// ```swift
/// PlotTicks(fitting: 0.03...1.17, count: 5)   // range 0…1.2, step 0.2, labels "0", "0.2", … "1.2"
/// ```
struct PlotTicks: Hashable {
    /// The axis range: the data widened to whole steps (or the fixed range as given).
    let range: ClosedRange<Double>
    let step: Double
    let values: [Double]

    /// Ticks for data spanning `data`, about `count` of them, widening the range to whole steps.
    init(fitting data: ClosedRange<Double>, count: Int) {
        let (low, high) = Self.widened(data)
        let step = Self.niceStep((high - low) / Double(max(1, count)))
        let range = (low / step).rounded(.down) * step...(high / step).rounded(.up) * step
        self.init(range: range, step: step)
    }

    /// Ticks inside a fixed range, about `count` of them.
    init(within range: ClosedRange<Double>, count: Int) {
        let (low, high) = Self.widened(range)
        self.init(range: low...high, step: Self.niceStep((high - low) / Double(max(1, count))))
    }

    private init(range: ClosedRange<Double>, step: Double) {
        self.range = range
        self.step = step
        let first = (range.lowerBound / step - 1e-9).rounded(.up)
        let last = (range.upperBound / step + 1e-9).rounded(.down)
        // Multiples of the step, computed from the index so labels do not collect rounding error.
        values = first <= last ? (0...Int(min(last - first, 1000))).map { (first + Double($0)) * step } : []
    }

    /// A span of zero widened to ±1 around the value (±10 % of it when larger), so flat data is
    /// drawn in the middle of the panel.
    private static func widened(_ range: ClosedRange<Double>) -> (Double, Double) {
        let (low, high) = (range.lowerBound, range.upperBound)
        guard high - low > max(abs(low), abs(high)) * 1e-12 else {
            let half = max(1, abs(low) * 0.1)
            return (low - half, high + half)
        }
        return (low, high)
    }

    /// The smallest 1, 2 or 5 × 10ⁿ at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let power = pow(10, (log10(rough)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= rough * (1 - 1e-9) {
            return factor * power
        }
        return 10 * power
    }

    /// The label for `value`: as many decimals as the step needs, `-0` as `0`.
    func label(_ value: Double) -> String {
        let decimals = max(0, Int((-log10(step) - 1e-9).rounded(.up)))
        let text = String(format: "%.\(min(decimals, 12))f", value)
        return Double(text) == 0 ? String(format: "%.\(min(decimals, 12))f", 0.0) : text
    }
}
