/// Frames and padding: modifiers that change the layout of their content.
nonisolated struct LayoutModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Kind {
        case frame(FrameLayout)
        case padding(EdgeInsets)
    }

    let layout: Kind

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let layout = animated(in: context)
        return context.directed(content(context).map { child in
            switch layout {
            case .frame(let frame): LayoutNode(.frame(frame, child: child))
            case .padding(let insets): LayoutNode(.padding(insets, child: child))
            }
        })
    }

    /// A fixed frame's width and height animate when they change in an animated transaction; a
    /// dimension that becomes or stops being `nil` changes at once. A spring that overshoots below
    /// zero on its way to a zero-size frame gives a zero-size frame, not a negative one.
    @MainActor
    private func animated(in context: ResolveContext) -> Kind {
        guard case .frame(.fixed(let width, let height, let alignment)) = layout else { return layout }
        let size = context.animated(
            CGSize(width: width ?? 0, height: height ?? 0), slot: DriverSlot.frame,
            resetKey: (width == nil ? 1 : 0) + (height == nil ? 2 : 0)
        )
        let presented = { (target: CGFloat, value: CGFloat) in target >= 0 ? max(0, value) : value }
        return .frame(.fixed(
            width: width.map { presented($0, size.width) },
            height: height.map { presented($0, size.height) },
            alignment: alignment
        ))
    }
}

extension View {
    /// A frame of fixed `width` and/or `height` (a `nil` dimension takes the content's size), with the
    /// content placed in it by `alignment`. The content is offered the fixed size.
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(layout: .frame(.fixed(width: width, height: height, alignment: alignment))))
    }

    /// A flexible frame: the content is offered the proposal clamped to `min…max` (its ideal size when
    /// a dimension is unspecified), and the frame sizes itself within those bounds, taking the whole
    /// proposal along a dimension whose maximum is `.infinity`.
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let frame = FlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment
        )
        return modifier(LayoutModifier(layout: .frame(.flexible(frame))))
    }

    /// Insets the content by `insets` points.
    public nonisolated func padding(_ insets: EdgeInsets) -> some View {
        modifier(LayoutModifier(layout: .padding(insets)))
    }

    /// Insets the content on `edges` by `length` points, 16 (SwiftUI's default padding on iOS) when `nil`.
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? Self.defaultPadding))
    }

    /// Insets the content on every edge by `length` points.
    public nonisolated func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    private nonisolated static var defaultPadding: CGFloat { 16 }
}
