import Foundation

/// A schedule for animations: every display frame, or every `minimumInterval` seconds at most;
/// SwiftUI's `AnimationTimelineSchedule`. While `paused`, the view keeps the date it last showed.
///
/// ```swift
/// TimelineView(.animation(minimumInterval: 1.0 / 30)) { context in
///     Wave(phase: context.date.timeIntervalSinceReferenceDate)
/// }
/// ```
///
/// A `nil`, zero, negative or NaN `minimumInterval` means every frame the stage is asked for.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The interval between updates, or `nil` for every frame.
    var interval: Double? {
        guard let minimumInterval, minimumInterval > 0 else { return nil }
        return minimumInterval
    }

    /// Dates `minimumInterval` apart from `startDate` (a frame apart, 1/120 s, when there is none).
    /// `TimelineView` does not read them for this schedule: it follows the stage's frames directly.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let step = interval ?? 1.0 / 120
        return AnySequence(sequence(first: 0) { $0 + 1 }.lazy.map { startDate.addingTimeInterval(Double($0) * step) })
    }
}

/// Updates every `interval` seconds from `startDate`: SwiftUI's `PeriodicTimelineSchedule`.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
/// ```
///
/// A view that appears after `startDate` first shows the latest period boundary before it. An
/// interval that is zero, negative or not finite gives the single entry `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let origin = self.startDate
        guard interval > 0, interval.isFinite else { return AnySequence([origin]) }
        // Start at the boundary at or before the view's start, counted from the schedule's origin so
        // that a long run does not drift.
        let elapsed = startDate.timeIntervalSince(origin)
        let first = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        let step = interval
        return AnySequence(sequence(first: first) { $0 + 1 }.lazy.map { origin.addingTimeInterval($0 * step) })
    }
}

/// Updates at the start of every minute: SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60).entries(from: startDate, mode: mode)
    }
}

/// Updates at the given dates: SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most every `minimumInterval` seconds, or never while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
