import Foundation
import CadenceUI

/// A widget a person added: its kind and family: WidgetKit's `WidgetInfo`.
///
/// WidgetKit's `configuration` (the `INIntent` of an intent-configured widget) is left out: the
/// stand-in has no Intents framework and only static configurations.
public struct WidgetInfo: Hashable, Sendable, CustomStringConvertible {
    /// The widget's kind, as its configuration names it.
    public let kind: String
    /// The family it was added in.
    public let family: WidgetFamily

    /// The kind and family, such as `Steps (systemSmall)`.
    public var description: String { "\(kind) (\(family.debugDescription))" }
}

/// A request an app made to reload widget timelines (Cadence addition, for tests).
public enum WidgetReloadRequest: Hashable, Sendable {
    /// `reloadAllTimelines()`.
    case all
    /// `reloadTimelines(ofKind:)` with this kind.
    case kind(String)
}

/// The widgets a person added and the reloads an app asks for: WidgetKit's `WidgetCenter`.
///
/// ```swift
/// habit.records.append(HabitRecord(date: .now))
/// WidgetCenter.shared.reloadAllTimelines()
/// ```
///
/// A stage has no Home Screen, so nothing is added until a test plays the person's part with
/// `addWidget(_:family:)`. From then on, as in WidgetKit, a reload that names the widget's kind
/// (or all kinds) asks its provider for a new timeline, and `widgetView(ofKind:family:at:)` gives
/// the view the widget shows at a date, to host on a `Stage`. Every request is kept in
/// `reloadRequests`. Reloads happen at once (WidgetKit may defer them within a budget); timelines
/// whose reload policy has come due are only asked for again when the app reloads them.
public final class WidgetCenter: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.

    /// The app's widget center.
    public static let shared = WidgetCenter()

    private struct Slot {
        let info: WidgetInfo
        let descriptor: WidgetDescriptor
        var timeline: ErasedTimeline?
        var timelinesDelivered = 0
        var url: URL?
    }

    private let lock = NSLock()
    private var slots: [Slot] = []
    private var requests: [WidgetReloadRequest] = []

    private init() {}

    /// Asks every added widget of the app for a new timeline.
    public func reloadAllTimelines() {
        lock.withLock { requests.append(.all) }
        reload { _ in true }
    }

    /// Asks every added widget of `kind` for a new timeline.
    /// - Parameter kind: The kind its configuration names.
    public func reloadTimelines(ofKind kind: String) {
        lock.withLock { requests.append(.kind(kind)) }
        reload { $0 == kind }
    }

    /// Hands the widgets a person added to `completion` (at once: the list is in memory).
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(addedWidgets))
    }

    /// The widgets a person added.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        addedWidgets
    }

    /// Asks the system to refresh its configuration recommendations (there are none on a stage).
    public func invalidateConfigurationRecommendations() {}

    // MARK: - The simulated Home Screen (Cadence additions, for tests)

    /// Every reload the app asked for, oldest first.
    public var reloadRequests: [WidgetReloadRequest] {
        lock.withLock { requests }
    }

    /// The widgets added with `addWidget(_:family:)`, in the order they were added.
    public var addedWidgets: [WidgetInfo] {
        lock.withLock { slots.map(\.info) }
    }

    /// Adds `widget` in `family`, as a person does from the widget gallery, and asks its provider
    /// for its first timeline. A widget already added in that family is replaced.
    ///
    /// - Returns: `false` (adding nothing) when the widget's configuration does not list `family`
    ///   among its supported families.
    @MainActor @discardableResult
    public func addWidget<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall) -> Bool {
        guard let descriptor = WidgetDescriptors.descriptor(ofWidget: widget),
              descriptor.supportedFamilies.contains(family) else { return false }
        let info = WidgetInfo(kind: descriptor.kind, family: family)
        lock.withLock {
            slots.removeAll { $0.info == info }
            slots.append(Slot(info: info, descriptor: descriptor))
        }
        requestTimeline(for: info, from: descriptor)
        return true
    }

    /// Removes the added widgets of `kind` (all added widgets when `nil`), and forgets the reload
    /// requests when removing all.
    public func removeWidgets(ofKind kind: String? = nil) {
        lock.withLock {
            if let kind {
                slots.removeAll { $0.info.kind == kind }
            } else {
                slots.removeAll()
                requests.removeAll()
            }
        }
    }

    /// The entries of the last timeline the widget's provider delivered (empty before the first).
    public func timelineEntries(ofKind kind: String, family: WidgetFamily) -> [any TimelineEntry] {
        lock.withLock { slots.first { $0.info == WidgetInfo(kind: kind, family: family) }?.timeline?.entries ?? [] }
    }

    /// The reload policy of the last timeline the widget's provider delivered.
    public func reloadPolicy(ofKind kind: String, family: WidgetFamily) -> TimelineReloadPolicy? {
        lock.withLock { slots.first { $0.info == WidgetInfo(kind: kind, family: family) }?.timeline?.policy }
    }

    /// When the widget asks for its next timeline by its policy (`nil`: not by itself).
    public func nextReloadDate(ofKind kind: String, family: WidgetFamily) -> Date? {
        lock.withLock { slots.first { $0.info == WidgetInfo(kind: kind, family: family) }?.timeline?.reloadDate }
    }

    /// How many timelines the widget's provider has delivered since it was added.
    public func timelinesDelivered(ofKind kind: String, family: WidgetFamily) -> Int {
        lock.withLock { slots.first { $0.info == WidgetInfo(kind: kind, family: family) }?.timelinesDelivered ?? 0 }
    }

    /// The URL a tap on the widget opens (its `widgetURL(_:)`), known once its view was hosted on a
    /// stage; `nil` when it sets none (a tap then opens the app without a URL).
    public func widgetURL(ofKind kind: String, family: WidgetFamily) -> URL? {
        lock.withLock { slots.first { $0.info == WidgetInfo(kind: kind, family: family) }?.url }
    }

    /// The view the added widget shows at `date`, sized to its family, to host on a `Stage`.
    ///
    /// The entry shown is the last one whose date is not after `date` (the first entry when all are
    /// later); before a timeline arrives, the provider's placeholder entry, redacted as a
    /// placeholder. The content gets the family's margins (none after `contentMarginsDisabled()`),
    /// its `widgetFamily` and `widgetContentMargins` environment, and its
    /// `containerBackground(for: .widget)` is drawn behind the whole widget, margins included.
    /// The Home Screen's rounded corners are not drawn.
    ///
    /// - Returns: `nil` when no widget of `kind` was added in `family`.
    @MainActor
    public func widgetView(ofKind kind: String, family: WidgetFamily, at date: Date = Date()) -> AnyView? {
        let info = WidgetInfo(kind: kind, family: family)
        guard let slot = lock.withLock({ slots.first { $0.info == info } }) else { return nil }
        let descriptor = slot.descriptor
        let entry: any TimelineEntry
        let isPlaceholder: Bool
        if let entries = slot.timeline?.entries, let first = entries.first {
            entry = entries.last { $0.date <= date } ?? first
            isPlaceholder = false
        } else {
            entry = descriptor.provider.placeholder(in: TimelineProviderContext(family: family))
            isPlaceholder = true
        }
        guard let content = descriptor.content(entry) else { return nil }
        return AnyView(WidgetHost(content: content, family: family, descriptor: descriptor,
                                  isPlaceholder: isPlaceholder) { [weak self] url in
            self?.record(url, for: info)
        })
    }

    // MARK: - Reloading

    private func reload(where matches: (String) -> Bool) {
        let due = lock.withLock { slots.filter { matches($0.info.kind) }.map { ($0.info, $0.descriptor) } }
        for (info, descriptor) in due {
            requestTimeline(for: info, from: descriptor)
        }
    }

    private func requestTimeline(for info: WidgetInfo, from descriptor: WidgetDescriptor) {
        descriptor.provider.getTimeline(in: TimelineProviderContext(family: info.family)) { [weak self] timeline in
            self?.deliver(timeline, to: info)
        }
    }

    private func deliver(_ timeline: ErasedTimeline, to info: WidgetInfo) {
        lock.withLock {
            guard let index = slots.firstIndex(where: { $0.info == info }) else { return }
            slots[index].timeline = timeline
            slots[index].timelinesDelivered += 1
        }
    }

    private func record(_ url: URL?, for info: WidgetInfo) {
        lock.withLock {
            guard let index = slots.firstIndex(where: { $0.info == info }) else { return }
            slots[index].url = url
        }
    }
}

/// A widget as the Home Screen draws it: its content inside its margins, its container background
/// behind it all, at its family's size.
private struct WidgetHost: View {
    let content: AnyView
    let family: WidgetFamily
    let descriptor: WidgetDescriptor
    let isPlaceholder: Bool
    let urlChanged: (URL?) -> Void
    @Environment(\.showsWidgetContainerBackground) private var showsBackground

    var body: some View {
        let margins = descriptor.contentMarginsDisabled ? EdgeInsets() : family.defaultContentMargins
        let size = family.displaySize
        let drawsBackground = showsBackground || !descriptor.containerBackgroundRemovable
        content
            .redacted(reason: isPlaceholder ? .placeholder : [])
            .padding(margins)
            .frame(width: size.width, height: size.height)
            .backgroundPreferenceValue(ContainerBackgroundPreferenceKey.self) { background in
                if drawsBackground, let background {
                    background
                }
            }
            .onPreferenceChange(WidgetURLPreferenceKey.self) { url in
                urlChanged(url)
            }
            .environment(\.containerBackgroundHost, .widget)
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, margins)
    }
}

/// The URL a widget's view opens when tapped. WidgetKit leaves several `widgetURL`s in one widget
/// undefined; Cadence takes the first set in tree order.
struct WidgetURLPreferenceKey: PreferenceKey {
    static var defaultValue: URL? { nil }
    static func reduce(value: inout URL?, nextValue: () -> URL?) {
        value = value ?? nextValue()
    }
}
