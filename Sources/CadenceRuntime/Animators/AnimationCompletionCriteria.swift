/// When a completion handler attached to an animation runs. Mirrors SwiftUI's
/// `AnimationCompletionCriteria`.
///
/// ```swift
/// animator.set(1.5, animation: .bouncy, at: 0, completionCriteria: .removed) {
///     print("settled")
/// }
/// ```
///
/// - `logicallyComplete`: when the animation reports logical completion — for a spring, when it
///   has essentially arrived although it is still settling; for a timing curve, at its end. The default.
/// - `removed`: when the animation has finished entirely and been removed.
///
/// If the value changes again before the criterion is met, the handler carries over to the
/// animation that takes over (merged or combined) and runs when that one meets it, as in SwiftUI.
/// A change without animation meets both criteria at once.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case logicallyComplete, removed
    }

    let kind: Kind

    /// The animation is logically complete.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// The animation has been removed (it finished entirely).
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
