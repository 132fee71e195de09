import Foundation

/// A group of rows with an optional header and footer, in a `List` or `Form`: SwiftUI's `Section`.
/// Outside a list its header, rows and footer are stacked, leading-aligned.
///
/// ```swift
/// Section("Timing") { Toggle("Loop", isOn: $loops) }
/// Section { Slider(value: $speed) } header: { Text("Speed") } footer: { Text("1 = normal") }
/// ```
public nonisolated struct Section<Parent, Content, Footer> {
    let header: Parent?
    let content: Content
    let footer: Footer?
    /// `false` when collapsed by an `isExpanded` binding: only the header is drawn.
    var isExpanded = true

    public typealias Body = Never
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// The older spelling, with the header and footer as values.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        footer = nil
    }

    /// The older spelling, with the header as a value.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        header = nil
        self.footer = footer()
    }

    /// The older spelling, with the footer as a value.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        self.footer = footer
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        footer = nil
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a string-literal title as its header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section with a title as its header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A section with a title that can be collapsed: while `isExpanded` is false only the header
    /// is drawn (iOS collapses sections this way in sidebar lists).
    @MainActor
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A section with a string title that can be collapsed.
    @MainActor @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header that can be collapsed: while `isExpanded` is false only the header is drawn.
    @MainActor
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded.wrappedValue
    }
}

/// A section: its children are the header's nodes, the rows, then the footer's.
struct SectionLayout: NodeLayout {
    let headerCount: Int
    let footerCount: Int

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        engine.stack(children, axis: .vertical, alignment: .leading, spacing: nil, proposal: proposal).size
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        engine.stack(children, axis: .vertical, alignment: .leading, spacing: nil, proposal: proposal).placements
    }

    func childStackAxis(_ stackAxis: Axis?) -> Axis? { .vertical }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        var decorations = context
        if context.environment.isInList {
            decorations.environment.font = .footnote
            decorations.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        var headerContext = decorations
        if context.environment.isInList { headerContext.environment.textCase = .uppercase }
        let headerNodes = header.map { headerContext.resolve($0, at: .child(0)) } ?? []
        let rows = isExpanded ? context.resolve(content, at: .child(1)) : []
        let footerNodes = footer.map { decorations.resolve($0, at: .child(2)) } ?? []
        let headerNode = headerNodes.count > 1 ? [LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: headerNodes))] : headerNodes
        let footerNode = footerNodes.count > 1 ? [LayoutNode(.stack(axis: .vertical, alignment: .leading, spacing: nil, children: footerNodes))] : footerNodes
        let headers = headerNode.map { LayoutNode(.effect(.accessibility(.addTraits(.isHeader)), child: $0)) }
        return context.directed([LayoutNode(.custom(SectionLayout(headerCount: headers.count, footerCount: footerNode.count), children: headers + rows + footerNode))])
    }
}
