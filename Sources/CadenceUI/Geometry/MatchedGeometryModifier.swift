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
    /// - `anchor`: the point of the frame that `.position` matches.
    /// - `isSource`: `false` makes the view follow the newest source with the id at all times.
    ///
    /// Cadence draws a view in its matched frame by scaling and moving what it draws (its layout and
    /// the layout around it stay as they are); SwiftUI instead proposes the matched size to it.
    public nonisolated func matchedGeometryEffect<ID: Hashable & Sendable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(MatchedGeometryModifier(id: AnyHashable(id), namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
