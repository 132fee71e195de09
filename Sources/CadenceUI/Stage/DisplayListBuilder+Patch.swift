// How a drawn node is recorded, and how a later frame in which only its render effects changed
// draws it again, or moves its items, in the last display list.

extension DisplayListBuilder {
    /// How a node that `recordsEmission` was drawn in a build: where its items are in the list, and
    /// everything `emit` was given for it, so that a later frame in which only its render effects
    /// changed (a patched animator's content, see `PatchableContent`) draws it again alone and puts
    /// its items in their place (`patch(_:nodes:build:)`).
    ///
    /// A value kept in its node (a class would cost an allocation per node the first time it is
    /// drawn this way); `patch` reads the fields it needs through the node rather than copying it.
    struct Emission {
        /// The build that drew it (`-1`: drawn more than once).
        var build: Int
        var items: Range<Int>
        var firstLayerID: Int
        var layerIDs: Int
        var state: RenderState
        var origin: CGPoint
        var proposal: ProposedViewSize
        var stackAxis: Axis?
        /// Whether drawing it touched nothing but its items: no accessibility element or scope, no
        /// hit-test target, gesture or button, nothing outside the nodes (see
        /// `dependsOnNodesOnly`), not inside a button, a gesture or a scroll view.
        var isQuiet: Bool
        /// Whether a screen reader could see any of its items (which lets an accessibility
        /// attachment around it make an element).
        var drewVisibly: Bool
        /// For a scale, rotation or offset effect node: what it was drawn under, so that a frame in
        /// which only its parameters changed moves its items instead of drawing them again.
        var effectInput: EffectInput?
        /// For an opacity effect node whose items are plain shapes faded by its opacity alone: what
        /// it faded, so that a frame in which only its opacity changed fades them again instead of
        /// drawing them again.
        var fadeInput: FadeInput?

        /// What an opacity node faded (see `fadeInput`).
        struct FadeInput {
            /// The opacity accumulated above the node, and the one a screen reader goes by.
            var opacity: Double
            var readableOpacity: Double
            /// The readable opacity its items were drawn at (whether they counted as visible).
            var drawnReadableOpacity: Double
            /// Each item's paint before fading, in item order.
            var paints: [DisplayList.Paint]
            /// The nodes inside it whose emissions were recorded: their state's opacities are the
            /// node's own (nothing inside fades), and change with it.
            var innerNodes: [LayoutNode]
        }

        /// Where a scale, rotation or offset effect node was drawn and the transforms around it.
        struct EffectInput {
            /// The node's frame, which the effect's anchor is in.
            var frame: CGRect
            /// The transform above the effect.
            var base: AffineTransform2D
            /// The transform the effect made (the node's items were drawn with it, when nothing
            /// inside transformed them further).
            var inner: AffineTransform2D
            /// How many clips and layers were open above the effect.
            var clips: Int
            var layers: Int
        }
    }

    /// What drawing has produced so far (see `Emission`).
    struct Mark {
        var items: Int
        var layerID: Int
        var elements: Int
        var scopes: Int
        var visibleItems: Int
        var targets: Int
        var gestures: Int
        var buttons: Int
        var dependsOnNodesOnly: Bool

        /// Whether the drawing between this mark and `later` produced items and layers only.
        func isQuietUntil(_ later: Mark) -> Bool {
            elements == later.elements && scopes == later.scopes && targets == later.targets
                && gestures == later.gestures && buttons == later.buttons && later.dependsOnNodesOnly
        }
    }

    /// Draws `nodes` again into `items`, the list drawn by build `build`, each where it was drawn
    /// then, when that gives what drawing everything would: the list's nodes are the same and laid
    /// out the same (the caller knows: the graph only patched these nodes' render effects since), no
    /// layout animation runs, each node was drawn once, quietly (see `Emission.isQuiet`), and draws
    /// as many items and layers again, quietly, as visibly as before. Nodes drawn inside one another
    /// are drawn again each (the inner one then from the state the outer one left). `false`: some
    /// node does not qualify, and `items` may be partly drawn again (the caller draws everything).
    static func patch(_ items: inout [DisplayList.Item], nodes: [LayoutNode], build: Int, engine: LayoutEngine,
                      moved: inout Int, faded: inout Int) -> Bool {
        // One builder for all the nodes: its counts only grow, and each node is judged by the marks
        // before and after it.
        var builder = DisplayListBuilder.patching(build: build, engine: engine)
        for node in nodes {
            // The emission's fields read through the node: copying it out retained its render state
            // and inputs, for every node at every frame.
            guard node.emission?.build == build, node.emission?.isQuiet == true,
                  let range = node.emission?.items, range.upperBound <= items.count else { return false }
            if movesItems(of: node, range: range, in: &items) {
                moved += 1
                continue
            }
            if fadesItems(of: node, range: range, in: &items) {
                faded += 1
                continue
            }
            guard let emission = node.emission else { return false }
            let (before, after, effectInput) = builder.redraw(node, as: emission)
            guard before.isQuietUntil(after), after.items - before.items == emission.items.count,
                  after.layerID - before.layerID == emission.layerIDs,
                  (after.visibleItems > before.visibleItems) == emission.drewVisibly else { return false }
            items.replaceSubrange(emission.items, with: builder.items)
            // The effect's transforms as drawn now, for the next frame's `movesItems`.
            node.emission?.effectInput = effectInput
        }
        return true
    }

    /// Patches the items of `node` (a scale, rotation or offset effect whose items were drawn with
    /// exactly the transform it made, inside no clip or layer of their own) by giving them the
    /// transform its effect makes now: what drawing it again would give, since only its parameters
    /// changed and no item's content depends on its transform. `false`: not such a node, nothing
    /// changed.
    private static func movesItems(of node: LayoutNode, range: Range<Int>, in items: inout [DisplayList.Item]) -> Bool {
        guard let input = node.emission?.effectInput, let effect = node.animatedEffect,
              let inner = transform(of: effect, frame: input.frame, over: input.base) else { return false }
        for index in range {
            // Shapes, symbols and texts: what an item draws is in layout coordinates, whatever its
            // transform. (The fields are read in place: a copy of the item retains what it holds.)
            guard items[index].transform == input.inner, items[index].clips.count == input.clips,
                  items[index].layers.count == input.layers else { return false }
        }
        for index in range { items[index].transform = inner }
        node.emission?.effectInput?.inner = inner
        return true
    }

    /// Fades the items of `node` (an opacity effect whose items are plain shapes faded by its
    /// opacity alone, see `Emission.FadeInput`) again for its opacity now: what drawing it again
    /// would give, the same arithmetic on the same paints, since only its opacity changed. The
    /// nodes recorded inside it take the new opacities in their recorded state. `false`: not such a
    /// node, or the change would make its items visible to a screen reader or not where they were
    /// the other (drawing it again tells); nothing changed.
    private static func fadesItems(of node: LayoutNode, range: Range<Int>, in items: inout [DisplayList.Item]) -> Bool {
        guard case .opacity(let effectOpacity) = node.animatedEffect, let input = node.emission?.fadeInput,
              input.paints.count == range.count else { return false }
        var opacity = input.opacity, readableOpacity = input.readableOpacity
        fade(&opacity, &readableOpacity, by: effectOpacity)
        guard (readableOpacity > 0) == (input.drawnReadableOpacity > 0) else { return false }
        // Every item must be a shape before any changes. Each look at an item's content, even to
        // test its case, copies it, references and all: a single item (the common case) is only
        // looked at once, where taking its shape out fails before anything changed.
        if range.count > 1 {
            for index in range {
                guard case .shape = items[index].content else { return false }
            }
        }
        for index in range {
            guard case .shape(var shape) = items[index].content else { return false }
            shape.paint = faded(input.paints[index - range.lowerBound], by: opacity)
            items[index].content = .shape(shape)
        }
        for inner in input.innerNodes {
            inner.emission?.state.opacity = opacity
            inner.emission?.state.readableOpacity = readableOpacity
        }
        node.emission?.fadeInput?.drawnReadableOpacity = readableOpacity
        return true
    }
}
