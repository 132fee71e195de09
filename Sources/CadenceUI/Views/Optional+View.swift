/// An optional view draws its wrapped view, or nothing when `nil` (an `if` without `else`).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let view): context.resolve(view, at: .branch(true))
        case .none: []
        }
    }
}
