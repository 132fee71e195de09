/// `.id(_:)`: gives the content an explicit identity; a new id is a new view (fresh state, a
/// disappearance and an appearance, and in an animated transaction a removal and an insertion
/// transition), as SwiftUI's `IDView`.
nonisolated struct IdentifiedView<Content: View>: View {
    typealias Body = Never
    let content: Content
    let id: AnyHashable
}

extension IdentifiedView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let id = self.id
        let content = self.content
        // `.id(_:).transition(_:)` transitions the views the id makes, as `.transition(_:).id(_:)` does.
        let transition = context.identityTransition.flatMap { $0.identity == context.identity ? $0.transition : nil }
        var outer = context
        outer.identityTransition = nil
        let element = ElementTransitions.Element(key: .explicit(id), explicitID: id) { here in
            guard let transition else { return here.resolve(content, at: .explicit(id)) }
            return here.resolve(content.transition(transition), at: .explicit(id))
        }
        // A new id is a removal and an insertion: in an animated transaction the old view plays its
        // removal transition while the new one plays its insertion (a fade unless one is given).
        let transitions = outer.driver(slot: DriverSlot.identityTransitions) { ElementTransitions() }
        let nodes = transitions.resolve([element], in: outer)
        // `ScrollViewProxy.scrollTo(id)` finds the view by the id of its first node; the outermost
        // `.id(_:)` names it (the first node that is not being removed).
        nodes.first { !$0.isRemoved }?.explicitID = id
        return nodes
    }
}

extension View {
    /// Identifies this view by `id`. When `id` changes, the view is replaced: its state starts over,
    /// `onDisappear` runs for the old one and `onAppear` for the new one, and in an animated
    /// transaction the old one plays its removal transition while the new one plays its insertion
    /// (`.transition(_:)` inside or right around this modifier; a fade by default), as in SwiftUI.
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "USD"))
    ///     .id(price)
    ///     .transition(.push(from: .bottom))   // a ticker: each new price pushes the old one out
    /// ```
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}
