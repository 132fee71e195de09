import CadenceUI
import Foundation

/// What kind of mark a record draws.
enum MarkKind: Hashable, Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// One positional input of a mark: its value and the calendar unit a date stands for.
struct MarkInput {
    var value: ChartValue
    var unit: DateBand?

    init(value: ChartValue, unit: DateBand?) {
        self.value = value
        self.unit = unit
    }

    init?<V>(_ plottable: PlottableValue<V>?) {
        guard let plottable, let value = plottable.resolved else { return nil }
        self.value = value
        self.unit = plottable.unit
    }
}

/// A view shown next to a mark (`annotation(position:alignment:spacing:content:)`).
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// Everything a chart knows about one mark once its modifiers are applied.
struct MarkRecord {
    var kind: MarkKind
    /// Where the mark came from in the content, for the mark's identity across updates.
    var path: [AnyHashable]
    var x: MarkInput?
    var xStart: MarkInput?
    var xEnd: MarkInput?
    var y: MarkInput?
    var yStart: MarkInput?
    var yEnd: MarkInput?
    /// Whether an input was given but plots as nothing (NaN, ∞): the mark is skipped.
    var hasBadInput = false
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var angle: Double?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    var series: ChartValue?
    var style: AnyShapeStyle?
    var styleKey: ChartValue?
    var symbolKey: ChartValue?
    var positionKey: ChartValue?
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var symbol: BasicChartSymbolShape?
    var symbolView: AnyView?
    var symbolSize: CGSize?
    var cornerRadius: CGFloat?
    var opacity: Double = 1
    var annotations: [MarkAnnotation] = []
    var offset: CGSize = .zero
    var zIndex: Double = 0
    /// A rule's ends in points from the plot's top or leading edge (`nil`: the plot's edge).
    var pointStart: CGFloat?
    var pointEnd: CGFloat?

    init(kind: MarkKind, path: [AnyHashable]) {
        self.kind = kind
        self.path = path
    }

    /// Records `plottable` at `keyPath`, noting a given value that plots as nothing.
    mutating func set<V>(_ keyPath: WritableKeyPath<MarkRecord, MarkInput?>, _ plottable: PlottableValue<V>?) {
        guard let plottable else { return }
        if let input = MarkInput(plottable), input.value.isDrawable {
            self[keyPath: keyPath] = input
        } else {
            hasBadInput = true
        }
    }
}

/// A mark's width or height, or a sector's radius: Swift Charts' `MarkDimension`.
///
/// `.automatic` lets the chart choose (a bar fills most of its category's band); `.fixed(20)` is
/// 20 points; `.ratio(0.5)` is half of the band (or of the pie's radius); `.inset(4)` is the band
/// less 4 points. A number literal is `.fixed`.
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Storage: Hashable, Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }

    let storage: Storage

    /// The chart chooses.
    public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }

    /// `value` points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }

    /// `ratio` of the available space (0…1): of the band for a bar, of the radius for a sector.
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(ratio)) }

    /// The available space less `inset` points.
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(inset)) }

    init(storage: Storage) { self.storage = storage }

    /// `value` points, from a floating-point literal.
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }

    /// `value` points, from an integer literal.
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }

    /// The length in `available` points, or `automatic` when the chart chooses.
    func resolve(in available: CGFloat, automatic: CGFloat) -> CGFloat {
        let value: CGFloat = switch storage {
        case .automatic: automatic
        case .fixed(let points): points
        case .ratio(let ratio): available * ratio
        case .inset(let inset): available - inset
        }
        return value.isFinite ? max(0, value) : automatic
    }
}

/// How bars and areas at the same position combine: Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case standard, normalized, center, unstacked }
    let storage: Storage

    /// Each mark starts where the previous one at the same position ended (the default).
    public static var standard: MarkStackingMethod { MarkStackingMethod(storage: .standard) }
    /// Stacked, then scaled so each position's stack spans 0…1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(storage: .normalized) }
    /// Stacked, then centred on zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(storage: .center) }
    /// Every mark starts at zero, drawn over one another.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(storage: .unstacked) }
}

/// Declares a primitive mark type's `body`.
@MainActor
protocol MarkContent: ChartContent, PrimitiveChartContent where Body == Never {
    var record: MarkRecord { get }
}

extension MarkContent {
    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {
        var mark = record
        mark.path = path
        marks.append(mark)
    }
}

/// A bar: a rectangle from a baseline (zero, or where the previous bar at the same position
/// stacked to) to a value, or between a start and an end: Swift Charts' `BarMark`.
///
/// ```swift
/// BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
/// ```
///
/// With a category or date on one axis and a number on the other, the bar stands on the category
/// and reaches the number; bars at the same category stack (`stacking: .standard`).
public nonisolated struct BarMark: MarkContent {
    var record: MarkRecord

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("BarMark has no body") }

    private nonisolated init(_ configure: (inout MarkRecord) -> Void) {
        var record = MarkRecord(kind: .bar, path: [])
        configure(&record)
        self.record = record
    }

    /// A bar at `x` reaching `y` (or at `y` reaching `x` when `y` is the category).
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                                        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init { $0.set(\.x, x); $0.set(\.y, y); $0.width = width; $0.height = height; $0.stacking = stacking }
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        self.init { $0.set(\.xStart, xStart); $0.set(\.xEnd, xEnd); $0.set(\.y, y); $0.height = height; $0.stacking = .unstacked }
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        self.init { $0.set(\.x, x); $0.set(\.yStart, yStart); $0.set(\.yEnd, yEnd); $0.width = width; $0.stacking = .unstacked }
    }

    /// A bar spanning `xStart`…`xEnd` and `yStart`…`yEnd`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init { $0.set(\.xStart, xStart); $0.set(\.xEnd, xEnd); $0.set(\.yStart, yStart); $0.set(\.yEnd, yEnd); $0.stacking = .unstacked }
    }

    /// A vertical bar reaching `y`, across the whole width of the plot.
    public nonisolated init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init { $0.set(\.y, y); $0.width = width; $0.stacking = stacking }
    }

    /// A horizontal bar reaching `x`, across the whole height of the plot.
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init { $0.set(\.x, x); $0.height = height; $0.stacking = stacking }
    }
}

/// A line through data points, one line per series: Swift Charts' `LineMark`.
///
/// The points of one series (marks with the same `series:`, `foregroundStyle(by:)` or
/// `symbol(by:)` value) are joined in the order they are given.
public nonisolated struct LineMark: MarkContent {
    var record: MarkRecord

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("LineMark has no body") }

    /// A point of a line at `x`, `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .line, path: [])
        record.set(\.x, x)
        record.set(\.y, y)
        self.record = record
    }

    /// A point of the line of `series` at `x`, `y`.
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        record.series = series.resolved
    }
}

/// A point: a symbol (a filled circle by default) at `x`, `y`: Swift Charts' `PointMark`.
public nonisolated struct PointMark: MarkContent {
    var record: MarkRecord

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("PointMark has no body") }

    /// A point at `x`, `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .point, path: [])
        record.set(\.x, x)
        record.set(\.y, y)
        self.record = record
    }

    /// A point at `x`, vertically centred in the plot.
    public nonisolated init<X: Plottable>(x: PlottableValue<X>) {
        var record = MarkRecord(kind: .point, path: [])
        record.set(\.x, x)
        self.record = record
    }

    /// A point at `y`, horizontally centred in the plot.
    public nonisolated init<Y: Plottable>(y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .point, path: [])
        record.set(\.y, y)
        self.record = record
    }
}

/// The area between a line and a baseline (zero, or the series stacked below), or between two
/// lines: Swift Charts' `AreaMark`.
public nonisolated struct AreaMark: MarkContent {
    var record: MarkRecord

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("AreaMark has no body") }

    /// A point of an area reaching `y` at `x`; areas of several series stack.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .area, path: [])
        record.set(\.x, x)
        record.set(\.y, y)
        record.stacking = stacking
        self.record = record
    }

    /// A point of an area of `series` reaching `y` at `x`.
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        self.init(x: x, y: y, stacking: stacking)
        record.series = series.resolved
    }

    /// A point of a band from `yStart` to `yEnd` at `x`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var record = MarkRecord(kind: .area, path: [])
        record.set(\.x, x)
        record.set(\.yStart, yStart)
        record.set(\.yEnd, yEnd)
        record.stacking = .unstacked
        self.record = record
    }

    /// A point of a horizontal band from `xStart` to `xEnd` at `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .area, path: [])
        record.set(\.xStart, xStart)
        record.set(\.xEnd, xEnd)
        record.set(\.y, y)
        record.stacking = .unstacked
        self.record = record
    }
}

/// A straight line across the plot at a value, or a segment between two values: Swift Charts'
/// `RuleMark` (an average, a threshold, a selection indicator).
public nonisolated struct RuleMark: MarkContent {
    var record: MarkRecord

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("RuleMark has no body") }

    private nonisolated init(_ configure: (inout MarkRecord) -> Void) {
        var record = MarkRecord(kind: .rule, path: [])
        configure(&record)
        self.record = record
    }

    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init { $0.set(\.x, x); $0.set(\.yStart, yStart); $0.set(\.yEnd, yEnd) }
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init { $0.set(\.xStart, xStart); $0.set(\.xEnd, xEnd); $0.set(\.y, y) }
    }

    /// A vertical line at `x` from `yStart` to `yEnd` given in points from the plot's top
    /// (`nil`: the plot's edge).
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        self.init { $0.set(\.x, x); $0.pointStart = yStart; $0.pointEnd = yEnd }
    }

    /// A horizontal line at `y` from `xStart` to `xEnd` given in points from the plot's leading
    /// edge (`nil`: the plot's edge).
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        self.init { $0.set(\.y, y); $0.pointStart = xStart; $0.pointEnd = xEnd }
    }
}

/// A rectangle at a position, or spanning two ranges: Swift Charts' `RectangleMark` (heat maps).
public nonisolated struct RectangleMark: MarkContent {
    var record: MarkRecord

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("RectangleMark has no body") }

    private nonisolated init(_ configure: (inout MarkRecord) -> Void) {
        var record = MarkRecord(kind: .rectangle, path: [])
        configure(&record)
        self.record = record
    }

    /// A rectangle centred at `x`, `y`: a category's whole band, or `width` × `height`
    /// (20 points on a continuous axis by default).
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        self.init { $0.set(\.x, x); $0.set(\.y, y); $0.width = width; $0.height = height }
    }

    /// A rectangle spanning `xStart`…`xEnd` and `yStart`…`yEnd`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init { $0.set(\.xStart, xStart); $0.set(\.xEnd, xEnd); $0.set(\.yStart, yStart); $0.set(\.yEnd, yEnd) }
    }

    /// A rectangle spanning `xStart`…`xEnd` across the band of `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        self.init { $0.set(\.xStart, xStart); $0.set(\.xEnd, xEnd); $0.set(\.y, y); $0.height = height }
    }

    /// A rectangle spanning `yStart`…`yEnd` across the band of `x`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        self.init { $0.set(\.x, x); $0.set(\.yStart, yStart); $0.set(\.yEnd, yEnd); $0.width = width }
    }
}

/// A slice of a pie or donut: Swift Charts' `SectorMark`.
///
/// Sectors go clockwise from 12 o'clock in the order given, each taking its `angle` value's share
/// of the sum of all sectors' values. Negative, NaN and infinite values draw nothing.
///
/// ```swift
/// SectorMark(angle: .value("Sales", item.sales), innerRadius: .ratio(0.6), angularInset: 2)
/// ```
public nonisolated struct SectorMark: MarkContent {
    var record: MarkRecord

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("SectorMark has no body") }

    /// A sector whose share of the circle is `angle`'s share of all sectors' values.
    /// `innerRadius` (`.ratio(0.6)` for a donut; default 0) and `outerRadius` (default: the
    /// largest circle that fits the plot) are measured from the centre; `angularInset` points are
    /// left empty on each side of the sector.
    public nonisolated init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var record = MarkRecord(kind: .sector, path: [])
        if let value = angle.resolved?.continuous, value.isFinite {
            record.angle = value
        } else {
            record.hasBadInput = true
        }
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset
        self.record = record
    }
}
