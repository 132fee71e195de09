/// Views side by side, left to right: SwiftUI's `HStack`.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline, spacing: 4) {
///     Image(systemName: "heart.fill")
///     Text("3")
/// }
/// ```
///
/// `spacing` is the gap between adjacent views (8 points when `nil`, see `LayoutEngine.defaultSpacing`);
/// views that draw nothing (`EmptyView`, a false `if`) get no gap. Width is shared as SwiftUI does: the
/// least flexible views are sized first, flexible ones (spacers, shapes, colours) share what is left.
public nonisolated struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Makes a row of `content`'s views, aligned by `alignment` (default centred), `spacing` points
    /// apart (`nil`: 8, the default spacing).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// Views one above the other, top to bottom: SwiftUI's `VStack`. Same rules as ``HStack``, vertically.
public nonisolated struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Makes a column of `content`'s views, aligned by `alignment` (default centred), `spacing` points
    /// apart (`nil`: 8, the default spacing).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// Views on top of each other, aligned by `alignment`, later ones in front: SwiftUI's `ZStack`.
/// Every view is offered the stack's proposal; the stack is as large as the union of its views.
public nonisolated struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Makes an overlay of `content`'s views, back to front, aligned by `alignment` (default centred).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension HStack: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let children = context.resolve(content, at: .child(0))
        let cross = Alignment(horizontal: .center, vertical: alignment)
        return context.directed([LayoutNode(.stack(axis: .horizontal, alignment: cross, spacing: spacing, children: children))])
    }
}

extension VStack: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let children = context.resolve(content, at: .child(0))
        let cross = Alignment(horizontal: alignment, vertical: .center)
        return context.directed([LayoutNode(.stack(axis: .vertical, alignment: cross, spacing: spacing, children: children))])
    }
}

extension ZStack: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        context.directed([LayoutNode(.zStack(alignment: alignment, children: context.resolve(content, at: .child(0))))])
    }
}
