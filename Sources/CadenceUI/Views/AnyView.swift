/// A type-erased view: SwiftUI's `AnyView`.
///
/// The wrapped view's type is part of its identity: wrapping a view of another type replaces the old
/// view (and its state) instead of updating it.
///
/// ```swift
/// let icon: AnyView = liked ? AnyView(Image(systemName: "heart.fill")) : AnyView(Text("Like"))
/// ```
public nonisolated struct AnyView: View {
    let view: any View

    /// Wraps `view`, erasing its type.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Wraps `view`, erasing its type (the same as ``init(_:)``).
    public init<V: View>(erasing view: V) {
        self.view = view
    }

    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        resolveOpened(view, in: context)
    }

    @MainActor
    private func resolveOpened<V: View>(_ view: V, in context: ResolveContext) -> [LayoutNode] {
        context.resolve(view, at: .type(ObjectIdentifier(V.self)))
    }
}
