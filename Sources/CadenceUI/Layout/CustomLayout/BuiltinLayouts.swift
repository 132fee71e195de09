/// The built-in containers as `Layout` values: `HStackLayout`, `VStackLayout`, `ZStackLayout` and
/// `GridLayout` lay out exactly as `HStack`, `VStack`, `ZStack` and `Grid` do, and `AnyLayout`
/// erases any layout so one container can switch between them:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())
/// layout { ForEach(cards) { CardView(card: $0) } }
///     .animation(.spring, value: isWide)
/// ```
///
/// The subviews keep their identity across the switch (their state survives), and in an animated
/// transaction they travel from the old arrangement to the new one, as in SwiftUI (see
/// `LayoutAnimations`: each view's frame, relative to its parent, animates with the transaction).
extension LayoutSubviews {
    /// Sizes the subviews as the built-in container `native` makes them (a node over their nodes).
    func nativeSize(_ native: any NativeLayout, proposal: ProposedViewSize) -> CGSize {
        let storage = storage, range = range
        return MainActor.assumeIsolated {
            let node = native.node(children: Array(storage.nodes[range]))
            return storage.engine.size(node, proposal)
        }
    }

    /// Places the subviews where the built-in container `native` puts them in `bounds`.
    func nativePlace(_ native: any NativeLayout, in bounds: CGRect, proposal: ProposedViewSize) {
        let storage = storage, range = range
        let frames: [(proposal: ProposedViewSize, origin: CGPoint)] = MainActor.assumeIsolated {
            let node = native.node(children: Array(storage.nodes[range]))
            return storage.engine.placements(of: node, in: bounds.size, proposal: proposal).map { ($0.proposal, $0.frame.origin) }
        }
        for (index, frame) in zip(range, frames) {
            self[index].place(at: CGPoint(x: bounds.minX + frame.origin.x, y: bounds.minY + frame.origin.y), anchor: .topLeading, proposal: frame.proposal)
        }
    }
}

extension LayoutEngine {
    /// Where the children of a container node go when it is `size` for `proposal`.
    func placements(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        switch node.kind {
        case .stack(let axis, let alignment, let spacing, let children):
            stack(children, axis: axis, alignment: alignment, spacing: spacing, proposal: proposal).placements
        case .zStack(let alignment, let children):
            zStack(children, alignment: alignment, proposal: proposal).placements
        case .custom(let layout, let children):
            layout.placements(in: size, proposal: proposal, children: children, engine: self, stackAxis: nil)
        default:
            []
        }
    }
}

/// Views side by side, leading to trailing, as a `Layout` value: SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout, NativeLayout {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// Points between adjacent subviews (`nil`: the default spacing, 8 points).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks horizontally (spacers in it expand horizontally).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func node(children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.stack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children: children))
    }

    /// The size an `HStack` of the subviews has for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.nativeSize(self, proposal: proposal)
    }

    /// Places the subviews as an `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.nativePlace(self, in: bounds, proposal: proposal)
    }
}

/// Views one above the other, top to bottom, as a `Layout` value: SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, NativeLayout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// Points between adjacent subviews (`nil`: the default spacing, 8 points).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks vertically (spacers in it expand vertically).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func node(children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.stack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children: children))
    }

    /// The size a `VStack` of the subviews has for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.nativeSize(self, proposal: proposal)
    }

    /// Places the subviews as a `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.nativePlace(self, in: bounds, proposal: proposal)
    }
}

/// Views on top of each other, as a `Layout` value: SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, NativeLayout {
    /// How the subviews line up.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    func node(children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.zStack(alignment: alignment, children: children))
    }

    /// The size a `ZStack` of the subviews has for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.nativeSize(self, proposal: proposal)
    }

    /// Places the subviews as a `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.nativePlace(self, in: bounds, proposal: proposal)
    }
}

/// Rows and columns, as a `Layout` value: SwiftUI's `GridLayout`. Its subviews are the rows
/// (`GridRow`s, or any view as a row across all columns), as in `Grid`.
public struct GridLayout: Layout, NativeLayout {
    /// How cells sit in their cells' space.
    public var alignment: Alignment
    /// Points between columns (`nil`: 8).
    public var horizontalSpacing: CGFloat?
    /// Points between rows (`nil`: 8).
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    func node(children: [LayoutNode]) -> LayoutNode {
        Grid<EmptyView>.node(rows: children, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// The size a `Grid` of the subviews has for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.nativeSize(self, proposal: proposal)
    }

    /// Places the subviews as a `Grid` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.nativePlace(self, in: bounds, proposal: proposal)
    }
}

/// Any layout, type-erased: SwiftUI's `AnyLayout`. Switching the layout a container uses
/// (`AnyLayout(HStackLayout())` ↔ `AnyLayout(VStackLayout())`) keeps the subviews' identity and
/// state. SwiftUI animates the subviews from one arrangement to the other; Cadence, which does not
/// animate layout positions yet, shows the new arrangement at once.
///
/// The erased layout's `animatableData` still animates when the wrapped layout keeps its type
/// (Cadence reads through the wrapper); `AnyLayout`'s own `animatableData` is empty.
public struct AnyLayout: Layout {
    let base: any Layout

    /// Wraps `layout` (an `AnyLayout` is not wrapped twice).
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout's cache, with the type it belongs to.
    public struct Cache {
        let layoutType: ObjectIdentifier
        var value: Any
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Self.make(base, subviews)
    }

    /// Updates the wrapped layout's cache, or makes a new one when the wrapped layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        Self.update(base, &cache, subviews)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(base, &cache, subviews)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.size(base, proposal, &cache, subviews)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.place(base, bounds, proposal, &cache, subviews)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.guide(base, .horizontal(guide.guide), bounds, proposal, &cache, subviews)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.guide(base, .vertical(guide.guide), bounds, proposal, &cache, subviews)
    }

    private static func make<L: Layout>(_ layout: L, _ subviews: Subviews) -> Cache {
        Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
    }

    /// The cache typed for `L`, made anew when it belongs to another layout type.
    private static func typed<L: Layout>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews) -> L.Cache {
        if cache.layoutType == ObjectIdentifier(L.self), let typed = cache.value as? L.Cache { return typed }
        let made = layout.makeCache(subviews: subviews)
        cache = Cache(layoutType: ObjectIdentifier(L.self), value: made)
        return made
    }

    private static func update<L: Layout>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews) {
        guard cache.layoutType == ObjectIdentifier(L.self), var typed = cache.value as? L.Cache else {
            cache = make(layout, subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache.value = typed
    }

    private static func spacing<L: Layout>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews) -> ViewSpacing {
        var typed = typed(layout, &cache, subviews)
        defer { cache.value = typed }
        return layout.spacing(subviews: subviews, cache: &typed)
    }

    private static func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ cache: inout Cache, _ subviews: Subviews) -> CGSize {
        var typed = typed(layout, &cache, subviews)
        defer { cache.value = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    private static func place<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ cache: inout Cache, _ subviews: Subviews) {
        var typed = typed(layout, &cache, subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        cache.value = typed
    }

    private static func guide<L: Layout>(_ layout: L, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ cache: inout Cache, _ subviews: Subviews) -> CGFloat? {
        var typed = typed(layout, &cache, subviews)
        defer { cache.value = typed }
        switch key {
        case .horizontal(let guide):
            return layout.explicitAlignment(of: HorizontalAlignment(guide: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        case .vertical(let guide):
            return layout.explicitAlignment(of: VerticalAlignment(guide: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }
}
