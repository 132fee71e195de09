/// When a completion handler attached to an animation runs. Mirrors SwiftUI's
/// `AnimationCompletionCriteria`.
///
/// ```swift
/// animator.set(1.5, animation: .bouncy, at: 0, completionCriteria: .removed) {
///     print("settled")
/// }
/// ```
///
/// - `logicallyComplete`: when the animations of the change the handler was registered with are
///   logically complete — for a spring, when it has essentially arrived although it is still
///   settling; for a timing curve, at its end. The default. Animations added by later changes are
///   ignored (Apple: these callbacks "fire when the animations from the change that they were
///   registered with logically complete, ignoring the new animations"): if the value changes again
///   first, the handler goes on watching its own change's animation as it would have run alone, and
///   runs when that one is logically complete, or when the whole run is removed if that is sooner.
/// - `removed`: when every animation of the value has finished and been removed, including those of
///   later changes that merged or combined with it.
///
/// A handler runs exactly once. A change that animates nothing (no animation, or no change of the
/// value) meets both criteria at once: inside `withAnimation`/`withTransaction` its handler runs as
/// soon as the body returns.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case logicallyComplete, removed
    }

    let kind: Kind

    /// The animations of the change are logically complete; later changes' animations are ignored.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// Every animation of the value, later ones included, has finished and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

extension AnimationCompletionCriteria: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .logicallyComplete: "logicallyComplete"
        case .removed: "removed"
        }
    }
}
