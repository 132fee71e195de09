/// How a presented view enters and leaves: SwiftUI's `NavigationTransition`.
///
/// Cadence has no navigation stack or sheets; a view marked with `.navigationTransition(_:)` uses it
/// when it is inserted or removed (by an `if`, `switch` or `.id` change), which is how a headless
/// stage presents a destination.
public protocol NavigationTransition: Sendable {}

/// The container's own transition: SwiftUI's `AutomaticNavigationTransition`. Cadence draws it as
/// the default insertion and removal (a fade).
public struct AutomaticNavigationTransition: NavigationTransition {
    /// Makes the transition.
    public init() {}
}

/// The destination grows out of the source view's frame and shrinks back into it: SwiftUI's
/// `ZoomNavigationTransition`. The source is the view marked `.matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: any Hashable & Sendable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The container's own transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from and back into the view marked `.matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom<ID: Hashable & Sendable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: sourceID, namespace: namespace)
    }
}

/// The id under which a zoom's source and destination meet, apart from `matchedGeometryEffect` ids.
struct ZoomTransitionID: Hashable {
    let sourceID: AnyHashable
}
