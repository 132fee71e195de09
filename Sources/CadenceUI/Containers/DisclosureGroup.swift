/// A view that shows or hides its content under a label with a chevron: SwiftUI's `DisclosureGroup`.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Haptics", isOn: $haptics)
/// }
/// ```
///
/// Drawn as on iOS: the label, then at the trailing edge a chevron pointing right that turns to
/// point down when expanded; the content shows below the label, leading-aligned. Tapping the label
/// (the stage taps it by its title) toggles the group with SwiftUI's default animation, so the
/// chevron turns and the content's insertion animates. Without an `isExpanded` binding the group
/// keeps its own state, collapsed at first. Screen readers read the label as a button whose value is
/// "expanded" or "collapsed". A ``DisclosureGroupStyle`` set with `disclosureGroupStyle(_:)` draws
/// the group instead.
public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: () -> Content
    private let binding: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group that keeps its own expansion state (collapsed at first).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        binding = nil
    }

    /// A group expanded while `isExpanded` is `true`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        binding = isExpanded
    }

    public var body: some View {
        StyledDisclosureGroup(configuration: DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)),
            content: .init(content: AnyView(content())),
            isExpanded: binding ?? $ownExpansion
        ))
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a string literal, keeping its own expansion state.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with a string, keeping its own expansion state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled with a string literal, expanded while `isExpanded` is `true`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled with a string, expanded while `isExpanded` is `true`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// A box that groups views on a rounded background, under an optional label: SwiftUI's `GroupBox`.
///
/// ```swift
/// GroupBox("Today") {
///     ProgressView(value: steps, total: 10_000)
/// }
/// ```
///
/// Drawn as on iOS: 16 points of padding on the secondary system background (242, 242, 247) with a
/// corner radius of 8 (SwiftUI does not publish the radius; 8 is what it looks like), the label in
/// the headline font above the content, 8 points apart, leading-aligned.
public nonisolated struct GroupBox<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    /// A box with `label` above `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box with `label` above `content` (the older argument order).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public typealias Body = Never
}

extension GroupBox: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let label = self.label, content = self.content
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label { $0.resolve(label, at: .child(0)) },
            content: GroupBoxStyleConfiguration.Content { $0.resolve(content, at: .child(1)) }
        )
        let style: any GroupBoxStyle = context.environment.groupBoxStyle ?? DefaultGroupBoxStyle()
        return resolveStyle(style, configuration, in: context)
    }

    @MainActor
    private func resolveStyle<S: GroupBoxStyle>(_ style: S, _ configuration: GroupBoxStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(2)) { style.makeBody(configuration: configuration) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A box made from a group box style's configuration: in a custom ``GroupBoxStyle``, draws the
    /// box as the style in the environment outside it would.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
    }
}

/// How group boxes are drawn: SwiftUI's `GroupBoxStyle`.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.headline)
///             configuration.content
///         }
///         .padding()
///         .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the label and the content.
    typealias Configuration = GroupBoxStyleConfiguration

    /// The box's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// A group box's parts, for a ``GroupBoxStyle``: SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view (empty for a box without one).
    public struct Label: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The box's content, as a view.
    public struct Content: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The box's label.
    public let label: Label
    /// The box's content.
    public let content: Content
}

extension GroupBoxStyleConfiguration.Label: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

extension GroupBoxStyleConfiguration.Content: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// The platform's group box: SwiftUI's `DefaultGroupBoxStyle` (`.automatic`), drawn as described on
/// ``GroupBox``.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        )
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: (any GroupBoxStyle)? { nil }
}

extension EnvironmentValues {
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes below with `style`.
    public nonisolated func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.groupBoxStyle = style })
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// Controls drawn together as one group: SwiftUI's `ControlGroup`.
///
/// ```swift
/// ControlGroup {
///     Button("Undo", systemImage: "arrow.uturn.backward") { undo() }
///     Button("Redo", systemImage: "arrow.uturn.forward") { redo() }
/// }
/// ```
///
/// Drawn as a row of bordered buttons, 8 points apart, each taking an equal share of the width (iOS
/// draws one segmented capsule; Cadence keeps the buttons apart so each stays tappable on its own).
/// The label, when given, is for menus and screen readers and is not drawn.
public struct ControlGroup<Content: View>: View {
    private let content: Content
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of the controls in `content`, with a label for menus (not drawn).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// A group titled with a string literal (not drawn).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(titleKey))
    }

    /// A group titled with a string literal and a symbol (neither drawn).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: Label(titleKey, systemImage: systemImage))
    }

    public var body: some View {
        let label = (content as? any LabeledControlGroupParts)?.erasedLabel
        let controls = (content as? any LabeledControlGroupParts)?.erasedContent ?? AnyView(content)
        let configuration = ControlGroupStyleConfiguration(
            content: ControlGroupStyleConfiguration.Content(base: controls),
            label: ControlGroupStyleConfiguration.Label(base: label ?? AnyView(EmptyView()))
        )
        AnyView(style.makeBody(configuration: configuration))
    }
}

/// The parts of a labelled group, for its style.
@MainActor
private protocol LabeledControlGroupParts {
    var erasedContent: AnyView { get }
    var erasedLabel: AnyView { get }
}

extension LabeledControlGroupContent: LabeledControlGroupParts {
    fileprivate var erasedContent: AnyView { AnyView(content) }
    fileprivate var erasedLabel: AnyView { AnyView(label) }
}

/// The content of a labelled ``ControlGroup``: the controls, with the label kept for screen readers.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View {
        content
    }
}

/// What a view shows when it has nothing to show: SwiftUI's `ContentUnavailableView`.
///
/// ```swift
/// ContentUnavailableView("No Favourites", systemImage: "heart",
///                        description: Text("Tap the heart on a photo to keep it here."))
/// ContentUnavailableView.search(text: query)
/// ```
///
/// Drawn as on iOS, centred in all the space it is offered: the label's image at 48 points in the
/// secondary colour above its title in title 2 bold, then the description in the callout font,
/// secondary, centred, then the actions; 8 points apart (16 before the actions).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    private let label: Label
    private let description: Description
    private let actions: Actions

    /// A view made of a label (typically a `Label` with a title and an image), a description and
    /// actions (buttons).
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
                .labelStyle(UnavailableLabelStyle())
            description
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
                .padding(.top, 8)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon over the title, as `ContentUnavailableView` draws its label.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == CadenceUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with an image from the asset catalog, and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { CadenceUI.Label(title, image: name) }, description: { description })
    }

    /// A title with a system symbol, and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { CadenceUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A title (a string) with an image from the asset catalog, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { CadenceUI.Label(title, image: name) }, description: { description })
    }

    /// A title (a string) with a system symbol, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { CadenceUI.Label(title, systemImage: name) }, description: { description })
    }

    /// The standard "No Results" view of a search.
    public static var search: ContentUnavailableView<CadenceUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The standard "No Results for “text”" view of a search.
    public static func search(text: String) -> ContentUnavailableView<CadenceUI.Label<Text, Image>, Text?, EmptyView> {
        guard !text.isEmpty else { return search }
        return ContentUnavailableView(verbatimTitle: "No Results for “\(text)”", systemImage: "magnifyingglass",
                                      description: Text("Check the spelling or try a new search."))
    }

    init(verbatimTitle: String, systemImage name: String, description: Text?) {
        self.init(label: { CadenceUI.Label(verbatimTitle, systemImage: name) }, description: { description })
    }
}
