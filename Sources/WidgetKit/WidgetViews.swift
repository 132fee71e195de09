import Foundation
import CadenceUI

/// The standard backdrop of a Lock Screen widget: WidgetKit's `AccessoryWidgetBackground`.
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     Image(systemName: "drop.fill")
/// }
/// ```
///
/// Apple leaves its look to the system; a stage draws it as a translucent fill (the primary colour
/// at 15% opacity) in the family's shape: a circle for `accessoryCircular` and `accessoryCorner`,
/// a rounded rectangle (corner radius 10) for `accessoryRectangular` and the Home Screen families,
/// and nothing for `accessoryInline`, which has no background.
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    /// The backdrop for the enclosing widget's family.
    public init() {}

    /// The fill in the family's shape.
    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner:
            Circle().fill(Color.primary.opacity(0.15))
        case .accessoryInline:
            EmptyView()
        default:
            RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.primary.opacity(0.15))
        }
    }
}

extension View {
    /// The URL the app opens with when a person taps the widget: WidgetKit's `widgetURL(_:)`.
    ///
    /// ```swift
    /// StepsView(entry: entry)
    ///     .widgetURL(URL(string: "fitness://steps"))
    /// ```
    ///
    /// On a stage, `WidgetCenter.widgetURL(ofKind:family:)` reads it once the widget's view is
    /// hosted; a test hands it to the app with `Stage.deliver(_:)`, which reaches `onOpenURL`.
    /// `nil` sets no URL.
    public nonisolated func widgetURL(_ url: URL?) -> some View {
        preference(key: WidgetURLPreferenceKey.self, value: url)
    }

    /// Marks the view as part of the widget's accent group: WidgetKit's `widgetAccentable(_:)`.
    ///
    /// In the `accented` rendering mode the system tints the accent group with the accent colour;
    /// on a stage, a view marked accentable is drawn in `Color.accentColor` when the environment's
    /// `widgetRenderingMode` is `.accented`, and as it is otherwise (and when `accentable` is
    /// `false`).
    public nonisolated func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(WidgetAccentableModifier(accentable: accentable))
    }
}

private struct WidgetAccentableModifier: ViewModifier {
    let accentable: Bool
    @Environment(\.widgetRenderingMode) private var mode

    func body(content: Content) -> some View {
        if accentable && mode == .accented {
            content.foregroundStyle(Color.accentColor)
        } else {
            content
        }
    }
}

/// Builds the entries of a widget preview's timeline: WidgetKit's `PreviewTimelineBuilder`.
@resultBuilder
public enum PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] {
        [entry]
    }

    /// Entries written one after another.
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] {
        parts.flatMap { $0 }
    }

    /// Entries inside an `if` without `else`.
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] {
        part ?? []
    }

    /// The first branch of an `if`–`else`.
    public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] {
        part
    }

    /// The second branch of an `if`–`else`.
    public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] {
        part
    }

    /// Entries of a `for` loop.
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] {
        parts.flatMap { $0 }
    }
}

/// A preview of a widget stepping through a timeline of entries: WidgetKit's
/// `#Preview(_:as:widget:timeline:)`.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     StepsWidget()
/// } timeline: {
///     StepsEntry(date: .now, steps: 1_200)
///     StepsEntry(date: .now, steps: 8_400)
/// }
/// ```
///
/// As with CadenceUI's `#Preview`, the arguments are type-checked and nothing is declared: Cadence
/// has no canvas. To see the widget, add it with `WidgetCenter.addWidget(_:family:)` and host its
/// view on a `Stage`.
///
/// - Parameters:
///   - name: The preview's name in the canvas.
///   - family: The family to show the widget in.
///   - widget: Makes the widget.
///   - timeline: The entries to step through.
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")

/// A preview of a widget whose entries come from a provider: WidgetKit's
/// `#Preview(_:as:widget:timelineProvider:)`. Type-checked; declares nothing (see above).
///
/// - Parameters:
///   - name: The preview's name in the canvas.
///   - family: The family to show the widget in.
///   - widget: Makes the widget.
///   - timelineProvider: Makes the provider of the entries.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")
