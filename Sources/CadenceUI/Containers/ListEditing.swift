import Foundation

// Editing lists: `onDelete` (swiped to delete in a list, see SwipeActions.swift), `onMove` (a stage
// has no drag to reorder: the action is kept but not run), pull to refresh (see ScrollDrag.swift),
// `EditButton` and `editMode`, whose delete buttons run `onDelete`. The search field is in
// Searchable.swift.

/// A view whose content is generated from a collection: SwiftUI's `DynamicViewContent`
/// (`ForEach`, and what `onDelete`/`onMove` return), so editing modifiers can be chained.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The collection the content is generated from.
    associatedtype Data: Collection
    /// The collection the content is generated from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A `ForEach` with an editing action attached. Out of edit mode it is drawn as the `ForEach`; in a
/// `List`, rows with `onDelete` can be swiped leftwards to reveal a red "Delete" button (a full
/// swipe deletes at once; see ``View/swipeActions(edge:allowsFullSwipe:content:)``), unless the
/// row has trailing swipe actions of its own. A stage has no drag to reorder. When the environment's `editMode` is
/// `.active` (an ``EditButton`` turned it on), each row of content with `onDelete` shows a red
/// "minus.circle.fill" button at its leading edge, named "Delete", which deletes the row at once
/// (iOS first reveals a Delete button at the trailing edge); rows of content with `onMove` show a
/// "line.3.horizontal" reorder handle at the trailing edge, which a stage cannot drag.
public nonisolated struct EditableDynamicContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    /// The collection the base content is generated from.
    @MainActor public var data: Base.Data { base.data }

    public typealias Body = Never
}

extension EditableDynamicContent: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let rows = context.resolve(base)
        // Rows are matched to offsets in `data` one to one; content that draws several nodes per
        // element is left undecorated.
        guard rows.count == base.data.count else { return rows }
        // A list row with `onDelete` is swiped to delete, as on iOS (the swipe is off in edit mode,
        // but the row keeps its shape, so that it draws the same as edit mode comes and goes).
        if let onDelete, context.environment.isInList {
            for (offset, row) in rows.enumerated() where row.trait({ $0.listRow.deleteDisabled ? true : nil }) == nil {
                _ = context.resolve(SwipeToDelete(row: row) { onDelete(IndexSet(integer: offset)) }, at: .child(100_000 + offset))
            }
        }
        guard context.environment.editMode?.wrappedValue == .active else { return rows }
        return rows.enumerated().map { offset, row in
            var decorated = row
            if let onDelete {
                let button = Button { onDelete(IndexSet(integer: offset)) } label: {
                    Image(systemName: "minus.circle.fill").foregroundStyle(.red)
                }
                .accessibilityLabel("Delete")
                decorated = LayoutNode(.padding(EdgeInsets(top: 0, leading: 38, bottom: 0, trailing: 0), child: decorated))
                decorated = LayoutNode(.decorated(alignment: .leading, isBackground: false, primary: decorated, secondary: LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 0, children: context.resolve(button, at: .child(1 + offset * 2))))))
            }
            if onMove != nil {
                let handle = Image(systemName: "line.3.horizontal").foregroundStyle(.secondary).accessibilityLabel("Reorder")
                decorated = LayoutNode(.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 38), child: decorated))
                decorated = LayoutNode(.decorated(alignment: .trailing, isBackground: false, primary: decorated, secondary: LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 0, children: context.resolve(handle, at: .child(2 + offset * 2))))))
            }
            return decorated
        }
    }
}

/// Gives a list row the trailing "Delete" swipe action of `onDelete` (resolved in its own place, so
/// the row's swipe keeps its state).
private struct SwipeToDelete: View, PrimitiveView {
    let row: LayoutNode
    let delete: @MainActor () -> Void
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let delete = self.delete
        SwipeConfiguration.attach(to: [row], edge: .trailing, allowsFullSwipe: true, in: context) { inner in
            inner.resolve(Button("Delete", role: .destructive, action: delete), at: .child(0))
        }
        return []
    }
}

extension DynamicViewContent {
    /// Sets the action run when rows are deleted by a swipe or in edit mode (the indices of the
    /// deleted rows in `data`). In a `List`, swiping a row leftwards reveals its "Delete" button
    /// (a full swipe deletes at once); in edit mode a row's "Delete" button runs it.
    public nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableDynamicContent<Self> {
        EditableDynamicContent(base: self, onDelete: action, onMove: nil)
    }

    /// Sets the action run when rows are dragged to a new place (their indices, and the index they
    /// are moved before). A stage has no reordering drag: the action is not run by it.
    public nonisolated func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableDynamicContent<Self> {
        EditableDynamicContent(base: self, onDelete: nil, onMove: action)
    }
}

extension View {
    /// Runs `action` when the user pulls this scroll view or list down: SwiftUI's
    /// `refreshable(action:)`. On a stage, a downward drag (`stage.drag(from:to:)`) starting with
    /// the content at its top pulls it down; 80 points of finger travel start `action` (in the
    /// stage's time: its `Task.sleep`s are stage time), and a `ProgressView` shows above the content,
    /// held 60 points down, until it returns. `\.refresh` reads the action below, so a test can also
    /// run it directly.
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(EnvironmentModifier { $0.refresh = RefreshAction(action: action) })
    }
}

/// What `refreshable(action:)` runs: SwiftUI's `RefreshAction`, read as `@Environment(\.refresh)`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh action and waits for it to finish.
    public func callAsFunction() async {
        await action()
    }
}

/// Whether a view is being edited: SwiftUI's `EditMode`, read as `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing.
    case active

    /// Whether this is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The action of the nearest `refreshable(action:)` above, or `nil`.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    /// Whether the views below are being edited: a navigation stack provides one, which an
    /// ``EditButton`` toggles; `nil` outside navigation stacks.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns edit mode on and off: SwiftUI's `EditButton`, titled "Edit" or "Done".
/// Outside a navigation stack (no `editMode`), it draws "Edit" and does nothing.
public nonisolated struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Makes the button.
    public init() {}

    @MainActor public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            guard let editMode else { return }
            withAnimation {
                editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
            }
        }
        .fontWeight(isEditing ? .semibold : nil)
    }
}

/// A modifier whose effect a stage has no equivalent for: the content is resolved unchanged.
nonisolated struct StageInertModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        content(context)
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from the start, as `onDelete` gives
    /// them); offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` offsets so that they come just before the element that was at
    /// `destination` (`count` moves them to the end), keeping their order, as `onMove` describes a
    /// drag. Offsets outside the collection are ignored; `destination` is clamped to 0…count.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let moving = source.filter { $0 >= 0 && $0 < total }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), total)
        let elements = Array(self)
        let moved = moving.map { elements[$0] }
        var rest: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() where !moving.contains(offset) {
            if offset < target { insertion += 1 }
            rest.append(element)
        }
        rest.insert(contentsOf: moved, at: insertion)
        for (offset, position) in indices.enumerated() { self[position] = rest[offset] }
    }
}
