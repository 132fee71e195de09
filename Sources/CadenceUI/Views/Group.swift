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
    public var content: Content
    public typealias Body = Never
}

extension Group: View where Content: View {
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
