/// A button that shows a list of actions: SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Sort", systemImage: "arrow.up.arrow.down") {
///     Button("Newest") { order = .newest }
///     Button("Oldest") { order = .oldest }
/// }
/// ```
///
/// Drawn as its label in the tint colour. Tapping it (a stage taps it by its title) opens the menu:
/// its content stacked on a rounded regular-material panel (250 points wide, corner radius 13) under
/// the label, each action a full-width row; tapping an action runs it and closes the menu, and
/// tapping the label again closes it too. With a `primaryAction`, a tap runs that action instead and
/// a long press opens the menu. The panel overlays what is under it without moving it, and is drawn
/// above the views after the menu (its z-index is raised).
public struct Menu<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let primaryAction: (() -> Void)?

    /// A menu of `content`, shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction`; a long press shows `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    public typealias Body = Never
}

extension Menu: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let label = self.label, content = self.content
        let styles = context.environment.menuStyles
        guard let style = styles.innermost else {
            return context.resolve(MenuButton(label: label, content: content, primaryAction: primaryAction.map(UncheckedAction.init)), at: .child(0))
        }
        let configuration = MenuStyleConfiguration(
            label: MenuStyleConfiguration.Label { $0.resolve(label, at: .child(0)) },
            content: MenuStyleConfiguration.Content { $0.resolve(content, at: .child(1)) },
            primaryAction: primaryAction.map(UncheckedAction.init)
        )
        var inner = context
        inner.environment.menuStyles = styles.popped()
        return Self.resolveStyle(style, configuration, in: inner)
    }

    @MainActor
    private static func resolveStyle<S: MenuStyle>(_ style: S, _ configuration: MenuStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(1)) { style.makeBody(configuration: configuration) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu made from a style's configuration: SwiftUI's `Menu(_:)`. In a custom ``MenuStyle``,
    /// draws the menu as the style set further out would (the platform's menu button when there is
    /// none), so a style can add to the current appearance.
    ///
    /// ```swift
    /// struct PaddedMenuStyle: MenuStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Menu(configuration).padding(8).background(.thinMaterial, in: Capsule())
    ///     }
    /// }
    /// ```
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        primaryAction = configuration.primaryAction?.run
    }
}

/// The platform's menu: its label as a button (in the tint colour) that opens the panel.
private struct MenuButton<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: UncheckedAction?
    @State private var isOpen = false

    var body: some View {
        let open = $isOpen
        Group {
            if let primaryAction {
                Button { primaryAction.run() } label: { label }
                    .simultaneousGesture(LongPressGesture().onEnded { _ in open.wrappedValue.toggle() })
            } else {
                Button { open.wrappedValue.toggle() } label: { label }
            }
        }
        .overlay(alignment: .topLeading) {
            if isOpen {
                MenuPanel(content: content, close: { open.wrappedValue = false })
                    .offset(y: 36)
                    .transition(MenuPanel<Content>.transition)
            }
        }
        .zIndex(isOpen ? 1 : 0)
        .animation(MenuPanel<Content>.animation, value: isOpen)
    }
}

/// An open menu's panel, shared by `Menu` and `contextMenu`: `content` stacked as full-width rows
/// on a rounded regular-material panel 250 points wide (corner radius 13); a button in it closes
/// the menu after its action.
struct MenuPanel<Content: View>: View {
    let content: Content
    let close: @MainActor () -> Void

    /// How the panel comes and goes.
    static var transition: AnyTransition { .opacity.combined(with: .scale(scale: 0.9, anchor: .topLeading)) }
    /// The animation of its opening and closing.
    static var animation: Animation { .smooth(duration: 0.25) }

    var body: some View {
        let close = self.close
        VStack(alignment: .leading, spacing: 0) {
            content
                .buttonStyle(MenuRowButtonStyle())
        }
        .frame(width: 250, alignment: .leading)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13, style: .continuous))
        .environment(\.dismissesPresentation, { close() })
        .environment(\.isInMenuPanel, true)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// A menu's rows: the label leading, 16 points across and 11 along, the full width of the panel.
private struct MenuRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
            .padding(.vertical, 11)
            .background(configuration.isPressed ? Color.primary.opacity(0.1) : Color.clear)
            .contentShape(Rectangle())
    }
}

extension Menu where Label == Text {
    /// A menu titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a string literal whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == CadenceUI.Label<Text, Image> {
    /// A menu titled with a string literal and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled with a string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CadenceUI.Label(title, systemImage: systemImage) }
    }
}

/// How menus are drawn: SwiftUI's `MenuStyle`, set with `menuStyle(_:)`.
///
/// ```swift
/// struct CapsuleMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration)
///             .padding(.horizontal, 12)
///             .background(.thinMaterial, in: Capsule())
///     }
/// }
/// ```
///
/// A style reads `@Environment` values around the menu. Its body usually wraps
/// `Menu(configuration)`, which draws the menu as the style set further out does (the platform's
/// menu button, described on ``Menu``, when none is): styles set around one another do not
/// combine, the innermost draws. The built-in styles draw alike on a stage.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the menu's label, content and primary action, which only
    /// `Menu(configuration)` reads.
    typealias Configuration = MenuStyleConfiguration

    /// The menu's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// A menu's parts, for a ``MenuStyle``: SwiftUI's `MenuStyleConfiguration`. As in SwiftUI, a
/// style cannot take them apart: it passes the configuration to `Menu(_:)`.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The menu's content, as a view.
    public struct Content: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    let label: Label
    let content: Content
    let primaryAction: UncheckedAction?
}

extension MenuStyleConfiguration.Label: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

extension MenuStyleConfiguration.Content: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// The default menu style: SwiftUI's `DefaultMenuStyle`, the platform's menu button.
public struct DefaultMenuStyle: MenuStyle {
    /// Makes the style.
    public nonisolated init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button: SwiftUI's `ButtonMenuStyle`, the platform's menu button (whose
/// label takes the `buttonStyle(_:)` around it).
public struct ButtonMenuStyle: MenuStyle {
    /// Makes the style.
    public nonisolated init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A menu drawn as a borderless button: SwiftUI's deprecated `BorderlessButtonMenuStyle`, the
/// platform's menu button on a stage.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Makes the style.
    public nonisolated init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button (deprecated in SwiftUI in favour of `.button` with
    /// `.buttonStyle(.borderless)`).
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuStylesKey: EnvironmentKey {
    static var defaultValue: StyleStack<any MenuStyle> { StyleStack() }
}

extension EnvironmentValues {
    /// The `menuStyle(_:)` styles around the views below, innermost last.
    var menuStyles: StyleStack<any MenuStyle> {
        get { self[MenuStylesKey.self] }
        set { self[MenuStylesKey.self] = newValue }
    }
}

/// The order of a menu's items: SwiftUI's `MenuOrder`.
public struct MenuOrder: Sendable, Equatable {
    let name: String
    /// The platform's order.
    public static let automatic = MenuOrder(name: "automatic")
    /// First item nearest the label.
    public static let priority = MenuOrder(name: "priority")
    /// The order written.
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// Draws the menus below with `style`: SwiftUI's `menuStyle(_:)` (the built-in styles draw
    /// alike on a stage; a custom style's body draws).
    public nonisolated func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.menuStyles.push(style) })
    }

    /// Sets the order of the menus' items below (Cadence keeps the order written).
    public nonisolated func menuOrder(_ order: MenuOrder) -> some View {
        self
    }

    /// Whether the menus below show their indicator (the chevron iOS draws beside a menu button's
    /// label): SwiftUI's `menuIndicator(_:)`. A stage draws no indicator either way.
    public nonisolated func menuIndicator(_ visibility: Visibility) -> some View {
        self
    }

    /// Adds a context menu, which people open with a long press: SwiftUI's `contextMenu(menuItems:)`.
    ///
    /// ```swift
    /// PhotoThumbnail(photo)
    ///     .contextMenu {
    ///         Button("Favorite", systemImage: "heart") { toggleFavorite(photo) }
    ///         Button("Delete", systemImage: "trash", role: .destructive) { delete(photo) }
    ///     }
    /// ```
    ///
    /// A long press on the view (`stage.longPress(at:)`, held 0.5 s or more) opens the menu: its
    /// items on the menu panel of ``Menu`` (250 points wide, regular material, corner radius 13),
    /// 8 points under the view's bottom leading corner, above the views after it. Tapping an item
    /// (`stage.tap(label:)`) runs its action and closes the menu; a second long press closes it
    /// too. The long press wins over a tap of a button inside the view, so the button does not run.
    public nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems(), preview: Optional<EmptyView>.none))
    }

    /// Adds a context menu with a preview: SwiftUI's `contextMenu(menuItems:preview:)`. Opened as
    /// ``contextMenu(menuItems:)`` is, with `preview` drawn above the items, on the same panel
    /// (clipped to its rounded corners), in place of the view's own lifted image.
    public nonisolated func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: menuItems(), preview: preview()))
    }
}

/// The minimum press that opens a context menu, in seconds.
let contextMenuPressDuration = 0.5

/// `contextMenu`: the view, opening the menu panel under it on a long press.
nonisolated struct ContextMenuModifier<Items: View, Preview: View>: ViewModifier {
    let items: Items
    let preview: Preview?
    @State private var isOpen = false

    @MainActor
    func body(content: Content) -> some View {
        let open = $isOpen
        content
            .highPriorityGesture(SystemLongPressGesture(minimumDuration: contextMenuPressDuration).onEnded { _ in
                withAnimation(MenuPanel<Items>.animation) { open.wrappedValue.toggle() }
            })
            .overlay(alignment: .bottomLeading) {
                if isOpen {
                    VStack(alignment: .leading, spacing: 8) {
                        if let preview {
                            preview
                                .frame(width: 250)
                                .clipShape(RoundedRectangle(cornerRadius: 13, style: .continuous))
                        }
                        MenuPanel(content: items, close: { withAnimation(MenuPanel<Items>.animation) { open.wrappedValue = false } })
                    }
                    .alignmentGuide(.bottom) { $0[.top] - 8 }
                    .transition(MenuPanel<Items>.transition)
                }
            }
            .zIndex(isOpen ? 1 : 0)
    }
}

/// A caller's action carried into a button's main-actor action (the menu runs it on the main actor).
struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Whether picking a menu's action closes the menu: SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Sendable, Equatable {
    let closes: Bool?

    /// The platform's choice: an action closes the menu (as `enabled` on iOS).
    public static let automatic = MenuActionDismissBehavior(closes: nil)
    /// An action closes the menu.
    public static let enabled = MenuActionDismissBehavior(closes: true)
    /// An action leaves the menu open (a stepper-like "+1" row that people press several times).
    public static let disabled = MenuActionDismissBehavior(closes: false)
}

private struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static let defaultValue = MenuActionDismissBehavior.automatic
}

private struct InMenuPanelKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `menuActionDismissBehavior(_:)` around the buttons below.
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }

    /// Inside an open menu's panel (`Menu`, `contextMenu`).
    var isInMenuPanel: Bool {
        get { self[InMenuPanelKey.self] }
        set { self[InMenuPanelKey.self] = newValue }
    }
}

extension View {
    /// Whether the actions of the menus in (or around) this view close their menu when picked:
    /// SwiftUI's `menuActionDismissBehavior(_:)`. With `.disabled`, a button in an open `Menu` or
    /// context menu runs its action and the menu stays open; alerts and dialogs are not affected.
    ///
    /// ```swift
    /// Menu("Servings: \(servings)") {
    ///     Button("Add one") { servings += 1 }
    ///     Button("Remove one") { servings -= 1 }
    /// }
    /// .menuActionDismissBehavior(.disabled)
    /// ```
    public nonisolated func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        modifier(EnvironmentModifier { $0.menuActionDismissBehavior = behavior })
    }
}
