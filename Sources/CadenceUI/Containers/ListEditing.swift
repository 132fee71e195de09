import Foundation

// Editing and system interactions of lists that a headless stage has no gesture for: swipe to
// delete, drag to reorder, swipe actions, pull to refresh, the search field. They compile as in
// SwiftUI and keep what they decorate drawn as before; the actions are kept but never run by the
// stage (a test runs the same code by calling the model directly). `EditButton` and `editMode` work,
// and edit mode draws delete buttons that run `onDelete`.

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

/// A `ForEach` with an editing action attached. Out of edit mode it is drawn as the `ForEach` (a
/// stage has no swipe-to-delete or drag-to-reorder gesture). When the environment's `editMode` is
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
        guard context.environment.editMode?.wrappedValue == .active, rows.count == base.data.count else { return rows }
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

extension DynamicViewContent {
    /// Sets the action run when rows are deleted by a swipe or in edit mode (the indices of the
    /// deleted rows in `data`). A stage has no swipe gesture; in edit mode a row's "Delete" button
    /// runs it.
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
    /// Buttons revealed by swiping this list row from `edge`. Drawn nowhere on a stage (rows are not
    /// swiped); the row itself is unchanged.
    public nonisolated func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(StageInertModifier())
    }

    /// Runs `action` when the user pulls this scroll view or list down. A stage does not pull to
    /// refresh; `\.refresh` reads the action below, so a test can run it.
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(EnvironmentModifier { $0.refresh = RefreshAction(action: action) })
    }

    /// A search field for `text` (drawn nowhere on a stage: it has no keyboard). The text stays as
    /// the app sets it, so filtering code runs with it.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(StageInertModifier())
    }

    /// A search field for `text` with a string-literal prompt.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(StageInertModifier())
    }

    /// A search field for `text` with a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(StageInertModifier())
    }

    /// A search field for `text` shown while `isPresented` is true (never drawn on a stage).
    public nonisolated func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(StageInertModifier())
    }
}

extension View {
    /// Scopes for the search field, as the options of a picker bound to `scope` (SwiftUI shows them
    /// as a segmented bar under the search field). A stage draws no search field, so the scopes are
    /// not drawn either; `scope` keeps the value the app sets, and filtering code runs with it.
    public nonisolated func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(StageInertModifier())
    }

    /// Scopes for the search field, shown as `activation` says (not drawn on a stage, as above).
    public nonisolated func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        modifier(StageInertModifier())
    }
}

/// When a search field shows its scopes: SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Equatable {
    let name: String

    /// The platform's choice: `onTextEntry` on iOS, `onSearchPresentation` on macOS.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// Shown once typing begins, hidden when the search is cancelled.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// Shown when the search is presented, hidden when it is cancelled.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Where a search field goes: SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
    /// How a search field in the navigation bar's drawer shows: SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Shown when the content scrolls up.
        case automatic
        /// Always shown.
        case always
    }

    let name: String

    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In a drawer below the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the sidebar of a split view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")

    /// In a drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode))")
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
