/// A built-in view that the graph resolves directly into layout nodes instead of evaluating a `body`.
///
/// This is the seam every built-in view and modifier goes through, and where `KeyframeAnimator`,
/// `PhaseAnimator` and the animation modifiers plug in: their `resolve(in:)` reads an
/// ``AnimationDriver`` from `context.driver(slot:make:)` and resolves their content with the driver's
/// current value.
@MainActor
protocol PrimitiveView {
    /// The layout nodes this view contributes at `context.identity`, in order. A view may contribute
    /// none (`EmptyView`, a `nil` optional) or several (`TupleView`, `ForEach`, `Group`).
    func resolve(in context: ResolveContext) -> [LayoutNode]
}

/// A built-in modifier: it decides how its content is resolved (with a changed environment, a
/// different identity, a lifecycle record) and wraps the content's nodes.
@MainActor
protocol PrimitiveModifier {
    /// - Parameter content: resolves the modified content in the context it is given.
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode]
}

/// Resolves some content in a given context (the content of a modifier, of a placeholder view).
typealias ContentResolver = @MainActor (ResolveContext) -> [LayoutNode]
