/// A grid that grows downwards, its columns given by grid items: SwiftUI's `LazyVGrid`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 72))], spacing: 12) {
///     ForEach(emoji, id: \.self) { Text($0).font(.largeTitle) }
/// }
/// ```
///
/// The columns are worked out from the width offered (see `GridItem.Size`); views fill them row by
/// row, each offered its column's width; a row is as tall as its tallest view, rows are `spacing`
/// points apart (8 when `nil`). Views sit in their cells by the column's alignment, or the grid's
/// horizontal `alignment`, vertically centred. The grid is as wide as its columns. Cadence makes every
/// view at once ("lazy" changes when views are made, not what is drawn).
public nonisolated struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Makes a vertically growing grid with `columns`, centred by default, with the default spacing
    /// when `spacing` is `nil`. Cadence lays out every cell (laziness only changes when SwiftUI builds them).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// A grid that grows to the right, its rows given by grid items: SwiftUI's `LazyHGrid`. The rules of
/// ``LazyVGrid`` with the axes swapped.
public nonisolated struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Makes a horizontally growing grid with `rows`, centred by default, with the default spacing when
    /// `spacing` is `nil`. Cadence lays out every cell.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let layout = LazyGridLayout(items: columns, axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return context.directed([LayoutNode(.custom(layout, children: context.resolve(content, at: .child(0))))])
    }
}

extension LazyHGrid: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let layout = LazyGridLayout(items: rows, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        return context.directed([LayoutNode(.custom(layout, children: context.resolve(content, at: .child(0))))])
    }
}

/// Tracks across `axis`'s cross dimension, lines growing along `axis` (vertical: columns, rows).
struct LazyGridLayout: NodeLayout {
    let items: [GridItem]
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat?

    private func arrange(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ engine: LayoutEngine) -> (size: CGSize, placements: [LayoutEngine.Placement]) {
        let cross = axis.crossAxis
        let tracks = GridItem.tracks(items, available: proposal[cross].flatMap { $0.isFinite ? $0 : nil })
        guard !tracks.isEmpty else { return (.zero, children.map { _ in LayoutEngine.Placement(proposal: .zero, frame: .zero) }) }
        var trackStarts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            trackStarts.append(position)
            position += track.length + track.spacingAfter
        }
        let crossExtent = position - (tracks.last?.spacingAfter ?? 0)
        let lineSpacing = spacing ?? LayoutEngine.defaultSpacing
        var placements: [LayoutEngine.Placement] = []
        var lineStart: CGFloat = 0
        var index = 0
        while index < children.count {
            let line = Array(index..<min(children.count, index + tracks.count))
            var proposals: [ProposedViewSize] = []
            var sizes: [CGSize] = []
            for (slot, child) in line.enumerated() {
                var offered = ProposedViewSize(width: nil, height: nil)
                offered[cross] = tracks[slot].length
                proposals.append(offered)
                sizes.append(engine.size(children[child], offered))
            }
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            for (slot, child) in line.enumerated() {
                let cellAlignment = tracks[slot].alignment ?? alignment
                var cell = CGSize.zero
                cell[cross] = tracks[slot].length
                cell[axis] = lineLength
                let dx = engine.guide(nil, size: cell, proposal: proposals[slot], alignment: cellAlignment, axis: .horizontal)
                    - engine.guide(children[child], size: sizes[slot], proposal: proposals[slot], alignment: cellAlignment, axis: .horizontal)
                let dy = engine.guide(nil, size: cell, proposal: proposals[slot], alignment: cellAlignment, axis: .vertical)
                    - engine.guide(children[child], size: sizes[slot], proposal: proposals[slot], alignment: cellAlignment, axis: .vertical)
                let origin = axis == .vertical
                    ? CGPoint(x: trackStarts[slot] + dx, y: lineStart + dy)
                    : CGPoint(x: lineStart + dx, y: trackStarts[slot] + dy)
                placements.append(LayoutEngine.Placement(proposal: proposals[slot], frame: CGRect(origin: origin, size: sizes[slot])))
            }
            lineStart += lineLength + lineSpacing
            index += tracks.count
        }
        var size = CGSize.zero
        size[cross] = crossExtent
        size[axis] = children.isEmpty ? 0 : lineStart - lineSpacing
        return (size, placements)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        arrange(proposal, children, engine).size
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        arrange(proposal, children, engine).placements
    }
}
