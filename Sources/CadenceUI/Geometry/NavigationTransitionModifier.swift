/// `.navigationTransition(_:)`: a zoom destination is matched with its source while it is inserted
/// (it travels from the source's frame to its own) and removed (back into the source's frame).
nonisolated struct NavigationTransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let zoom: ZoomNavigationTransition?

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        guard let zoom else { return content(context) }
        let scope = context.transitionScope
        // The zoom is the whole transition: no fade on top of it.
        scope?.isClaimed = true
        var inner = context
        inner.transitionScope = nil
        // Leaving, the destination stops being the source, so the frame goes back to the real source.
        // The destination is scaled, not laid out again: SwiftUI zooms the presented view as one
        // picture (its text grows with it) rather than re-flowing a whole screen at every frame.
        let link = MatchedGeometryModifier.link(
            id: AnyHashable(ZoomTransitionID(sourceID: AnyHashable(zoom.sourceID))), namespace: zoom.namespace,
            isSource: true, properties: .frame, anchor: .center, drawing: .scaled, in: context
        )
        let nodes = content(inner).map { LayoutNode(.effect(.matchedGeometry(link), child: $0)) }
        return scope?.wrap(nodes, in: .identity) ?? nodes
    }
}

/// `.matchedTransitionSource(id:in:)`: gives its frame to the zoom destinations of `id`, drawn in place.
nonisolated struct MatchedTransitionSourceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    let namespace: Namespace.ID

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let link = MatchedGeometryModifier.link(
            id: AnyHashable(ZoomTransitionID(sourceID: id)), namespace: namespace, isSource: true,
            properties: .frame, anchor: .center, drawing: .inPlace, in: context
        )
        return content(context).map { LayoutNode(.effect(.matchedGeometry(link), child: $0)) }
    }
}

extension View {
    /// Marks this view as the source a `.zoom(sourceID: id, in: namespace)` transition grows from.
    ///
    /// ```swift
    /// Thumbnail().matchedTransitionSource(id: photo.id, in: zoom)
    /// ```
    public nonisolated func matchedTransitionSource<ID: Hashable & Sendable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(MatchedTransitionSourceModifier(id: AnyHashable(id), namespace: namespace))
    }

    /// How this view is presented and dismissed: with `.zoom(sourceID:in:)`, it grows out of its source's
    /// frame when inserted and shrinks back into it when removed, with the animation of the change.
    ///
    /// ```swift
    /// if let photo = selected {
    ///     Detail(photo).navigationTransition(.zoom(sourceID: photo.id, in: zoom))
    /// }
    /// ```
    ///
    /// Cadence has no navigation container: the transition applies when the view is inserted or
    /// removed. `.automatic` keeps the default fade. Unlike `matchedGeometryEffect`, the zoom scales
    /// the destination as one picture (laid out at its own size, text and corners grow with it), as
    /// the system's zoom transition does; the source stays in place.
    public nonisolated func navigationTransition<T: NavigationTransition>(_ style: T) -> some View {
        modifier(NavigationTransitionModifier(zoom: style as? ZoomNavigationTransition))
    }
}
