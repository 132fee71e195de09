import CadenceUI
import Foundation

/// A type whose values a chart can plot: Swift Charts' `Plottable`.
///
/// The primitive plottable types are `String` (a category), `Date`, and the numbers (`Double`,
/// `Float`, `CGFloat`, `Decimal` and the integer types). Any other type plots through one of them:
/// an enum with a plottable raw value gets its conformance for free.
///
/// ```swift
/// enum Flavor: String, Plottable { case chocolate, vanilla }
/// BarMark(x: .value("Flavor", Flavor.vanilla), y: .value("Sales", 12))
/// ```
public protocol Plottable {
    /// The primitive type the value plots as (`String`, `Date` or a number).
    associatedtype PrimitivePlottable: Plottable

    /// The value as its primitive type.
    var primitivePlottable: PrimitivePlottable { get }

    /// Makes a value from its primitive form; `nil` when the primitive names no value (axis
    /// values read back with `AxisValue.as(_:)` go through this).
    init?(primitivePlottable: PrimitivePlottable)
}

/// A value a chart places on an axis: a number, an instant or a category.
enum ChartValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value on a continuous scale (a date as seconds since 1970); `nil` for a category.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }

    /// Whether a chart can draw the value (finite numbers and dates).
    var isDrawable: Bool {
        if let continuous { return continuous.isFinite }
        return true
    }
}

/// A primitive plottable: what Charts reads a value as.
protocol ChartPrimitive {
    var chartValue: ChartValue { get }
    static func fromChartValue(_ value: ChartValue) -> Self?
}

/// The value `plottable` plots as, or `nil` when it is none (a custom conformance whose primitive
/// plots as itself without being a primitive).
func chartValue(of plottable: some Plottable) -> ChartValue? {
    if let primitive = plottable as? ChartPrimitive { return primitive.chartValue }
    // An enum declared `Plottable` may resolve its primitive to itself; it plots as its raw value.
    if let raw = plottable as? any RawRepresentable, let rawValue = raw.rawValue as Any as? any Plottable {
        return chartValue(of: rawValue)
    }
    let inner = plottable.primitivePlottable
    if type(of: inner) == type(of: plottable) { return nil }
    return chartValue(of: inner)
}

/// A raw-representable `R` whose raw value `value` is, if any.
private func rawRepresentable<R: RawRepresentable>(_ type: R.Type, from value: ChartValue) -> R? {
    guard let rawType = R.RawValue.self as? ChartPrimitive.Type, let raw = rawType.fromChartValue(value) as? R.RawValue else { return nil }
    return R(rawValue: raw)
}

/// `value` read back as `T`, as `AxisValue.as(_:)` and `ChartProxy.value(atX:as:)` do.
func plottable<T: Plottable>(_ value: ChartValue, as type: T.Type) -> T? {
    if let primitive = T.self as? ChartPrimitive.Type {
        return primitive.fromChartValue(value) as? T
    }
    if let rawType = T.self as? any RawRepresentable.Type, let made = rawRepresentable(rawType, from: value) as? T {
        return made
    }
    if let primitiveType = T.PrimitivePlottable.self as? ChartPrimitive.Type,
       let inner = primitiveType.fromChartValue(value) as? T.PrimitivePlottable {
        return T(primitivePlottable: inner)
    }
    return nil
}

extension Plottable where Self == PrimitivePlottable {
    /// A primitive plots as itself.
    public var primitivePlottable: Self { self }

    /// A primitive is its own primitive form.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// A raw-representable value plots as its raw value's primitive.
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }

    /// The value whose raw value's primitive is `primitivePlottable`, if any.
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: Plottable, ChartPrimitive {
    var chartValue: ChartValue { .category(self) }
    static func fromChartValue(_ value: ChartValue) -> String? {
        if case .category(let string) = value { return string }
        return nil
    }
}

extension Date: Plottable, ChartPrimitive {
    var chartValue: ChartValue { .date(self) }
    static func fromChartValue(_ value: ChartValue) -> Date? {
        switch value {
        case .date(let date): date
        case .number(let seconds): Date(timeIntervalSince1970: seconds)
        case .category: nil
        }
    }
}

/// A number a chart plots on a continuous scale.
protocol ChartNumber: ChartPrimitive {
    var doubleValue: Double { get }
    init?(chartDouble: Double)
}

extension ChartNumber {
    var chartValue: ChartValue { .number(doubleValue) }
    static func fromChartValue(_ value: ChartValue) -> Self? {
        switch value {
        case .number(let number): Self(chartDouble: number)
        case .date(let date): Self(chartDouble: date.timeIntervalSince1970)
        case .category: nil
        }
    }
}

extension Double: Plottable, ChartNumber {
    var doubleValue: Double { self }
    init?(chartDouble: Double) { self = chartDouble }
}

extension Float: Plottable, ChartNumber {
    var doubleValue: Double { Double(self) }
    init?(chartDouble: Double) { self = Float(chartDouble) }
}

extension CGFloat: Plottable, ChartNumber {
    var doubleValue: Double { Double(self) }
    init?(chartDouble: Double) { self = CGFloat(chartDouble) }
}

extension Decimal: Plottable, ChartNumber {
    var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
    init?(chartDouble: Double) {
        guard chartDouble.isFinite else { return nil }
        self = Decimal(chartDouble)
    }
}

/// An integer plotted as a number; reading one back rounds to the nearest integer.
protocol ChartInteger: ChartNumber, BinaryInteger {}

extension ChartInteger {
    var doubleValue: Double { Double(self) }
    init?(chartDouble: Double) {
        guard chartDouble.isFinite else { return nil }
        self.init(exactly: chartDouble.rounded())
    }
}

extension Int: Plottable, ChartInteger {}
extension Int8: Plottable, ChartInteger {}
extension Int16: Plottable, ChartInteger {}
extension Int32: Plottable, ChartInteger {}
extension Int64: Plottable, ChartInteger {}
extension UInt: Plottable, ChartInteger {}
extension UInt8: Plottable, ChartInteger {}
extension UInt16: Plottable, ChartInteger {}
extension UInt32: Plottable, ChartInteger {}
extension UInt64: Plottable, ChartInteger {}

/// A value with its label, as a mark's `x:`, `y:`, `angle:` or a `foregroundStyle(by:)` series
/// takes it: Swift Charts' `PlottableValue`.
///
/// ```swift
/// BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
/// ```
///
/// The label names the value for the axis and accessibility; the value is what is drawn.
public struct PlottableValue<Value: Plottable> {
    /// The value's label, as given.
    let label: Text
    /// The value itself.
    let value: Value
    /// What the value plots as; `nil` for a value that plots as nothing.
    let resolved: ChartValue?
    /// The calendar unit a date stands for (a whole day, month …), when given.
    let unit: DateBand?

    init(label: Text, value: Value, unit: DateBand? = nil) {
        self.label = label
        self.value = value
        self.resolved = chartValue(of: value)
        self.unit = unit
    }

    /// `value` labelled with a localized string key (a string literal).
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), value: value)
    }

    /// `value` labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(String(label)), value: value)
    }

    /// `value` labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value)
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the whole `unit` it falls in (a day, a month …) in `calendar`: a bar
    /// then spans the unit, and the scale's domain covers whole units.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(label), value: value, unit: DateBand(unit: unit, calendar: calendar))
    }

    /// A date standing for the whole `unit` it falls in, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(String(label)), value: value, unit: DateBand(unit: unit, calendar: calendar))
    }

    /// A date standing for the whole `unit` it falls in, labelled with a text.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: label, value: value, unit: DateBand(unit: unit, calendar: calendar))
    }
}

/// A calendar unit a date value stands for.
struct DateBand: Hashable, @unchecked Sendable {
    var unit: Calendar.Component
    var calendar: Calendar

    /// The start and end of the unit containing `date`.
    func interval(containing date: Date) -> (start: Date, end: Date) {
        if let interval = calendar.dateInterval(of: unit, for: date) {
            return (interval.start, interval.end)
        }
        return (date, date)
    }
}
