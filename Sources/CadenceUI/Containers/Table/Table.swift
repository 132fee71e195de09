import Foundation

/// Rows of values in columns, with a header, selection and sorting: SwiftUI's `Table`.
///
/// ```swift
/// @State private var sortOrder = [KeyPathComparator(\Member.name)]
/// @State private var selection: Member.ID?
///
/// Table(members, selection: $selection, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Role", value: \.role)
/// }
/// .onChange(of: sortOrder) { _, order in members.sort(using: order) }
/// ```
///
/// Drawn as on an iPad. In a regular horizontal size class (`.environment(\.horizontalSizeClass,
/// .regular)`) the columns stand side by side under a header row of their titles (subheadline,
/// semibold, secondary), separated from the rows by a hairline. Each column is as wide as
/// ``TableColumn/width(_:)`` says; columns with `width(min:ideal:max:)` start at their ideal (100
/// points when none) and share the rest of the width equally within their bounds. Cells are inset 8
/// points from their column's leading edge and centred vertically in rows at least 44 points tall,
/// separated by hairlines; the rows scroll below the header. In a compact size class (the default, a
/// phone) only the first column is shown, as a list without a header, as SwiftUI does.
///
/// Tapping anywhere on a row selects it into a `selection` binding: a single selection becomes the
/// row's id, a set becomes just that id (as a click does on a Mac). Selected rows are drawn on the
/// system's grey, like a selected list row, and read as selected. With a `sortOrder` binding,
/// tapping the header of a sortable column puts its comparator first in the sort order, or flips the
/// order when it already is first; the first comparator's column shows a chevron (up: forward).
/// The table never sorts the rows itself: sort the data when the order changes, as in SwiftUI.
public nonisolated struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: TableSelection?
    let sorting: TableSorting?

    /// The table drawn from its rows and columns.
    @MainActor public var body: some View {
        TableBody(rows: tableRowValues(of: rows).compactMap { $0 as? Value },
                  columns: tableColumnSpecs(of: columns), selection: selection, sorting: sorting)
    }
}

// Tables of a collection.
extension Table {
    /// A table with a row for each element of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table with a row for each element of `data`, one of which can be selected into `selection`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// A table with a row for each element of `data`, whose rows can be selected into `selection`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table with a row for each element of `data`, sorted by the headers into `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A sortable table with a row for each element of `data`, one of which can be selected.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// A sortable table with a row for each element of `data`, whose rows can be selected.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }
}

// Tables of rows built one by one.
extension Table {
    /// A table of the rows `rows` builds, showing values of `valueType`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of built rows, one of which can be selected into `selection`.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// A table of built rows that can be selected into `selection`.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table of built rows, sorted by the headers into `sortOrder`.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A table of built rows, sorted by the headers, one of which can be selected.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// A table of built rows, sorted by the headers, that can be selected into `selection`.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }

    /// A table of built rows whose columns come first, then the rows (`Table { … } rows: { … }`).
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }
}

/// A table's selection binding, type-erased.
struct TableSelection {
    let isSelected: @MainActor (AnyHashable) -> Bool
    let select: @MainActor (AnyHashable) -> Void

    static func single<ID: Hashable>(_ binding: Binding<ID?>) -> TableSelection {
        TableSelection(isSelected: { id in binding.wrappedValue.map { AnyHashable($0) == id } ?? false },
                       select: { id in if let value = id.base as? ID { binding.wrappedValue = value } })
    }

    static func multiple<ID: Hashable>(_ binding: Binding<Set<ID>>) -> TableSelection {
        TableSelection(isSelected: { id in (id.base as? ID).map { binding.wrappedValue.contains($0) } ?? false },
                       select: { id in if let value = id.base as? ID { binding.wrappedValue = [value] } })
    }
}

/// A table's sort order binding, type-erased: what a header tap does to it.
struct TableSorting {
    /// The order of the column whose comparator is first in the sort order, else `nil`.
    let leadingOrder: @MainActor (AnyHashable) -> SortOrder?
    /// Puts the column's comparator first, or flips it when it is first.
    let sort: @MainActor (AnyHashable) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        // Two comparators sort the same column when they are equal in the same order.
        func sameColumn(_ lhs: Sort, _ rhs: Sort) -> Bool {
            var lhs = lhs, rhs = rhs
            lhs.order = .forward
            rhs.order = .forward
            return lhs == rhs
        }
        leadingOrder = { column in
            guard let column = column.base as? Sort, let first = binding.wrappedValue.first, sameColumn(first, column) else { return nil }
            return first.order
        }
        sort = { column in
            guard let column = column.base as? Sort else { return }
            var order = binding.wrappedValue
            if let first = order.first, sameColumn(first, column) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { sameColumn($0, column) }
                order.insert(column, at: 0)
            }
            binding.wrappedValue = order
        }
    }
}

/// Draws a table: the header and rows in the regular size class, the first column as a list in
/// the compact one.
private struct TableBody<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [TableColumnSpec]
    let selection: TableSelection?
    let sorting: TableSorting?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.tableAppearance) private var appearance
    @Environment(\.tablePrimaryAction) private var primaryAction
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let shown = sizeClass == .regular ? columns : Array(columns.prefix(1))
        let layout = TableColumnsLayout(widths: shown.map(\.width))
        VStack(spacing: 0) {
            if sizeClass == .regular {
                layout {
                    ForEach(shown.indices, id: \.self) { index in
                        header(shown[index])
                    }
                }
                .frame(minHeight: 32)
                Divider()
            }
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
                        self.row(row, index: index, layout: layout, columns: shown)
                        Divider()
                    }
                }
            }
        }
        .overlay {
            if appearance.isBordered {
                Rectangle().strokeBorder(Color.separator(for: colorScheme), lineWidth: 1)
            }
        }
    }

    private func header(_ column: TableColumnSpec) -> some View {
        let order = column.comparator.flatMap { sorting?.leadingOrder($0) }
        return HStack(spacing: 4) {
            column.label
            if let order {
                Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
                    .font(.caption)
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
        .lineLimit(1)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(Rectangle())
        .onTapGesture {
            if let sorting, let comparator = column.comparator { sorting.sort(comparator) }
        }
    }

    private func row(_ row: Value, index: Int, layout: TableColumnsLayout, columns: [TableColumnSpec]) -> some View {
        let id = AnyHashable(row.id)
        let isSelected = selection?.isSelected(id) ?? false
        let stripe = appearance.alternatesRowBackgrounds && index % 2 == 1
        return layout {
            ForEach(columns.indices, id: \.self) { column in
                columns[column].cell(row)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .frame(minHeight: 44)
        .background(isSelected ? Color.selectedRow(for: colorScheme) : stripe ? Color.groupedBackground(for: colorScheme) : Color.clear)
        .contentShape(Rectangle())
        .onTapGesture {
            selection?.select(id)
            primaryAction?.perform(id)
        }
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

/// Places a table's cells side by side, each as wide as its column: the same widths for the header
/// and every row, so cells line up under their headers.
struct TableColumnsLayout: Layout {
    /// A column's starting width when it names no ideal.
    static let defaultIdealWidth: CGFloat = 100

    let widths: [TableColumnWidth]

    /// The columns' widths in a table `total` points wide (`nil`: each at its ideal).
    ///
    /// Fixed columns keep their width; the others start at their ideal, clamped to their bounds, and
    /// share what is left (or what is missing) equally, each stopping at its maximum (or minimum).
    func columnWidths(in total: CGFloat?) -> [CGFloat] {
        var result = widths.map { width -> CGFloat in
            if let fixed = width.fixed { return fixed }
            return Swift.min(Swift.max(width.ideal ?? Self.defaultIdealWidth, width.min ?? 0), width.max ?? .infinity)
        }
        guard let total, total.isFinite else { return result }
        var remaining = total - result.reduce(0, +)
        var open = Set(widths.indices.filter { widths[$0].fixed == nil })
        while abs(remaining) > 0.01, !open.isEmpty {
            let share = remaining / CGFloat(open.count)
            remaining = 0
            for index in open.sorted() {
                let bound = share > 0 ? (widths[index].max ?? .infinity) : (widths[index].min ?? 0)
                let wanted = result[index] + share
                let clamped = share > 0 ? Swift.min(wanted, bound) : Swift.max(wanted, bound)
                remaining += wanted - clamped
                result[index] = clamped
                if clamped != wanted { open.remove(index) }
            }
        }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let columns = columnWidths(in: proposal.width)
        var height: CGFloat = 0
        for index in subviews.indices where index < columns.count {
            height = Swift.max(height, subviews[index].sizeThatFits(ProposedViewSize(width: columns[index], height: nil)).height)
        }
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? columns.reduce(0, +), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let columns = columnWidths(in: bounds.width)
        var x = bounds.minX
        for index in subviews.indices {
            let width = index < columns.count ? columns[index] : 0
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}
