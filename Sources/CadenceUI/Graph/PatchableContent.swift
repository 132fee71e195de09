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
    static func patch<V>(_ view: V, node: LayoutNode, placeholder: LayoutNode, in context: PatchContext) -> Int?
}

extension PlaceholderContentView: PatchableContent {
    @MainActor
    static func patch<V>(_ view: V, node: LayoutNode, placeholder: LayoutNode, in context: PatchContext) -> Int? {
        node === placeholder ? 1 : nil
    }
}

extension ModifiedContent: PatchableContent where Content: PatchableContent, Modifier == EffectModifier {
    @MainActor
    static func patch<V>(_ view: V, node: LayoutNode, placeholder: LayoutNode, in context: PatchContext) -> Int? {
        // `V` is `Self` (the caller found it so). Its two parts are read at their offsets, worked out
        // from `Content`'s layout, which the call carries: naming `Self` (to cast, or to read a
        // stored property) looked `ModifiedContent<Content, EffectModifier>` up in the runtime's
        // generic metadata cache at every frame, per effect.
        assert(V.self == Self.self, "patched as \(Self.self), but is a \(V.self)")
        let content = effectContent(of: view, as: Content.self)
        let driver = node.effectDriver
        guard let child = node.effectChild, let driver, let animated = effectAnimation(of: view, after: Content.self),
              animated.isPresented(by: driver) else {
            return nil
        }
        // The outer effect presents first, as `EffectModifier.resolve` does before its content;
        // the node changes only once everything below matched (the graph takes its note back when
        // something below does not).
        let presented = animated.presented(by: driver, in: context)
        context.notePatchedEffect(node)
        guard let views = Content.patch(content, node: child, placeholder: placeholder, in: context) else { return nil }
        node.setEffect(presented, child: child)
        node.notePatched(inGeneration: context.generation)
        return views + 1
    }
}

/// Where `modifier` is in a `ModifiedContent<Content, EffectModifier>`: after `content`, at the first
/// offset aligned for it (Swift lays a struct's stored properties out in declaration order, each at
/// the next offset its alignment allows; `PatchableContentTests` checks it against
/// `MemoryLayout.offset(of:)`). A free function: a static member would name the generic type, and
/// naming it looks it up.
nonisolated func effectModifierOffset<Content>(after content: Content.Type) -> Int {
    let alignment = MemoryLayout<EffectModifier>.alignment
    return (MemoryLayout<Content>.size + alignment - 1) / alignment * alignment
}

/// The content of `view`, a `ModifiedContent<Content, EffectModifier>` (see
/// `effectModifierOffset(after:)`). Nonisolated, so that the closure reading the bytes is too: a
/// main-actor closure handed to `withUnsafeBytes` checks its executor each time it runs. (Content and
/// modifier are read by two functions: a tuple of a generic type is looked up at run time.)
nonisolated func effectContent<V, Content>(of view: V, as content: Content.Type) -> Content {
    withUnsafeBytes(of: view) { $0.load(as: Content.self) }
}

/// The modifier of `view`, a `ModifiedContent<Content, EffectModifier>` (see `effectContent(of:as:)`).
nonisolated func effectModifier<V, Content>(of view: V, after content: Content.Type) -> EffectModifier {
    withUnsafeBytes(of: view) { $0.load(fromByteOffset: effectModifierOffset(after: Content.self), as: EffectModifier.self) }
}

/// The animated parameters of the modifier of `view`, a `ModifiedContent<Content, EffectModifier>`,
/// read on their own (plain values: reading the whole modifier copies and destroys its
/// `RenderEffect` through its witnesses).
nonisolated func effectAnimation<V, Content>(of view: V, after content: Content.Type) -> AnimatedEffect? {
    withUnsafeBytes(of: view) {
        $0.load(fromByteOffset: effectModifierOffset(after: Content.self) + EffectModifier.animatedOffset, as: AnimatedEffect?.self)
    }
}
