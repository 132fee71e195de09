/// Keeping nodes between frames: when a frame resolves only the content of the animators whose
/// values changed (see `SubtreeRecord`), the nodes that content made before take the new contents in
/// place, so their parents, and the layout cached on them, stay as they were.
extension LayoutNode {
    /// Takes every property of `other`, a node just resolved for the view that made this one: this
    /// node now stands for it in the tree (its parents keep pointing here). `other` is not used after.
    /// Keep in step with the stored properties in `LayoutNode.swift`.
    func adopt(_ other: LayoutNode) {
        kind = other.kind
        sizeCache = other.sizeCache
        textCache = other.textCache
        stackLayouts = other.stackLayouts
        layoutPriority = other.layoutPriority
        zIndex = other.zIndex
        explicitGuides = other.explicitGuides
        containsExplicitGuides = other.containsExplicitGuides
        explicitID = other.explicitID
        preferences = other.preferences
        isRightToLeft = other.isRightToLeft
        gridTraits = other.gridTraits
        textScales = other.textScales
        layoutValues = other.layoutValues
        tag = other.tag
        listRow = other.listRow
        sheetDetent = other.sheetDetent
        tabItem = other.tabItem
        geometryKey = other.geometryKey
        geometryTransaction = other.geometryTransaction
        resolvedGeneration = other.resolvedGeneration
        isBranchContent = other.isBranchContent
        isRemoved = other.isRemoved
    }

    /// Whether `new`, resolved for the view that made `old`, certainly has the same size as `old` for
    /// every proposal and passes its parents the same layout traits, so the sizes and placements cached
    /// on the ancestors stay right: the two are the same node, or render effects (which never change a
    /// size) with no layout traits of their own around children that lay out alike. Anything else
    /// answers `false` (the caller then forgets every cached layout), even where it would lay out alike.
    static func laysOutAlike(_ old: LayoutNode, _ new: LayoutNode) -> Bool {
        var old = old, new = new
        while old !== new {
            guard case .effect(_, let oldChild) = old.kind, case .effect(_, let newChild) = new.kind,
                  old.hasNoLayoutTraits, new.hasNoLayoutTraits else { return false }
            old = oldChild
            new = newChild
        }
        return true
    }

    /// Whether nothing but the node's kind can matter to its parent's layout: none of the traits
    /// layout reads through a node (priority, guides, preferences, layout values, grid and list
    /// traits, tags and identifiers, text scales) is set.
    private var hasNoLayoutTraits: Bool {
        layoutPriority == 0 && zIndex == 0 && explicitGuides.isEmpty && !containsExplicitGuides
            && explicitID == nil && preferences.isEmpty && !isRightToLeft && gridTraits.isDefault
            && textScales.isEmpty && layoutValues.isEmpty && tag == nil && listRow.isDefault
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
    var isDefault: Bool { insets == nil && !hidesSeparator && background == nil }
}
