/// A container that lines views up in rows and columns: SwiftUI's `Grid` (iOS 16).
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Speed"); Text("\(speed)") }
///     Divider()
///     GridRow { Text("Bounce"); Text("\(bounce)") }
/// }
/// ```
///
/// Each `GridRow` is a row, its views the cells, one column each (`gridCellColumns(_:)` spans
/// several); any other view is a row of its own across every column. A column is as wide as its
/// widest cell's ideal width and a row as tall as its tallest cell; when the grid is offered more
/// width than that, the columns holding flexible cells (colours, shapes, spacers) share the extra.
/// Cells sit by the column's `gridColumnAlignment`, the row's alignment, or the grid's `alignment`.
public nonisolated struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Makes a grid of the `GridRow`s in `content`, aligning cells by `alignment` (default centred),
    /// with the default spacing (8 points) where a spacing is `nil`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
}

/// One row of a `Grid`: SwiftUI's `GridRow`. Outside a grid its views sit side by side.
public nonisolated struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Makes a row of cells; `alignment` overrides the grid's vertical alignment for this row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension View {
    /// The number of grid columns this cell spans (at least 1).
    public nonisolated func gridCellColumns(_ count: Int) -> some View {
        modifier(NodeTraitModifier { $0.gridTraits.columns = max(1, count) })
    }

    /// How the cells of this cell's column are aligned horizontally (set on a cell of the first row).
    public nonisolated func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(NodeTraitModifier { $0.gridTraits.columnAlignment = guide })
    }

    /// Where this view sits in its cell, as a unit point (overrides the alignments).
    public nonisolated func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(NodeTraitModifier { $0.gridTraits.anchor = anchor })
    }

    /// Axes along which this cell does not widen its column or heighten its row (a divider).
    public nonisolated func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(NodeTraitModifier { $0.gridTraits.unsizedAxes = axes })
    }
}

/// Grid cell settings a view carries.
struct GridTraits {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
}

extension GridRow: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let cells = context.resolve(content, at: .child(0))
        return context.directed([LayoutNode(.custom(GridRowLayout(alignment: alignment), children: cells))])
    }
}

/// A grid row outside a grid: its cells side by side; inside a grid, read as a row.
struct GridRowLayout: NodeLayout {
    let alignment: VerticalAlignment?

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        engine.stack(children, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil, proposal: proposal).size
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        engine.stack(children, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil, proposal: proposal).placements
    }

    func childStackAxis(_ stackAxis: Axis?) -> Axis? { .horizontal }
}

extension Grid: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let rows = context.resolve(content, at: .child(0))
        return context.directed([Grid<EmptyView>.node(rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)])
    }
}

extension Grid where Content == EmptyView {
    /// A grid node over resolved rows (the `Grid` view's and `GridLayout`'s): rows made by `GridRow`
    /// place their cells in the grid's columns; any other view is a row of its own.
    @MainActor
    static func node(rows resolved: [LayoutNode], alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) -> LayoutNode {
        let box = GridBox()
        let rows = resolved.enumerated().map { index, row -> LayoutNode in
            guard case .custom(let rowLayout as GridRowLayout, let cells) = row.kind else { return row }
            let placed = LayoutNode(.custom(GridRowInGridLayout(box: box, row: index, alignment: rowLayout.alignment), children: cells))
            placed.isRightToLeft = row.isRightToLeft
            placed.zIndex = row.zIndex
            return placed
        }
        let layout = GridNodeLayout(box: box, alignment: alignment, horizontalSpacing: horizontalSpacing ?? LayoutEngine.defaultSpacing, verticalSpacing: verticalSpacing ?? LayoutEngine.defaultSpacing)
        return LayoutNode(.custom(layout, children: rows))
    }
}

/// Where the cells of each row go, as the grid last worked it out.
@MainActor
final class GridBox {
    var rowCells: [Int: [LayoutEngine.Placement]] = [:]
}

/// A row inside a grid: as large as the grid makes it, its cells where the grid's columns are.
struct GridRowInGridLayout: NodeLayout {
    let box: GridBox
    let row: Int
    let alignment: VerticalAlignment?

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let cells = box.rowCells[row] ?? []
        return children.indices.map { $0 < cells.count ? cells[$0] : LayoutEngine.Placement(proposal: .zero, frame: .zero) }
    }
}

struct GridNodeLayout: NodeLayout {
    let box: GridBox
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// A row's cells (a non-row view is one cell spanning every column) and its alignment.
    private func cells(of row: LayoutNode) -> (cells: [LayoutNode], alignment: VerticalAlignment?)? {
        if case .custom(let layout as GridRowInGridLayout, let cells) = row.kind { return (cells, layout.alignment) }
        return nil
    }

    private func arrange(_ proposal: ProposedViewSize, _ rows: [LayoutNode], _ engine: LayoutEngine) -> (size: CGSize, placements: [LayoutEngine.Placement]) {
        let parsed = rows.map { cells(of: $0) }
        let columnCount = max(1, parsed.compactMap { $0?.cells.reduce(0) { $0 + $1.gridTraits.columns } }.max() ?? 1)
        var widths = Array(repeating: CGFloat(0), count: columnCount)
        var flexible = Array(repeating: false, count: columnCount)
        var columnAlignments = Array(repeating: HorizontalAlignment?.none, count: columnCount)
        for row in parsed {
            guard let row else { continue }
            var column = 0
            for cell in row.cells {
                let span = cell.gridTraits.columns
                guard column < columnCount else { break }
                if columnAlignments[column] == nil { columnAlignments[column] = cell.gridTraits.columnAlignment }
                if span == 1, !cell.gridTraits.unsizedAxes.contains(.horizontal) {
                    let ideal = engine.size(cell, .unspecified).width
                    widths[column] = max(widths[column], ideal)
                    let widest = engine.size(cell, ProposedViewSize(width: .infinity, height: nil)).width
                    if widest > ideal + 0.5 { flexible[column] = true }
                }
                column += span
            }
        }
        let spacingTotal = horizontalSpacing * CGFloat(columnCount - 1)
        if let offered = proposal.width, offered.isFinite {
            let extra = offered - spacingTotal - widths.reduce(0, +)
            let flexibleCount = flexible.filter { $0 }.count
            if extra > 0, flexibleCount > 0 {
                for index in widths.indices where flexible[index] { widths[index] += extra / CGFloat(flexibleCount) }
            }
        }
        var starts: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths {
            starts.append(x)
            x += width + horizontalSpacing
        }
        let totalWidth = max(0, x - horizontalSpacing)

        var placements: [LayoutEngine.Placement] = []
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            if let parsedRow = parsed[index] {
                var column = 0
                var cellFrames: [(LayoutNode, ProposedViewSize, CGSize, CGFloat, CGFloat, Int)] = []
                for cell in parsedRow.cells {
                    guard column < columnCount else { break }
                    let span = min(cell.gridTraits.columns, columnCount - column)
                    let width = widths[column..<(column + span)].reduce(0, +) + horizontalSpacing * CGFloat(span - 1)
                    let offered = ProposedViewSize(width: width, height: nil)
                    cellFrames.append((cell, offered, engine.size(cell, offered), starts[column], width, column))
                    column += span
                }
                let height = cellFrames.filter { !$0.0.gridTraits.unsizedAxes.contains(.vertical) }.map { $0.2.height }.max() ?? 0
                var cellPlacements: [LayoutEngine.Placement] = []
                for (cell, offered, size, start, width, column) in cellFrames {
                    let cellAlignment = Alignment(horizontal: columnAlignments[column] ?? alignment.horizontal, vertical: parsedRow.alignment ?? alignment.vertical)
                    let box = CGSize(width: width, height: height)
                    var origin: CGPoint
                    if let anchor = cell.gridTraits.anchor {
                        origin = CGPoint(x: (box.width - size.width) * anchor.x, y: (box.height - size.height) * anchor.y)
                    } else {
                        origin = CGPoint(
                            x: engine.guide(nil, size: box, proposal: offered, alignment: cellAlignment, axis: .horizontal)
                                - engine.guide(cell, size: size, proposal: offered, alignment: cellAlignment, axis: .horizontal),
                            y: engine.guide(nil, size: box, proposal: offered, alignment: cellAlignment, axis: .vertical)
                                - engine.guide(cell, size: size, proposal: offered, alignment: cellAlignment, axis: .vertical)
                        )
                    }
                    cellPlacements.append(LayoutEngine.Placement(proposal: offered, frame: CGRect(x: start + origin.x, y: origin.y, width: size.width, height: size.height)))
                }
                // The row node is placed at the row's origin; it places its cells where these say.
                box.rowCells[index] = cellPlacements
                placements.append(LayoutEngine.Placement(proposal: ProposedViewSize(width: totalWidth, height: height), frame: CGRect(x: 0, y: y, width: totalWidth, height: height)))
                y += height + verticalSpacing
            } else {
                let offered = ProposedViewSize(width: totalWidth, height: nil)
                let size = engine.size(row, offered)
                let x = engine.guide(nil, size: CGSize(width: totalWidth, height: size.height), proposal: offered, alignment: alignment, axis: .horizontal)
                    - engine.guide(row, size: size, proposal: offered, alignment: alignment, axis: .horizontal)
                placements.append(LayoutEngine.Placement(proposal: offered, frame: CGRect(x: x, y: y, width: size.width, height: size.height)))
                y += size.height + verticalSpacing
            }
        }
        return (CGSize(width: totalWidth, height: rows.isEmpty ? 0 : y - verticalSpacing), placements)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        arrange(proposal, children, engine).size
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        arrange(proposal, children, engine).placements
    }
}
