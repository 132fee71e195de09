import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// `TimelineView` on the stage's virtual clock: the content sees the current schedule entry's date,
/// and the stage asks for frames exactly when the next entry is due.
@MainActor
@Suite struct TimelineViewTests {
    /// Shows the seconds since the reference date of the date it is given, as text.
    private struct Clock<Schedule: TimelineSchedule>: View {
        var schedule: Schedule
        var body: some View {
            TimelineView(schedule) { context in
                Text(String(format: "%.4f", Stage.time(ofDate: context.date)))
            }
        }
    }

    private func shownTime(_ stage: Stage, at time: Double) throws -> Double {
        stage.advance(to: time)
        let text = try #require(stage.displayList().texts.first).text
        return try #require(Double(text))
    }

    @Test(arguments: [0.0, 0.016, 0.5, 1.25, 10.0])
    func theAnimationScheduleShowsTheStagesDateAtEveryFrame(time: Double) throws {
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .animation) }
        #expect(isClose(try shownTime(stage, at: time), time, absolute: 1e-4))
        #expect(stage.nextFrameTime == time)
    }

    @Test func theDateIsTheReferenceDatePlusStageTime() throws {
        #expect(Stage.referenceDate == Date(timeIntervalSinceReferenceDate: 0))
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) {
            TimelineView(.animation) { context in
                Text(context.date == Date(timeIntervalSinceReferenceDate: 2.5) ? "match" : "other")
            }
        }
        stage.advance(to: 2.5)
        #expect(stage.displayList().item(text: "match") != nil)
    }

    /// Measures from a start read off the wall clock, as apps do.
    private struct Stopwatch: View {
        @State private var start = Date()
        var body: some View {
            TimelineView(.animation) { context in
                let elapsed = context.date.timeIntervalSince(start)
                Rectangle()
                    .frame(width: 1 + 100 * min(max(elapsed, 0), 1), height: 10)
            }
        }
    }

    @Test func byDefaultAStageStartsNowSoCodeMeasuringFromDateSeesStageTime() throws {
        let before = Date()
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Stopwatch() }
        #expect(stage.startDate >= before && stage.startDate <= Date())
        #expect(stage.date(atStageTime: 2) == stage.startDate.addingTimeInterval(2))
        #expect(stage.time(ofDate: stage.startDate.addingTimeInterval(0.75)) == 0.75)
        func barProgress(at time: Double) throws -> Double {
            stage.advance(to: time)
            return try Double(#require(stage.displayList().shapes.first).rect.width) - 1
        }
        // `start` was read while the stage was being made, a moment after its start date, so the
        // bar's width follows stage time, give or take that moment.
        let halfway = try barProgress(at: 0.5)
        #expect(isClose(halfway, 50, absolute: 2), "\(halfway)")
        let end = try barProgress(at: 3)
        #expect(isClose(end, 100, absolute: 1e-9), "\(end)")
    }

    @Test func aStageStartedAtTheReferenceDateShowsTheSameDatesEveryRun() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .animation) }
        #expect(stage.startDate == Date(timeIntervalSinceReferenceDate: 0))
        #expect(isClose(try shownTime(stage, at: 1.5), 1.5, absolute: 1e-4))
    }

    @Test func aMinimumIntervalStepsFromWhenTheViewAppeared() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .animation(minimumInterval: 0.25)) }
        stage.advance(to: 0.3)
        #expect(stage.nextFrameTime.map { isClose($0, 0.5) } == true)
        #expect(isClose(try shownTime(stage, at: 0.49), 0.25, absolute: 1e-4))
        #expect(isClose(try shownTime(stage, at: 0.5), 0.5, absolute: 1e-4))
        #expect(isClose(try shownTime(stage, at: 1.1), 1.0, absolute: 1e-4))
    }

    @Test(arguments: [0.0, -1.0, Double.nan])
    func aMeaninglessMinimumIntervalMeansEveryFrame(interval: Double) throws {
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .animation(minimumInterval: interval)) }
        #expect(isClose(try shownTime(stage, at: 0.37), 0.37, absolute: 1e-4))
        #expect(stage.nextFrameTime == 0.37)
    }

    private struct Pausable: View {
        @State private var paused = false
        var body: some View {
            VStack {
                Button("Pause") { paused.toggle() }
                Clock(schedule: .animation(paused: paused))
            }
        }
    }

    @Test func pausingKeepsTheDateAndStopsAskingForFrames() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200), startDate: Stage.referenceDate) { Pausable() }
        stage.schedule(.tap(label: "Pause"), at: 0.4)
        stage.advance(to: 1)
        #expect(stage.nextFrameTime == nil)
        let paused = try #require(stage.displayList().texts.first { $0.text != "Pause" }).text
        #expect(paused == "0.4000")
        try stage.tap(label: "Pause")
        stage.advance(to: 1.5)
        #expect(stage.displayList().texts.contains { $0.text == "1.5000" })
        #expect(stage.nextFrameTime == 1.5)
    }

    @Test func aPeriodicScheduleShowsTheLatestBoundaryAndAsksForTheNext() throws {
        let origin = Stage.referenceDate.addingTimeInterval(0.1)
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .periodic(from: origin, by: 0.5)) }
        // Before the first entry: the date the view appeared.
        #expect(isClose(try shownTime(stage, at: 0.05), 0, absolute: 1e-4))
        #expect(stage.nextFrameTime.map { isClose($0, 0.1) } == true)
        #expect(isClose(try shownTime(stage, at: 0.1), 0.1, absolute: 1e-4))
        #expect(isClose(try shownTime(stage, at: 0.59), 0.1, absolute: 1e-4))
        #expect(stage.nextFrameTime.map { isClose($0, 0.6) } == true)
        #expect(isClose(try shownTime(stage, at: 0.6), 0.6, absolute: 1e-4))
        // A long jump lands on the boundary before it, without walking every period.
        #expect(isClose(try shownTime(stage, at: 100_000.35), 100_000.1, absolute: 1e-4))
    }

    @Test func aViewAppearingAfterAPeriodicOriginStartsAtTheBoundaryBeforeIt() throws {
        let origin = Stage.referenceDate.addingTimeInterval(-10)
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .periodic(from: origin, by: 3)) }
        // Boundaries at -10, -7, …, -1, 2, 5: at 0 the latest one is -1.
        #expect(isClose(try shownTime(stage, at: 0), -1, absolute: 1e-4))
        #expect(isClose(try shownTime(stage, at: 2), 2, absolute: 1e-4))
    }

    @Test(arguments: [0.0, -2.0, Double.infinity, Double.nan])
    func aDegeneratePeriodHasOneEntry(interval: Double) throws {
        let origin = Stage.referenceDate.addingTimeInterval(1)
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .periodic(from: origin, by: interval)) }
        #expect(isClose(try shownTime(stage, at: 0.5), 0, absolute: 1e-4))
        #expect(isClose(try shownTime(stage, at: 3), 1, absolute: 1e-4))
        #expect(stage.nextFrameTime == nil)
    }

    @Test func explicitDatesAreShownInOrderAndBackwardsOnesAreSkipped() throws {
        let dates = [0.2, 0.7, 0.5, 1.0].map { Stage.referenceDate.addingTimeInterval($0) }
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .explicit(dates)) }
        #expect(isClose(try shownTime(stage, at: 0.3), 0.2, absolute: 1e-4))
        #expect(stage.nextFrameTime.map { isClose($0, 0.7) } == true)
        #expect(isClose(try shownTime(stage, at: 0.8), 0.7, absolute: 1e-4))
        #expect(stage.nextFrameTime.map { isClose($0, 1.0) } == true)
        #expect(isClose(try shownTime(stage, at: 2), 1.0, absolute: 1e-4))
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aHiddenTimelineAsksForNoFrames() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100), startDate: Stage.referenceDate) { Clock(schedule: .animation) }
        stage.advance(to: 0.2)
        stage.hide()
        #expect(stage.nextFrameTime == nil)
        stage.show()
        #expect(isClose(try shownTime(stage, at: 0.3), 0.3, absolute: 1e-4))
    }

    @Test func theContentAnimatesFromTheDateAlone() throws {
        // A dot that goes round once a second: its offset is a pure function of the date.
        let stage = Stage(size: CGSize(width: 200, height: 200), startDate: Stage.referenceDate) {
            TimelineView(.animation) { context in
                let angle = 2 * Double.pi * Stage.time(ofDate: context.date)
                Circle().fill(.red).frame(width: 10, height: 10).offset(x: 50 * cos(angle), y: 50 * sin(angle))
            }
        }
        for time in [0.0, 0.25, 0.5, 0.8] {
            stage.advance(to: time)
            let dot = try #require(stage.displayList().item(filledWith: .red)).bounds
            #expect(isClose(Double(dot.midX), 100 + 50 * cos(2 * .pi * time), absolute: 1e-6))
            #expect(isClose(Double(dot.midY), 100 + 50 * sin(2 * .pi * time), absolute: 1e-6))
        }
    }
}
