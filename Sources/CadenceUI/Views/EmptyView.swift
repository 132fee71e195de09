/// A view that draws nothing and takes no space; stacks do not put spacing around it.
public nonisolated struct EmptyView: View {
    /// Makes an empty view.
    public init() {}
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] { [] }
}
