// Containers built from the sections of their content (iOS 18): `Group(sections:transform:)`,
// `ForEach(sections:content:)` and the `SectionConfiguration`s they hand out.

/// One section of another view's content: SwiftUI's `SectionConfiguration`, handed out by
/// ``Group/init(sections:transform:)`` and ``ForEach/init(sections:content:)``.
///
/// An explicit ``Section`` of the content is one configuration, with its header, rows and footer;
/// views next to each other outside any section make one implicit section, with no header or
/// footer. The header, the content and the footer are ``SubviewsCollection``s: place them in a
/// layout (`HStack { section.header }`) or iterate them with `ForEach`.
public nonisolated struct SectionConfiguration: Identifiable {
    /// A section's identity: its `id(_:)` or `ForEach` id, or its place in the content.
    public struct ID: Hashable, @unchecked Sendable {
        let value: AnyHashable
    }

    /// The section's identity, stable while it stays in the content.
    public let id: ID
    /// The section's header (empty for an implicit section or one without a header). A header of
    /// several views is one subview, its views side by side.
    public let header: SubviewsCollection
    /// The section's rows (empty for a collapsed section).
    public let content: SubviewsCollection
    /// The section's footer (empty for an implicit section or one without a footer).
    public let footer: SubviewsCollection
    /// The container values set on the section with ``View/containerValue(_:_:)``; empty for an
    /// implicit section.
    public let containerValues: ContainerValues

    /// The sections `nodes` (a content's resolved views) make, in order.
    static func sections(of nodes: [LayoutNode]) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [LayoutNode] = []
        func closeImplicitSection() {
            guard !loose.isEmpty else { return }
            let rows = loose.enumerated().map { Subview(node: $1, index: $0) }
            sections.append(SectionConfiguration(
                id: ID(value: AnyHashable(["implicit", sections.count] as [AnyHashable])),
                header: SubviewsCollection(subviews: []), content: SubviewsCollection(subviews: rows),
                footer: SubviewsCollection(subviews: []), containerValues: ContainerValues()))
            loose = []
        }
        for node in nodes {
            // A section with modifiers that wrap it (a frame, an effect) is still a section.
            var sectionNode: LayoutNode? = node
            while let candidate = sectionNode {
                if case .custom(_ as SectionLayout, _) = candidate.kind { break }
                sectionNode = candidate.wrappedChild
            }
            guard let sectionNode, case .custom(let layout as SectionLayout, let children) = sectionNode.kind else {
                loose.append(node)
                continue
            }
            closeImplicitSection()
            let footerStart = children.count - layout.footerCount
            func collection(_ range: Range<Int>) -> SubviewsCollection {
                SubviewsCollection(subviews: children[range].enumerated().map { Subview(node: $1, index: $0) })
            }
            let identity = Subview(node: node, index: sections.count).id
            sections.append(SectionConfiguration(
                id: ID(value: identity.value),
                header: collection(0..<layout.headerCount),
                content: collection(layout.headerCount..<footerStart),
                footer: collection(footerStart..<children.count),
                containerValues: ContainerValues(node: node)))
        }
        closeImplicitSection()
        return sections
    }
}

/// The sections of a view, in order: SwiftUI's `SectionCollection`.
public nonisolated struct SectionCollection: RandomAccessCollection {
    /// A position in the collection.
    public typealias Index = Int
    /// One section.
    public typealias Element = SectionConfiguration

    let sections: [SectionConfiguration]

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of sections.
    public var endIndex: Int { sections.count }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The content of ``Group/init(sections:transform:)``: SwiftUI's `GroupSectionsOfContent`. You do
/// not make it yourself.
public nonisolated struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let base: Sections
    let transform: (SectionCollection) -> Content

    /// Built in: no body.
    public typealias Body = Never
}

extension GroupSectionsOfContent: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let nodes = context.resolve(base, at: .child(0))
        return context.resolve(transform(SectionCollection(sections: SectionConfiguration.sections(of: nodes))), at: .child(1))
    }
}

extension Group {
    /// A group of the view `transform` builds from the sections of `view` (iOS 18).
    ///
    /// ```swift
    /// Group(sections: content) { sections in
    ///     ForEach(sections) { section in
    ///         VStack(alignment: .leading) {
    ///             HStack { section.header }.font(.headline)
    ///             section.content
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Every view of `view` is resolved, whether or not `transform` places it (SwiftUI makes
    /// sections on demand): one that is not placed is not drawn, but its `onAppear` runs.
    public nonisolated init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(base: view, transform: transform)
    }
}

/// The sections a ``ForEach/init(sections:content:)`` iterates: SwiftUI's
/// `ForEachSectionCollection`. It is filled when the `ForEach` is resolved.
public nonisolated struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// A position in the collection.
    public typealias Index = Int

    let source: SubviewSource

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of sections.
    public var endIndex: Int { source.sections.count }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { source.sections[index] }
}

extension ForEachSectionCollection: SubviewLoading {
    @MainActor
    func load(in context: ResolveContext) {
        source.sections = SectionConfiguration.sections(of: source.resolve(context))
    }
}

extension ForEach {
    /// One view per section of `view`, built by `content` and identified by the section's id
    /// (iOS 18).
    ///
    /// ```swift
    /// ForEach(sections: content) { section in
    ///     VStack {
    ///         HStack { section.header }
    ///         section.content
    ///     }
    /// }
    /// ```
    public nonisolated init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.data = ForEachSectionCollection(source: SubviewSource(resolving: view))
        self.content = content
        self.id = { $0.id }
    }
}
