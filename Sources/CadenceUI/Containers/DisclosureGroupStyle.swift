import Foundation

/// How disclosure groups are drawn: SwiftUI's `DisclosureGroupStyle`.
///
/// ```swift
/// struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Button {
///                 withAnimation { configuration.isExpanded.toggle() }
///             } label: {
///                 HStack {
///                     configuration.label
///                     Spacer()
///                     Image(systemName: configuration.isExpanded ? "minus" : "plus")
///                 }
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
///
/// The style decides how the group expands: its view is drawn in the group's place, and setting
/// `configuration.isExpanded` sets the group's `isExpanded` binding (or its own state when it has
/// none). A style can read the environment and keep state of its own.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the label, the content and the expansion.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// The group's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// A disclosure group's parts, for a ``DisclosureGroupStyle``: SwiftUI's
/// `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the group was made with.
        public var body: some View { content }
    }

    /// The group's content, as a view (made each time it is drawn).
    public struct Content: View {
        let content: AnyView
        /// The content the group was made with.
        public var body: some View { content }
    }

    /// The group's label.
    public let label: Label
    /// The group's content: a style shows it only while `isExpanded` is `true`.
    public let content: Content
    /// Whether the group is expanded; setting it expands or collapses the group.
    @Binding public var isExpanded: Bool
}

/// The platform's disclosure group: SwiftUI's `AutomaticDisclosureGroupStyle` (`.automatic`).
///
/// Drawn as on iOS: the label with a chevron at the trailing edge that points right, and turns to
/// point down when expanded; the content below, leading-aligned, 8 points under the label. Tapping
/// the label toggles the group with SwiftUI's default animation. Screen readers read the label as a
/// button whose value is "expanded" or "collapsed".
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Makes the style.
    public init() {}

    /// The label with its chevron, and the content while expanded.
    public func makeBody(configuration: Configuration) -> some View {
        let isExpanded = configuration.isExpanded
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack {
                    configuration.label
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tint)
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                        .accessibilityHidden(true)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityValue(isExpanded ? "expanded" : "collapsed")
            if isExpanded {
                VStack(alignment: .leading) {
                    configuration.content
                }
                .padding(.top, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's disclosure group.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: (any DisclosureGroupStyle)? { nil }
}

extension EnvironmentValues {
    var disclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the disclosure groups below with `style`.
    public nonisolated func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.disclosureGroupStyle = style })
    }
}

/// A disclosure group drawn by the style in the environment (`.automatic` when none is set).
nonisolated struct StyledDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration
    typealias Body = Never
}

extension StyledDisclosureGroup: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let style: any DisclosureGroupStyle = context.environment.disclosureGroupStyle ?? AutomaticDisclosureGroupStyle()
        return resolveStyle(style, in: context)
    }

    @MainActor
    private func resolveStyle<S: DisclosureGroupStyle>(_ style: S, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(0)) { style.makeBody(configuration: configuration) }
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// A group made from a disclosure group style's configuration: in a custom
    /// ``DisclosureGroupStyle``, draws the group as the style in the environment outside it would.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}
