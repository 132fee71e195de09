/// A stack of screens with a navigation bar: SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavigationStack {
///     List(demos) { demo in
///         NavigationLink(demo.title) { DemoView(demo: demo) }
///     }
///     .navigationTitle("Demos")
///     .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") { … } } }
/// }
/// ```
///
/// Headless, as on iOS 17: a bar at the top (drawn up into the safe area on the system background)
/// shows the top screen's `navigationTitle` — large (34-point bold, leading, in a 96-point bar) on the
/// root screen unless `navigationBarTitleDisplayMode(.inline)`, inline (17-point semibold, centred,
/// 44 points) on pushed screens — with toolbar items at its leading and trailing edges and a "Back"
/// button on pushed screens. A tapped `NavigationLink` pushes its destination, which slides in from
/// the trailing edge with the default animation; Back (or `dismiss()`) pops it the same way.
public nonisolated struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<NavigationPath>?

    @MainActor public var body: some View {
        NavigationHost(root: root, externalPath: path)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`, with its pushed screens kept internally.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are `path` (pushing and popping change it).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path`.
    @MainActor
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(
            get: { NavigationPath(path.wrappedValue) },
            set: { newPath in
                path.wrappedValue = Data(newPath.elements.compactMap { $0.base as? Data.Element })
            }
        )
    }
}

/// The older navigation container: SwiftUI's `NavigationView`, drawn as a ``NavigationStack``.
public nonisolated struct NavigationView<Content: View>: View {
    let content: Content

    /// Makes a navigation view of `content` (drawn as a navigation stack).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        NavigationHost(root: content, externalPath: nil)
    }
}

/// The style of a `NavigationView`: SwiftUI's `NavigationViewStyle` (every style stacks in Cadence).
public protocol NavigationViewStyle {}
/// Views pushed on a stack.
public struct StackNavigationViewStyle: NavigationViewStyle { /** Makes the style. */ public init() {} }
/// The platform's default (a stack on a phone).
public struct DefaultNavigationViewStyle: NavigationViewStyle { /** Makes the style. */ public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { /** Views pushed on a stack. */ public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { /** The platform's default. */ public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() } }

extension View {
    /// The style of navigation views below (Cadence always stacks).
    public nonisolated func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        modifier(StageInertModifier())
    }
}

/// A type-erased list of pushed values: SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Makes an empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// Makes a path of `elements`, the first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}

/// A screen pushed by a destination link (not a value).
struct PushedScreen {
    let id: Int
    let view: AnyView
}

/// What the screens below a navigation host use: push, pop, and where titles and toolbar items go.
@MainActor
final class NavigationContext {
    var push: (AnyView) -> Void = { _ in }
    var pushValue: (AnyHashable) -> Void = { _ in }
    var pop: () -> Void = {}
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    // Collected while the top screen resolves.
    var title: String?
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var barHidden = false
    /// `toolbar(removing: .title)` on the top screen: the bar draws no title.
    var titleRemoved = false
    var backHidden = false
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] = []
    /// The top screen's `searchable` field, drawn under the title.
    var searchField: AnyView?
    /// The field of a `searchable` applied to the stack itself, for its root screen.
    var rootSearchField: AnyView?
    /// The top screen's `toolbarTitleMenu` items: the title opens them as a menu.
    var titleMenu: AnyView?
    /// The depth of the screen on top: only its titles and toolbar items are collected (a screen
    /// sliding away under a transition still resolves, and must not overwrite them).
    var topDepth = 0

    /// Applies `change` when the screen at `depth` is the top one.
    func collect(at depth: Int, _ change: (NavigationContext) -> Void) {
        if depth == topDepth { change(self) }
    }
}

private struct NavigationScreenDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }

    /// How deep in its navigation stack the screen this view is in lies (0: the root).
    var navigationScreenDepth: Int {
        get { self[NavigationScreenDepthKey.self] }
        set { self[NavigationScreenDepthKey.self] = newValue }
    }
}

/// The headless navigation container behind `NavigationStack` and `NavigationView`.
struct NavigationHost<Root: View>: View {
    let root: Root
    let externalPath: Binding<NavigationPath>?
    @State private var pushed: [PushedScreen] = []
    @State private var internalPath = NavigationPath()
    @State private var nextID = 1
    @State private var editMode = EditMode.inactive

    var body: some View {
        NavigationShell(root: AnyView(root), pushed: pushed, path: externalPath?.wrappedValue ?? internalPath, editMode: $editMode,
                        push: { view in
                            withAnimation(.default) {
                                pushed.append(PushedScreen(id: nextID, view: view))
                                nextID += 1
                            }
                        },
                        pushValue: { value in
                            withAnimation(.default) {
                                if let externalPath { externalPath.wrappedValue.elements.append(value) } else { internalPath.elements.append(value) }
                            }
                        },
                        pop: {
                            withAnimation(.default) {
                                // Destination screens are pushed above the path's screens.
                                if !pushed.isEmpty {
                                    pushed.removeLast()
                                } else if let externalPath, !externalPath.wrappedValue.isEmpty {
                                    externalPath.wrappedValue.removeLast()
                                } else if !internalPath.isEmpty {
                                    internalPath.removeLast()
                                }
                            }
                        })
    }
}

/// Resolves the top screen first (collecting its title and toolbar), then the bar above it.
struct NavigationShell: View, PrimitiveView {
    let root: AnyView
    let pushed: [PushedScreen]
    let path: NavigationPath
    let editMode: Binding<EditMode>
    let push: @MainActor (AnyView) -> Void
    let pushValue: @MainActor (AnyHashable) -> Void
    let pop: @MainActor () -> Void
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let navigation = context.cell(BuiltinCell.navigation) { NavigationContext() }
        navigation.push = push
        navigation.pushValue = pushValue
        navigation.pop = pop
        navigation.title = nil
        navigation.displayMode = .automatic
        navigation.barHidden = false
        navigation.titleRemoved = false
        navigation.backHidden = false
        navigation.items = []
        navigation.searchField = nil
        navigation.titleMenu = nil
        navigation.rootSearchField = context.environment.searchFieldClaim?.claim()
        navigation.topDepth = path.count + pushed.count
        // Value destinations are registered by the root's `navigationDestination(for:)`; resolve
        // the root's registrations even when a pushed screen covers it.
        let depth = path.count + pushed.count
        let valueScreens: [AnyView] = path.elements.map { AnyView(PathValueScreen(value: $0, navigation: navigation)) }
        let screens: [AnyView] = [root] + valueScreens + pushed.map(\.view)
        let topID = depth
        var inner = context
        inner.environment.navigationContext = navigation
        inner.environment.editMode = editMode
        inner.environment.searchFieldClaim = nil
        if depth > 0 {
            inner.environment.dismiss = DismissAction { navigation.pop() }
            inner.environment.isPresented = true
        }
        _ = topID
        // Screens sliding in and out are clipped to the stack, as the navigation controller's view is.
        let screenNodes = inner.resolve(NavigationLevel(index: 0, screens: screens), at: .child(0)).map { LayoutNode(.effect(.clip(Rectangle()), child: $0)) }
        let bar = NavigationBarView(title: navigation.titleRemoved ? nil : navigation.title, largeTitle: depth == 0 ? navigation.displayMode != .inline : navigation.displayMode == .large,
                                    items: navigation.items, showsBack: depth > 0 && !navigation.backHidden, back: pop,
                                    searchField: navigation.searchField ?? (depth == 0 ? navigation.rootSearchField : nil),
                                    titleMenu: navigation.titleMenu)
        var barNodes: [LayoutNode] = []
        if !navigation.barHidden { barNodes = inner.resolve(bar, at: .child(1)) }
        let bottomItems = navigation.items.filter { $0.placement.kind == .bottom }.map(\.view)
        let bottomNodes = bottomItems.isEmpty ? [] : inner.resolve(BottomToolbarView(items: bottomItems), at: .child(2))
        return context.directed([LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: 0, children: barNodes + screenNodes + bottomNodes))])
    }
}

/// The screen of a value on a stack's path, looked up when it is drawn: after the root (drawn first)
/// has registered its `navigationDestination(for:)` screens, so a path that is not empty from the
/// start (a restored path, a split view opened on its detail) shows them in its first frame.
struct PathValueScreen: View {
    let value: AnyHashable
    let navigation: NavigationContext

    var body: some View {
        navigation.destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? AnyView(Text("No destination for \(String(describing: value.base))"))
    }
}

/// Screen `index` of a stack, with the screens pushed above it in a ZStack over it: each pushed
/// screen is inserted (and removed) by an `if`, so it slides in from the trailing edge on a push and
/// out to it on a pop, as on iOS. A covered screen stays drawn beneath, shifted a third of its width
/// towards the leading edge, but cannot be tapped or read (iOS takes it out of the hierarchy).
struct NavigationLevel: View {
    let index: Int
    let screens: [AnyView]

    var body: some View {
        let isCovered = index < screens.count - 1
        ZStack {
            screens[index]
                .environment(\.navigationScreenDepth, index)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .background { if index > 0 { NavigationScreenBackground() } }
                .modifier(CoveredScreenModifier(isCovered: isCovered))
            if isCovered {
                AnyView(NavigationLevel(index: index + 1, screens: screens))
                    .transition(.move(edge: .trailing))
            }
        }
    }
}

/// The opaque page behind a pushed screen (the system background), so the one below is hidden.
struct NavigationScreenBackground: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        (colorScheme == .dark ? Color.black : Color.white).ignoresSafeArea()
    }
}

/// A screen under a pushed one: moved a third of its width to the leading side (animated with
/// the push), disabled and hidden from screen readers.
nonisolated struct CoveredScreenModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isCovered: Bool

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        if isCovered { inner.environment.isEnabled = false }
        let shift = context.animated(CGSize(width: isCovered ? -1.0 / 3 : 0, height: 0), slot: DriverSlot.effect)
        return content(inner).map { node in
            var drawn = LayoutNode(.effect(.sizeRelativeOffset(shift), child: node))
            if isCovered {
                drawn = LayoutNode(.effect(.interaction(.disabled(true)), child: drawn))
                drawn = LayoutNode(.effect(.accessibility(.hidden(true)), child: drawn))
            }
            return drawn
        }
    }
}

/// The navigation bar: back button, leading items, title, trailing items.
struct NavigationBarView: View {
    let title: String?
    let largeTitle: Bool
    let items: [(placement: ToolbarItemPlacement, view: AnyView)]
    let showsBack: Bool
    let back: @MainActor () -> Void
    /// A `searchable` field, drawn under the title.
    var searchField: AnyView? = nil
    /// `toolbarTitleMenu` items: the title (with a chevron) opens them as a `Menu`.
    var titleMenu: AnyView? = nil

    private func views(_ placements: Set<ToolbarItemPlacement.Kind>) -> [AnyView] {
        items.filter { placements.contains($0.placement.kind) }.map(\.view)
    }

    /// The title, or with a `toolbarTitleMenu` a menu titled by it and a chevron, in the label colour.
    @ViewBuilder
    private func titled(_ text: some View) -> some View {
        if let titleMenu {
            Menu {
                titleMenu
            } label: {
                HStack(spacing: 4) {
                    text
                    Image(systemName: "chevron.down").font(.footnote.weight(.semibold)).accessibilityHidden(true)
                }
            }
            .tint(.primary)
        } else {
            text
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if !largeTitle, let title {
                    titled(Text(title).font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader))
                }
                ForEach(Array(views([.principal]).enumerated()), id: \.offset) { $0.element }
                HStack(spacing: 16) {
                    if showsBack {
                        Button(action: back) {
                            HStack(spacing: 4) {
                                // iOS reads the back button as its title alone.
                                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                                    .accessibilityHidden(true)
                                Text("Back")
                            }
                        }
                    }
                    ForEach(Array(views([.leading]).enumerated()), id: \.offset) { $0.element }
                    Spacer()
                    ForEach(Array(views([.trailing, .automatic]).enumerated()), id: \.offset) { $0.element }
                }
                .padding(.horizontal, 16)
            }
            .frame(height: 44)
            if largeTitle, let title {
                titled(Text(title).font(.largeTitle.bold()).lineLimit(1).accessibilityAddTraits(.isHeader))
                    .padding(.horizontal, 16)
                    .frame(height: 52, alignment: .bottom)
            }
            if let searchField {
                searchField
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { NavigationBarBackground() }
    }
}

/// The bottom toolbar: the `.bottomBar` items in a row, on the bar's background reaching down into
/// the bottom safe area.
struct BottomToolbarView: View {
    let items: [AnyView]

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 16) {
                ForEach(Array(items.enumerated()), id: \.offset) { $0.element }
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44)
        }
        .background { NavigationBarBackground().ignoresSafeArea(edges: .bottom) }
    }
}

/// The bar's background, reaching up under the status bar.
struct NavigationBarBackground: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        (colorScheme == .dark ? Color.black : Color.white).ignoresSafeArea(edges: .top)
    }
}

/// A navigation bar's item: SwiftUI's `NavigationBarItem`, here for its `TitleDisplayMode`.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on the root screen, inline on pushed screens.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

extension View {
    /// The title of this screen in the navigation bar.
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of this screen in the navigation bar.
    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of this screen in the navigation bar.
    public nonisolated func navigationTitle(_ title: Text) -> some View {
        let string = title.string
        return modifier(NavigationCollectModifier { $0.title = string })
    }

    /// The title of this screen, from a binding (iOS lets the user rename it; a stage shows it).
    public nonisolated func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(NavigationCollectModifier { $0.title = title.wrappedValue })
    }

    /// Items shown in a menu when the navigation title is tapped: SwiftUI's
    /// `toolbarTitleMenu(content:)`. The title is drawn with a chevron and opens `content` as a
    /// ``Menu`` does (`stage.tap(label:)` with the title, then an item's title).
    public nonisolated func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        let menu = AnyView(content())
        return modifier(NavigationCollectModifier { $0.titleMenu = menu })
    }

    /// How this screen's title is shown.
    public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationCollectModifier { $0.displayMode = displayMode })
    }

    /// Hides this screen's navigation bar when `hidden`.
    public nonisolated func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationCollectModifier { if hidden { $0.barHidden = true } })
    }

    /// Hides this screen's back button when `hidesBackButton`.
    public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationCollectModifier { if hidesBackButton { $0.backHidden = true } })
    }

    /// The screen to push for values of `data` pushed by `NavigationLink(value:)` or appended to the
    /// stack's path.
    public nonisolated func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Pushes the screen `destination` makes for `item` while `item` is not `nil`; popping it sets
    /// `item` to `nil`.
    public nonisolated func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationItemModifier(item: item, destination: { AnyView(destination($0)) }))
    }

    /// Pushes `destination` while `isPresented` is true.
    public nonisolated func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(NavigationPresentModifier(isPresented: isPresented, destination: AnyView(view)))
    }
}

nonisolated struct NavigationCollectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// Applies on any screen, not only the top one (destination registrations).
    var anyDepth = false
    let change: @MainActor (NavigationContext) -> Void

    init(anyDepth: Bool = false, change: @escaping @MainActor (NavigationContext) -> Void) {
        self.anyDepth = anyDepth
        self.change = change
    }

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        if let navigation = context.environment.navigationContext {
            if anyDepth { change(navigation) } else { navigation.collect(at: context.environment.navigationScreenDepth, change) }
        }
        return content(context)
    }
}

/// `navigationDestination(for:destination:)`: registers the screens for values of `D` with the stack.
nonisolated struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: (D) -> C

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        if let navigation = context.environment.navigationContext {
            let destination = self.destination
            navigation.destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map { AnyView(destination($0)) } }
        }
        return content(context)
    }
}

/// `navigationDestination(item:)`: pushes when the item turns non-`nil`, clears it when popped.
nonisolated struct NavigationItemModifier<D: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let item: Binding<D?>
    let destination: (D) -> AnyView

    final class Memory {
        var wasPresented = false
    }

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let memory = context.cell(BuiltinCell.presentation) { Memory() }
        let value = item.wrappedValue
        if let value, !memory.wasPresented, let navigation = context.environment.navigationContext {
            let binding = item
            navigation.push(AnyView(destination(value).onDisappear { binding.wrappedValue = nil }))
        }
        memory.wasPresented = value != nil
        return content(context)
    }
}

/// `navigationDestination(isPresented:)`: pushes when the binding turns true (once per change).
nonisolated struct NavigationPresentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let destination: AnyView

    final class Memory {
        var wasPresented = false
    }

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let memory = context.cell(BuiltinCell.presentation) { Memory() }
        let presented = isPresented.wrappedValue
        if presented, !memory.wasPresented, let navigation = context.environment.navigationContext {
            let binding = isPresented
            let view = destination
            navigation.push(AnyView(view.onDisappear { binding.wrappedValue = false }))
        }
        memory.wasPresented = presented
        return content(context)
    }
}

/// A button that pushes a screen: SwiftUI's `NavigationLink`.
///
/// ```swift
/// NavigationLink("Details") { DetailView() }
/// NavigationLink(value: item) { Text(item.name) }      // with navigationDestination(for:)
/// ```
///
/// Drawn as its label; in a list, with a chevron at the trailing edge. Outside a navigation stack a
/// tap does nothing.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    /// For the deprecated programmatic links: whether `destination` is shown (a tap sets it, going
    /// back clears it; setting it pushes or pops), made on the main actor.
    var isActive: (@MainActor @Sendable () -> Binding<Bool>)? = nil

    /// Makes a link that pushes `destination` when its `label` is tapped.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
        value = nil
    }

    /// The older spelling, with the destination as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        value = nil
    }

    /// A link that shows `destination` while `isActive` is true: SwiftUI's deprecated programmatic
    /// link, played as `navigationDestination(isPresented:destination:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        value = nil
        self.isActive = { isActive }
    }

    /// A link that shows `destination` while `selection` is `tag`: SwiftUI's deprecated
    /// tag-and-selection link (a tap sets `selection` to `tag`; going back sets it to `nil`).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        value = nil
        let tag = UncheckedBox(tag)
        isActive = {
            Binding(get: { selection.wrappedValue == tag.value }, set: { active in
                if active {
                    selection.wrappedValue = tag.value
                } else if selection.wrappedValue == tag.value {
                    selection.wrappedValue = nil
                }
            })
        }
    }

    public typealias Body = Never
}

extension NavigationLink where Label == Text {
    /// A link titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// The older spelling, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string literal that shows `destination` while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (shown by the stack's `navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled with a string literal that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled with a string that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let navigation = context.environment.navigationContext
        let destination = self.destination.map { AnyView($0) }
        let value = self.value
        let label = self.label
        let inList = context.environment.isInList
        let isActive = self.isActive?()
        let button = Button {
            if let isActive {
                isActive.wrappedValue = true
                return
            }
            guard let navigation else { return }
            if let destination { navigation.push(destination) } else if let value { navigation.pushValue(value) }
        } label: {
            if inList {
                // A row: the label in the primary colour, a grey chevron (UIKit's tertiary label).
                // The whole row takes taps, and the chevron is decoration VoiceOver does not read.
                HStack {
                    label.foregroundStyle(Color.primary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
                        .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3))
                        .accessibilityHidden(true)
                }
                .contentShape(Rectangle())
            } else {
                label
            }
        }
        if let isActive, let destination {
            return context.resolve(button.navigationDestination(isPresented: isActive) { destination }, at: .child(0))
        }
        return context.resolve(button, at: .child(0))
    }
}
