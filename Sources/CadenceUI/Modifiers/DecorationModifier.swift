/// `overlay` and `background`: a secondary view sized to the modified view and aligned in its frame,
/// in front of it or behind it. The modified view's size is unchanged.
nonisolated struct DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let primaries = content(context)
        guard !primaries.isEmpty else { return [] }
        let secondaries = context.resolve(decoration, at: .child(1))
        let secondary: LayoutNode
        switch secondaries.count {
        // An empty decoration (an `if` that is false) still wraps the content, so the content keeps
        // its place in the tree when the decoration comes and goes: otherwise the nodes above it
        // take each other's geometry keys, and their layout animations start from each other's places.
        case 0: secondary = LayoutNode(.zStack(alignment: alignment, children: []))
        case 1: secondary = secondaries[0]
        // Several views in the content closure form an implicit ZStack with the same alignment.
        default: secondary = LayoutNode(.zStack(alignment: alignment, children: secondaries))
        }
        return context.directed(primaries.map { LayoutNode(.decorated(alignment: alignment, isBackground: isBackground, primary: $0, secondary: secondary)) })
    }
}

extension View {
    /// Draws `content` in front of this view, sized to it and placed by `alignment`.
    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isBackground: false))
    }

    /// Fills this view's frame with `style`, in front of it.
    public nonisolated func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(DecorationModifier(decoration: Rectangle().fill(style), alignment: .center, isBackground: false))
    }

    /// Draws `content` behind this view, sized to it and placed by `alignment`.
    public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isBackground: true))
    }

    /// Fills this view's frame with `style`, behind it.
    public nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(DecorationModifier(decoration: Rectangle().fill(style), alignment: .center, isBackground: true))
    }

    /// Layers `overlay` in front of this view, sized to it and placed by `alignment`: the older
    /// form of ``overlay(alignment:content:)`` (SwiftUI deprecates it but app code still writes
    /// `.overlay(Circle().stroke(.white, lineWidth: 2))`). Disfavoured, so that a colour or a
    /// gradient picks the shape-style form, as in SwiftUI.
    @_disfavoredOverload
    public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers `background` behind this view, sized to it and placed by `alignment`: the older form
    /// of ``background(alignment:content:)`` (`.background(RoundedRectangle(cornerRadius: 8).fill(.blue))`).
    @_disfavoredOverload
    public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: background, alignment: alignment, isBackground: true))
    }
}
