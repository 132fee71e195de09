/// A label and a value side by side: SwiftUI's `LabeledContent`.
///
/// ```swift
/// LabeledContent("Duration", value: "0.5 s")
/// LabeledContent("Bounce") { Text(bounce, format: .number) }
/// ```
///
/// Drawn by the innermost `labeledContentStyle(_:)` around it; the platform's style
/// (`.automatic`) puts the label at the leading edge, taking the width left over, and the content
/// at the trailing edge in the secondary style, as a settings row. Under `labelsHidden()` the
/// automatic style draws the content alone.
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Makes labelled content: `label` leading, `content` trailing, as a settings row.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension LabeledContent: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let label = self.label, content = self.content
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label { $0.resolve(label, at: .child(0)) },
            content: LabeledContentStyleConfiguration.Content { $0.resolve(content, at: .child(1)) }
        )
        let styles = context.environment.labeledContentStyles
        var inner = context
        inner.environment.labeledContentStyles = styles.popped()
        let style: any LabeledContentStyle = styles.innermost ?? AutomaticLabeledContentStyle()
        return Self.resolveStyle(style, configuration, in: inner)
    }

    @MainActor
    private static func resolveStyle<S: LabeledContentStyle>(_ style: S, _ configuration: LabeledContentStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(2)) { style.makeBody(configuration: configuration) }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labelled content made from a style's configuration: SwiftUI's `LabeledContent(_:)`. In a
    /// custom ``LabeledContentStyle``, draws the label and content as the style set further out
    /// would (the automatic style when there is none), so a style can add to the current style
    /// instead of replacing it.
    ///
    /// ```swift
    /// struct OutlinedRow: LabeledContentStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         LabeledContent(configuration).padding(8).border(.red)
    ///     }
    /// }
    /// ```
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How labelled content is drawn: SwiftUI's `LabeledContentStyle`, set with
/// `labeledContentStyle(_:)` on a view or a whole form.
///
/// ```swift
/// struct StackedRow: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption)
///             configuration.content
///         }
///     }
/// }
/// ```
///
/// A style may read `@Environment` values (they are those around the labelled content). Styles
/// set around one another do not combine: the innermost draws, and `LabeledContent(configuration)`
/// in its body draws with the next one out.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the label and the content.
    typealias Configuration = LabeledContentStyleConfiguration

    /// The labelled content's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The parts of labelled content, for a ``LabeledContentStyle``: SwiftUI's
/// `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The content (the value), as a view.
    public struct Content: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

extension LabeledContentStyleConfiguration.Label: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

extension LabeledContentStyleConfiguration.Content: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// The platform's style for labelled content: SwiftUI's `AutomaticLabeledContentStyle`
/// (`.automatic`). The label at the leading edge, taking the width the content leaves, and the
/// content at the trailing edge in the secondary style; the content alone under `labelsHidden()`.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    @Environment(\.labelsHidden) private var labelsHidden

    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if labelsHidden {
            configuration.content
        } else {
            HStack {
                configuration.label
                    .frame(maxWidth: .infinity, alignment: .leading)
                configuration.content.foregroundStyle(.secondary)
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's style (``AutomaticLabeledContentStyle``).
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

private struct LabeledContentStylesKey: EnvironmentKey {
    static var defaultValue: StyleStack<any LabeledContentStyle> { StyleStack() }
}

extension EnvironmentValues {
    /// The `labeledContentStyle(_:)` styles around the views below, innermost last.
    var labeledContentStyles: StyleStack<any LabeledContentStyle> {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws the labelled content below with `style`: SwiftUI's `labeledContentStyle(_:)`.
    ///
    /// ```swift
    /// Form { … }
    ///     .labeledContentStyle(StackedRow())
    /// ```
    ///
    /// It reaches `LabeledContent` views, including those in a style's own body (which see the
    /// styles set further out), not other controls' labels.
    public nonisolated func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.labeledContentStyles.push(style) })
    }
}

extension LabeledContent where Label == Text {
    /// A string-literal label with `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A label with `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string-literal label with a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A label with a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A string-literal label with a formatted value.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A string label with a formatted value.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
