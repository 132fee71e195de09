import Foundation

// The scenes and scene modifiers of desktop and iPad apps: SwiftUI's `Window`, `Settings`,
// `MenuBarExtra`, `WindowGroup(for:)` and the window modifiers (`defaultSize`, `windowStyle`,
// `windowResizability`, …), so an app file that declares them compiles. A stage shows one window's
// content, so these choose nothing drawn: `App.main()` shows the first `WindowGroup` or `Window`,
// and the window's size, style and resizability are kept by no one. `Settings` and `MenuBarExtra`
// give no window to show.

/// A scene of one unique window: SwiftUI's `Window` (macOS, iPadOS 26).
///
/// ```swift
/// Window("Activity", id: "activity") {
///     ActivityView()
/// }
/// ```
///
/// On a stage its content is a window like a `WindowGroup`'s: `App.main()` shows it when it comes
/// first, and tests host `content` on a `Stage` themselves.
public struct Window<Content: View>: Scene, PrimitiveScene {
    /// The window's title.
    public let title: Text
    /// The window's identifier (for `openWindow(id:)`).
    public let id: String
    /// The view the window shows.
    public let content: Content

    /// A window titled `title` with identifier `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    /// A window titled by the localized `titleKey` with identifier `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window titled `title` (a string that is not localized) with identifier `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// Built in: no body.
    public var body: Never { fatalError("Window has no body") }

    var windows: [AnyView] { [AnyView(content)] }
}

/// The scene of a macOS app's settings window: SwiftUI's `Settings`. A stage has no app menu to
/// open it from, so it gives no window to show; tests host `content` on a `Stage` themselves.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    /// The settings view.
    public let content: Content

    /// A settings scene showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Built in: no body.
    public var body: Never { fatalError("Settings has no body") }

    var windows: [AnyView] { [] }
}

/// A menu bar item and the menu or window it opens: SwiftUI's `MenuBarExtra` (macOS). A stage has
/// no menu bar, so it gives no window to show; `label` and `content` are kept for tests to host.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    /// The item's label in the menu bar.
    public let label: Label
    /// What the item opens.
    public let content: Content
    /// Whether the item is in the menu bar (`nil`: always).
    public let isInserted: Binding<Bool>?

    /// An item labelled by `label` opening `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isInserted = nil
    }

    /// An item labelled by `label`, in the menu bar while `isInserted` is `true`.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isInserted = isInserted
    }

    /// Built in: no body.
    public var body: Never { fatalError("MenuBarExtra has no body") }

    var windows: [AnyView] { [] }
}

extension MenuBarExtra where Label == CadenceUI.Label<Text, Image> {
    /// An item titled by the localized `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// An item titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CadenceUI.Label(title, systemImage: systemImage) }
    }

    /// An item titled by the localized `titleKey` with the asset image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CadenceUI.Label(titleKey, image: image) }
    }

    /// An item titled by the localized `titleKey` with the symbol `systemImage`, in the menu bar
    /// while `isInserted` is `true`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isInserted: isInserted, content: content) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension MenuBarExtra where Label == Text {
    /// An item titled by the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// An item titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension WindowGroup {
    /// A group of windows each presenting a value of `type`, which `content` gets as a binding. On
    /// a stage the window shown presents no value: the binding holds `nil`.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(content: { content(.constant(nil)) })
    }

    /// A group of windows titled by the localized `titleKey`, each presenting a value of `type`.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(titleKey, content: { content(.constant(nil)) })
    }

    /// A group of windows with identifier `id`, each presenting a value of `type`.
    public init<D: Decodable & Encodable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(id: id, content: { content(.constant(nil)) })
    }

    /// A group of windows each presenting a value of `type`, `defaultValue()` when opened without
    /// one: the window a stage shows presents `defaultValue()`.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        let value = defaultValue()
        self.init(content: { content(.constant(value)) })
    }

    /// A group of windows titled `title`, each presenting a value of `type` (`nil` on a stage).
    public init<D: Decodable & Encodable & Hashable>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(title, content: { content(.constant(nil)) })
    }

    /// A group of windows titled `title` (not localized), each presenting a value of `type`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(Text(title), content: { content(.constant(nil)) })
    }

    /// A group of windows titled `title`, with identifier `id`, each presenting a value of `type`.
    public init<D: Decodable & Encodable & Hashable>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(title, id: id, content: { content(.constant(nil)) })
    }

    /// A group of windows titled by the localized `titleKey`, with identifier `id`, each presenting
    /// a value of `type`.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(Text(titleKey), id: id, content: { content(.constant(nil)) })
    }

    /// A group of windows titled `title` (not localized), with identifier `id`, each presenting a
    /// value of `type`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(Text(title), id: id, content: { content(.constant(nil)) })
    }

    /// A group of windows with identifier `id`, each presenting a value of `type`, `defaultValue()`
    /// when opened without one (what a stage's window presents).
    public init<D: Decodable & Encodable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        let value = defaultValue()
        self.init(id: id, content: { content(.constant(value)) })
    }
}

// MARK: Window styles

/// How a window's frame is drawn: SwiftUI's `WindowStyle`.
public protocol WindowStyle: Sendable {}

/// The platform's window style: SwiftUI's `DefaultWindowStyle` (`.automatic`).
public struct DefaultWindowStyle: WindowStyle { /** Makes the style. */ public init() {} }
/// A window whose title bar is hidden: SwiftUI's `HiddenTitleBarWindowStyle` (macOS).
public struct HiddenTitleBarWindowStyle: WindowStyle { /** Makes the style. */ public init() {} }
/// A window with a title bar: SwiftUI's `TitleBarWindowStyle` (macOS).
public struct TitleBarWindowStyle: WindowStyle { /** Makes the style. */ public init() {} }
/// A window without a frame: SwiftUI's `PlainWindowStyle` (macOS, visionOS).
public struct PlainWindowStyle: WindowStyle { /** Makes the style. */ public init() {} }
/// A window of three-dimensional content: SwiftUI's `VolumetricWindowStyle` (visionOS).
public struct VolumetricWindowStyle: WindowStyle { /** Makes the style. */ public init() {} }

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window whose title bar is hidden.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    /// A window without a frame.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

extension WindowStyle where Self == VolumetricWindowStyle {
    /// A window of three-dimensional content.
    public static var volumetric: VolumetricWindowStyle { VolumetricWindowStyle() }
}

/// How a window's toolbar is drawn: SwiftUI's `WindowToolbarStyle` (macOS).
public protocol WindowToolbarStyle: Sendable {}

/// The platform's window toolbar: SwiftUI's `DefaultWindowToolbarStyle` (`.automatic`).
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { /** Makes the style. */ public init() {} }
/// The title above the toolbar: SwiftUI's `ExpandedWindowToolbarStyle` (`.expanded`).
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { /** Makes the style. */ public init() {} }

/// The title and the toolbar in one row: SwiftUI's `UnifiedWindowToolbarStyle` (`.unified`).
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// Whether the window's title is shown in the row.
    public let showsTitle: Bool
    /// A unified toolbar, showing the title unless `showsTitle` is `false`.
    public init(showsTitle: Bool = true) { self.showsTitle = showsTitle }
}

/// A unified toolbar of reduced height: SwiftUI's `UnifiedCompactWindowToolbarStyle`.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// Whether the window's title is shown in the row.
    public let showsTitle: Bool
    /// A compact unified toolbar, showing the title unless `showsTitle` is `false`.
    public init(showsTitle: Bool = true) { self.showsTitle = showsTitle }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The platform's window toolbar.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title above the toolbar.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// The title and the toolbar in one row.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// The title (unless `showsTitle` is `false`) and the toolbar in one row.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// A unified toolbar of reduced height.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// A unified toolbar of reduced height, showing the title unless `showsTitle` is `false`.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle) }
}

/// How a menu bar item opens its content: SwiftUI's `MenuBarExtraStyle`.
public protocol MenuBarExtraStyle: Sendable {}

/// The platform's menu bar item: SwiftUI's `AutomaticMenuBarExtraStyle` (`.automatic`, a menu).
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { /** Makes the style. */ public init() {} }
/// The content as a menu: SwiftUI's `PullDownMenuBarExtraStyle` (`.menu`).
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { /** Makes the style. */ public init() {} }
/// The content in a window below the item: SwiftUI's `WindowMenuBarExtraStyle` (`.window`).
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { /** Makes the style. */ public init() {} }

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The platform's menu bar item.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// The content as a menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// The content in a window below the item.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

/// How a window can be resized: SwiftUI's `WindowResizability`.
public struct WindowResizability: Hashable, Sendable {
    let kind: Int

    /// The platform's choice (`.contentMinSize` for `Window` and `Settings`, `.automatic` otherwise).
    public static let automatic = WindowResizability(kind: 0)
    /// The window is sized to its content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(kind: 1)
    /// The window is at least as large as its content's minimum size.
    public static let contentMinSize = WindowResizability(kind: 2)
}

/// Whether a window is restored on relaunch: SwiftUI's `SceneRestorationBehavior` (macOS 15).
public struct SceneRestorationBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SceneRestorationBehavior(kind: 0)
    /// The window is restored.
    public static let enabled = SceneRestorationBehavior(kind: 1)
    /// The window is not restored.
    public static let disabled = SceneRestorationBehavior(kind: 2)
}

/// Whether a window opens at launch: SwiftUI's `SceneLaunchBehavior` (macOS 15).
public struct SceneLaunchBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SceneLaunchBehavior(kind: 0)
    /// The window opens at launch.
    public static let presented = SceneLaunchBehavior(kind: 1)
    /// The window does not open at launch.
    public static let suppressed = SceneLaunchBehavior(kind: 2)
}

// MARK: Scene modifiers

extension Scene {
    /// The size of the scene's windows when first opened, in points. A stage's size is its own, so
    /// the scene is unchanged.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        self
    }

    /// The size of the scene's windows when first opened (see `defaultSize(width:height:)`).
    public func defaultSize(_ size: CGSize) -> some Scene {
        self
    }

    /// Where the scene's windows first open on the screen, as a unit point (`.center`, …). A stage
    /// has no screen around its window, so the scene is unchanged.
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        self
    }

    /// Draws the scene's windows' frames with `style` (a stage draws no frame).
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        self
    }

    /// Draws the scene's windows' toolbars with `style` (a stage draws the toolbar iOS draws).
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        self
    }

    /// How the scene's windows can be resized (a stage keeps its size).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }

    /// How the scene's menu bar item opens its content (a stage has no menu bar).
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        self
    }

    /// Whether the scene's windows are restored on relaunch (a stage is not relaunched).
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        self
    }

    /// Whether the scene's windows open at launch. A stage shows the first window whatever it says.
    public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene {
        self
    }

    /// Which external events (URLs, user activities) the scene's windows handle, by the strings
    /// they contain. A stage has one window, which handles all of them: the scene is unchanged.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }
}
