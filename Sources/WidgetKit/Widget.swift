import Foundation
import CadenceUI

/// A widget: its configuration and content: SwiftUI's `Widget`.
///
/// ```swift
/// struct StepsWidget: Widget {
///     let kind = "StepsWidget"
///
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: kind, provider: Provider()) { entry in
///             StepsView(entry: entry)
///                 .containerBackground(.fill.tertiary, for: .widget)
///         }
///         .configurationDisplayName("Steps")
///         .supportedFamilies([.systemSmall, .systemMedium])
///     }
/// }
/// ```
///
/// A stage has no Home Screen of its own: a test adds the widget to `WidgetCenter.shared` with
/// `addWidget(_:family:)` and hosts `widgetView(ofKind:family:at:)` on a `Stage`.
@MainActor @preconcurrency
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration

    /// The widget's configuration.
    @MainActor @preconcurrency var body: Self.Body { get }

    /// Makes the widget (the system calls it when it loads the extension).
    @MainActor @preconcurrency init()
}

extension Widget {
    /// Runs the widget as a widget extension's entry point (`@main`): builds it and prints one line
    /// naming its kind and families. A stage has no Home Screen; see ``WidgetCenter``.
    @MainActor @preconcurrency
    public static func main() {
        print(WidgetDescriptors.summary(of: [Self()]))
    }
}

/// A description of a widget's content and options: SwiftUI's `WidgetConfiguration`.
///
/// The configurations Cadence builds in (``StaticConfiguration`` and the ones its modifiers
/// return) have a `Body` of `Never`; a configuration of your own returns one of them from `body`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of the configuration's body.
    associatedtype Body: WidgetConfiguration

    /// The configuration this one is made of.
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// A widget configuration without options a person sets: WidgetKit's `StaticConfiguration`.
///
/// ```swift
/// StaticConfiguration(kind: "Moon", provider: MoonProvider()) { entry in
///     MoonPhaseView(entry: entry)
/// }
/// ```
@MainActor @preconcurrency
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    /// A static configuration has no body.
    public typealias Body = Never

    let descriptor: WidgetDescriptor

    /// A configuration of the widget `kind` whose entries come from `provider` and are drawn by
    /// `content`.
    ///
    /// - Parameters:
    ///   - kind: The widget's identifier, unique among the app's widgets (what
    ///     `WidgetCenter.reloadTimelines(ofKind:)` names).
    ///   - provider: Gives the entries.
    ///   - content: The view for an entry.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        descriptor = WidgetDescriptor(kind: kind, provider: ErasedTimelineProvider(provider)) { entry in
            guard let entry = entry as? Provider.Entry else { return nil }
            return AnyView(content(entry))
        }
    }

    /// Never called: a static configuration is built in.
    public var body: Never {
        fatalError("StaticConfiguration has no body")
    }
}

/// A configuration with changed options (what the modifiers return).
struct ModifiedWidgetConfiguration: WidgetConfiguration, PrimitiveWidgetConfiguration {
    typealias Body = Never
    let descriptor: WidgetDescriptor

    var body: Never {
        fatalError("a modified widget configuration has no body")
    }
}

extension WidgetConfiguration {
    private func modified(_ change: (inout WidgetDescriptor) -> Void) -> ModifiedWidgetConfiguration {
        guard var descriptor = WidgetDescriptors.descriptor(of: self) else {
            fatalError("\(Self.self) describes no widget: its body ends in no StaticConfiguration")
        }
        change(&descriptor)
        return ModifiedWidgetConfiguration(descriptor: descriptor)
    }

    /// The name the widget gallery shows for the widget.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { $0.displayName = displayName }
    }

    /// The name the widget gallery shows for the widget, from a localized key.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }

    /// The name the widget gallery shows for the widget (a string that is not localized).
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayName))
    }

    /// The description the widget gallery shows for the widget.
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { $0.description = description }
    }

    /// The description the widget gallery shows for the widget, from a localized key.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        description(Text(descriptionKey))
    }

    /// The description the widget gallery shows for the widget (a string that is not localized).
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        self.description(Text(description))
    }

    /// The families a person may add the widget in (by default the Home Screen families:
    /// `systemSmall`, `systemMedium`, `systemLarge` and `systemExtraLarge`).
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Leaves out the margins WidgetKit puts around the widget's content
    /// (`WidgetFamily.defaultContentMargins`), so the content reaches the widget's edges.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the widget's container background where it draws its own
    /// (`true` by default). A stage draws the background unless a test sets
    /// `showsWidgetContainerBackground` to `false` and the background is removable.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }
}

/// A group of widgets an extension offers: SwiftUI's `WidgetBundle`.
///
/// ```swift
/// @main
/// struct FitnessWidgets: WidgetBundle {
///     var body: some Widget {
///         StepsWidget()
///         RingsWidget()
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of the bundle's widgets.
    associatedtype Body: Widget

    /// The bundle's widgets.
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Makes the bundle (the system calls it when it loads the extension).
    @MainActor @preconcurrency init()
}

extension WidgetBundle {
    /// Runs the bundle as a widget extension's entry point (`@main`): builds it and prints one line
    /// naming its widgets' kinds and families.
    @MainActor @preconcurrency
    public static func main() {
        print(WidgetDescriptors.summary(of: Self().widgets))
    }

    /// The bundle's widgets, in order, those left out by an `if` excluded (Cadence addition).
    public var widgets: [any Widget] {
        WidgetBundleContent.flatten(body)
    }
}

/// Builds a bundle's widgets from a list: SwiftUI's `WidgetBundleBuilder`. It accepts `if`,
/// `if`–`else` and `if #available` around widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    /// Widgets written one after another.
    @MainActor
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> some Widget {
        var widgets: [any Widget] = []
        for widget in repeat each content {
            widgets += WidgetBundleContent.flatten(widget)
        }
        return WidgetBundleContent(widgets: widgets)
    }

    /// A widget inside an `if` without `else`.
    @MainActor
    public static func buildOptional<Content: Widget>(_ content: Content?) -> some Widget {
        WidgetBundleContent(widgets: content.map(WidgetBundleContent.flatten) ?? [])
    }

    /// The first branch of an `if`–`else`.
    @MainActor
    public static func buildEither<First: Widget>(first: First) -> WidgetBundleContent {
        WidgetBundleContent(widgets: WidgetBundleContent.flatten(first))
    }

    /// The second branch of an `if`–`else`.
    @MainActor
    public static func buildEither<Second: Widget>(second: Second) -> WidgetBundleContent {
        WidgetBundleContent(widgets: WidgetBundleContent.flatten(second))
    }

    /// A widget inside `if #available`.
    @MainActor
    public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> some Widget {
        WidgetBundleContent(widgets: WidgetBundleContent.flatten(content))
    }
}

/// The widgets a ``WidgetBundleBuilder`` block lists.
public struct WidgetBundleContent: Widget {
    let widgets: [any Widget]

    init(widgets: [any Widget]) {
        self.widgets = widgets
    }

    /// An empty list.
    public init() {
        widgets = []
    }

    /// Never called: the list has no configuration of its own.
    public var body: Never {
        fatalError("a widget bundle's content has no body")
    }

    /// `widget`, or the widgets it lists.
    static func flatten(_ widget: any Widget) -> [any Widget] {
        if let content = widget as? WidgetBundleContent { return content.widgets }
        return [widget]
    }
}

/// Configurations Cadence builds in: they hold their widget's description.
@MainActor
protocol PrimitiveWidgetConfiguration {
    var descriptor: WidgetDescriptor { get }
}

/// What WidgetKit knows of a widget: its kind, options, provider and content.
struct WidgetDescriptor: @unchecked Sendable {
    // @unchecked: `content` is only called on the main actor (by the widget host), and the
    // provider is called as WidgetKit calls it, from whichever thread asks for a reload.
    var kind: String
    var displayName: Text?
    var description: Text?
    var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    var contentMarginsDisabled = false
    var containerBackgroundRemovable = true
    let provider: ErasedTimelineProvider
    /// The view for an entry (`nil` for an entry of another type).
    let content: @MainActor (any TimelineEntry) -> AnyView?

    init(kind: String, provider: ErasedTimelineProvider, content: @escaping @MainActor (any TimelineEntry) -> AnyView?) {
        self.kind = kind
        self.provider = provider
        self.content = content
    }
}

/// A timeline delivered by a provider, its entries erased.
struct ErasedTimeline: @unchecked Sendable {
    // @unchecked: entries are handed over once, from the provider's completion to the center,
    // which keeps them behind its lock.
    let entries: [any TimelineEntry]
    let policy: TimelineReloadPolicy
    let reloadDate: Date?

    init(entries: [any TimelineEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
        self.reloadDate = policy.reloadDate(forDates: entries.map { $0.date })
    }
}

/// A provider with its entry type erased.
final class ErasedTimelineProvider: @unchecked Sendable {
    // @unchecked: WidgetKit calls a provider from its own queue, whatever the provider holds; a
    // stage calls it from the thread that asked for the reload, as the app's code did.
    private let placeholderEntry: (TimelineProviderContext) -> any TimelineEntry
    private let timeline: (TimelineProviderContext, @escaping @Sendable (ErasedTimeline) -> Void) -> Void

    init<Provider: TimelineProvider>(_ provider: Provider) {
        placeholderEntry = { provider.placeholder(in: $0) }
        timeline = { context, deliver in
            provider.getTimeline(in: context) { timeline in
                deliver(ErasedTimeline(entries: timeline.entries, policy: timeline.policy))
            }
        }
    }

    func placeholder(in context: TimelineProviderContext) -> any TimelineEntry {
        placeholderEntry(context)
    }

    func getTimeline(in context: TimelineProviderContext, completion: @escaping @Sendable (ErasedTimeline) -> Void) {
        timeline(context, completion)
    }
}

/// Finds the descriptions of widgets.
@MainActor
enum WidgetDescriptors {
    /// The description `configuration` ends in, if any.
    static func descriptor<C: WidgetConfiguration>(of configuration: C) -> WidgetDescriptor? {
        if let primitive = configuration as? any PrimitiveWidgetConfiguration { return primitive.descriptor }
        if C.Body.self == Never.self { return nil }
        return descriptor(of: configuration.body)
    }

    /// The description of `widget`'s configuration.
    static func descriptor(ofWidget widget: any Widget) -> WidgetDescriptor? {
        func open<W: Widget>(_ widget: W) -> WidgetDescriptor? {
            if W.Body.self == Never.self { return nil }
            return descriptor(of: widget.body)
        }
        return open(widget)
    }

    /// One line naming each widget's kind and families.
    static func summary(of widgets: [any Widget]) -> String {
        let parts = widgets.compactMap { descriptor(ofWidget: $0) }.map { descriptor in
            "\(descriptor.kind) (\(descriptor.supportedFamilies.map(\.debugDescription).joined(separator: ", ")))"
        }
        if parts.isEmpty { return "no widgets" }
        return "widgets: " + parts.joined(separator: "; ") + "; a stage has no Home Screen: add them with WidgetCenter.shared.addWidget(_:family:)"
    }
}
