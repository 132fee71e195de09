/// A tab of a `TabView`, with its content, its label and, for a tab view with a selection, its value:
/// SwiftUI's `Tab` (iOS 18).
///
/// ```swift
/// TabView(selection: $selected) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Search", systemImage: "magnifyingglass", value: .search) { SearchView() }
/// }
/// ```
///
/// Cadence plays a tab as its content with `tabItem { label }` and, when it has one, `tag(value)`: a
/// tab view's `@ViewBuilder` content takes tabs and views alike. `Value` is `Never` for a tab without
/// a value.
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label
    /// The tab's role (`.search`), which Cadence does not draw differently.
    let role: TabRole?

    /// A tab showing `content`, labelled by `label`, selected when the selection is `value`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }

    /// The content, as a tab item tagged with the value.
    @MainActor
    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

/// The label SwiftUI makes of a tab's title and image: a `Label`.
public typealias DefaultTabLabel = Label<Text, Image>

extension Tab where Value == Never {
    /// A tab without a value showing `content`, labelled by `label`.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.role = role
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled by the localized `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(role: role, content: content) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab titled `title` (a string that is not localized) with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(role: role, content: content) { CadenceUI.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled by the localized `titleKey` with the symbol `systemImage`, selected when the
    /// selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab titled `title` with the symbol `systemImage`, selected when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { CadenceUI.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled by the localized `titleKey` with the asset image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(role: role, content: content) { CadenceUI.Label(titleKey, image: image) }
    }

    /// A tab titled `title` with the asset image `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(role: role, content: content) { CadenceUI.Label(title, image: image) }
    }

    /// A tab whose label comes from `role`: "Search" with a magnifying glass for `.search`, an
    /// empty title and no image without a role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(role: role, content: content) { TabRole.label(of: role) }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled by the localized `titleKey` with the asset image `image`, selected when the
    /// selection is `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { CadenceUI.Label(titleKey, image: image) }
    }

    /// A tab titled `title` with the asset image `image`, selected when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { CadenceUI.Label(title, image: image) }
    }

    /// A tab selected when the selection is `value`, whose label comes from `role` ("Search" with
    /// a magnifying glass for `.search`; an empty title and no image without a role).
    ///
    /// ```swift
    /// Tab(value: .search, role: .search) { SearchScreen() }
    /// ```
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { TabRole.label(of: role) }
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(role: nil, content: content) { EmptyView() }
    }
}

extension Tab where Label == EmptyView {
    /// A tab with an empty label, selected when the selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content) { EmptyView() }
    }
}

/// What a tab is for: SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The tab that searches the app (placed apart in SwiftUI's tab bar).
    public static let search = TabRole(name: "search")

    /// The label a tab of `role` gets when it names none: the system's "Search" with a magnifying
    /// glass for `.search`, an empty title and no image otherwise.
    static func label(of role: TabRole?) -> DefaultTabLabel {
        if role == .search { return Label("Search", systemImage: "magnifyingglass") }
        return Label { Text(verbatim: "") } icon: { Image(systemName: "") }
    }
}

/// Builds a tab view's content of `Tab`s (and views), giving each tab's `value:` the tab view's
/// selection type, so `Tab("Feed", systemImage: "house", value: .feed)` finds `.feed`: SwiftUI's
/// `TabContentBuilder`. The content is a view, built as `ViewBuilder` builds it.
@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    /// A tab whose value is of the selection's type.
    public static func buildExpression<Content: View, Label: View>(_ tab: Tab<SelectionValue, Content, Label>) -> Tab<SelectionValue, Content, Label> {
        tab
    }

    /// A tab without a value.
    public static func buildExpression<Content: View, Label: View>(_ tab: Tab<Never, Content, Label>) -> Tab<Never, Content, Label> {
        tab
    }

    /// Any other view (`ForEach` of tabs, older `tabItem` views).
    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// No tabs.
    public static func buildBlock() -> EmptyView {
        ViewBuilder.buildBlock()
    }

    /// One tab, as is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Several tabs, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        ViewBuilder.buildBlock(repeat each content)
    }

    /// Tabs under an `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }

    /// Tabs inside `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

extension TabView {
    /// A tab view of `Tab`s whose selected tab is `selection` (the selected tab's value).
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}
