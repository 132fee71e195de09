import CadenceUI
import Foundation

/// What a chart axis shows: one or more ``AxisMarks``: Swift Charts' `AxisContent`.
@MainActor @preconcurrency
public protocol AxisContent {
    /// The type of content `body` returns.
    associatedtype Body: AxisContent
    /// The content this content is made of; `Never` for ``AxisMarks``.
    @AxisContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: AxisContent {}

/// Axis content the chart reads directly.
@MainActor
protocol PrimitiveAxisContent {
    func collectAxisMarks(into marks: inout [AnyAxisMarks])
}

@MainActor
func collectAxisMarks<C: AxisContent>(_ content: C, into marks: inout [AnyAxisMarks]) {
    if let primitive = content as? PrimitiveAxisContent {
        primitive.collectAxisMarks(into: &marks)
    } else {
        collectAxisMarks(content.body, into: &marks)
    }
}

/// Builds axis content from a closure's statements: Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    /// Content of one expression.
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    /// No content: an axis without marks.
    public static func buildBlock() -> AxisContentGroup { AxisContentGroup(parts: []) }
    /// The first statement of a block.
    public static func buildPartialBlock<C: AxisContent>(first content: C) -> C { content }
    /// The statements so far followed by the next one.
    public static func buildPartialBlock<A: AxisContent, N: AxisContent>(accumulated: A, next: N) -> AxisContentGroup {
        AxisContentGroup(parts: [accumulated, next])
    }
    /// An `if` without `else`.
    public static func buildOptional<C: AxisContent>(_ content: C?) -> AxisContentGroup {
        AxisContentGroup(parts: content.map { [$0] } ?? [])
    }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<C: AxisContent>(first content: C) -> AxisContentGroup {
        AxisContentGroup(parts: [content])
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<C: AxisContent>(second content: C) -> AxisContentGroup {
        AxisContentGroup(parts: [content])
    }
}

/// Several pieces of axis content, as ``AxisContentBuilder`` combines them.
public nonisolated struct AxisContentGroup: AxisContent, PrimitiveAxisContent {
    let parts: [any AxisContent]
    /// Never read: a group is a primitive.
    public var body: Never { fatalError("AxisContentGroup has no body") }
    @MainActor func collectAxisMarks(into marks: inout [AnyAxisMarks]) {
        for part in parts { Charts.collectAxisMarks(part, into: &marks) }
    }
}

/// One value an axis marks, as an ``AxisMarks`` content closure receives it: Swift Charts'
/// `AxisValue`.
public struct AxisValue {
    let value: ChartValue
    /// The value's position among the axis's values (0 for the first).
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type` (`Double`, `Int`, `Date`, `String`, a raw-representable enum …), or
    /// `nil` when it is not one (a category read as a number).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        plottable(value, as: type)
    }
}

/// Which values an axis marks: Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?)
        case numericStride(Double)
        case dateStride(Calendar.Component, Int, Calendar)
        case explicit([ChartValue])
    }

    let storage: Storage

    /// About five values at nice steps (every category for a category axis).
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }

    /// About `desiredCount` values at nice steps. The rounding flags are accepted; the domain's
    /// ends are always rounded to the step.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }

    /// Every multiple of `stepSize` in the domain.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .numericStride(stepSize))
    }

    /// Every `count` `component`s (`.day`, `.month` …) of `calendar` in the domain.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, max(1, count), calendar ?? .current))
    }
}

/// Where an axis's marks sit: Swift Charts' `AxisMarkPosition`. Cadence places the y axis on the
/// trailing side (the leading side for categories) and the x axis at the bottom unless told
/// `.leading`, `.trailing` or `.top`.
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    /// The default side (trailing for y values, leading for y categories, bottom for x).
    public static var automatic: AxisMarkPosition { AxisMarkPosition(name: "automatic") }
    /// The leading side (y axis).
    public static var leading: AxisMarkPosition { AxisMarkPosition(name: "leading") }
    /// The trailing side (y axis).
    public static var trailing: AxisMarkPosition { AxisMarkPosition(name: "trailing") }
    /// Above the plot (x axis).
    public static var top: AxisMarkPosition { AxisMarkPosition(name: "top") }
    /// Below the plot (x axis).
    public static var bottom: AxisMarkPosition { AxisMarkPosition(name: "bottom") }
}

/// A set of default looks for axis marks: Swift Charts' `AxisMarkPreset` (accepted; Cadence
/// draws every preset the same way).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    /// The default.
    public static var automatic: AxisMarkPreset { AxisMarkPreset(name: "automatic") }
    /// Labels extended past the plot.
    public static var extended: AxisMarkPreset { AxisMarkPreset(name: "extended") }
    /// Labels aligned with the plot.
    public static var aligned: AxisMarkPreset { AxisMarkPreset(name: "aligned") }
    /// Labels inside the plot.
    public static var inset: AxisMarkPreset { AxisMarkPreset(name: "inset") }
}

/// One visual element of an axis at one value (a grid line, a tick, a label): Swift Charts'
/// `AxisMark`.
public protocol AxisMark {}

/// What an axis mark draws, once modifiers are applied.
struct AxisMarkRecord {
    enum Kind { case gridLine, tick, label }
    var kind: Kind
    var stroke: StrokeStyle?
    var length: CGFloat?
    var centered: Bool?
    var style: AnyShapeStyle?
    var font: Font?
    var text: ((ChartValue) -> String)?
    var view: AnyView?
}

/// An axis mark the chart reads.
protocol PrimitiveAxisMark {
    func axisMarkRecords() -> [AxisMarkRecord]
}

/// Builds the marks drawn at one axis value: Swift Charts' `AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    /// One mark.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
    /// No marks.
    public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup(records: []) }
    /// The first mark of a block.
    public static func buildPartialBlock<M: AxisMark>(first mark: M) -> AxisMarkGroup { AxisMarkGroup(records: records(of: mark)) }
    /// The marks so far followed by the next.
    public static func buildPartialBlock<M: AxisMark>(accumulated: AxisMarkGroup, next: M) -> AxisMarkGroup {
        AxisMarkGroup(records: accumulated.records + records(of: next))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ group: AxisMarkGroup?) -> AxisMarkGroup { group ?? AxisMarkGroup(records: []) }
    /// The `if` branch.
    public static func buildEither(first group: AxisMarkGroup) -> AxisMarkGroup { group }
    /// The `else` branch.
    public static func buildEither(second group: AxisMarkGroup) -> AxisMarkGroup { group }

    static func records<M: AxisMark>(of mark: M) -> [AxisMarkRecord] {
        (mark as? PrimitiveAxisMark)?.axisMarkRecords() ?? []
    }
}

/// Several axis marks, as ``AxisMarkBuilder`` combines them.
public nonisolated struct AxisMarkGroup: AxisMark, PrimitiveAxisMark {
    let records: [AxisMarkRecord]
    func axisMarkRecords() -> [AxisMarkRecord] { records }
}

/// An axis mark with a modifier applied.
nonisolated struct ModifiedAxisMark: AxisMark, PrimitiveAxisMark {
    let records: [AxisMarkRecord]
    func axisMarkRecords() -> [AxisMarkRecord] { records }
}

extension AxisMark {
    private func modified(_ change: (inout AxisMarkRecord) -> Void) -> ModifiedAxisMark {
        var records = (self as? PrimitiveAxisMark)?.axisMarkRecords() ?? []
        for index in records.indices { change(&records[index]) }
        return ModifiedAxisMark(records: records)
    }

    /// The mark painted with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let erased = AnyShapeStyle(style)
        return modified { $0.style = erased }
    }

    /// Labels in `font`.
    public func font(_ font: Font?) -> some AxisMark {
        modified { $0.font = font }
    }
}

/// A grid line across the plot at an axis value: Swift Charts' `AxisGridLine`.
public nonisolated struct AxisGridLine: AxisMark, PrimitiveAxisMark {
    let record: AxisMarkRecord
    /// A grid line, `stroke` (default half a point) and, on a category axis, between categories
    /// when `centered` is false (through their centres otherwise, the default).
    public nonisolated init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        record = AxisMarkRecord(kind: .gridLine, stroke: stroke, centered: centered)
    }
    func axisMarkRecords() -> [AxisMarkRecord] { [record] }
}

/// A short tick outside the plot at an axis value: Swift Charts' `AxisTick`.
public nonisolated struct AxisTick: AxisMark, PrimitiveAxisMark {
    let record: AxisMarkRecord
    /// A tick `length` points long (default 4), drawn with `stroke`.
    public nonisolated init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        record = AxisMarkRecord(kind: .tick, stroke: stroke, length: length, centered: centered)
    }
    func axisMarkRecords() -> [AxisMarkRecord] { [record] }
}

/// The label of an axis value: Swift Charts' `AxisValueLabel`.
///
/// Without arguments it shows the value as the chart formats it (grouped numbers, dates by their
/// tick unit, categories as they are); `format:` formats it with a `FormatStyle`; a content
/// closure shows any text.
public nonisolated struct AxisValueLabel: AxisMark, PrimitiveAxisMark {
    var record: AxisMarkRecord

    /// The value's default label. The placement options are accepted; labels sit below x values
    /// (at a date's leading edge) and after y values.
    public nonisolated init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                            collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                            orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        record = AxisMarkRecord(kind: .label, centered: centered)
    }

    /// The value formatted by `format` (`.dateTime.weekday()`, `.number.precision(…)` …).
    public nonisolated init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                            collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                            orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                            verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        let text: (ChartValue) -> String = { value in
            guard let input = plottable(value, as: F.FormatInput.self) else { return "" }
            return format.format(input)
        }
        record = AxisMarkRecord(kind: .label, centered: centered, text: text)
    }

    /// The label `content` shows (usually a `Text`).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        record = AxisMarkRecord(kind: .label, centered: centered, view: AnyView(content()))
    }

    /// The label `text`.
    public init(_ text: Text) {
        record = AxisMarkRecord(kind: .label, view: AnyView(text))
    }

    /// The label of a localized string key.
    public init(_ key: LocalizedStringKey) {
        record = AxisMarkRecord(kind: .label, view: AnyView(Text(key)))
    }

    func axisMarkRecords() -> [AxisMarkRecord] { [record] }
}

/// How overlapping axis labels are resolved: Swift Charts' `AxisValueLabelCollisionResolution`
/// (accepted; Cadence draws every label).
public nonisolated struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    /// The chart chooses.
    public static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(name: "automatic") }
    /// Every label is drawn.
    public static var disabled: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(name: "disabled") }
}

/// How axis labels are turned: Swift Charts' `AxisValueLabelOrientation` (accepted; Cadence draws
/// labels horizontally).
public nonisolated struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    /// The chart chooses.
    public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation(name: "automatic") }
    /// Horizontal.
    public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation(name: "horizontal") }
    /// Vertical (reading upwards).
    public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation(name: "vertical") }
    /// Vertical (reading downwards).
    public static var verticalReversed: AxisValueLabelOrientation { AxisValueLabelOrientation(name: "verticalReversed") }
}

/// The marks of one axis, type-erased: which values, where, and what to draw at each.
struct AnyAxisMarks {
    var values: AxisMarkValues
    var position: AxisMarkPosition
    var content: (AxisValue) -> [AxisMarkRecord]
}

/// Grid lines, ticks and labels at an axis's values: Swift Charts' `AxisMarks`.
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .day)) { value in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.weekday(.narrow))
///     }
/// }
/// ```
public nonisolated struct AxisMarks<Content: AxisMark>: AxisContent, PrimitiveAxisContent {
    let marks: AnyAxisMarks

    /// Never read: axis marks are a primitive.
    public var body: Never { fatalError("AxisMarks has no body") }

    /// At `values` (automatic by default), what `content` builds for each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        marks = AnyAxisMarks(values: values, position: position) { AxisMarkBuilder.records(of: content($0)) }
    }

    /// At each of `values`, what `content` builds.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        let resolved = values.compactMap { chartValue(of: $0) }.filter(\.isDrawable)
        marks = AnyAxisMarks(values: AxisMarkValues(storage: .explicit(resolved)), position: position) { AxisMarkBuilder.records(of: content($0)) }
    }

    @MainActor func collectAxisMarks(into marks: inout [AnyAxisMarks]) { marks.append(self.marks) }
}

extension AxisMarks where Content == AxisMarkGroup {
    /// At `values`, the default marks: a grid line, a tick and a label.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        marks = AnyAxisMarks(values: values, position: position) { _ in defaultAxisMarkRecords(stroke: stroke) }
    }

    /// At each of `values`, the default marks: a grid line, a tick and a label.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        let resolved = values.compactMap { chartValue(of: $0) }.filter(\.isDrawable)
        marks = AnyAxisMarks(values: AxisMarkValues(storage: .explicit(resolved)), position: position) { _ in defaultAxisMarkRecords(stroke: stroke) }
    }
}

/// A grid line, a tick and a label: what `AxisMarks()` draws at each value.
func defaultAxisMarkRecords(stroke: StrokeStyle? = nil) -> [AxisMarkRecord] {
    [AxisMarkRecord(kind: .gridLine, stroke: stroke), AxisMarkRecord(kind: .tick, stroke: stroke), AxisMarkRecord(kind: .label)]
}
