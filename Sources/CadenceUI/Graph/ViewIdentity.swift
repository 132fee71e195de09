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

    /// The path as a chain from the last component back to the root (`nil`: the root itself).
    /// Appending shares the parent's chain instead of copying it, and each link carries the hash of
    /// the whole path up to it, so a dictionary lookup by identity hashes one integer instead of
    /// every component of the path.
    private let last: Link?

    /// One component of a path and the path before it.
    private final class Link {
        let parent: Link?
        let component: Component
        /// How many components the path up to and including this one has.
        let depth: Int
        /// The hash of the path up to and including this component.
        let pathHash: Int

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.pathHash ?? 0)
            hasher.combine(component)
            pathHash = hasher.finalize()
        }
    }

    /// The root identity (the empty path).
    init() {
        last = nil
    }

    private init(last: Link) {
        self.last = last
    }

    /// How many components the path has (0 for the root).
    var depth: Int { last?.depth ?? 0 }

    /// The identity of a child at `component` of this one.
    func appending(_ component: Component) -> ViewIdentity {
        ViewIdentity(last: Link(parent: last, component: component))
    }

    static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        var left = lhs.last, right = rhs.last
        while true {
            // The same chain from here to the root (a shared prefix, or both at the root).
            if left === right { return true }
            guard let l = left, let r = right, l.pathHash == r.pathHash, l.depth == r.depth,
                  l.component == r.component else { return false }
            left = l.parent
            right = r.parent
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(last?.pathHash ?? 0)
    }
}
