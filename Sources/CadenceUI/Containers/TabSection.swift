import Foundation

/// A group of tabs under a header, for a sidebar: SwiftUI's `TabSection` (iOS 18).
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     TabSection("Collections") {
///         Tab("Favorites", systemImage: "star", value: .favorites) { FavoritesView() }
///         Tab("Recent", systemImage: "clock", value: .recent) { RecentView() }
///     }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
///
/// On an iPhone (and on a stage) the sidebar is a tab bar, where a section's tabs are the tab view's
/// tabs, in order, and the header and footer are not drawn: the section plays as its tabs.
/// `SelectionValue` is the tab view's selection type, so its tabs' `value:`s find their cases; in a
/// tab view without a selection it is `Never`.
public nonisolated struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View {
    /// The section's header (a sidebar's title for the group).
    public let header: Header
    /// The section's tabs.
    public let content: Content
    /// The section's footer.
    public let footer: Footer

    init(header: Header, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
    }

    /// The section's tabs, as the tab view's own.
    @MainActor
    public var body: some View {
        content
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of the tabs in `content`, without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of the tabs in `content` under `header`.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of the tabs in `content`, titled by the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section of the tabs in `content`, titled `title` (a string that is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension TabContentBuilder {
    /// A section whose tabs' values are of the selection's type.
    public static func buildExpression<Header: View, Content: View, Footer: View>(_ section: TabSection<Header, Content, Footer, SelectionValue>) -> TabSection<Header, Content, Footer, SelectionValue> {
        section
    }
}

extension TabSection where SelectionValue == Never, Header == Text, Footer == EmptyView {
    /// A section titled by the localized `titleKey`, in a tab view without a selection (where
    /// nothing gives the section a selection type).
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
}

extension TabSection where SelectionValue == Never, Header == EmptyView, Footer == EmptyView {
    /// A section without a header, in a tab view without a selection.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}
