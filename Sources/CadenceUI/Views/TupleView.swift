/// Several views in a row, as written one after another in a view builder: SwiftUI's `TupleView`.
///
/// Inside a stack each element is a separate child; elsewhere they are laid out as the context says
/// (stacked for an overlay's content, one after the other for a stage's root).
public nonisolated struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T

    /// Makes a tuple view of `value`'s views.
    public init(_ value: T) {
        self.value = value
    }

    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else {
            // `TupleView(someView)` with a single, non-tuple value.
            guard let view = value as? any View else { return [] }
            return context.resolve(view, at: .child(0))
        }
        var nodes: [LayoutNode] = []
        for (index, element) in mirror.children.enumerated() {
            guard let view = element.value as? any View else { continue }
            nodes += context.resolve(view, at: .child(index))
        }
        return nodes
    }
}
