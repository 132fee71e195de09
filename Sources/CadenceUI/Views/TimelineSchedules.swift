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
    /// The shortest time between updates in seconds, or `nil` to update every frame (Cadence makes
    /// the stored arguments readable; SwiftUI keeps them private).
    public let minimumInterval: Double?
    /// Whether the schedule has stopped generating updates.
    public let paused: Bool

    /// A schedule updating at most every `minimumInterval` seconds (`nil`: let the system choose,
    /// which on a stage is every frame), that generates no updates while `paused`. SwiftUI's
    /// declaration, defaults included.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The interval between updates, or `nil` for every frame.
    var interval: Double? {
        guard let minimumInterval, minimumInterval > 0 else { return nil }
        return minimumInterval
    }

    /// Dates `minimumInterval` apart from `startDate` (1/60 s apart when there is none), and no dates
    /// at all while `paused` or in `.lowFrequency` mode — what SwiftUI returns (measured by
    /// OpenSwiftUI's compatibility tests: `AnimationTimelineSchedule(paused: true)` and the
    /// `.lowFrequency` mode give an iterator whose `next()` is `nil`; `minimumInterval: 1.5` gives
    /// 0, 1.5, 3 s after the start). Apple: "When in `.lowFrequency` mode, return no entries,
    /// effectively pausing the animation."
    ///
    /// `TimelineView` does not read the dates of this schedule: it follows the stage's frames (every
    /// frame, or a grid `minimumInterval` apart from the moment the view appeared) and keeps the date
    /// it last showed while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard !paused, mode != .lowFrequency else { return Entries(start: nil, interval: 0) }
        return Entries(start: startDate, interval: interval ?? 1.0 / 60)
    }

    /// The dates of an animation schedule, in ascending order; empty while paused or in
    /// `.lowFrequency` mode.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private let start: Date?
        private let interval: Double
        private var index = 0.0

        init(start: Date?, interval: Double) {
            self.start = start
            self.interval = interval
        }

        /// The next date, or `nil` when the schedule generates none.
        public mutating func next() -> Date? {
            guard let start else { return nil }
            // Counted from the start, so a long run does not drift.
            defer { index += 1 }
            return start.addingTimeInterval(index * interval)
        }
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
///
/// On a stage started at a fixed date (`Stage.referenceDate`, 2001-01-01), a `startDate` more than a
/// day after the date the view appeared is read as the moment it appeared: such a date was read from
/// the wall clock (`.now`, `Date()`) when the view was made, which on a device is that moment. So
/// `.periodic(from: .now, by: 1)` ticks every second from the view's appearance, as it does in an
/// app, whatever the stage's start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    let startDate: Date
    let interval: TimeInterval

    /// Makes a schedule updating at `startDate`, then every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// This schedule as a stage runs it for a view that appeared at `appearance` (see the type's
    /// documentation): an origin more than a day later becomes `appearance`.
    func onStage(appearedAt appearance: Date) -> PeriodicTimelineSchedule {
        startDate.timeIntervalSince(appearance) > Self.wallClockThreshold
            ? PeriodicTimelineSchedule(from: appearance, by: interval)
            : self
    }

    /// How far after a view's appearance an origin must lie to be taken for a wall-clock date: a day.
    static let wallClockThreshold: TimeInterval = 86_400

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let origin = self.startDate
        guard interval > 0, interval.isFinite else { return Entries(origin: origin, first: 0, interval: 0) }
        // Start at the boundary at or before the view's start, counted from the schedule's origin so
        // that a long run does not drift.
        let elapsed = startDate.timeIntervalSince(origin)
        let first = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(origin: origin, first: first, interval: interval)
    }

    /// The dates of a periodic schedule, in ascending order (SwiftUI's
    /// `PeriodicTimelineSchedule.Entries`). An interval that is not positive and finite gives the
    /// origin alone.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private let origin: Date
        private var index: Double
        private let interval: TimeInterval
        private var isDone = false

        init(origin: Date, first: Double, interval: TimeInterval) {
            self.origin = origin
            index = first
            self.interval = interval
        }

        /// The next period boundary.
        public mutating func next() -> Date? {
            guard !isDone else { return nil }
            guard interval > 0 else {
                isDone = true
                return origin
            }
            defer { index += 1 }
            return origin.addingTimeInterval(index * interval)
        }
    }
}

/// Updates at the start of every minute: SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    /// Makes the schedule.
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(minutes: PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60)
            .entries(from: startDate, mode: mode))
    }

    /// The starts of the minutes from the one `startDate` falls in on (SwiftUI's
    /// `EveryMinuteTimelineSchedule.Entries`). Minutes are counted in UTC from the reference date, so
    /// they start on whole minutes of `Date`'s clock.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var minutes: PeriodicTimelineSchedule.Entries

        init(minutes: PeriodicTimelineSchedule.Entries) {
            self.minutes = minutes
        }

        /// The start of the next minute.
        public mutating func next() -> Date? {
            minutes.next()
        }
    }
}

/// Updates at the given dates: SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// Makes a schedule updating at `dates`, in order.
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
