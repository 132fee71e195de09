/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`. Cadence's navigation bar has a
/// leading side, a centre (`.principal`) and a trailing side; bottom-bar and keyboard items are
/// drawn on the trailing side of the bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, leading, trailing, principal, bottom
        /// A `ToolbarTitleMenu`'s items: the title opens them, they are not drawn in the bar.
        case titleMenu
    }

    let kind: Kind

    /// The platform's choice (the trailing end of the navigation bar in Cadence).
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The middle of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// Navigation controls: the leading end of the bar.
    public static let navigation = ToolbarItemPlacement(kind: .leading)
    /// The screen's main action: the trailing end of the bar.
    public static let primaryAction = ToolbarItemPlacement(kind: .trailing)
    /// A secondary action (the trailing end of the bar in Cadence).
    public static let secondaryAction = ToolbarItemPlacement(kind: .trailing)
    /// Confirms a modal (Done, Save): the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(kind: .trailing)
    /// Cancels a modal: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(kind: .leading)
    /// A destructive action: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(kind: .trailing)
    /// Status information: the middle of the bar in Cadence.
    public static let status = ToolbarItemPlacement(kind: .principal)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The leading end of the navigation bar (the older name of ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The trailing end of the navigation bar (the older name of ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The toolbar at the bottom of the screen: items in a row 44 points tall below the screen's
    /// content, 16 points from the sides (a `Spacer` in a group spreads them).
    public static let bottomBar = ToolbarItemPlacement(kind: .bottom)
    /// Above the keyboard in SwiftUI; Cadence shows no keyboard and puts the item at the trailing end
    /// of the navigation bar.
    public static let keyboard = ToolbarItemPlacement(kind: .trailing)
}

/// Content of a toolbar: SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The toolbar content this one is made of.
    associatedtype Body: ToolbarContent
    /// The items, built with ``ToolbarContentBuilder``.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// The items a toolbar content contributes, in order.
@MainActor
protocol ToolbarItemsProviding {
    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar contents have no body; reading it stops the program.
    public var body: Never { fatalError("\(Self.self) is a built-in toolbar content") }
}

@MainActor
func toolbarItems(of content: some ToolbarContent) -> [(placement: ToolbarItemPlacement, view: AnyView)] {
    if let provider = content as? any ToolbarItemsProviding { return provider.toolbarItems }
    if type(of: content).Body.self == Never.self { return [] }
    return toolbarItems(of: content.body)
}

/// One toolbar item: SwiftUI's `ToolbarItem`.
public nonisolated struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content
    /// A toolbar item has no body: it is built in.
    public typealias Body = Never

    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] { [(placement, AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// Makes an item of `content` at `placement` (default `.automatic`).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Makes an item with an `id` (for customisable toolbars; Cadence does not use it) of `content` at
    /// `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one placement: SwiftUI's `ToolbarItemGroup`.
public nonisolated struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content
    /// A toolbar item group has no body: it is built in.
    public typealias Body = Never

    /// Makes a group of the views of `content`, all at `placement` (default `.automatic`).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
        [(placement, AnyView(HStack(spacing: 16) { content }))]
    }
}

/// The menu that the navigation title opens: SwiftUI's `ToolbarTitleMenu`, the toolbar-content
/// form of `toolbarTitleMenu(content:)`.
///
/// ```swift
/// .toolbar {
///     ToolbarTitleMenu {
///         RenameButton()
///         Button("Duplicate", systemImage: "plus.square.on.square") { duplicate() }
///     }
/// }
/// ```
///
/// The title is drawn with a chevron and opens `content` as a ``Menu`` does
/// (`stage.tap(label:)` with the title, then an item's title). Of several title menus on one
/// screen the last one declared is shown.
public nonisolated struct ToolbarTitleMenu<Content: View>: ToolbarContent, ToolbarItemsProviding {
    let content: Content
    /// A title menu has no body: it is built in.
    public typealias Body = Never

    /// Makes a title menu of `content`'s buttons.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
        [(ToolbarItemPlacement(kind: .titleMenu), AnyView(content))]
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// Makes a title menu whose actions SwiftUI infers from the app's commands (save, print, …).
    /// A stage has no commands to infer them from: the title shows the chevron and opens an empty
    /// menu.
    public init() {
        content = EmptyView()
    }
}

/// Several toolbar contents in a row.
public nonisolated struct TupleToolbarContent<T>: ToolbarContent, ToolbarItemsProviding {
    let value: T
    /// Tuple content has no body: it is built in.
    public typealias Body = Never

    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
        Mirror(reflecting: value).children.flatMap { child -> [(placement: ToolbarItemPlacement, view: AnyView)] in
            guard let content = child.value as? any ToolbarContent else { return [] }
            return CadenceUI.toolbarItems(of: content)
        }
    }
}

/// An optional or conditional toolbar content.
public nonisolated struct ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent, ToolbarItemsProviding {
    let first: T?
    let second: F?
    /// Conditional content has no body: it is built in.
    public typealias Body = Never

    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
        if let first { return CadenceUI.toolbarItems(of: first) }
        if let second { return CadenceUI.toolbarItems(of: second) }
        return []
    }
}

/// Builds toolbar content from items: SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public struct ToolbarContentBuilder {
    /// One item (or group) of the block, as it is.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    /// A block of one item, as it is.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    /// A block of several items, in order.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<(repeat each C)> {
        TupleToolbarContent(value: (repeat each content))
    }
    /// `if` without `else`: the items when the condition holds, none otherwise.
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> ConditionalToolbarContent<C, C> {
        ConditionalToolbarContent(first: content, second: nil)
    }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(first: first, second: nil)
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(first: nil, second: second)
    }
}

/// Where a toolbar is shown: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

extension View {
    /// Adds views to the navigation bar's trailing side.
    public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(NavigationBarItemsModifier(items: [(.automatic, AnyView(HStack(spacing: 16) { content() }))]))
    }

    /// Adds toolbar items to the navigation bar.
    public nonisolated func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(ToolbarContentModifier(content: content))
    }

    /// Shows or hides a toolbar (`.hidden` on `.navigationBar` hides the bar).
    public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Shows or hides a toolbar: SwiftUI's `toolbarVisibility(_:for:)`, iOS 18's name for
    /// `toolbar(_:for:)`, which it does the same as (`.hidden` on `.navigationBar` hides the bar).
    public nonisolated func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    private nonisolated func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return modifier(NavigationCollectModifier { if hides { $0.barHidden = true } })
    }

    /// Removes a toolbar item that a view adds by default: SwiftUI's `toolbar(removing:)`.
    ///
    /// ```swift
    /// DetailView()
    ///     .navigationTitle("Receipt")
    ///     .toolbar(removing: .title)
    /// ```
    ///
    /// `.title` removes the navigation bar's title on this screen (the bar and its items stay).
    /// `.sidebarToggle` changes nothing drawn: a stage's `NavigationSplitView` shows no sidebar
    /// toggle. `nil` removes nothing.
    public nonisolated func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        modifier(NavigationCollectModifier { if defaultItemKind == .title { $0.titleRemoved = true } })
    }

    /// The toolbar's background (Cadence draws the system background).
    public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(StageInertModifier())
    }

    /// Whether the toolbar's background shows (Cadence always draws it).
    public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(StageInertModifier())
    }

    /// Whether the toolbar's background shows: SwiftUI's `toolbarBackgroundVisibility(_:for:)`,
    /// iOS 18's name for `toolbarBackground(_:for:)` (Cadence always draws it).
    public nonisolated func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(StageInertModifier())
    }

    /// The colour scheme of the bars' content (Cadence draws the bar in the environment's scheme).
    public nonisolated func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(StageInertModifier())
    }

    /// How this screen's title is shown: SwiftUI's newer spelling of
    /// `navigationBarTitleDisplayMode(_:)`.
    public nonisolated func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// The older spelling of toolbar items: `leading` and `trailing` views in the navigation bar.
    public nonisolated func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(NavigationBarItemsModifier(items: [(.topBarLeading, AnyView(leading)), (.topBarTrailing, AnyView(trailing))]))
    }

    /// The older spelling of a leading toolbar item.
    public nonisolated func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(NavigationBarItemsModifier(items: [(.topBarLeading, AnyView(leading))]))
    }

    /// The older spelling of a trailing toolbar item.
    public nonisolated func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(NavigationBarItemsModifier(items: [(.topBarTrailing, AnyView(trailing))]))
    }
}

nonisolated struct ToolbarContentModifier<Content: ToolbarContent>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let content: Content

    @MainActor
    func resolve(content resolveContent: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        if let navigation = context.environment.navigationContext {
            let items = toolbarItems(of: content).inEnvironment(of: context)
            let titleMenu = items.last { $0.placement.kind == .titleMenu }?.view
            let barItems = items.filter { $0.placement.kind != .titleMenu }
            navigation.collect(at: context.environment.navigationScreenDepth) { navigation in
                navigation.items += barItems
                if let titleMenu { navigation.titleMenu = titleMenu }
            }
        }
        return resolveContent(context)
    }
}

/// How a toolbar's title is shown: SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode

    /// Large on the root screen, inline on pushed ones.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// Large, below the bar.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    /// Small, centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// Large, in the bar's line (drawn as `.large` by Cadence).
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .large)
}

/// Adds `items` to the navigation bar of the screen this view is on.
nonisolated struct NavigationBarItemsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let items: [(placement: ToolbarItemPlacement, view: AnyView)]

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        if let navigation = context.environment.navigationContext {
            let items = self.items.inEnvironment(of: context)
            navigation.collect(at: context.environment.navigationScreenDepth) { $0.items += items }
        }
        return content(context)
    }
}

extension Array where Element == (placement: ToolbarItemPlacement, view: AnyView) {
    /// The items, each drawn in the environment where its `toolbar` was declared (as in SwiftUI,
    /// an `environment(_:_:)` around `.toolbar { EditButton() }` reaches the button), not the
    /// environment of the bar that draws them.
    @MainActor
    func inEnvironment(of context: ResolveContext) -> Self {
        let environment = context.environment
        return map { item in (item.placement, AnyView(item.view.modifier(EnvironmentModifier { $0 = environment }))) }
    }
}

/// A kind of toolbar item that a view adds by itself, for `toolbar(removing:)`: SwiftUI's
/// `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable, Equatable {
    private let name: String

    /// The sidebar toggle of a `NavigationSplitView`.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The navigation bar's title and subtitle.
    public static let title = ToolbarDefaultItemKind(name: "title")
}
