import Foundation

extension Stage {
    /// The date of stage time 0 for `TimelineView`: 2001-01-01 00:00:00 UTC. Stage time `t` is
    /// `referenceDate.addingTimeInterval(t)`, so timelines are reproducible run to run.
    public nonisolated static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The date of stage time `time`.
    nonisolated static func date(at time: Double) -> Date {
        referenceDate.addingTimeInterval(time)
    }

    /// The stage time of `date`: seconds since `referenceDate`.
    public nonisolated static func time(ofDate date: Date) -> Double {
        date.timeIntervalSince(referenceDate)
    }
}
