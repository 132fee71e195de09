/// A title with an icon: SwiftUI's `Label`.
///
/// ```swift
/// Label("Favourites", systemImage: "heart.fill")
/// Label { Text("Downloads") } icon: { Image(systemName: "arrow.down.circle") }
///     .labelStyle(.iconOnly)
/// ```
///
/// Drawn by the label style of the environment: `.automatic` and `.titleAndIcon` put the icon
/// before the title, 8 points apart, centred vertically; `.iconOnly` and `.titleOnly` show one of
/// them. Screen readers read the title either way.
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Makes a label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    /// A label with a string-literal title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a string-literal title and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a title and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with a string-literal title and a generated image resource.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a label style's configuration (in a custom `LabelStyle`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// How labels are drawn: SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the title and the icon.
    typealias Configuration = LabelStyleConfiguration

    /// The label's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, for a ``LabelStyle``: SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// The icon, then the title: SwiftUI's `TitleAndIconLabelStyle` (also `.automatic`, `DefaultLabelStyle`).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            ReservedIconWidth(icon: configuration.icon)
            configuration.title
        }
    }
}

/// A label's icon in a frame as wide as `labelReservedIconWidth(_:)` asks (centred in it), or as
/// it is when nothing is reserved.
private struct ReservedIconWidth: View {
    @Environment(\.labelReservedIconWidth) private var width
    let icon: LabelStyleConfiguration.Icon

    var body: some View {
        if let width {
            icon.frame(width: width)
        } else {
            icon
        }
    }
}

private struct LabelReservedIconWidthKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// `labelReservedIconWidth(_:)` around the labels below.
    var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

extension View {
    /// Reserves `value` points of width for the icons of the labels in this view, so their titles
    /// line up whatever each icon's own width: SwiftUI's `labelReservedIconWidth(_:)`. Each icon
    /// of a label drawn with the automatic (title and icon) style is centred in a frame that wide;
    /// an icon wider than `value` overflows it, centred.
    ///
    /// ```swift
    /// List {
    ///     Label("Wi-Fi", systemImage: "wifi")
    ///     Label("Bluetooth", systemImage: "b.circle")
    /// }
    /// .labelReservedIconWidth(28)
    /// ```
    public nonisolated func labelReservedIconWidth(_ value: CGFloat) -> some View {
        modifier(EnvironmentModifier { $0.labelReservedIconWidth = value })
    }
}

/// The platform's default label style (icon and title): SwiftUI's `DefaultLabelStyle`.
public struct DefaultLabelStyle: LabelStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// Only the icon (the title is still read by screen readers): SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon.accessibilityLabelFromHiddenTitle(configuration.title)
    }
}

/// Only the title: SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon (screen readers still read the title).
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels below with `style`.
    public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.labelStyle = style })
    }

    /// The icon, labelled for screen readers with the title's text.
    nonisolated func accessibilityLabelFromHiddenTitle(_ title: LabelStyleConfiguration.Title) -> some View {
        modifier(HiddenTitleLabelModifier(title: title))
    }
}

/// Gives the icon of an icon-only label the title's text as its button text and accessibility label.
struct HiddenTitleLabelModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let title: LabelStyleConfiguration.Title

    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let text = LayoutNode.texts(in: title.content(context)).joined(separator: " ")
        let nodes = content(context)
        guard !text.isEmpty else { return nodes }
        return nodes.map { LayoutNode(.effect(.names(identifiers: [], labels: [text]), child: $0)) }
    }
}

extension LayoutNode {
    /// The strings of the texts in `nodes`, in order (a control's title, a picker option's text).
    static func texts(in nodes: [LayoutNode]) -> [String] {
        var found: [String] = []
        func walk(_ node: LayoutNode) {
            switch node.kind {
            case .text(let text): found.append(text.string)
            case .symbol, .shape, .spacer: break
            case .stack(_, _, _, let children), .zStack(_, let children), .custom(_, let children): children.forEach(walk)
            case .frame(_, let child), .padding(_, let child), .effect(_, let child): walk(child)
            case .decorated(_, _, let primary, let secondary): walk(primary); walk(secondary)
            }
        }
        nodes.forEach(walk)
        return found
    }
}

extension Label: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let title = self.title, icon = self.icon
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title { $0.resolve(title, at: .child(0)) },
            icon: LabelStyleConfiguration.Icon { $0.resolve(icon, at: .child(1)) }
        )
        let style: any LabelStyle = context.environment.labelStyle ?? DefaultLabelStyle()
        return resolveStyle(style, configuration, in: context)
    }

    @MainActor
    private func resolveStyle<S: LabelStyle>(_ style: S, _ configuration: LabelStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(2)) { style.makeBody(configuration: configuration) }
    }
}
