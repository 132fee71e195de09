/// A tree of rows whose parents expand and collapse: SwiftUI's `OutlineGroup`, and what
/// `List(_:children:rowContent:)` shows.
///
/// ```swift
/// struct FileItem: Identifiable { let id = UUID(); var name: String; var children: [FileItem]? }
/// List(files, children: \.children) { item in Label(item.name, systemImage: "folder") }
/// ```
///
/// Each element whose `children` is not `nil` (even an empty collection) is drawn as a
/// `DisclosureGroup`: its row, with a chevron, that a tap expands to show its children below it;
/// elements whose `children` is `nil` are leaves. Groups start collapsed and keep their own state.
/// Children are indented 20 points from their parent's row (SwiftUI does not document the
/// indentation). In a `List`, a top-level element and its expanded descendants make one row (the
/// list draws no separators between them, and a list selection selects top-level elements only).
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
    }

    /// The roots, each with its subtree.
    @MainActor public var body: some View {
        ForEach(roots, id: id) { element in
            OutlineNode<Data, ID, Leaf>(element: element, id: id, children: children, content: content)
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// The tree under `root` (shown as its first row), identified by the elements' ids.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The trees under each element of `data`, identified by the elements' ids.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The tree under `root`, identified by the elements' property at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// The trees under each element of `data`, identified by the elements' property at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

/// The children of an expanded outline group: SwiftUI's `OutlineSubgroupChildren` (a type that
/// appears in the generic signature of `OutlineGroup` and hierarchical lists; apps do not make one).
public nonisolated struct OutlineSubgroupChildren: View {
    let content: AnyView

    /// The children's rows.
    @MainActor public var body: some View { content }
}

/// One element of an outline: a leaf row, or a disclosure group of its row and its children.
struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    var body: some View {
        if let descendants = element[keyPath: children] {
            let id = self.id, children = self.children, content = self.content
            DisclosureGroup {
                ForEach(Array(descendants), id: id) { child in
                    OutlineNode(element: child, id: id, children: children, content: content)
                }
                .padding(.leading, 20)
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of the trees under each `Identifiable` element of `data` (see `OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the trees under each element of `data`, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// A list of trees whose top-level rows can be selected, one at a time, into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of trees whose top-level rows can be selected, several at a time, into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of trees identified by the property at `id`, selectable one at a time into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A list of trees identified by the property at `id`, selectable several at a time into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
