/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: links the view to the other views with
/// the same id in the namespace (see `MatchedGeometryRegistry`).
nonisolated struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let link = Self.link(id: id, namespace: namespace, isSource: isSource, properties: properties,
                             anchor: anchor, drawing: .relaidOut, in: context)
        return content(context).map { LayoutNode(.effect(.matchedGeometry(link), child: $0)) }
    }

    /// The link of the view at the current identity to `id` in `namespace`, made when the view
    /// appears (or its id or namespace changes) and told about this pass's transaction.
    @MainActor
    static func link(
        id: AnyHashable, namespace: Namespace.ID, isSource: Bool, properties: MatchedGeometryProperties,
        anchor: UnitPoint, drawing: MatchedGeometryLink.Drawing, in context: ResolveContext
    ) -> MatchedGeometryLink {
        func make() -> MatchedGeometryLink {
            MatchedGeometryLink(id: id, registry: namespace.registry, isSource: isSource, properties: properties,
                                anchor: anchor, drawing: drawing)
        }
        var link = context.driver(slot: DriverSlot.matchedGeometry, make: make)
        if link.id != id || link.registry !== namespace.registry {
            // A new id or namespace is a new membership: the view appears under it now.
            link = make()
            context.storage().drivers[DriverSlot.matchedGeometry] = link
        }
        let isLeaving = context.transitionScope?.isRemoval == true
        if link.update(isSource: isSource, isLeaving: isLeaving, properties: properties, anchor: anchor) {
            // Brought back mid-removal: it is the newest view with the id again.
            namespace.registry.register(link)
        }
        namespace.registry.resolved(link, in: context)
        return link
    }
}

extension View {
    /// Matches this view's frame with the other views that have `id` in `namespace`: when the source
    /// view for `id` changes place (one view leaves, another with the same id appears elsewhere) in an
    /// animated transaction, the frame animates from the old place to the new one, and every view with
    /// the id is drawn in it.
    ///
    /// ```swift
    /// Thumbnail().matchedGeometryEffect(id: photo.id, in: namespace)
    /// ```
    ///
    /// - `properties`: which parts of the frame follow the source (`.frame`, `.position`, `.size`).
    /// - `anchor`: the point of the frame that `.position` matches, and where the view sits in the
    ///   matched frame when it does not take the size it is proposed.
    /// - `isSource`: `false` makes the view follow the newest source with the id at all times.
    ///
    /// As in SwiftUI, the view is laid out again in its matched frame, never scaled: with `.size` (or
    /// `.frame`) it is proposed the matched size (the interpolated one, mid-animation) and chooses its
    /// own, so text keeps its font size and re-wraps, a `RoundedRectangle` keeps its corner radius,
    /// padding stays padding and a fixed-size child keeps its size; it is then placed with its
    /// `anchor` point on the matched frame's. With `.position` alone it keeps its size and only moves.
    /// The frame its parent sees does not change, so siblings, overlays and backgrounds outside the
    /// effect stay where layout put them.
    ///
    /// Edges: a zero-size matched frame proposes 0 × 0 (a view grows out of a point); a size that a
    /// bouncy spring overshoots below zero proposes 0; a matched frame with a NaN or infinite
    /// coordinate draws the view where its own layout put it.
    public nonisolated func matchedGeometryEffect<ID: Hashable & Sendable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(MatchedGeometryModifier(id: AnyHashable(id), namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
