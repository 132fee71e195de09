/// A view that switches between child views: SwiftUI's `TabView`, with a tab bar or as pages.
///
/// ```swift
/// TabView(selection: $tab) {
///     FeedView().tabItem { Label("Feed", systemImage: "house") }.tag(Tab.feed)
///     ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
/// }
///
/// TabView { ForEach(pages) { PageView(page: $0) } }
///     .tabViewStyle(.page)
/// ```
///
/// Each view of the content is a tab, identified by its `tag(_:)` (a `ForEach` element's id, or
/// its position when it has neither). Without a `selection` binding the tab view keeps the
/// selection itself, starting at the first tab.
///
/// - The default style draws the selected tab above a 49-point tab bar (on the bar background, with
///   a hairline on top, reaching down into the bottom safe area); each `tabItem`'s icon over its
///   10-point title, the selected one in the tint and the others grey. A stage taps a tab by its
///   title; screen readers read the bar as a tab bar and the selected tab as selected.
/// - `.page` lays the tabs side by side, each as large as the tab view, and shows the selected
///   one; changing the selection with an animation slides between them. Page dots (8 points, 16
///   apart, white, the others 30 % white) sit 12 points above the bottom unless
///   `indexDisplayMode` is `.never`. A stage has no swipe: change the selection (a button, or
///   `stage.select(_:label:)` with the tab view's `accessibilityLabel`).
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected tab is `selection` (the selected tab's tag).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its selection itself, starting at the first tab.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// How tab views are drawn: SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

/// The platform's default: a tab bar at the bottom: SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Makes the style.
    public init() {}
}

/// Pages side by side with page dots: SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// When the page dots show: SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode: Sendable {
        /// The fewest pages that show dots.
        let minimumPages: Int

        /// Shown when there are two pages or more.
        public static let automatic = IndexDisplayMode(minimumPages: 2)
        /// Always shown.
        public static let always = IndexDisplayMode(minimumPages: 0)
        /// Never shown.
        public static let never = IndexDisplayMode(minimumPages: .max)

        func showsDots(_ pages: Int) -> Bool { pages >= minimumPages }
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's default tab view style (a tab bar).
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// A tab bar only (iOS 18's name; the same as `.automatic` on a phone).
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// A tab bar that can become a sidebar (a tab bar on a phone).
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page control is drawn: SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Dots, on a capsule behind them when `backgroundDisplayMode` says: SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background: SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Sendable {
        let always: Bool

        /// No background (on a phone).
        public static let automatic = BackgroundDisplayMode(always: false)
        /// Only while interacting (never, on a stage).
        public static let interactive = BackgroundDisplayMode(always: false)
        /// Always a background.
        public static let always = BackgroundDisplayMode(always: true)
        /// Never a background.
        public static let never = BackgroundDisplayMode(always: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue: PageTabViewStyle? = nil
}

private struct PageDotsBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The page style of the tab views below, `nil` for a tab bar.
    var pageTabViewStyle: PageTabViewStyle? {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// Whether page dots below are drawn on a capsule.
    var pageDotsHaveBackground: Bool {
        get { self[PageDotsBackgroundKey.self] }
        set { self[PageDotsBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Draws the tab views below with `style`.
    public nonisolated func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let page = style as? PageTabViewStyle
        return modifier(EnvironmentModifier { $0.pageTabViewStyle = page })
    }

    /// Draws the page controls below with `style`.
    public nonisolated func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = (style as? PageIndexViewStyle)?.backgroundDisplayMode.always ?? false
        return modifier(EnvironmentModifier { $0.pageDotsHaveBackground = background })
    }

    /// The label of this tab in its tab view's tab bar: usually a `Label`, or an `Image` and a `Text`.
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }

    /// A badge on this tab's item or list row: `count` in a red capsule at the top trailing corner
    /// of a tab's icon, or in secondary text at a list row's trailing edge; none for 0. Screen
    /// readers read it as "`count` new".
    public nonisolated func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : "\(count)", value: count == 0 ? nil : "\(count) new"))
    }

    /// A text badge on this tab's item or list row (none for `nil`).
    public nonisolated func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(text: label?.string, value: label?.string))
    }

    /// A string-literal badge on this tab's item or list row.
    public nonisolated func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A string badge on this tab's item or list row.
    @_disfavoredOverload
    public nonisolated func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// Marks the content's nodes with a badge, drawn by the tab view or list around them, and sets
/// its accessibility value.
nonisolated struct BadgeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let text: String?
    let value: String?

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard let text, let value else { return nodes }
        return nodes.map { node in
            let marked = LayoutNode(.effect(.accessibility(.value(value)), child: node))
            marked.badge = text
            return marked
        }
    }
}

nonisolated struct TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: Label

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let label = self.label
        // Resolved by the tab view, in the tab bar's colours and font.
        for node in nodes { node.tabItem = { $0.resolve(label) } }
        return nodes
    }
}

/// The selection of a tab view without a binding.
@MainActor
final class TabSelectionState {
    unowned let graph: ViewGraph
    var selected: AnyHashable?

    init(graph: ViewGraph) {
        self.graph = graph
    }
}

extension TabView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        // The bottom accessory is this tab view's: tab views in the tabs do not show it.
        var tabContext = context
        tabContext.environment.tabViewBottomAccessory = nil
        let tabs = tabContext.resolve(content, at: .child(0))
        let tags: [AnyHashable] = tabs.enumerated().map { index, tab in
            tab.trait { $0.tag } ?? tab.trait { $0.explicitID } ?? AnyHashable(index)
        }
        let state = context.cell(BuiltinCell.tabSelection) { TabSelectionState(graph: context.graph) }
        let binding = selection
        let current: AnyHashable? = binding.map { AnyHashable($0.wrappedValue) } ?? state.selected
        let index = current.flatMap { tags.firstIndex(of: $0) } ?? 0
        let select: @MainActor (AnyHashable) -> Void = { tag in
            if let binding {
                if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
            } else {
                state.selected = tag
                state.graph.invalidate()
            }
        }
        let environment = context.environment
        let body: LayoutNode
        if let page = environment.pageTabViewStyle {
            body = pages(tabs, index: index, showsDots: page.indexDisplayMode.showsDots(tabs.count), in: context)
        } else {
            body = tabBar(tabs, tags: tags, index: index, select: select, in: context)
        }
        let names = tags.map { $0.base as? String ?? String(describing: $0.base) }
        let target = ControlTarget(title: "", identifiers: [], labels: [], kind: "tab view", select: { text in
            guard let found = names.firstIndex(of: text) else { return false }
            select(tags[found])
            return true
        }, options: names)
        return context.directed([LayoutNode.control(target, body)])
    }

    /// The selected tab above the tab bar.
    @MainActor
    private func tabBar(_ tabs: [LayoutNode], tags: [AnyHashable], index: Int, select: @escaping @MainActor (AnyHashable) -> Void, in context: ResolveContext) -> LayoutNode {
        let environment = context.environment
        let tint = TintShapeStyle().resolve(in: environment)
        let gray = Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
        // Tabs placed in the sidebar only, or hidden from the tab bar, have no item in it.
        let customization = environment.tabViewCustomization?.wrappedValue
        let barTabs = tabs.enumerated().filter { _, tab in
            tab.trait { $0.tabTraits }?.showsInTabBar(customization) ?? true
        }
        let items = barTabs.map { offset, tab -> LayoutNode in
            // The icon over the title, whatever label style is set around the tab view.
            var itemContext = context
            itemContext.environment.foregroundStyle = AnyShapeStyle(offset == index ? Color(tint) : gray)
            itemContext.environment.font = .system(size: 10, weight: .medium)
            itemContext.environment.imageScale = .large
            itemContext.identity = context.identity.appending(.child(100 + offset))
            itemContext.environment.labelStyle = TabItemLabelStyle()
            let label = tab.trait { $0.tabItem }?(itemContext) ?? []
            var item = LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: 2, children: label))
            if let badge = tab.trait({ $0.badge }) {
                let capsule = Text(verbatim: badge).font(.system(size: 13)).foregroundStyle(.white)
                    .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                    .background(Capsule().fill(Color.red)).offset(x: 14, y: -2)
                    .accessibilityHidden(true)
                item = LayoutNode(.decorated(alignment: .top, isBackground: false, primary: item, secondary: LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: 0, children: context.resolve(capsule, at: .child(200 + offset))))))
            }
            item = LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, minHeight: 49, maxHeight: 49, alignment: .center)), child: item))
            let tag = tags[offset]
            item = LayoutNode(.effect(.button(ButtonTarget(action: { select(tag) })), child: item))
            if offset == index { item = LayoutNode(.effect(.accessibility(.addTraits(.isSelected)), child: item)) }
            return item
        }
        let separator = Color.separator(for: environment.colorScheme).resolve(in: environment)
        let barFill = (environment.colorScheme == .dark ? Color(red: 18 / 255, green: 18 / 255, blue: 18 / 255) : Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)).resolve(in: environment)
        var bar = LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 0, children: items))
        let hairline = LayoutNode(.custom(DividerLayout(), children: [LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(separator))))]))
        let background = LayoutNode(.custom(IgnoresSafeAreaLayout(edges: .bottom), children: [LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(barFill))))]))
        bar = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: bar, secondary: background))
        bar = LayoutNode(.decorated(alignment: .top, isBackground: false, primary: bar, secondary: hairline))
        bar = LayoutNode(.effect(.accessibility(.addTraits(.isTabBar)), child: bar))
        let page = tabs.isEmpty ? LayoutNode(.spacer(minLength: 0)) : tabs[index]
        let selected = LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)), child: page))
        guard let accessory = environment.tabViewBottomAccessory else {
            return LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: 0, children: [selected, bar]))
        }
        // The accessory on glass above the bar (Cadence's measurements: 48 points tall, 16 in, 8 above).
        var accessoryContext = context
        accessoryContext.environment.tabViewBottomAccessory = nil
        accessoryContext.environment.tabViewBottomAccessoryPlacement = .expanded
        let accessoryView = accessory
            .frame(maxWidth: .infinity, minHeight: 48, maxHeight: 48)
            .glassEffect(.regular, in: Capsule())
            .padding(.horizontal, 16)
            .padding(.bottom, 8)
        let accessoryNodes = accessoryContext.resolve(accessoryView, at: .child(300))
        return LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: 0, children: [selected] + accessoryNodes + [bar]))
    }

    /// The tabs side by side, offset to show the selected one, with page dots.
    @MainActor
    private func pages(_ tabs: [LayoutNode], index: Int, showsDots: Bool, in context: ResolveContext) -> LayoutNode {
        let environment = context.environment
        let count = max(1, tabs.count)
        let strip = LayoutNode(.custom(PageStripLayout(), children: tabs))
        // The strip is `count` pages wide: shifting it by index/count of its width shows page
        // `index`; the shift animates when the selection changes in an animated transaction.
        var stripContext = context
        stripContext.identity = context.identity.appending(.child(1))
        let shift = stripContext.animated(CGSize(width: -CGFloat(index) / CGFloat(count), height: 0), slot: DriverSlot.effect)
        let shifted = LayoutNode(.effect(.sizeRelativeOffset(shift), child: strip))
        var viewport = LayoutNode(.custom(PageViewportLayout(), children: [shifted]))
        viewport = LayoutNode(.effect(.clip(Rectangle()), child: viewport))
        guard showsDots else { return viewport }
        let dots = (0..<tabs.count).map { offset in
            LayoutNode(.frame(.fixed(width: 8, height: 8, alignment: .center), child: LayoutNode(.shape(ShapeContent(shape: Circle(), paint: .fill(Color(white: 1, opacity: offset == index ? 1 : 0.3).resolve(in: environment)))))))
        }
        var control = LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 8, children: dots))
        control = LayoutNode(.padding(EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10), child: control))
        if environment.pageDotsHaveBackground {
            control = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: control, secondary: LayoutNode(.shape(ShapeContent(shape: Capsule(), paint: .fill(Color(white: 0, opacity: 0.25).resolve(in: environment)))))))
        }
        control = LayoutNode(.effect(.accessibility(.value("Page \(index + 1) of \(tabs.count)")), child: control))
        control = LayoutNode(.padding(EdgeInsets(top: 0, leading: 0, bottom: 6, trailing: 0), child: control))
        return LayoutNode(.decorated(alignment: .bottom, isBackground: false, primary: viewport, secondary: control))
    }
}

/// Lays its children side by side, each as large as the proposal (the tab view's size).
struct PageStripLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        let page = pageSize(proposal, children: children, engine: engine)
        return CGSize(width: page.width * CGFloat(max(1, children.count)), height: page.height)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let width = size.width / CGFloat(max(1, children.count))
        let page = CGSize(width: width, height: size.height)
        return children.enumerated().map { index, child in
            let childSize = engine.size(child, ProposedViewSize(page))
            let origin = CGPoint(x: CGFloat(index) * width + (width - childSize.width) / 2, y: (page.height - childSize.height) / 2)
            return LayoutEngine.Placement(proposal: ProposedViewSize(page), frame: CGRect(origin: origin, size: childSize))
        }
    }

    private func pageSize(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine) -> CGSize {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite { return CGSize(width: width, height: height) }
        // Unspecified: as large as the largest page wants.
        let sizes = children.map { engine.size($0, proposal) }
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? sizes.map(\.width).max() ?? 0,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? sizes.map(\.height).max() ?? 0)
    }
}

/// Takes the size of one page of the strip it holds and places the strip at its origin.
struct PageViewportLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        guard let strip = children.first else { return .zero }
        let size = engine.size(strip, proposal)
        let count = CGFloat(max(1, strip.pageCount))
        return CGSize(width: size.width / count, height: size.height)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        children.map { strip in
            let stripSize = engine.size(strip, ProposedViewSize(size))
            return LayoutEngine.Placement(proposal: ProposedViewSize(size), frame: CGRect(origin: .zero, size: stripSize))
        }
    }
}

extension LayoutNode {
    /// The number of pages of the page strip this node is or wraps.
    var pageCount: Int {
        trait { node -> Int? in
            if case .custom(let layout, let children) = node.kind, layout is PageStripLayout { return children.count }
            return nil
        } ?? 1
    }
}

/// A tab bar item: the icon over the title, 22-point symbols over 10-point titles.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title
        }
    }
}
