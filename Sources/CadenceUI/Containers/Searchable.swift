import Foundation

// `searchable`: a search field drawn as on iOS, which a stage types into with
// `setText(_:label:)` (by its prompt, "Search" by default) and submits with `submit(label:)`.

/// A search field's state, kept where `searchable` was applied: whether the search is active
/// (the field was typed into and not cancelled), and the bindings it reports to.
@MainActor
final class SearchState {
    unowned let graph: ViewGraph
    /// `searchable(text:isPresented:)`'s binding, which then holds whether the search is active.
    var presented: Binding<Bool>?
    /// The searched text.
    var text: Binding<String>?
    /// `searchFocused`'s binding: set as the field gains and loses focus.
    var focus: SearchFocusLink?
    private var active = false
    /// Whether typing has begun since the search was last dismissed (for `onTextEntry` scopes).
    private(set) var hasTyped = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether the search is active (`isSearching` below).
    var isActive: Bool { presented?.wrappedValue ?? active }

    /// Activates the search, as a tap into the field does.
    func activate(typing: Bool) {
        if typing, !hasTyped {
            hasTyped = true
            graph.invalidate()
        }
        focus?.set(true)
        if let presented {
            if !presented.wrappedValue { presented.wrappedValue = true }
        } else if !active {
            active = true
            graph.invalidate()
        }
    }

    /// Ends the search: clears the text and deactivates the field (its Cancel button, `dismissSearch`).
    func dismiss() {
        if let text, !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        hasTyped = false
        focus?.set(false)
        if let presented {
            if presented.wrappedValue { presented.wrappedValue = false }
        } else if active {
            active = false
        }
        graph.invalidate()
    }
}

/// A `searchFocused` binding, erased.
struct SearchFocusLink {
    let isFocused: @MainActor () -> Bool
    let set: @MainActor (Bool) -> Void
}

/// Carries a `searchFocused(_:equals:)` value into the environment's focus link.
private final class SearchFocusValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The scope picker of `searchScopes`, made for the field's environment.
struct SearchScopesConfiguration {
    let activation: SearchScopeActivation
    let picker: AnyView
}

/// A search field waiting for a navigation stack or a list inside the `searchable` view to draw
/// it; if none does, the `searchable` view draws it above its content.
@MainActor
final class SearchFieldClaim {
    let field: AnyView
    private(set) var isClaimed = false

    init(field: AnyView) {
        self.field = field
    }

    /// The field, which the caller now draws (`nil` once another has claimed it).
    func claim() -> AnyView? {
        guard !isClaimed else { return nil }
        isClaimed = true
        return field
    }
}

private struct SearchFieldClaimKey: EnvironmentKey {
    static var defaultValue: SearchFieldClaim? { nil }
}

private struct SearchScopesKey: EnvironmentKey {
    static var defaultValue: SearchScopesConfiguration? { nil }
}

private struct SearchFocusKey: EnvironmentKey {
    static var defaultValue: SearchFocusLink? { nil }
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction(action: nil)
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct FieldSubmitTriggerKey: EnvironmentKey {
    static let defaultValue = SubmitTriggers.text
}

extension EnvironmentValues {
    /// Whether the user is searching in the enclosing `searchable` view: `true` from when its
    /// field is typed into (or its `isPresented` binding is set) until the search is dismissed
    /// (its Cancel button, `dismissSearch`). `false` outside `searchable` views. Read it in a view
    /// inside the searchable view's content, as in SwiftUI.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the enclosing `searchable` view (see ``DismissSearchAction``).
    public var dismissSearch: DismissSearchAction {
        self[DismissSearchKey.self]
    }

    var dismissSearchAction: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The search field a navigation stack or list below may draw in its place.
    var searchFieldClaim: SearchFieldClaim? {
        get { self[SearchFieldClaimKey.self] }
        set { self[SearchFieldClaimKey.self] = newValue }
    }

    /// `searchScopes` around a `searchable` view.
    var searchScopes: SearchScopesConfiguration? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }

    /// `searchFocused` around a `searchable` view.
    var searchFocus: SearchFocusLink? {
        get { self[SearchFocusKey.self] }
        set { self[SearchFocusKey.self] = newValue }
    }

    /// The `onSubmit` trigger a text field below answers (`.search` for a search field).
    var fieldSubmitTrigger: SubmitTriggers {
        get { self[FieldSubmitTriggerKey.self] }
        set { self[FieldSubmitTriggerKey.self] = newValue }
    }
}

/// Ends the current search: SwiftUI's `DismissSearchAction`, read as `@Environment(\.dismissSearch)`.
/// Inside a `searchable` view it clears the search text and deactivates the field (`isSearching`
/// becomes `false`, an `isPresented` binding is set to `false`); elsewhere it does nothing.
public struct DismissSearchAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?

    /// Ends the search.
    @MainActor
    public func callAsFunction() {
        action?()
    }
}

/// The search field: a rounded, filled field with a magnifying glass and the prompt, a clear
/// button while it has text, Cancel while the search is active, and the scopes under it.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text
    let state: SearchState
    let scopes: SearchScopesConfiguration?
    let submits: [SubmitAction]
    /// The tokens drawn before the text (`searchable(text:tokens:…)`), if any.
    var tokens: SearchTokenField? = nil

    var body: some View {
        let isActive = state.isActive
        let showsScopes = isActive && (scopes?.activation == .onSearchPresentation || state.hasTyped || !text.wrappedValue.isEmpty)
        let state = self.state
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                HStack(spacing: 6) {
                    Image(systemName: "magnifyingglass")
                        .foregroundStyle(.secondary)
                        .accessibilityHidden(true)
                    if let tokens {
                        ForEach(Array(tokens.chips().enumerated()), id: \.offset) { SearchTokenChip(content: $0.element) }
                    }
                    TextField(text: text, prompt: prompt) { prompt }
                    if !text.wrappedValue.isEmpty {
                        Button { text.wrappedValue = "" } label: {
                            Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Clear text")
                    }
                }
                .padding(.horizontal, 8)
                .frame(height: 36)
                .background(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255).opacity(0.12), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
                if isActive {
                    Button("Cancel") { state.dismiss() }
                }
            }
            if showsScopes, let scopes {
                scopes.picker
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .modifier(EnvironmentModifier { environment in
            let focus = environment.focusTarget
            environment.focusTarget = { focus?(); state.activate(typing: true) }
            environment.submitActions = submits
            environment.fieldSubmitTrigger = .search
            if let tokens { environment.emptyFieldDeleteBackward = { _ = tokens.removeLast() } }
        })
    }
}

/// `searchable`: the field, where it goes, and the search environment of the content.
nonisolated struct SearchableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?
    /// `searchable(text:tokens:…)`'s tokens.
    var tokens: SearchTokenField? = nil
    /// The older `searchable(text:…suggestions:)`'s suggestions (else those of `searchSuggestions`).
    var suggestions: AnyView? = nil

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let state = context.cell(BuiltinCell.search) { SearchState(graph: context.graph) }
        state.presented = isPresented
        state.text = text
        state.focus = context.environment.searchFocus
        if let focus = state.focus, focus.isFocused(), !state.isActive {
            // The app focused the field (`searchFocused`): the search becomes active, after this
            // pass (not while the views are being evaluated).
            context.graph.runAfterPass { if !state.isActive { state.activate(typing: false) } }
        }
        let field = SearchField(text: text, prompt: prompt ?? Text("Search"), state: state,
                                scopes: context.environment.searchScopes, submits: context.environment.submitActions,
                                tokens: tokens)
        var inner = context
        inner.environment.isSearching = state.isActive
        inner.environment.dismissSearchAction = DismissSearchAction { state.dismiss() }
        inner.environment.searchScopes = nil
        inner.environment.searchFocus = nil
        inner.environment.searchSuggestions = nil
        // Inside a navigation stack's screen, the field goes in the bar, under the title.
        if let navigation = context.environment.navigationContext {
            navigation.collect(at: context.environment.navigationScreenDepth) { $0.searchField = AnyView(field) }
            inner.environment.searchFieldClaim = nil
            return covering(content(inner), with: suggestionsOverlay(around: context.environment.searchSuggestions, state: state, in: inner))
        }
        // Else a navigation stack or a list inside draws it; else it goes above the content. While
        // suggestions are listed, it stays above them (as iOS pins an active search field at the top).
        let overlay = suggestionsOverlay(around: context.environment.searchSuggestions, state: state, in: inner)
        let claim = SearchFieldClaim(field: AnyView(field))
        inner.environment.searchFieldClaim = overlay == nil ? claim : nil
        let nodes = covering(content(inner), with: overlay)
        guard !claim.isClaimed else { return nodes }
        let fieldNodes = context.resolve(field, at: .child(1))
        return [LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: 0, children: fieldNodes + nodes))]
    }
}

extension View {
    /// A search field for `text`: SwiftUI's `searchable(text:placement:prompt:)`.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(filtered) { ContactRow(contact: $0) }
    ///         .navigationTitle("Contacts")
    /// }
    /// .searchable(text: $query, prompt: "Name or email")
    /// .onSubmit(of: .search) { recordSearch(query) }
    /// ```
    ///
    /// Drawn as on iOS: a field 36 points tall, rounded (corner radius 10) and filled with the
    /// system's tertiary fill (118, 118, 128 at 12 %), with a magnifying glass and the prompt
    /// ("Search" when `nil`) in the placeholder colour, 16 points in from the sides and 8 above and
    /// below. It goes under the title of the navigation bar of the screen it is applied in (or of the
    /// root screen of a `NavigationStack` it is applied to), else at the top of a `List` inside
    /// (scrolling with it), else above the modified view. `placement` does not move it on a stage.
    ///
    /// It is a text field whose title is the prompt: `stage.setText("ada", label: "Search")`
    /// types into it (the binding is set, the search becomes active: `isSearching` is `true`
    /// below, a Cancel button shows beside the field and the scopes under it) and
    /// `stage.submit(label: "Search")` runs the `onSubmit(of: .search)` actions around the
    /// `searchable` view. A clear button ("Clear text") empties it; Cancel (or `dismissSearch`)
    /// clears the text and ends the search.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt))
    }

    /// A search field for `text` with a string-literal prompt, drawn and driven as with a `Text` prompt.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: Text(prompt)))
    }

    /// A search field for `text` with a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: Text(prompt)))
    }

    /// A search field for `text` whose active state is `isPresented`: typing into the field sets
    /// it to `true`, Cancel and `dismissSearch` to `false`, and the app setting it to `true`
    /// shows the search active (Cancel, scopes). The field is drawn either way, as on iOS.
    public nonisolated func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt))
    }

    /// A search field for `text` whose active state is `isPresented`, with a string-literal prompt.
    public nonisolated func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: Text(prompt)))
    }

    /// A search field for `text` whose active state is `isPresented`, with a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: Text(prompt)))
    }

    /// Ties the search field of the `searchable` view inside to `condition`: SwiftUI's
    /// `searchFocused(_:)`. Typing into the field sets it to `true`, ending the search to
    /// `false`; the app setting it to `true` activates the search.
    public nonisolated func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(EnvironmentModifier { $0.searchFocus = SearchFocusLink(isFocused: { condition.wrappedValue }, set: { condition.wrappedValue = $0 }) })
    }

    /// Ties the search field of the `searchable` view inside to `binding` being `value`: typing
    /// into the field sets `binding` to `value`, and the app setting it to `value` activates the
    /// search. (Ending the search leaves `binding` as it is: a focus value has no "nothing" in general.)
    public nonisolated func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        let box = SearchFocusValue(value)
        return modifier(EnvironmentModifier { $0.searchFocus = SearchFocusLink(
            isFocused: { binding.wrappedValue == box.value },
            set: { focused in if focused { binding.wrappedValue = box.value } }) })
    }
}

extension View {
    /// Scopes for the search field of the `searchable` view inside: SwiftUI's
    /// `searchScopes(_:scopes:)`. The options (views tagged with the scope values, as in a
    /// `Picker`) are drawn as a segmented picker titled "Search Scope" under the field once typing
    /// has begun, until the search is dismissed; `stage.select("Archived", label: "Search Scope")`
    /// sets `scope`.
    public nonisolated func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes for the search field, shown as `activation` says: `.onSearchPresentation` as soon
    /// as the search is active, `.automatic` and `.onTextEntry` once typing has begun.
    public nonisolated func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        let picker = AnyView(Picker("Search Scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden())
        return modifier(EnvironmentModifier { $0.searchScopes = SearchScopesConfiguration(activation: activation, picker: picker) })
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
    /// In the principal (centre) section of the toolbar: SwiftUI's
    /// `SearchFieldPlacement.toolbarPrincipal` (a stage draws the field where it draws the others).
    public static var toolbarPrincipal: SearchFieldPlacement { SearchFieldPlacement(name: "toolbarPrincipal") }

    /// In a drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode))")
    }
}
