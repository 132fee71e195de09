/// An optional view draws its wrapped view, or nothing when `nil` (an `if` without `else`).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        // Through the transition host, so a removed view stays drawn until its transition ends.
        switch self {
        case .some(let view): context.resolveBranch(true) { $0.resolve(view, at: .branch(true)) }
        case .none: context.resolveBranch(nil, content: nil)
        }
    }
}
