/// Groups views without laying them out: inside a stack its views are the stack's children, and a
/// modifier applied to the group applies to each of them, as in SwiftUI.
///
/// ```swift
/// Group {
///     Text("a")
///     Text("b")
/// }
/// .font(.headline)
/// ```
public nonisolated struct Group<Content> {
    /// The grouped views.
    public var content: Content
    public typealias Body = Never
}

extension Group: View where Content: View {
    /// Groups `content`'s views, so modifiers apply to each of them.
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView where Content: View {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        context.resolve(content, at: .child(0))
    }
}
