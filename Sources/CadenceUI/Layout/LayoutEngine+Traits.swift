// Layout traits (priority, z-index) and explicit alignment guides, looked up through the wrappers
// that modifiers put around a view (frames, padding, effects, backgrounds), as SwiftUI passes them
// through its unary layouts.

extension LayoutEngine {
    /// The node's `layoutPriority`, from the node or the view it wraps.
    func layoutPriority(_ node: LayoutNode) -> Double {
        trait(node) { $0.layoutPriority }
    }

    /// The node's `zIndex`, from the node or the view it wraps.
    func zIndex(_ node: LayoutNode) -> Double {
        trait(node) { $0.zIndex }
    }

    /// Child indices in drawing order: by `zIndex`, children with equal values in their own order.
    func drawingOrder(_ children: [LayoutNode], _ indices: [Int]) -> [Int] {
        let keys = indices.map { zIndex(children[$0]) }
        guard keys.contains(where: { $0 != 0 }) else { return indices }
        return indices.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }.map { indices[$0] }
    }

    private func trait(_ node: LayoutNode, _ value: (LayoutNode) -> Double) -> Double {
        var current = node
        while true {
            let own = value(current)
            if own != 0 { return own }
            switch current.kind {
            case .frame(_, let child), .padding(_, let child), .effect(_, let child): current = child
            case .decorated(_, _, let primary, _): current = primary
            case .custom(let layout, let children) where layout is any UnaryNodeLayout && children.count == 1: current = children[0]
            default: return 0
            }
        }
    }

    /// The explicit value of the guide `key` in `node` sized `size` for `proposal`: set on the node by
    /// `alignmentGuide`, or found below it (through wrappers, and the first child of a container that
    /// has one), in the node's coordinates. `nil` when nothing sets it.
    func explicitGuide(_ node: LayoutNode, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if let compute = node.explicitGuides[key] {
            return compute(dimensions(node, size: size, proposal: proposal))
        }
        return explicitGuideBelow(node, key: key, size: size, proposal: proposal)
    }

    /// `node`'s size and guides as an `alignmentGuide` closure on it sees them.
    func dimensions(_ node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(
            width: size.width, height: size.height,
            lookup: { key in self.explicitGuideBelow(node, key: key, size: size, proposal: proposal) },
            baselines: (baseline(node, proposal: proposal, first: true), baseline(node, proposal: proposal, first: false))
        )
    }

    private func explicitGuideBelow(_ node: LayoutNode, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard node.containsExplicitGuides else { return nil }
        let isHorizontal: Bool = if case .horizontal = key { true } else { false }
        func shifted(_ child: LayoutNode, _ placement: Placement) -> CGFloat? {
            guard child.containsExplicitGuides || !child.explicitGuides.isEmpty,
                  let value = explicitGuide(child, key: key, size: placement.frame.size, proposal: placement.proposal) else { return nil }
            return value + (isHorizontal ? placement.frame.minX : placement.frame.minY)
        }
        switch node.kind {
        case .text, .symbol, .shape, .spacer:
            return nil
        case .padding(let insets, let child):
            let inner = inset(proposal, by: insets)
            let childSize = self.size(child, inner)
            return shifted(child, Placement(proposal: inner, frame: CGRect(x: insets.leading, y: insets.top, width: childSize.width, height: childSize.height)))
        case .frame(let frame, let child):
            return shifted(child, self.frame(frame, child: child, proposal: proposal, stackAxis: nil).child)
        case .effect(_, let child):
            return shifted(child, Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
        case .decorated(_, _, let primary, _):
            return shifted(primary, Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
        case .stack(_, _, _, let children):
            let placements = stackLayout(of: node, proposal: proposal).placements
            return zip(children, placements).lazy.compactMap { shifted($0, $1) }.first
        case .zStack(let alignment, let children):
            let placements = zStack(children, alignment: alignment, proposal: proposal).placements
            return zip(children, placements).lazy.compactMap { shifted($0, $1) }.first
        case .custom(let layout, let children):
            if let own = layout.explicitGuide(key, size: size, proposal: proposal, children: children, engine: self) { return own }
            let placements = layout.placements(in: size, proposal: proposal, children: children, engine: self, stackAxis: nil)
            return zip(children, placements).lazy.compactMap { shifted($0, $1) }.first
        }
    }
}
