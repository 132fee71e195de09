/// The view of an `if`/`else` or `switch` in a view builder: one of two views, and which one is part
/// of the identity (switching branches gives the other branch fresh state, as in SwiftUI).
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        // Through the transition host, so a removed branch stays drawn until its transition ends.
        switch storage {
        case .trueContent(let view): context.resolveBranch(true) { $0.resolve(view, at: .branch(true)) }
        case .falseContent(let view): context.resolveBranch(false) { $0.resolve(view, at: .branch(false)) }
        }
    }
}
