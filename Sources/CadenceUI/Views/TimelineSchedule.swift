import Foundation

/// The dates at which a `TimelineView` updates: SwiftUI's `TimelineSchedule`.
///
/// ```swift
/// struct EveryHalfSecond: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideTo<Date> {
///         stride(from: startDate, to: .distantFuture, by: 0.5)
///     }
/// }
/// ```
///
/// Entries must not decrease. The view shows the latest entry that is not after the stage's date
/// (see `TimelineView` for how stage time maps to dates); before the first entry it shows the date at
/// which it appeared. Cadence always asks with mode `.normal`.
public protocol TimelineSchedule {
    /// SwiftUI's alias for the update mode.
    typealias Mode = TimelineScheduleMode

    /// The sequence of update dates.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The update dates from `startDate` (the date the view appeared) on.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a schedule may update: SwiftUI's `TimelineScheduleMode`. A headless stage has no
/// low-power state, so Cadence always passes `.normal`.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// Updates as often as the schedule asks (what Cadence always passes).
    case normal
    /// Updates less often, to save power (never passed by Cadence).
    case lowFrequency
}
