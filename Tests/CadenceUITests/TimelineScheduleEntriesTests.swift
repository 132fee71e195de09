import CadenceUI
import Foundation
import Testing

/// The dates the schedules generate, against OpenSwiftUI's `TimelineScheduleTests` (compatibility
/// tests that its CI runs on SwiftUI itself) and Apple's documentation of
/// `AnimationTimelineSchedule.entries(from:mode:)`: "When in `.lowFrequency` mode, return no
/// entries, effectively pausing the animation."
@Suite struct TimelineScheduleEntriesTests {
    @Test func animationScheduleStepsByItsMinimumInterval() throws {
        // Measured: minimumInterval 1.5 gives 0, 1.5, 3 s after the start.
        var entries = AnimationTimelineSchedule(minimumInterval: 1.5).entries(from: Date(timeIntervalSince1970: 0), mode: .normal)
        for expected in [0.0, 1.5, 3.0] {
            let next = entries.next()
            let date = try #require(next)
            #expect(abs(date.timeIntervalSince1970 - expected) < 1e-9)
        }
    }

    @Test func aPausedAnimationScheduleHasNoDates() {
        // Measured: AnimationTimelineSchedule(paused: true) in .normal mode yields nil, twice.
        var entries = AnimationTimelineSchedule(paused: true).entries(from: Date(), mode: .normal)
        let first = entries.next()
        let second = entries.next()
        #expect(first == nil && second == nil)
    }

    @Test func theAnimationScheduleHasNoDatesInLowFrequencyMode() {
        // Measured: AnimationTimelineSchedule() in .lowFrequency mode yields nil, twice.
        var entries = AnimationTimelineSchedule().entries(from: Date(), mode: .lowFrequency)
        let first = entries.next()
        let second = entries.next()
        #expect(first == nil && second == nil)
        var stepped = AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: Date(), mode: .lowFrequency)
        let steppedFirst = stepped.next()
        #expect(steppedFirst == nil)
    }

    @Test func periodicAndEveryMinuteEntriesAreTheirOwnTypes() throws {
        // Measured: periodic(from: 0, by: 5) asked from 12 s starts at the boundary before, 10 s.
        var periodic: PeriodicTimelineSchedule.Entries = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 5)
            .entries(from: Date(timeIntervalSince1970: 12), mode: .normal)
        for expected in [10.0, 15.0, 20.0] {
            let next = periodic.next()
            #expect(try #require(next).timeIntervalSince1970 == expected)
        }
        var minutes: EveryMinuteTimelineSchedule.Entries = EveryMinuteTimelineSchedule()
            .entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
        let first = minutes.next()
        let second = minutes.next()
        #expect(first == Date(timeIntervalSinceReferenceDate: 120))
        #expect(second == Date(timeIntervalSinceReferenceDate: 180))
        let mode: AnimationTimelineSchedule.Mode = .lowFrequency
        #expect(mode == TimelineScheduleMode.lowFrequency)
    }
}
