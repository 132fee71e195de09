/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the last
/// one when none fits: SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Label("Add to favourites", systemImage: "heart")
///     Image(systemName: "heart")
/// }
/// ```
///
/// A candidate fits when its size for an unspecified proposal along the constrained axes is no
/// larger than what is offered there (an axis that is not offered constrains nothing).
public nonisolated struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Makes a view that shows the first of `content`'s views that fits along `axes` (default both).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let candidates = context.resolve(content, at: .child(0))
        guard !candidates.isEmpty else { return [] }
        return [LayoutNode(.custom(ViewThatFitsLayout(axes: axes), children: candidates))]
    }
}

struct ViewThatFitsLayout: NodeLayout {
    let axes: Axis.Set

    func chosen(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ engine: LayoutEngine) -> Int {
        for (index, child) in children.enumerated() {
            var ideal = proposal
            for axis in Axis.allCases where axes.contains(axis) { ideal[axis] = nil }
            let size = engine.size(child, ideal)
            let fits = Axis.allCases.allSatisfy { axis in
                guard axes.contains(axis), let offered = proposal[axis] else { return true }
                return size[axis] <= offered + 1e-9
            }
            if fits { return index }
        }
        return children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        engine.size(children[chosen(proposal, children, engine)], proposal)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        children.map { LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: engine.size($0, proposal))) }
    }

    func drawnChildren(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine) -> [Int] {
        [chosen(proposal, children, engine)]
    }
}
