/// The view a ``Layout`` called with a view builder makes: its content's views become the
/// layout's subviews. The content always sits at the same identity, so switching the layout's
/// type (`AnyLayout`) keeps the subviews' state.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    typealias Body = Never
}

extension LayoutContainer: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let children = context.resolve(content, at: .child(0))
        // Through `AnyLayout` to the layout it wraps, so the wrapped layout animates and the
        // built-in ones lay out natively.
        let base: any Layout = (layout as? AnyLayout)?.base ?? layout
        return context.directed([Self.node(for: base, children: children, in: context)])
    }

    @MainActor
    private static func node<Base: Layout>(for base: Base, children: [LayoutNode], in context: ResolveContext) -> LayoutNode {
        let layout = context.animated(base, slot: DriverSlot.layoutValue)
        if let native = layout as? any NativeLayout {
            return native.node(children: children)
        }
        let record = context.driver(slot: DriverSlot.layoutCache) { LayoutCacheRecord() }
        let pass = UserLayoutPass(direction: context.environment.layoutDirection)
        let node = LayoutNode(.custom(UserNodeLayout(layout: layout, record: record, pass: pass), children: children))
        // A user layout may answer explicit guides of its own.
        node.containsExplicitGuides = true
        return node
    }
}

/// A built-in layout that has a node kind of its own (the stacks and the grid), so `HStackLayout {…}`
/// lays out exactly as `HStack {…}` does.
protocol NativeLayout: Sendable {
    @MainActor func node(children: [LayoutNode]) -> LayoutNode
}

/// A layout's cache, kept across evaluations at the container's identity: made once, then updated
/// whenever the view is evaluated again (its subviews may have changed).
final class LayoutCacheRecord: InertRecord {
    var cache: Any?
}

/// What one evaluation of a user layout's container knows: its subview proxies, made on first use.
@MainActor
final class UserLayoutPass {
    let direction: LayoutDirection
    var subviews: LayoutSubviews?
    var cacheIsCurrent = false

    init(direction: LayoutDirection) {
        self.direction = direction
    }
}

/// A user `Layout` as the engine sees it.
struct UserNodeLayout<L: Layout>: NodeLayout {
    let layout: L
    let record: LayoutCacheRecord
    let pass: UserLayoutPass

    private func subviews(_ children: [LayoutNode], _ engine: LayoutEngine) -> LayoutSubviews {
        if let subviews = pass.subviews, subviews.storage.nodes.count == children.count { return subviews }
        let storage = LayoutSubviewStorage(nodes: children, engine: engine, stackAxis: L.layoutProperties.stackOrientation, layoutDirection: pass.direction)
        let subviews = LayoutSubviews(storage: storage, range: 0..<children.count)
        pass.subviews = subviews
        return subviews
    }

    /// Runs `body` with the layout's cache, made or updated once per evaluation.
    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var cache: L.Cache
        if pass.cacheIsCurrent, let current = record.cache as? L.Cache {
            cache = current
        } else if let previous = record.cache as? L.Cache {
            cache = previous
            layout.updateCache(&cache, subviews: subviews)
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        pass.cacheIsCurrent = true
        let result = body(&cache)
        record.cache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        let subviews = subviews(children, engine)
        let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        // A layout answering NaN or a negative size gets an empty one (a display list never holds NaN).
        return CGSize(width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let subviews = subviews(children, engine)
        let storage = subviews.storage
        storage.placed = Array(repeating: nil, count: children.count)
        let bounds = CGRect(origin: .zero, size: size)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        return children.indices.map { index in
            if let placed = storage.placed[index] { return placed }
            // Never placed: at the centre of the bounds, at its ideal size.
            let ideal = engine.size(children[index], .unspecified, stackAxis: storage.stackAxis)
            return LayoutEngine.Placement(proposal: .unspecified, frame: CGRect(x: (size.width - ideal.width) / 2, y: (size.height - ideal.height) / 2, width: ideal.width, height: ideal.height))
        }
    }

    func childStackAxis(_ stackAxis: Axis?) -> Axis? { L.layoutProperties.stackOrientation }

    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine) -> CGFloat? {
        let subviews = subviews(children, engine)
        let bounds = CGRect(origin: .zero, size: size)
        let value: CGFloat? = withCache(subviews) { cache in
            switch key {
            case .horizontal(let guide):
                layout.explicitAlignment(of: HorizontalAlignment(guide: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical(let guide):
                layout.explicitAlignment(of: VerticalAlignment(guide: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }
}
