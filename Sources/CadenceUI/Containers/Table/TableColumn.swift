import Foundation

/// A type that describes the columns of a table: SwiftUI's `TableColumnContent`.
///
/// ``TableColumn`` is the usual one; ``TableColumnBuilder`` gathers several into a ``TableColumnList``.
/// A custom column content describes itself through ``tableColumnBody``.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The comparator a header tap puts into the table's sort order (`Never`: not sortable).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The column content this one is made of.
    associatedtype TableColumnBody: TableColumnContent

    /// The column content this one is made of.
    var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    /// `Never` has no rows.
    public typealias TableRowValue = Never
    /// `Never` does not sort.
    public typealias TableColumnSortComparator = Never
    /// `Never` is its own body.
    public typealias TableColumnBody = Never

    /// Never called: `Never` has no value.
    public var tableColumnBody: Never { fatalError("Never has no table column body") }
}

/// How wide a column is: a fixed width, or bounds and an ideal the table fits between.
struct TableColumnWidth: Sendable, Equatable {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

/// One column, with its types erased: what a table draws for it.
struct TableColumnSpec {
    var label: AnyView
    var width = TableColumnWidth()
    /// The cell of a row (the row value is the table's `Value`).
    var cell: (Any) -> AnyView
    /// The comparator a header tap puts first in the sort order (`nil`: the column does not sort).
    var comparator: AnyHashable?
}

/// Column contents that know their columns (every built-in one).
protocol TableColumnSpecSource {
    var tableColumnSpecs: [TableColumnSpec] { get }
}

/// The columns `content` describes: its own if it is built in, else its body's.
func tableColumnSpecs<Content: TableColumnContent>(of content: Content) -> [TableColumnSpec] {
    if let source = content as? TableColumnSpecSource { return source.tableColumnSpecs }
    if Content.TableColumnBody.self == Never.self { return [] }
    return tableColumnSpecs(of: content.tableColumnBody)
}

/// A column of a table: a header label and a view for each row: SwiftUI's `TableColumn`.
///
/// ```swift
/// Table(members, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Commits", value: \.commits) { member in
///         Text(member.commits, format: .number)
///     }
///     .width(min: 60, ideal: 80)
/// }
/// ```
///
/// A column made with a `value` key path sorts: in a table with a `sortOrder` binding, tapping its
/// header puts `KeyPathComparator(sendable(value))` first in the sort order (tapping again flips its order).
/// A column made with only a `content` closure does not sort (its `Sort` is `Never`).
public nonisolated struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The rows the column shows.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts with.
    public typealias TableColumnSortComparator = Sort
    /// A column is built in: it has no body.
    public typealias TableColumnBody = Never

    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width = TableColumnWidth()

    /// Never called: a column is drawn by its table.
    public var tableColumnBody: Never { fatalError("TableColumn has no body") }

    /// A column of `content` for each row, labelled by `label`, sorting with `comparator` when given.
    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
        self.comparator = comparator
    }

    /// This column, `width` points wide (`nil`: the table's choice).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(fixed: width)
        return column
    }

    /// This column, as wide as the table makes it between `min` and `max`, `ideal` when there is
    /// room (each `nil`: unbounded, or 100 points for the ideal).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return column
    }
}

extension TableColumn: TableColumnSpecSource {
    var tableColumnSpecs: [TableColumnSpec] {
        let content = self.content
        return [TableColumnSpec(label: AnyView(label), width: width,
                                cell: { row in AnyView(content(row as! RowValue)) },
                                comparator: comparator.map { AnyHashable($0) })]
    }
}

// Unsortable columns.
extension TableColumn where Sort == Never, Label == Text {
    /// A column showing the string at `value` of each row verbatim, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column showing the string at `value` of each row verbatim, titled `title` verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column of `content` for each row, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column of `content` for each row, titled `title` verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// A column of `content` for each row, titled by `text`.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// A column of `content` for each row, titled `titleKey`, in a table that does not sort (Cadence
    /// accepts the key path and ignores it there; SwiftUI asks for a sortable table).
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }
}

/// `path` as Foundation's `KeyPathComparator` takes it in Swift 6. SwiftUI's columns take plain key
/// paths; a key path is an immutable value, safe to share, but only literals are known to be
/// `Sendable` to the compiler.
private func sendable<Root, Value>(_ path: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(path, to: (KeyPath<Root, Value> & Sendable).self)
}

// Columns sorted by a key path.
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A sortable column showing the string at `value` of each row verbatim, titled `titleKey`;
    /// it sorts with `KeyPathComparator(sendable(value))`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value))) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A sortable column showing the string at `value` of each row verbatim, titled `title` verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value))) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A sortable column of `content` for each row, titled `titleKey`; it sorts by the comparable
    /// value at `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A sortable column of `content` for each row, titled `title` verbatim; it sorts by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A sortable column of `content` for each row, titled by `text`; it sorts by `value`.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
    }
}

// Columns sorted by a comparator of the caller's.
extension TableColumn where Label == Text {
    /// A sortable column of `content` for each row, titled `titleKey`; a header tap puts
    /// `comparator` first in the table's sort order.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }
}

/// Columns gathered by a ``TableColumnBuilder``, in order.
public nonisolated struct TableColumnList<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    /// The rows the columns show.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Sort
    /// A list is built in: it has no body.
    public typealias TableColumnBody = Never

    let specs: [TableColumnSpec]

    /// Never called: a list is drawn by its table.
    public var tableColumnBody: Never { fatalError("TableColumnList has no body") }
}

extension TableColumnList: TableColumnSpecSource {
    var tableColumnSpecs: [TableColumnSpec] { specs }
}

/// Builds the columns of a table from `TableColumn`s: SwiftUI's `TableColumnBuilder`.
///
/// A sortable table (`Sort` a comparator) takes columns that sort with `Sort` and columns that do
/// not sort; a table without a sort order (`Sort == Never`) takes columns that do not sort. Cadence
/// accepts `if`, `if`/`else` and `for` around columns.
@resultBuilder
public nonisolated enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column that sorts with the table's comparator.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnList<RowValue, Sort> where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        TableColumnList(specs: tableColumnSpecs(of: column))
    }

    /// A column that does not sort.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnList<RowValue, Sort> where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        TableColumnList(specs: tableColumnSpecs(of: column))
    }

    /// The columns in order.
    public static func buildBlock(_ columns: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(specs: columns.flatMap(\.specs))
    }

    /// The columns of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ columns: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        columns ?? TableColumnList(specs: [])
    }

    /// The columns of an `if` branch.
    public static func buildEither(first columns: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { columns }

    /// The columns of an `else` branch.
    public static func buildEither(second columns: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { columns }

    /// The columns of a `for` loop.
    public static func buildArray(_ columns: [TableColumnList<RowValue, Sort>]) -> TableColumnList<RowValue, Sort> {
        TableColumnList(specs: columns.flatMap(\.specs))
    }

    /// The columns of an `if #available` branch.
    public static func buildLimitedAvailability(_ columns: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { columns }
}
