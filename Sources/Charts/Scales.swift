import CadenceUI
import Foundation

/// A domain a chart's scale covers: Swift Charts' `ScaleDomain`. A closed range of numbers or
/// dates (`0...100`), a half-open range, an array of categories (`["Mon", "Tue"]`, in that order)
/// or ``AutomaticScaleDomain``.
public protocol ScaleDomain {}

/// The domain a ``ScaleDomain`` stands for.
enum DomainSpec {
    case range(Double, Double)
    case categories([String])
    case automatic(includesZero: Bool?, reversed: Bool?)
}

/// A scale domain the chart can read.
protocol ResolvableScaleDomain {
    var domainSpec: DomainSpec? { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
/// The continuous domain from `lower` to `upper`, or `nil` when either is not a finite number or date.
func rangeSpec(_ lower: some Plottable, _ upper: some Plottable) -> DomainSpec? {
    guard let lower = chartValue(of: lower)?.continuous, let upper = chartValue(of: upper)?.continuous,
          lower.isFinite, upper.isFinite else { return nil }
    return .range(lower, upper)
}

extension ClosedRange: ResolvableScaleDomain where Bound: Plottable {
    var domainSpec: DomainSpec? { rangeSpec(lowerBound, upperBound) }
}

extension Range: ScaleDomain where Bound: Plottable {}
extension Range: ResolvableScaleDomain where Bound: Plottable {
    var domainSpec: DomainSpec? { rangeSpec(lowerBound, upperBound) }
}

extension Array: ScaleDomain where Element: Plottable {}
extension Array: ResolvableScaleDomain where Element: Plottable {
    var domainSpec: DomainSpec? {
        let values = compactMap { chartValue(of: $0) }
        let categories = values.compactMap { value -> String? in
            if case .category(let name) = value { return name }
            return nil
        }
        if !categories.isEmpty { return .categories(categories) }
        let numbers = values.compactMap(\.continuous).filter(\.isFinite)
        guard let lower = numbers.min(), let upper = numbers.max() else { return nil }
        return .range(lower, upper)
    }
}

/// The domain the chart derives from its data: Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain, ResolvableScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?

    /// The data's extent, with zero included for numbers, rounded out to nice values.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The data's extent; `includesZero: false` fits a numeric domain to the data alone;
    /// `reversed: true` runs the axis backwards.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    var domainSpec: DomainSpec? { .automatic(includesZero: includesZero, reversed: reversed) }
}

/// How a scale maps values to positions: Swift Charts' `ScaleType`. Cadence draws every numeric
/// scale linearly; the type is accepted for source compatibility.
public struct ScaleType: Hashable, Sendable {
    let name: String
    /// The chart chooses (linear for numbers and dates, bands for categories).
    public static var automatic: ScaleType { ScaleType(name: "automatic") }
    /// Linear.
    public static var linear: ScaleType { ScaleType(name: "linear") }
    /// Logarithmic (drawn linearly by Cadence).
    public static var log: ScaleType { ScaleType(name: "log") }
    /// Symmetric logarithmic (drawn linearly by Cadence).
    public static var symmetricLog: ScaleType { ScaleType(name: "symmetricLog") }
    /// Square root (drawn linearly by Cadence).
    public static var squareRoot: ScaleType { ScaleType(name: "squareRoot") }
    /// Dates.
    public static var date: ScaleType { ScaleType(name: "date") }
    /// Categories.
    public static var category: ScaleType { ScaleType(name: "category") }
}

/// One axis's scale, laid out along a pixel range.
struct PlacedScale {
    enum Kind {
        /// Numbers or dates from `lower` to `upper`.
        case continuous(lower: Double, upper: Double)
        /// Categories in order, each a band of the range.
        case band([String])
    }

    var kind: Kind
    var isDate: Bool
    /// Pixel positions of the domain's start and end (the y axis runs bottom to top).
    var start: CGFloat
    var end: CGFloat
    /// The calendar unit dates stand for, when marks gave one.
    var unit: DateBand?
    /// Tick values in the domain, for a continuous scale.
    var ticks: [Double] = []
    /// The tick step (for formatting numbers), or the date stride.
    var step: Double = 1
    var dateStride: (component: Calendar.Component, count: Int)?

    var length: CGFloat { abs(end - start) }

    /// The pixel position of continuous `value`.
    func position(ofContinuous value: Double) -> CGFloat? {
        guard case .continuous(let lower, let upper) = kind, value.isFinite else { return nil }
        let span = upper - lower
        let fraction = span == 0 ? 0.5 : (value - lower) / span
        let position = start + (end - start) * CGFloat(fraction)
        return position.isFinite ? position : nil
    }

    /// The band of category `name`.
    func band(ofCategory name: String) -> (CGFloat, CGFloat)? {
        guard case .band(let names) = kind, let index = names.firstIndex(of: name) else { return nil }
        let step = (end - start) / CGFloat(max(names.count, 1))
        let a = start + step * CGFloat(index)
        return (a, a + step)
    }

    /// The width of one band (a category, or a date unit), or `nil` for continuous values without one.
    var bandwidth: CGFloat? {
        if case .band(let names) = kind { return length / CGFloat(max(names.count, 1)) }
        return nil
    }

    /// The band a value occupies: a category's band or the date unit it stands for.
    func band(of input: MarkInput) -> (CGFloat, CGFloat)? {
        switch input.value {
        case .category(let name): return band(ofCategory: name)
        case .date(let date):
            guard let unit = input.unit ?? unit else { return nil }
            let interval = unit.interval(containing: date)
            guard let a = position(ofContinuous: interval.start.timeIntervalSince1970),
                  let b = position(ofContinuous: interval.end.timeIntervalSince1970) else { return nil }
            return (a, b)
        case .number: return nil
        }
    }

    /// The position of a value: a band's centre, or its place on the continuous range.
    func position(of input: MarkInput) -> CGFloat? {
        if let band = band(of: input) { return (band.0 + band.1) / 2 }
        guard let value = input.value.continuous else { return nil }
        return position(ofContinuous: value)
    }

    /// The value at pixel `position`: a category whose band holds it, or the continuous value.
    func value(at position: CGFloat) -> ChartValue? {
        switch kind {
        case .band(let names):
            guard !names.isEmpty, length > 0 else { return nil }
            let fraction = (position - min(start, end)) / length
            let index = Int((fraction * CGFloat(names.count)).rounded(.down))
            return names.indices.contains(index) ? .category(names[index]) : nil
        case .continuous(let lower, let upper):
            guard end != start else { return nil }
            let value = lower + (upper - lower) * Double((position - start) / (end - start))
            guard value.isFinite else { return nil }
            return isDate ? .date(Date(timeIntervalSince1970: value)) : .number(value)
        }
    }

    /// The tick values as chart values.
    var tickValues: [ChartValue] {
        switch kind {
        case .band(let names): names.map { .category($0) }
        case .continuous: ticks.map { isDate ? .date(Date(timeIntervalSince1970: $0)) : .number($0) }
        }
    }
}

/// A step of 1, 2 or 5 times a power of ten that divides `span` into about `count` parts.
func niceStep(span: Double, count: Int) -> Double {
    guard span.isFinite, span > 0 else { return 1 }
    let raw = span / Double(max(count, 1))
    let magnitude = pow(10, floor(log10(raw)))
    let normalized = raw / magnitude
    let nice: Double = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10
    return nice * magnitude
}

/// Multiples of `step` from `lower` to `upper`.
func ticks(from lower: Double, to upper: Double, step: Double) -> [Double] {
    guard step > 0, lower.isFinite, upper.isFinite, upper >= lower else { return [] }
    var values: [Double] = []
    var index = (lower / step - 1e-9).rounded(.up)
    while index * step <= upper + step * 1e-9, values.count < 1000 {
        let value = index * step
        values.append(abs(value) < step * 1e-9 ? 0 : value)
        index += 1
    }
    return values
}

/// A calendar stride for date ticks spanning `span` seconds in about `count` steps.
func dateStride(span: Double, count: Int) -> (component: Calendar.Component, count: Int, seconds: Double) {
    let candidates: [(Calendar.Component, Int, Double)] = [
        (.second, 1, 1), (.second, 15, 15), (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200), (.day, 1, 86400), (.day, 2, 172800),
        (.weekOfYear, 1, 604800), (.weekOfYear, 2, 1_209_600), (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
        (.year, 1, 31_556_952),
    ]
    for candidate in candidates where candidate.2 * Double(max(count, 1)) >= span {
        return candidate
    }
    let years = max(1, Int((span / 31_556_952 / Double(max(count, 1))).rounded(.up)))
    return (.year, years, 31_556_952 * Double(years))
}

/// Dates at every `count` `component`s from the start of the one containing `lower` up to `upper`.
func dateTicks(from lower: Double, to upper: Double, component: Calendar.Component, count: Int, calendar: Calendar) -> [Double] {
    guard lower.isFinite, upper.isFinite, upper >= lower else { return [] }
    let lowerDate = Date(timeIntervalSince1970: lower)
    let startUnit: Calendar.Component = component == .weekOfYear ? .weekOfYear : component
    var date = calendar.dateInterval(of: startUnit, for: lowerDate)?.start ?? lowerDate
    var values: [Double] = []
    while date.timeIntervalSince1970 <= upper + 1e-6, values.count < 500 {
        if date.timeIntervalSince1970 >= lower - 1e-6 { values.append(date.timeIntervalSince1970) }
        guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
        date = next
    }
    return values
}

/// A number as an axis label: grouped thousands, as many decimals as `step` needs.
func formatNumber(_ value: Double, step: Double) -> String {
    guard value.isFinite else { return "" }
    var decimals = 0
    if step > 0, step.isFinite {
        while decimals < 6, abs(step * pow(10, Double(decimals)) - (step * pow(10, Double(decimals))).rounded()) > 1e-6 { decimals += 1 }
    }
    let rounded = (value * pow(10, Double(decimals))).rounded() / pow(10, Double(decimals))
    let negative = rounded < 0
    let magnitude = abs(rounded)
    let integer = magnitude.rounded(.down)
    var digits = String(format: "%.0f", integer)
    var grouped = ""
    while digits.count > 3 {
        grouped = "," + digits.suffix(3) + grouped
        digits.removeLast(3)
    }
    grouped = digits + grouped
    if decimals > 0 {
        let fraction = String(format: "%.\(decimals)f", magnitude - integer)
        grouped += fraction.drop { $0 != "." }
    }
    return (negative && rounded != 0 ? "-" : "") + grouped
}

/// A date as an axis label for ticks every `component`.
func formatDate(_ date: Date, component: Calendar.Component?, calendar: Calendar) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = calendar.locale ?? Locale(identifier: "en_US")
    switch component {
    case .second, .minute: formatter.setLocalizedDateFormatFromTemplate("jmm")
    case .hour: formatter.setLocalizedDateFormatFromTemplate("j")
    case .month: formatter.setLocalizedDateFormatFromTemplate("MMM")
    case .year: formatter.setLocalizedDateFormatFromTemplate("yyyy")
    default: formatter.setLocalizedDateFormatFromTemplate("MMMd")
    }
    return formatter.string(from: date)
}
