import Foundation

extension Stage {
    /// A fixed start date for stages whose dates must be the same every run: 2001-01-01 00:00:00
    /// UTC. Pass it as `startDate` when making a stage (renders and the `cadence` tool do).
    public nonisolated static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The date of stage time 0 (see ``init(size:safeAreaInsets:environment:textMeasurer:startDate:content:)``).
    public var startDate: Date { graph.dateOrigin }

    /// The date of stage time `time`: ``startDate`` plus `time` seconds.
    public func date(atStageTime time: Double) -> Date {
        graph.dateOrigin.addingTimeInterval(time)
    }

    /// The stage time of `date`: seconds since ``startDate``.
    public func time(ofDate date: Date) -> Double {
        date.timeIntervalSince(graph.dateOrigin)
    }

    /// The stage time of `date` on a stage that starts at ``referenceDate``.
    public nonisolated static func time(ofDate date: Date) -> Double {
        date.timeIntervalSince(referenceDate)
    }
}
