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

// Resolving through the type: the resolver asks whether a view's (or modifier's) type is
// primitive, not the value, because casting a value larger than three words to an existential boxed
// it on the heap (two allocations a frame for each animated view of a stage).

extension PrimitiveView {
    /// `view.resolve(in:)` for a `view` whose type is `Self` (found by casting its type).
    static func resolve<V>(_ view: V, in context: ResolveContext) -> [LayoutNode] {
        precondition(V.self == Self.self, "resolved as \(Self.self), but is a \(V.self)")
        return withUnsafePointer(to: view) { pointer in
            pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.resolve(in: context) }
        }
    }
}

extension PrimitiveModifier {
    /// `modifier.resolve(content:in:)` for a `modifier` whose type is `Self` (found by casting its type).
    static func resolve<M>(_ modifier: M, content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        precondition(M.self == Self.self, "resolved as \(Self.self), but is a \(M.self)")
        return withUnsafePointer(to: modifier) { pointer in
            pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.resolve(content: content, in: context) }
        }
    }
}

/// Resolves some content in a given context (the content of a modifier, of a placeholder view).
typealias ContentResolver = @MainActor (ResolveContext) -> [LayoutNode]
