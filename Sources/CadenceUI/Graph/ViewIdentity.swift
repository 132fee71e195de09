/// The structural identity of a view: its path from the root through the static structure of the view
/// tree (child position, `if` branch, view type behind `AnyView` and composite views), plus explicit
/// identities (`.id(_:)`, `ForEach` element ids).
///
/// State, lifecycle records and animation drivers are stored per identity, so they survive every
/// re-evaluation of `body` that keeps the structure, and are dropped when the identity goes away
/// (another branch, another `.id`, an element removed from a `ForEach`).
struct ViewIdentity: Hashable {
    enum Component: Hashable {
        /// Position among siblings (tuple element, modifier content, overlay, …).
        case child(Int)
        /// The branch taken by `if`/`else` or `switch` (`_ConditionalContent`), or `Optional.some`.
        case branch(Bool)
        /// The concrete type of a composite view, or of the view wrapped by `AnyView`.
        case type(ObjectIdentifier)
        /// An explicit identity from `.id(_:)`.
        case explicit(AnyHashable)
        /// A `ForEach` element id; `occurrence` tells apart elements that repeat an id.
        case element(AnyHashable, occurrence: Int)
        /// The n-th view an `onAppear`/`onDisappear` modifier applies to.
        case lifecycle(Int)
    }

    private(set) var components: [Component] = []

    func appending(_ component: Component) -> ViewIdentity {
        var copy = self
        copy.components.append(component)
        return copy
    }
}
