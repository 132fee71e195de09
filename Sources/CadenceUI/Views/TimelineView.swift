import Foundation

/// A view that rebuilds its content at the dates of a schedule: SwiftUI's `TimelineView`.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSince(start)
///     Circle().frame(width: 20, height: 20).offset(x: 40 * sin(2 * .pi * t))
/// }
/// ```
///
/// Dates come from the stage's virtual clock: stage time `t` seconds is
/// `stage.startDate.addingTimeInterval(t)`, where `startDate` is the moment the stage was made unless
/// it was given one (`Stage.referenceDate`, 2001-01-01, for dates that are the same every run). The
/// wall clock is read only for that start. The content sees the
/// latest schedule entry that is not after the stage's date; the stage asks for a frame at each next
/// entry (`Stage.nextFrameTime`), for every frame under `.animation`, and for none while paused or
/// hidden. Schedules:
/// - `.animation`: the stage's own date at every frame; `.animation(minimumInterval: m)` steps of `m`
///   seconds from the moment the view appeared; `paused: true` keeps the date last shown.
/// - `.periodic(from:by:)`, `.everyMinute`, `.explicit(_:)`: their entries. Before the first entry the
///   view shows the date at which it appeared. A periodic schedule from a wall-clock date (`.now`)
///   starts when the view appears (see `PeriodicTimelineSchedule`).
///
/// A schedule that is `Equatable` and changes restarts its entries from the current date.
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Shows `content` for each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never

    /// What the content closure receives: the date of the current entry.
    public struct Context: Sendable {
        /// How often the view may update. A headless stage runs at full rate, so always `.live`.
        public enum Cadence: Comparable, Sendable {
            /// As often as the schedule asks (what a stage always gives).
            case live
            /// About once a second (reduced luminance; never given by a stage).
            case seconds
            /// About once a minute (never given by a stage).
            case minutes
        }

        /// The date of the schedule entry being shown.
        public let date: Date
        /// How often the view updates now.
        public let cadence: Cadence
    }
}

/// The context every `TimelineView`'s content closure receives, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let driver = context.driver(slot: DriverSlot.timeline) { TimelineDriver(appearedAt: context.time, origin: context.graph.dateOrigin) }
        let date = driver.present(schedule, at: context.time)
        return context.resolve(content(TimelineViewDefaultContext(date: date, cadence: .live)), at: .child(0))
    }
}
