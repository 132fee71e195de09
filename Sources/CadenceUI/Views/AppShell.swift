import Foundation

// What app screens put around their animated views: links and the URL-opening action, share
// links, remote images, the system bars and overlays, colour scheme preference, presentation and
// container backgrounds, accessibility actions, geometry groups and equatable views.

/// Opens a URL, as the environment's `openURL` does: SwiftUI's `OpenURLAction`.
///
/// On a stage nothing leaves the process: the stage's own action records the URL in
/// `Stage.openedURLs` and answers `.handled`. A view can install its own with
/// `environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction {
    /// What an action did with a URL: SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable, Equatable {
        let kind: Int

        /// The action opened the URL.
        public static let handled = Result(kind: 0)
        /// The action did not handle it.
        public static let discarded = Result(kind: 1)
        /// The system should open it.
        public static let systemAction = Result(kind: 2)

        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(kind: 2)
        }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that calls `handler` with each URL to open.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and calls `completion` with whether it was accepted.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url) != .discarded)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens a URL (on a stage: records it in `Stage.openedURLs`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL: SwiftUI's `Link`.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
///
/// Drawn as its label in the tint colour, like a plain button; tapping it calls the environment's
/// `openURL` (on a stage, recorded in `Stage.openedURLs`). Screen readers read it as a link.
public struct Link<Label: View>: View {
    private let destination: URL
    private let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination`, shown by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button { openURL(destination) } label: { label }
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A control that shares an item through the share sheet: SwiftUI's `ShareLink`.
///
/// Drawn as "Share" with the `square.and.arrow.up` symbol (or its label); a stage has no share
/// sheet, so a tap records the shared item's description in `Stage.sharedItems`.
public struct ShareLink<Label: View>: View {
    private let item: String
    private let label: Label
    @Environment(\.shareRecorder) private var recorder

    /// A link sharing `item`, shown by `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = String(describing: item)
        self.label = label()
    }

    public var body: some View {
        Button { recorder?(item) } label: { label }
    }
}

extension ShareLink where Label == CadenceUI.Label<Text, Image> {
    /// A "Share" link sharing `item`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { CadenceUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A link titled with a string literal sharing `item`.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { CadenceUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink {
    /// A link sharing `item` with a `preview` for the share sheet, shown by `label` (the preview is
    /// kept for the sheet a stage does not have; a tap records `item` as without it).
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == CadenceUI.Label<Text, Image> {
    /// A "Share" link sharing `item` with a `preview` for the share sheet.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message)
    }

    /// A link titled with a string literal sharing `item` with a `preview`.
    public init<Item, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
}

/// What the share sheet shows for a shared item: SwiftUI's `SharePreview`, a title with an
/// optional image and icon.
///
/// ```swift
/// ShareLink(item: url, preview: SharePreview("Recipe", image: Image(systemName: "fork.knife")))
/// ```
///
/// A stage has no share sheet, so the preview is only kept (`title`). SwiftUI requires both
/// parameters to be `Transferable`; Cadence leaves them unconstrained, so an `Image` fits.
public struct SharePreview<Image, Icon> {
    /// The preview's title.
    public let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled `title` with an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// A preview titled with a string literal, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }

    /// A preview titled with a string, with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(title), image: image, icon: icon)
    }
}

extension SharePreview where Icon == Never {
    /// A preview titled `title` with an image.
    public init(_ title: Text, image: Image) {
        self.title = title
        self.image = image
        self.icon = nil
    }

    /// A preview titled with a string literal, with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(Text(titleKey), image: image)
    }

    /// A preview titled with a string, with an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(Text(title), image: image)
    }
}

extension SharePreview where Image == Never {
    /// A preview titled `title` with an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
        self.image = nil
        self.icon = icon
    }

    /// A preview titled with a string literal, with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(Text(titleKey), icon: icon)
    }

    /// A preview titled with a string, with an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(Text(title), icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with only a title.
    public init(_ title: Text) {
        self.title = title
        self.image = nil
        self.icon = nil
    }

    /// A preview titled with a string literal.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(Text(titleKey))
    }

    /// A preview titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(Text(title))
    }
}

private struct ShareRecorderKey: EnvironmentKey {
    static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Where a stage records what share links shared.
    var shareRecorder: (@MainActor (String) -> Void)? {
        get { self[ShareRecorderKey.self] }
        set { self[ShareRecorderKey.self] = newValue }
    }
}

/// Where an `AsyncImage` is in loading its image: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// An image loaded from a URL: SwiftUI's `AsyncImage`.
///
/// A stage does not reach the network. The image of a URL comes from the asset catalog instead: the
/// asset named by the URL's last path component without its extension (`…/avatar.png` → "avatar"),
/// shown at once (the `.success` phase, so an appear transition on it plays); a URL with no such
/// asset stays in the `.empty` phase (its placeholder, a grey rectangle by default, or a
/// `ProgressView` in the phase form) and is reported once in the stage's issues.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let content: (AsyncImagePhase) -> Content
    private let transaction: Transaction

    /// An image from `url`, drawn by `content` in each phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
        self.transaction = transaction
    }

    public var body: some View {
        AsyncImageBody(url: url, content: content)
    }
}

extension AsyncImage {
    /// An image from `url`, shown through `content`, with `placeholder` until it loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// An image from `url`, as it is, on a grey placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                image
            } else {
                Color(white: 0.9)
            }
        }
    }
}

/// Resolves an async image's phase from the asset catalog.
private struct AsyncImageBody<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: (AsyncImagePhase) -> Content
    typealias Body = Never

    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let phase: AsyncImagePhase
        if let url, case let name = url.deletingPathExtension().lastPathComponent, !name.isEmpty, AssetCatalog.main.image(named: name) != nil {
            phase = .success(Image(name))
        } else {
            context.graph.report(.missingAsset, "AsyncImage(url: \(url?.absoluteString ?? "nil")) is not loaded: a stage does not reach the network, and the asset catalog has no image named after the URL (register it with AssetCatalog.main.register(image:_:))")
            phase = .empty
        }
        return context.resolve(content(phase), at: .child(0))
    }
}

extension View {
    /// Prefers `colorScheme` for this view and what it presents (`nil`: the system's). On a stage it
    /// sets the colour scheme of this view's subtree.
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentModifier { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        })
    }

    /// Hides the status bar (a stage draws none).
    public nonisolated func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }

    /// Whether system overlays such as the home indicator show (a stage draws none).
    public nonisolated func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        self
    }

    /// Lays the view's subtree out as one group, so that a parent's animated frame change reaches
    /// the children as one change (SwiftUI's `geometryGroup()`). Cadence animates the render
    /// parameters of each view, not frames of groups, so the subtree is drawn as it is.
    public nonisolated func geometryGroup() -> some View {
        self
    }

    /// The background of the sheet or popover this view is the content of.
    public nonisolated func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        background(style)
    }

    /// The background of the sheet or popover this view is the content of, as a view.
    public nonisolated func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content: content)
    }

    /// The background of a container (a widget, a navigation column), drawn behind this view.
    ///
    /// Inside a host that draws backgrounds of `container` itself (WidgetKit's widget host draws
    /// the `.widget` background full-bleed, behind the widget's content margins), the background is
    /// handed to that host; elsewhere it is drawn behind this view, as `background(_:)` would.
    public nonisolated func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier(placement: container, background: Rectangle().fill(style), alignment: .center))
    }

    /// The background of a container (a widget, a navigation column), as a view: SwiftUI's
    /// `containerBackground(for:alignment:content:)`.
    ///
    /// ```swift
    /// StepsView(entry: entry)
    ///     .containerBackground(for: .widget) {
    ///         LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
    ///     }
    /// ```
    ///
    /// Like ``containerBackground(_:for:)``: handed to a host that draws backgrounds of `container`
    /// (a widget's), drawn behind this view elsewhere, placed by `alignment` (`.center` by default).
    public nonisolated func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(ContainerBackgroundModifier(placement: container, background: content(), alignment: alignment))
    }

    /// Runs `action` with each URL the app receives (a custom-scheme link or a universal link)
    /// while this view is shown: SwiftUI's `onOpenURL(perform:)`.
    ///
    /// On a stage, `Stage.deliver(_:)` sends a URL to every such handler of the views on screen;
    /// nothing else does.
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        onReceive(DeferredExternalEvents { StageExternalEvents.currentURLs }, perform: action)
    }
}

/// Where a container background goes: SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Sendable, Equatable {
    let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// A navigation column's background.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")

    /// A placement named `name`, for the placements other modules of the package declare
    /// (StoreKit's subscription store backgrounds).
    package static func named(_ name: String) -> ContainerBackgroundPlacement {
        ContainerBackgroundPlacement(name: name)
    }
}

/// The container background a host of `placement` draws itself, passed up from the view that set
/// it (the innermost one wins, as the last `containerBackground` written applies).
package struct ContainerBackgroundPreferenceKey: PreferenceKey {
    package static var defaultValue: AnyView? { nil }
    package static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        value = value ?? nextValue()
    }
}

private struct ContainerBackgroundHostKey: EnvironmentKey {
    static var defaultValue: ContainerBackgroundPlacement? { nil }
}

extension EnvironmentValues {
    /// The placement whose container backgrounds the enclosing host draws itself (WidgetKit's
    /// widget host sets `.widget`); `nil` where backgrounds are drawn behind their views.
    package var containerBackgroundHost: ContainerBackgroundPlacement? {
        get { self[ContainerBackgroundHostKey.self] }
        set { self[ContainerBackgroundHostKey.self] = newValue }
    }
}

/// Draws a container background behind the view, or hands it to the host of its placement.
private nonisolated struct ContainerBackgroundModifier<Background: View>: ViewModifier {
    let placement: ContainerBackgroundPlacement
    let background: Background
    let alignment: Alignment
    @Environment(\.containerBackgroundHost) private var host

    @MainActor
    func body(content: Content) -> some View {
        if host == placement {
            content.preference(key: ContainerBackgroundPreferenceKey.self, value: AnyView(background))
        } else {
            content.background(alignment: alignment) { background }
        }
    }
}

/// Which way an adjustable element is adjusted: SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up: a larger value.
    case increment
    /// Down: a smaller value.
    case decrement
}

/// A kind of accessibility action: SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Sendable, Equatable {
    let name: String
    /// Made by `init(named:)`: a custom action, listed in the actions rotor under its name.
    var isNamed = false
    /// Activating the element.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The escape gesture.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing a menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A kind named `name` (a custom action listed under that name).
    public init(named name: Text) {
        self.name = name.content
        isNamed = true
    }

    init(name: String) {
        self.name = name
    }
}

/// A view that is evaluated again only when it differs from the last one: SwiftUI's `EquatableView`.
/// Cadence evaluates the whole tree on every change, so it draws `content` as it is.
public nonisolated struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    public var content: Content

    /// Makes a view of `content` (drawn as it is: Cadence evaluates the whole tree on every change).
    public nonisolated init(content: Content) {
        self.content = content
    }

    public var body: some View {
        content
    }
}

extension View where Self: Equatable {
    /// This view, compared with its last value before being evaluated again.
    public nonisolated func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
