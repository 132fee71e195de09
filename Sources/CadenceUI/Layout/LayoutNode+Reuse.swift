/// Keeping nodes between frames: when a frame resolves only the content of the animators whose
/// values changed (see `SubtreeRecord`), the nodes that content made before take the new content in
/// place, so their parents, and the layout cached on them, stay as they were.
extension LayoutNode {
    /// Takes the content of `other`, a node just resolved for the view that made this one, which
    /// it now stands for in the tree (its parents keep pointing here; `other` is not used after): its
    /// kind, its geometry key and its caches (empty). The traits stay this node's: a subtree pass
    /// takes only content returned without traits (see `hasNoLayoutTraits`), and the traits this
    /// node has were given by the modifiers around it, which a subtree pass does not resolve again.
    @MainActor
    func adoptContent(of other: LayoutNode) {
        copyContent(of: other)
        // The driver of `other`'s effect now patches this node, which stands for it in the tree.
        if let driver = other.effectDriver, EffectModifier.drivesNode(driver, other) { EffectModifier.attach(driver, to: self) }
    }

    /// Takes `other`'s content, caches and geometry key (see `adoptContent(of:)`), leaving the
    /// driver of its effect with `other`.
    func copyContent(of other: LayoutNode) {
        kind = other.kind
        effectDriver = other.effectDriver
        // Only ever an over-estimate: a node flagged needlessly is searched for guides in vain.
        containsExplicitGuides = containsExplicitGuides || other.containsExplicitGuides
        sizeCache = other.sizeCache
        textCache = other.textCache
        stackLayouts = other.stackLayouts
        textScales = other.textScales
        geometryKey = other.geometryKey
        geometryTransactionBox = other.geometryTransactionBox
        resolvedGeneration = other.resolvedGeneration
    }

    /// Whether `new`, resolved for the view that made `old` (whose content it takes), certainly has
    /// the same size as `old` for every proposal, so the sizes and placements cached on the ancestors
    /// stay right: the two have the same children, or are render effects (which never change a size)
    /// around children that lay out alike, the nodes below the top having no layout traits. Anything
    /// else answers `false` (the caller then forgets every cached layout), even where it would lay
    /// out alike.
    static func laysOutAlike(_ old: LayoutNode, _ new: LayoutNode) -> Bool {
        var old = old, new = new
        var isTop = true
        while old !== new {
            guard case .effect(_, let oldChild) = old.kind, case .effect(_, let newChild) = new.kind,
                  isTop || (old.hasNoLayoutTraits && new.hasNoLayoutTraits) else { return false }
            isTop = false
            old = oldChild
            new = newChild
        }
        return true
    }

    /// Whether no trait that layout or the graph reads through a node (priority, z-index, guides,
    /// preferences, layout values, grid and list traits, tags and identifiers, branch marks) is set:
    /// all a parent can learn from the node is its kind.
    var hasNoLayoutTraits: Bool {
        layoutPriority == 0 && zIndex == 0 && explicitGuides.isEmpty && !containsExplicitGuides
            && explicitID == nil && preferences.isEmpty && !isRightToLeft && gridTraits.isDefault
            && layoutValues.isEmpty && tag == nil && listRow.isDefault
            && sheetDetent == nil && tabItem == nil && !isBranchContent && !isRemoved
    }

    /// Forgets the sizes, text layouts and stack placements cached on this node and every node
    /// below it (a node below changed in a way that may change them).
    func forgetLayout() {
        var pending = [self]
        while let node = pending.popLast() {
            node.sizeCache = [:]
            node.textCache = [:]
            node.stackLayouts = [:]
            switch node.kind {
            case .text, .symbol, .shape, .spacer: break
            case .stack(_, _, _, let children), .zStack(_, let children), .custom(_, let children):
                pending += children
            case .frame(_, let child), .padding(_, let child), .effect(_, let child):
                pending.append(child)
            case .decorated(_, _, let primary, let secondary):
                pending += [primary, secondary]
            }
        }
    }
}

extension GridTraits {
    /// Whether no grid trait is set (a node outside any grid cell modifier).
    var isDefault: Bool { columns == 1 && columnAlignment == nil && anchor == nil && unsizedAxes.isEmpty }
}

extension ListRowTraits {
    /// Whether no list row trait is set.
    var isDefault: Bool { insets == nil && !hidesSeparator && separatorTint == nil && background == nil }
}
