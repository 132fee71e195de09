import Foundation

// Search tokens and search suggestions: `searchable(text:tokens:…)` draws the tokens in the search
// field before the text; `searchSuggestions` (or the older `searchable(text:…suggestions:)`) lists
// suggestions over the searchable content while the search is active, and a suggestion marked with
// `searchCompletion(_:)` completes the text or adds a token when tapped.

/// A `searchable` view's tokens, erased from their collection type.
struct SearchTokenField {
    /// The token views, in the collection's order.
    let chips: @MainActor () -> [AnyView]
    /// The suggested tokens' views, each with what choosing it does.
    let suggested: @MainActor () -> [(view: AnyView, choose: @MainActor () -> Void)]
    /// Removes the last token (the delete key in an empty field); `false` when there is none.
    let removeLast: @MainActor () -> Bool
    /// Appends `token` if it is of the tokens' element type; `false` otherwise.
    let add: @MainActor (Any) -> Bool

    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        tokens: Binding<C>, suggestedTokens: Binding<C>?, text: Binding<String>,
        token: @escaping (C.Element) -> T
    ) where C.Element: Identifiable {
        // Views are made on the main actor, where the stage draws; the builder closure goes there.
        let token = UncheckedBox(token)
        chips = { tokens.wrappedValue.map { AnyView(token.value($0)) } }
        suggested = {
            guard let suggestedTokens else { return [] }
            return suggestedTokens.wrappedValue.map { element in
                let chosen = UncheckedBox(element)
                let choose: @MainActor () -> Void = {
                    tokens.wrappedValue.append(chosen.value)
                    text.wrappedValue = ""
                }
                return (AnyView(token.value(element)), choose)
            }
        }
        (removeLast, add) = Self.editing(tokens, text: text)
    }

    /// Editable tokens: the token view gets a binding to its token.
    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        editableTokens tokens: Binding<C>, text: Binding<String>, token: @escaping (Binding<C.Element>) -> T
    ) where C.Element: Identifiable {
        let token = UncheckedBox(token)
        chips = {
            tokens.wrappedValue.map { element in
                let id = element.id
                let binding = Binding<C.Element>(
                    get: { tokens.wrappedValue.first { $0.id == id } ?? element },
                    set: { newValue in
                        guard let index = tokens.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
                        tokens.wrappedValue.replaceSubrange(index...index, with: CollectionOfOne(newValue))
                    }
                )
                return AnyView(token.value(binding))
            }
        }
        suggested = { [] }
        (removeLast, add) = Self.editing(tokens, text: text)
    }

    /// Removing the last token and adding one (which clears the text it replaces).
    private static func editing<C: RandomAccessCollection & RangeReplaceableCollection>(
        _ tokens: Binding<C>, text: Binding<String>
    ) -> (removeLast: @MainActor () -> Bool, add: @MainActor (Any) -> Bool) {
        let removeLast: @MainActor () -> Bool = {
            guard !tokens.wrappedValue.isEmpty else { return false }
            tokens.wrappedValue.remove(at: tokens.wrappedValue.index(before: tokens.wrappedValue.endIndex))
            return true
        }
        let add: @MainActor (Any) -> Bool = { value in
            guard let element = value as? C.Element else { return false }
            tokens.wrappedValue.append(element)
            text.wrappedValue = ""
            return true
        }
        return (removeLast, add)
    }
}

/// What a tapped suggestion does: set by the suggestions list for the `searchCompletion` rows in it.
struct SearchCompletionTarget {
    let complete: @MainActor (String) -> Void
    let addToken: @MainActor (Any) -> Void
}

private struct SearchCompletionTargetKey: EnvironmentKey {
    static var defaultValue: SearchCompletionTarget? { nil }
}

/// Where search suggestions are shown: SwiftUI's `SearchSuggestionsPlacement`.
///
/// Suggestions read it from the environment (`@Environment(\.searchSuggestionsPlacement)`) to
/// tailor their rows; on a stage they are always in `.content`.
public struct SearchSuggestionsPlacement: Sendable, Equatable {
    let name: String

    /// The platform's choice.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// A drop-down menu under the field (a Mac's, an iPad's).
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// A list over the searchable content (an iPhone's, a stage's).
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements, for `searchSuggestions(_:for:)`: SwiftUI's
    /// `SearchSuggestionsPlacement.Set`.
    public struct Set: OptionSet, Sendable {
        /// The placements' bits.
        public let rawValue: Int

        /// Makes a set of `rawValue`.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The drop-down menu.
        public static let menu = Set(rawValue: 1 << 0)
        /// The list over the content.
        public static let content = Set(rawValue: 1 << 1)
    }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static let defaultValue = SearchSuggestionsPlacement.automatic
}

private struct HidesContentSearchSuggestionsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Where the search suggestions being built are shown: `.content` inside a stage's suggestions
    /// list, `.automatic` elsewhere. SwiftUI's `searchSuggestionsPlacement`.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }

    /// `searchSuggestions(.hidden, for: .content)`: the suggestions list is not drawn.
    var hidesContentSearchSuggestions: Bool {
        get { self[HidesContentSearchSuggestionsKey.self] }
        set { self[HidesContentSearchSuggestionsKey.self] = newValue }
    }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct EmptyFieldDeleteKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Inside a suggestions list: what picking a `searchCompletion` row does.
    var searchCompletionTarget: SearchCompletionTarget? {
        get { self[SearchCompletionTargetKey.self] }
        set { self[SearchCompletionTargetKey.self] = newValue }
    }

    /// `searchSuggestions` around a `searchable` view.
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// What the delete key does in the text field below when the field is empty (a search field
    /// with tokens removes its last token).
    var emptyFieldDeleteBackward: (@MainActor () -> Void)? {
        get { self[EmptyFieldDeleteKey.self] }
        set { self[EmptyFieldDeleteKey.self] = newValue }
    }
}

/// One token drawn in the search field: its view on a rounded fill.
struct SearchTokenChip: View {
    let content: AnyView

    var body: some View {
        content
            .font(.subheadline)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.2), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}

/// The suggestions list drawn over the searchable content while the search is active: the
/// `searchSuggestions` rows, then one row per suggested token, on the grouped background.
struct SearchSuggestionsList: View {
    let rows: SubviewsCollection
    let tokens: [(view: AnyView, choose: @MainActor () -> Void)]

    var body: some View {
        List {
            ForEach(rows) { $0 }
            ForEach(tokens.indices, id: \.self) { index in
                let token = tokens[index]
                Button { token.choose() } label: {
                    HStack(spacing: 8) {
                        Image(systemName: "magnifyingglass").foregroundStyle(.secondary).accessibilityHidden(true)
                        SearchTokenChip(content: token.view)
                        Spacer(minLength: 0)
                    }
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
        .listStyle(.plain)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color.white)
    }
}

extension SearchableModifier {
    /// The suggestions list to draw over the searchable content, while the search is active and
    /// there is something to suggest; `nil` otherwise. `around` are the `searchSuggestions` applied
    /// around the `searchable` view.
    @MainActor
    func suggestionsOverlay(around: AnyView?, state: SearchState, in context: ResolveContext) -> LayoutNode? {
        let suggestions = self.suggestions ?? around
        guard state.isActive, suggestions != nil || tokens != nil, !context.environment.hidesContentSearchSuggestions else { return nil }
        var listContext = context
        listContext.environment.searchSuggestionsPlacement = .content
        let text = self.text, tokens = self.tokens
        listContext.environment.searchCompletionTarget = SearchCompletionTarget(
            complete: { text.wrappedValue = $0 },
            addToken: { _ = tokens?.add($0) }
        )
        let rows = suggestions.map { listContext.resolve($0, at: .child(3)) } ?? []
        let suggestedTokens = tokens?.suggested() ?? []
        guard !rows.isEmpty || !suggestedTokens.isEmpty else { return nil }
        let list = SearchSuggestionsList(
            rows: SubviewsCollection(subviews: rows.enumerated().map { Subview(node: $1, index: $0) }),
            tokens: suggestedTokens
        )
        let listNodes = listContext.resolve(list, at: .child(4))
        return listNodes.count == 1 ? listNodes[0] : LayoutNode(.zStack(alignment: .top, children: listNodes))
    }

    /// `nodes` with `overlay` drawn over them, filling their frame (the content stays resolved
    /// beneath, so its state lives on).
    func covering(_ nodes: [LayoutNode], with overlay: LayoutNode?) -> [LayoutNode] {
        guard let overlay else { return nodes }
        let primary = nodes.count == 1 ? nodes[0] : LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: 0, children: nodes))
        return [LayoutNode(.decorated(alignment: .top, isBackground: false, primary: primary, secondary: overlay))]
    }
}

/// A suggestion row's completion: text for the field, or a token to add.
private enum SearchCompletionValue {
    case text(String)
    case token(UncheckedBox<Any>)
}

/// `searchCompletion(_:)`: inside a suggestions list the row becomes a button that completes the
/// search; elsewhere the view is drawn as it is.
private struct SearchCompletionModifier: ViewModifier {
    @Environment(\.searchCompletionTarget) private var target
    let completion: SearchCompletionValue

    func body(content: Content) -> some View {
        if let target {
            let completion = self.completion
            Button {
                switch completion {
                case .text(let text): target.complete(text)
                case .token(let box): target.addToken(box.value)
                }
            } label: {
                content
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        } else {
            content
        }
    }
}

extension View {
    /// Suggestions for the search field of the `searchable` view this modifier is applied around:
    /// SwiftUI's `searchSuggestions(_:)`.
    ///
    /// ```swift
    /// RecipeList(query: query)
    ///     .searchable(text: $query)
    ///     .searchSuggestions {
    ///         if query.isEmpty {
    ///             Text("Pancakes").searchCompletion("pancakes")
    ///             Text("Ramen").searchCompletion("ramen")
    ///         }
    ///     }
    /// ```
    ///
    /// While the search is active (the field typed into, or its `isPresented` binding set) and the
    /// suggestions produce at least one view, they are listed over the searchable content, as on
    /// iOS: a plain list on a white background filling the content's frame. The content stays
    /// beneath (its state lives on) and shows again when the suggestions are empty or the search
    /// ends. A row marked with `searchCompletion(_:)` is a button: tapping it
    /// (`stage.tap(label: "Ramen")`) sets the search text to its completion, or adds its token.
    public nonisolated func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let view = AnyView(suggestions())
        return modifier(EnvironmentModifier { $0.searchSuggestions = view })
    }

    /// Shows or hides the search suggestions of the `searchable` views below in `placements`:
    /// SwiftUI's `searchSuggestions(_:for:)`.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchSuggestions { RecentSearches() }
    /// .searchSuggestions(.hidden, for: .content)   // in the Mac's menu only
    /// ```
    ///
    /// A stage, like an iPhone, lists suggestions over the content (the `.content` placement), so
    /// `.hidden` for a set holding `.content` leaves the content in view while searching;
    /// `.visible` or `.automatic` shows them again. The `.menu` placement is a Mac's and an iPad's
    /// drop-down, which a stage does not draw.
    public nonisolated func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(EnvironmentModifier { environment in
            if placements.contains(.content) { environment.hidesContentSearchSuggestions = visibility == .hidden }
        })
    }

    /// The text that replaces the search field's text when people pick this suggestion: SwiftUI's
    /// `searchCompletion(_:)`. Outside a suggestions list it changes nothing.
    public nonisolated func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: .text(completion)))
    }

    /// The token added to the search field's tokens when people pick this suggestion (the text
    /// typed so far is cleared, as the token replaces it). A token of another type than the
    /// field's tokens is ignored. Outside a suggestions list it changes nothing.
    public nonisolated func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(SearchCompletionModifier(completion: .token(UncheckedBox(token))))
    }
}

// MARK: searchable with tokens

extension View {
    nonisolated func searchable(text: Binding<String>, isPresented: Binding<Bool>?, prompt: Text?, tokens: SearchTokenField?, suggestions: AnyView? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt, tokens: tokens, suggestions: suggestions))
    }

    /// A search field for `text` with `tokens` before it: SwiftUI's
    /// `searchable(text:tokens:placement:prompt:token:)`.
    ///
    /// ```swift
    /// enum Cuisine: String, Identifiable, CaseIterable { case thai, italian; var id: Self { self } }
    /// @State private var query = ""
    /// @State private var cuisines: [Cuisine] = []
    ///
    /// RecipeList(query: query, cuisines: cuisines)
    ///     .searchable(text: $query, tokens: $cuisines) { Text($0.rawValue.capitalized) }
    ///     .searchSuggestions {
    ///         ForEach(Cuisine.allCases) { Text($0.rawValue).searchCompletion($0) }
    ///     }
    /// ```
    ///
    /// The field is drawn and driven as with `searchable(text:placement:prompt:)`; each token is
    /// drawn before the text with the view `token` makes for it, on a rounded grey fill (corner
    /// radius 6, 6 points in from its sides, 3 above and below, subheadline font). Picking a
    /// suggestion marked `searchCompletion(token)` appends the token and clears the text; the
    /// delete key in an empty field (`stage.deleteBackward(label: "Search")`) removes the last token.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, prompt: prompt,
                   tokens: SearchTokenField(tokens: tokens, suggestedTokens: nil, text: text, token: token))
    }

    /// A search field with tokens and a string-literal prompt.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and suggested tokens: SwiftUI's
    /// `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`. While the search is
    /// active, each suggested token is listed over the content (a magnifying glass and the token);
    /// tapping one appends it to `tokens` and clears the text. `suggestedTokens` is left as it is:
    /// the app decides what to suggest next.
    public nonisolated func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, prompt: prompt,
                   tokens: SearchTokenField(tokens: tokens, suggestedTokens: suggestedTokens, text: text, token: token))
    }

    /// A search field with tokens, suggested tokens and a string-literal prompt.
    public nonisolated func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens, suggested tokens and a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens whose active state is `isPresented` (iOS 17), as
    /// `searchable(text:isPresented:placement:prompt:)` is for a field without tokens.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, prompt: prompt,
                   tokens: SearchTokenField(tokens: tokens, suggestedTokens: nil, text: text, token: token))
    }

    /// A search field with tokens whose active state is `isPresented`, with a string-literal prompt.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens whose active state is `isPresented`, with a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and suggested tokens whose active state is `isPresented` (iOS 17).
    public nonisolated func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, prompt: prompt,
                   tokens: SearchTokenField(tokens: tokens, suggestedTokens: suggestedTokens, text: text, token: token))
    }

    /// A search field with tokens and suggested tokens whose active state is `isPresented`, with a
    /// string-literal prompt.
    public nonisolated func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented,
                   placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and suggested tokens whose active state is `isPresented`, with a
    /// string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented,
                   placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with editable tokens (iOS 17): `token` gets a binding to its token, so a
    /// token view can change it (a `Menu` or `Picker` inside the token). Drawn and driven as
    /// `searchable(text:tokens:placement:prompt:token:)`.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, prompt: prompt,
                   tokens: SearchTokenField(editableTokens: editableTokens, text: text, token: token))
    }

    /// A search field with editable tokens and a string-literal prompt.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with editable tokens and a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with editable tokens whose active state is `isPresented`.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, prompt: prompt,
                   tokens: SearchTokenField(editableTokens: editableTokens, text: text, token: token))
    }

    /// A search field with editable tokens whose active state is `isPresented`, with a
    /// string-literal prompt.
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with editable tokens whose active state is `isPresented`, with a string prompt.
    @_disfavoredOverload
    public nonisolated func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with its suggestions (deprecated in SwiftUI for `searchSuggestions(_:)`, and
    /// listed as those are).
    public nonisolated func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, isPresented: nil, prompt: prompt, tokens: nil, suggestions: AnyView(suggestions()))
    }

    /// A search field with its suggestions and a string-literal prompt (deprecated in SwiftUI).
    public nonisolated func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, isPresented: nil, prompt: Text(prompt), tokens: nil, suggestions: AnyView(suggestions()))
    }

    /// A search field with its suggestions and a string prompt (deprecated in SwiftUI).
    @_disfavoredOverload
    public nonisolated func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, isPresented: nil, prompt: Text(prompt), tokens: nil, suggestions: AnyView(suggestions()))
    }
}
