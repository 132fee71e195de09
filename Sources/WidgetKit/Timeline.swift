import Foundation
import CadenceUI

// WidgetKit for platforms without it, so app files that `import WidgetKit` compile: timelines and
// their providers, widgets and their configurations, the widget family environment, and a
// `WidgetCenter` whose reload requests reach the widgets a test put on its simulated Home Screen
// (`WidgetCenter.addWidget(_:family:)`). (Named `WidgetKit`: on Apple platforms it would shadow the
// system module; Apple builds are not verified.)

/// A date to show a widget at, with what the widget needs to draw then: WidgetKit's
/// `TimelineEntry`.
///
/// ```swift
/// struct StepsEntry: TimelineEntry {
///     let date: Date
///     let steps: Int
/// }
/// ```
///
/// Entry types are `SendableMetatype`s (every ordinary struct or class is), so WidgetKit's
/// `@Sendable` completion handlers can carry them.
public protocol TimelineEntry: SendableMetatype {
    /// When the widget shows this entry.
    var date: Date { get }
    /// How relevant the entry is, for a Smart Stack (`nil` by default: no relevance given).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance given.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is compared with other entries of the same kind of widget: WidgetKit's
/// `TimelineEntryRelevance`. A stage has no Smart Stack; the value is kept as given.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// The relevance score; only its order relative to other scores of the same widget counts.
    public let score: Float
    /// How long the score holds from the entry's date, in seconds (0: until the next entry).
    public let duration: TimeInterval

    /// A relevance of `score` that holds for `duration` seconds (0, the default: until the next
    /// entry).
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks a provider for a new timeline: WidgetKit's `TimelineReloadPolicy`.
///
/// ```swift
/// completion(Timeline(entries: entries, policy: .after(nextMidnight)))
/// ```
public struct TimelineReloadPolicy: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    let kind: Kind

    /// A new timeline after the last entry's date has passed.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// No new timeline until the app asks `WidgetCenter` to reload it.
    public static let never = TimelineReloadPolicy(kind: .never)

    /// A new timeline after `date` (which may be before or after the last entry's date).
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(kind: .after(date))
    }

    /// The date after which a timeline with this policy and `entries` asks for the next one: the
    /// last entry's date for `atEnd` (`nil` with no entries), the given date for `after(_:)`, `nil`
    /// for `never` (Cadence addition).
    public func reloadDate<Entry: TimelineEntry>(for entries: [Entry]) -> Date? {
        reloadDate(forDates: entries.map(\.date))
    }

    /// The reload date for a timeline whose entries have `dates`.
    func reloadDate(forDates dates: [Date]) -> Date? {
        switch kind {
        case .atEnd: return dates.max()
        case .after(let date): return date
        case .never: return nil
        }
    }
}

/// The entries a widget shows over time and when to ask for more: WidgetKit's `Timeline`.
///
/// ```swift
/// let hourly = (0..<5).map { StepsEntry(date: now.addingTimeInterval(Double($0) * 3600), steps: steps) }
/// completion(Timeline(entries: hourly, policy: .atEnd))
/// ```
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, each shown from its date on.
    public let entries: [EntryType]
    /// When to ask the provider for the next timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries` reloaded by `policy`.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// Details of where a widget shows, given to its provider: WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The widget's family (its size class).
    public let family: WidgetFamily
    /// Whether the widget shows as a preview in the widget gallery (never on a stage's Home Screen).
    public let isPreview: Bool
    /// The widget's size in points: `family.displaySize`.
    public let displaySize: CGSize

    /// A context for a widget of `family`, shown in the gallery when `isPreview` (Cadence addition,
    /// for calling a provider in a test).
    public init(family: WidgetFamily, isPreview: Bool = false) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = family.displaySize
    }
}

/// Gives a widget the entries it shows: WidgetKit's `TimelineProvider`.
///
/// ```swift
/// struct Provider: TimelineProvider {
///     func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 0) }
///     func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
///         completion(StepsEntry(date: .now, steps: 4_200))
///     }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
///         completion(Timeline(entries: [StepsEntry(date: .now, steps: store.steps)], policy: .never))
///     }
/// }
/// ```
///
/// The completion handlers are `@Sendable`, as in WidgetKit; `@preconcurrency` lets a provider
/// written with plain `@escaping` handlers conform. A provider may call them later (after loading
/// data): the widget shows what was delivered last.
public protocol TimelineProvider {
    /// The type of the entries.
    associatedtype Entry: TimelineEntry
    /// The context type the methods receive.
    typealias Context = TimelineProviderContext

    /// An entry for the widget's placeholder, shown before any timeline arrived; it should return
    /// at once.
    func placeholder(in context: Context) -> Entry

    /// One entry for a quick look (the widget gallery).
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)

    /// The timeline: the entries from now on and when to ask again.
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}
