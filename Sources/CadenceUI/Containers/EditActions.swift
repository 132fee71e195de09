/// The edits people can make to the rows of a bound collection: SwiftUI's `EditActions`, given to
/// `ForEach(_:editActions:content:)` and `List(_:editActions:rowContent:)`.
///
/// `.delete` (collections that can remove elements) lets a row in a `List` be swiped leftwards to
/// reveal its "Delete" button (a full swipe deletes at once), which removes the element from the
/// binding. `.move` is accepted: a stage has no reordering drag.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits.
    public let rawValue: Int

    /// The actions whose bits are `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Rows can be moved.
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    /// Rows can be moved and deleted.
    public static var all: EditActions<Data> { [.move, .delete] }
}

extension EditActions {
    /// Every action the collection allows (moving, for a collection that cannot remove elements).
    public static var all: EditActions<Data> { .move }
}

/// A row of a `ForEach` with edit actions: SwiftUI's `EditableCollectionContent`, the row's own
/// content with the actions the row offers.
public struct EditableCollectionContent<Content: View, Data>: View {
    let content: Content
    /// Removes the row's element, when the row can be deleted.
    let delete: (@MainActor @Sendable () -> Void)?

    public var body: some View {
        if let delete {
            content.swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button("Delete", role: .destructive, action: delete)
            }
        } else {
            content
        }
    }
}

extension ForEach {
    /// One view per element of the bound collection, with `editActions`: SwiftUI's
    /// `ForEach(_:editActions:content:)`. Each view gets a binding to its element.
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == Binding<C>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// One view per element of the bound collection, identified by the property at `id`, with
    /// `editActions`: SwiftUI's `ForEach(_:id:editActions:content:)`.
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == Binding<C>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        let deletes = editActions.contains(EditActions(rawValue: 2))
        let path = UncheckedBox(id)
        self.init(data, id: id) { element in
            // Boxed: the key and key path are only used on the main actor, by the row's button.
            let key = UncheckedBox(element.wrappedValue[keyPath: id])
            let binding = UncheckedBox(data)
            let delete: (@MainActor @Sendable () -> Void)? = deletes ? { @MainActor @Sendable in
                binding.value.wrappedValue = removingElement(identified: key.value, by: path.value, from: binding.value.wrappedValue)
            } : nil
            return EditableCollectionContent(content: content(element), delete: delete)
        }
    }
}

/// `collection` without its first element whose property at `id` is `key` (unchanged when none,
/// or when it cannot remove elements).
@MainActor
private func removingElement<C: Collection, ID: Hashable>(identified key: ID, by id: KeyPath<C.Element, ID>, from collection: C) -> C {
    guard let replaceable = collection as? any RangeReplaceableCollection,
          let offset = collection.firstIndex(where: { $0[keyPath: id] == key }).map({ collection.distance(from: collection.startIndex, to: $0) }) else {
        return collection
    }
    return (removing(at: offset, from: replaceable) as? C) ?? collection
}

private func removing<R: RangeReplaceableCollection>(at offset: Int, from collection: R) -> R {
    var copy = collection
    copy.remove(at: copy.index(copy.startIndex, offsetBy: offset))
    return copy
}

extension List where SelectionValue == Never {
    /// A list with a row per element of the bound collection, with `editActions`: SwiftUI's
    /// `List(_:editActions:rowContent:)`.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list with a row per element of the bound collection, identified by the property at `id`,
    /// with `editActions`: SwiftUI's `List(_:id:editActions:rowContent:)`.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
