/// A vertical stack for long scrolling content: SwiftUI's `LazyVStack`. Laid out as a ``VStack``,
/// except that it takes the whole width it is offered (placing its views in it by `alignment`), as
/// SwiftUI's lazy stacks do. Cadence makes every view at once.
public nonisolated struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Makes a lazy vertical stack, laid out as a `VStack` (Cadence builds every child).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .top))
    }
}

/// A horizontal stack for long scrolling content: SwiftUI's `LazyHStack`. Laid out as an ``HStack``
/// that takes the whole height it is offered.
public nonisolated struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Makes a lazy horizontal stack, laid out as an `HStack` (Cadence builds every child).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .leading, vertical: alignment))
    }
}
