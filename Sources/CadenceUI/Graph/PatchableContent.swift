/// Content an animator's frame can write into the nodes it made before, without resolving it: the
/// animator's placeholder under render effects that animate (`scaleEffect`, `rotationEffect`,
/// `offset`, `opacity`), the commonest content of a keyframe animator
/// (`content.scaleEffect(value.scale).offset(y: value.y)`).
///
/// Resolving such content again makes the same nodes with other effect parameters: an effect node
/// per modifier around the nodes the placeholder stands for. A subtree pass (`SubtreeRecord`) then
/// has the old nodes adopt the new ones. A patch gets there directly: it checks that the new view
/// has the shape of the nodes (the same effects in the same order, each presented by a driver of
/// the kind its parameters need, down to the placeholder's own node) and presents each effect's new
/// parameters through the node's driver, exactly as
/// `EffectModifier.resolve` would, so what is drawn is the same, without the contexts, identities,
/// storage lookups and nodes a resolution makes. Anything else (another modifier, a conditional, a
/// container) is not patchable, and the subtree pass resolves it as before.
///
/// Dispatch goes through the type, like `PrimitiveView`: casting a view value to an existential
/// would box it on the heap.
@MainActor
protocol PatchableContent {
    /// Writes `view`'s (a value of this type) effect parameters into `node`, presented in `context`
    /// (the content's time, transaction and environment), when `view` resolves to `node` with only
    /// animated effect parameters changed, `placeholder` being the node the animator's placeholder
    /// stands for; returns how many views that stood for (what resolving would have counted).
    /// `nil`: `view` does not have `node`'s shape, and no node changed (the drivers of the effects
    /// above the mismatch have presented their new values, which resolving presents again at the
    /// same time, to the same effect).
    static func patch<V>(_ view: V, node: LayoutNode, placeholder: LayoutNode, in context: ResolveContext) -> Int?
}

extension PatchableContent {
    /// `view` seen as this type (the caller found `V` to be `Self`). A plain cast rather than a
    /// closure over a rebound pointer: a main-actor closure passed to a nonisolated function checks
    /// its executor each time it runs, which was a measurable part of a patched frame.
    @inline(__always)
    fileprivate static func reading<V>(_ view: V) -> Self {
        precondition(V.self == Self.self, "patched as \(Self.self), but is a \(V.self)")
        return unsafeBitCast(view, to: Self.self)
    }
}

extension PlaceholderContentView: PatchableContent {
    @MainActor
    static func patch<V>(_ view: V, node: LayoutNode, placeholder: LayoutNode, in context: ResolveContext) -> Int? {
        node === placeholder ? 1 : nil
    }
}

extension ModifiedContent: PatchableContent where Content: PatchableContent, Modifier == EffectModifier {
    @MainActor
    static func patch<V>(_ view: V, node: LayoutNode, placeholder: LayoutNode, in context: ResolveContext) -> Int? {
        let view = reading(view)
        guard let old = node.effect, let child = node.effectChild, view.modifier.canReplace(old, driver: node.effectDriver) else {
            return nil
        }
        // The outer effect presents first, as `EffectModifier.resolve` does before its content;
        // the node changes only once everything below matched.
        let (presented, _) = EffectModifier.present(view.modifier.effect, driver: node.effectDriver, in: context)
        guard let views = Content.patch(view.content, node: child, placeholder: placeholder, in: context) else { return nil }
        node.setEffect(presented, child: child)
        // As a node resolved in this pass outside an animated transaction (`keyGeometry`).
        node.resolvedGeneration = context.graph.generation
        node.geometryTransaction = nil
        return views + 1
    }
}
