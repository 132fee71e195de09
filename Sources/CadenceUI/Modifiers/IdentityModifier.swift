/// `.id(_:)`: gives the content an explicit identity; a new id is a new view (fresh state, a
/// disappearance and an appearance), as in SwiftUI.
nonisolated struct IdentityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.identity = context.identity.appending(.explicit(id))
        let nodes = content(inner)
        // `ScrollViewProxy.scrollTo(id)` finds the view by the id of its first node.
        nodes.first?.explicitID = id
        return nodes
    }
}

extension View {
    /// Identifies this view by `id`. When `id` changes, the view is replaced: its state starts over,
    /// `onDisappear` runs for the old one and `onAppear` for the new one.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}
