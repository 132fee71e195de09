/// A type that describes the rows of a table: SwiftUI's `TableRowContent`.
///
/// ``TableRow`` is one row; `ForEach` of rows and ``TableForEachContent`` are many.
public protocol TableRowContent<TableRowValue> {
    /// The type of value a row shows.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The row content this one is made of.
    associatedtype TableRowBody: TableRowContent

    /// The row content this one is made of.
    var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    /// Never called: `Never` has no value.
    public var tableRowBody: Never { fatalError("Never has no table row body") }
}

/// Row contents that know their rows' values (every built-in one).
protocol TableRowValueSource {
    var tableRowValues: [Any] { get }
}

/// The row values `content` describes: its own if it is built in, else its body's.
func tableRowValues<Content: TableRowContent>(of content: Content) -> [Any] {
    if let source = content as? TableRowValueSource { return source.tableRowValues }
    if Content.TableRowBody.self == Never.self { return [] }
    return tableRowValues(of: content.tableRowBody)
}

/// One row of a table, showing `value`: SwiftUI's `TableRow`.
///
/// ```swift
/// Table(of: Member.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Member(id: 1, name: "Grace"))
///     ForEach(others) { TableRow($0) }
/// }
/// ```
public nonisolated struct TableRow<Value: Identifiable>: TableRowContent {
    /// The value the row shows.
    public typealias TableRowValue = Value
    /// A row is built in: it has no body.
    public typealias TableRowBody = Never

    let value: Value

    /// A row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Never called: a row is drawn by its table.
    public var tableRowBody: Never { fatalError("TableRow has no body") }
}

extension TableRow: TableRowValueSource {
    var tableRowValues: [Any] { [value] }
}

/// A row for each element of a collection: the rows of `Table(_:columns:)`, SwiftUI's
/// `TableForEachContent`.
public nonisolated struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The value a row shows: an element.
    public typealias TableRowValue = Data.Element
    /// Built in: it has no body.
    public typealias TableRowBody = Never

    let data: Data

    /// Never called: the rows are drawn by their table.
    public var tableRowBody: Never { fatalError("TableForEachContent has no body") }
}

extension TableForEachContent: TableRowValueSource {
    var tableRowValues: [Any] { data.map { $0 } }
}

/// Rows gathered by a ``TableRowBuilder``, in order.
public nonisolated struct TableRowList<Value: Identifiable>: TableRowContent {
    /// The value a row shows.
    public typealias TableRowValue = Value
    /// Built in: it has no body.
    public typealias TableRowBody = Never

    let values: [Any]

    /// Never called: the rows are drawn by their table.
    public var tableRowBody: Never { fatalError("TableRowList has no body") }
}

extension TableRowList: TableRowValueSource {
    var tableRowValues: [Any] { values }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The value a row shows.
    public typealias TableRowValue = Content.TableRowValue
    /// Built in: it has no body.
    public typealias TableRowBody = Never

    /// Never called: the rows are drawn by their table.
    public var tableRowBody: Never { fatalError("ForEach has no table row body") }
}

extension ForEach: TableRowValueSource where Content: TableRowContent {
    var tableRowValues: [Any] { data.flatMap { CadenceUI.tableRowValues(of: content($0)) } }
}

extension ForEach where Content: TableRowContent {
    /// Rows for each `Identifiable` element of `data`.
    public nonisolated init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(_data: data, id: { $0.id }, content: content)
    }

    /// Rows for each element of `data`, identified by the property at `id`.
    public nonisolated init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

/// Builds the rows of a table from `TableRow`s and `ForEach`es of them: SwiftUI's
/// `TableRowBuilder`. Accepts `if`, `if`/`else` and `for` around rows.
@resultBuilder
public nonisolated enum TableRowBuilder<Value: Identifiable> {
    /// A row, or several.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> TableRowList<Value> where Content.TableRowValue == Value {
        TableRowList(values: tableRowValues(of: content))
    }

    /// The rows in order.
    public static func buildBlock(_ rows: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(values: rows.flatMap(\.values))
    }

    /// The rows of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ rows: TableRowList<Value>?) -> TableRowList<Value> {
        rows ?? TableRowList(values: [])
    }

    /// The rows of an `if` branch.
    public static func buildEither(first rows: TableRowList<Value>) -> TableRowList<Value> { rows }

    /// The rows of an `else` branch.
    public static func buildEither(second rows: TableRowList<Value>) -> TableRowList<Value> { rows }

    /// The rows of a `for` loop.
    public static func buildArray(_ rows: [TableRowList<Value>]) -> TableRowList<Value> {
        TableRowList(values: rows.flatMap(\.values))
    }

    /// The rows of an `if #available` branch.
    public static func buildLimitedAvailability(_ rows: TableRowList<Value>) -> TableRowList<Value> { rows }
}
