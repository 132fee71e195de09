@_spi(CadenceContent) import CadenceUI
import Foundation

/// Something a chart draws: a mark, a group of marks, or marks with modifiers: Swift Charts'
/// `ChartContent`.
///
/// Marks (`BarMark`, `LineMark`, …) are the primitives; a custom type composes them in `body`,
/// as a view composes views:
///
/// ```swift
/// struct Average: ChartContent {
///     let value: Double
///     var body: some ChartContent {
///         RuleMark(y: .value("Average", value)).foregroundStyle(.red)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content `body` returns.
    associatedtype Body: ChartContent

    /// The content this content is made of. Marks are primitives whose `Body` is `Never`: the chart
    /// never reads it.
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ChartContent {
    /// `Never` has no body: it is the body type of primitive chart content.
    public var body: Never { fatalError("Never has no body") }
}

/// Chart content the chart reads directly instead of through `body`: marks, groups and modifiers.
@MainActor
protocol PrimitiveChartContent {
    /// Appends this content's marks, identified under `path`, to `marks`.
    func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord])
}

/// Appends the marks of `content`, identified under `path`, to `marks`.
@MainActor
func collectMarks<C: ChartContent>(_ content: C, path: [AnyHashable], into marks: inout [MarkRecord]) {
    if let primitive = content as? PrimitiveChartContent {
        primitive.collectMarks(path: path, into: &marks)
    } else {
        collectMarks(content.body, path: path, into: &marks)
    }
}

/// Builds chart content from a closure's statements, `if`/`else`, `switch` and `for`:
/// Swift Charts' `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
    /// Content of one expression.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }

    /// No content: an empty closure.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    /// The first statement of a block.
    public static func buildPartialBlock<C: ChartContent>(first content: C) -> C { content }

    /// The statements so far followed by the next one.
    public static func buildPartialBlock<Accumulated: ChartContent, Next: ChartContent>(accumulated: Accumulated, next: Next) -> TupleChartContent<Accumulated, Next> {
        TupleChartContent(first: accumulated, second: next)
    }

    /// An `if` without `else`: the content, or nothing.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }

    /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first content: T) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .trueContent(content))
    }

    /// The `else` branch of an `if`/`else` or the last cases of a `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second content: F) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .falseContent(content))
    }

    /// A `for` loop's contents, one per iteration (identified by position; `ForEach` identifies by id).
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> ArrayChartContent<C> {
        ArrayChartContent(contents: contents)
    }

    /// Content under `if #available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No chart content.
public nonisolated struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// Makes empty content.
    public nonisolated init() {}

    /// Never read: empty content is a primitive.
    public var body: Never { fatalError("EmptyChartContent has no body") }

    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {}
}

/// Two pieces of chart content one after the other, as a builder block makes them.
public nonisolated struct TupleChartContent<First: ChartContent, Second: ChartContent>: ChartContent, PrimitiveChartContent {
    let first: First
    let second: Second

    /// Never read: a tuple is a primitive.
    public var body: Never { fatalError("TupleChartContent has no body") }

    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {
        Charts.collectMarks(first, path: path + [AnyHashable(0)], into: &marks)
        Charts.collectMarks(second, path: path + [AnyHashable(1)], into: &marks)
    }
}

/// One of two pieces of chart content, as `if`/`else` chooses.
public nonisolated struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Never read: a condition is a primitive.
    public var body: Never { fatalError("ConditionalChartContent has no body") }

    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {
        switch storage {
        case .trueContent(let content): Charts.collectMarks(content, path: path + [AnyHashable("t")], into: &marks)
        case .falseContent(let content): Charts.collectMarks(content, path: path + [AnyHashable("f")], into: &marks)
        }
    }
}

/// The contents of a `for` loop in a chart content builder.
public nonisolated struct ArrayChartContent<Element: ChartContent>: ChartContent, PrimitiveChartContent {
    let contents: [Element]

    /// Never read: a loop's contents are a primitive.
    public var body: Never { fatalError("ArrayChartContent has no body") }

    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {
        for (index, content) in contents.enumerated() {
            Charts.collectMarks(content, path: path + [AnyHashable(index)], into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Never read: an optional is a primitive.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {
        if let wrapped = self { Charts.collectMarks(wrapped, path: path, into: &marks) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Never read: `ForEach` is a primitive.
    public var body: Never { fatalError("ForEach has no body") }

    /// Chart content for each element of `data`, identified by the element's property at `id`.
    public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of `data`, identified by its `Identifiable` id.
    public nonisolated init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each integer of a range, identified by the integer.
    public nonisolated init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, id: { $0 }, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {
        var occurrences: [ID: Int] = [:]
        for element in data {
            let id = _id(of: element)
            let occurrence = occurrences[id, default: 0]
            occurrences[id] = occurrence + 1
            Charts.collectMarks(content(element), path: path + [AnyHashable(id), AnyHashable(occurrence)], into: &marks)
        }
    }
}

/// Chart content whose marks a modifier changes.
nonisolated struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void

    var body: Never { fatalError("ModifiedChartContent has no body") }

    @MainActor func collectMarks(path: [AnyHashable], into marks: inout [MarkRecord]) {
        var inner: [MarkRecord] = []
        Charts.collectMarks(content, path: path, into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        marks += inner
    }
}

extension ChartContent {
    /// This content with `modify` applied to each of its marks.
    nonisolated func modifyingMarks(_ modify: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }
}
