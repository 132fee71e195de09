import Foundation
import Testing
@testable import CadenceUI
import Combine

@MainActor
@Suite struct RunLoopTests {
    @Test func asyncAfterWorkRunsAtItsStageTimeInOrder() {
        var log: [String] = []
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.append("b \(0.3)") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    log.append("a")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.append("a+0.1") }
                }
                DispatchQueue.main.async { log.append("now") }
            }
        }
        #expect(log == ["now"])
        #expect(stage.nextFrameTime.map { abs($0 - 0.1) < 1e-9 } == true)
        stage.advance(to: 1)
        #expect(log == ["now", "a", "a+0.1", "b 0.3"])
    }

    @Test func offAStageDispatchIsDispatch() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now()) { continuation.resume() }
        }
    }

    @Test func cancellingATaskWakesItsSleep() async {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").task {
                do {
                    try await Task.sleep(for: .seconds(10))
                } catch {
                    // Cancelled when the view goes away.
                }
            }
        }
        stage.hide()
        await stage.settleTasks()
        #expect(stage.nextFrameTime == nil, "the cancelled sleep no longer keeps the stage awake")
    }

    @Test(arguments: 0..<20) func aSleepIsScheduledAtTheInstantOfTheCall(_ run: Int) {
        // Registered before the stage's init returns, every time (it once went through the global
        // executor and was sometimes registered later, at a later stage time).
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").task { try? await Task.sleep(for: .seconds(10)) }
        }
        #expect(stage.nextFrameTime.map { abs($0 - 10) < 1e-9 } == true, "run \(run)")
    }

    @Test func aTaskCancelledBeforeItSleepsThrowsAndSchedulesNothing() async {
        final class Log: @unchecked Sendable { var outcome = "" }
        let log = Log()
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").task {
                withUnsafeCurrentTask { $0?.cancel() }
                do {
                    try await Task.sleep(for: .seconds(3))
                    log.outcome = "slept"
                } catch {
                    log.outcome = "cancelled"
                }
            }
        }
        await stage.settleTasks()
        #expect(log.outcome == "cancelled")
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aWokenTaskRunsAtItsWakeInstantBeforeTheStageGoesOn() async {
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").task {
                for step in 1...3 {
                    try? await Task.sleep(for: .seconds(0.3))
                    // Many turns of the main actor before the next sleep: the stage waits for them.
                    for _ in 0..<40 { await Task.yield() }
                    log.entries.append("step \(step)")
                }
            }
        }
        await stage.play(to: 0.3)
        #expect(log.entries == ["step 1"])
        await stage.play(to: 0.89)
        #expect(log.entries == ["step 1", "step 2"])
        await stage.play(to: 1)
        #expect(log.entries == ["step 1", "step 2", "step 3"])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func manyWokenTasksTakingMoreTurnsThanAnyBudgetAllRunAtTheirWakeInstant() async {
        // Ten tasks woken at the same instant, each taking 300 turns before it records itself: more
        // turns in all than the settle once counted (1000), so a count ran out (deterministically,
        // not only on a loaded machine) and the stage went on without them. The stage now waits
        // until each has reached its next sleep or returned.
        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var entries: [Int] = []
            func append(_ entry: Int) { lock.withLock { entries.append(entry) } }
            var sorted: [Int] { lock.withLock { entries.sorted() } }
        }
        let log = Log()
        let stage = Stage(size: CGSize(width: 100, height: 400)) {
            VStack {
                ForEach(0..<10, id: \.self) { index in
                    Text("\(index)").task {
                        try? await Task.sleep(for: .seconds(0.5))
                        for _ in 0..<300 { await Task.yield() }
                        log.append(index)
                        try? await Task.sleep(for: .seconds(0.5))
                        log.append(10 + index)
                    }
                }
            }
        }
        await stage.play(to: 0.49)
        #expect(log.sorted.isEmpty)
        await stage.play(to: 0.5)
        #expect(log.sorted == Array(0..<10))
        await stage.play(to: 1)
        #expect(log.sorted == Array(0..<20))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test(arguments: [
        // (lower, upper) in nanoseconds → the delay read.
        (499_998_000, 500_000_300, 500_000_000),                 // 0.5 s, read 2 µs late
        (497_000_000, 500_000_100, 500_000_000),                 // 0.5 s, the thread held up for 3 ms
        (249_999_000, 250_000_050, 250_000_000),
        (122_000_000, 125_000_050, 125_000_000),                 // 3 ms wide: the one nearest upper
        (123_449_000, 123_450_400, 123_450_000),                 // a delay on the 10 µs grid
        (-2_000, 1_000, 0),                                      // `.now()`: no delay
        (-5_000_000, -1_000_000, 0),                             // a deadline in the past
        (1_999_000_000, 2_000_000_200, 2_000_000_000),
        (123_456_700, 123_456_900, 123_457_000),                 // nothing on a µs grid: rounded
    ] as [(Int64, Int64, Int64)]) func aDeadlineIsReadAsTheCoarsestDelayInItsBracket(_ lower: Int64, _ upper: Int64, _ expected: Int64) {
        #expect(VirtualDelay.snap(lower: lower, upper: upper) == expected)
    }

    @Test func aTaskIdChangeRestartsTheTask() async throws {
        final class Log: @unchecked Sendable { var starts: [Int] = [] }
        let log = Log()
        struct Restarting: View {
            @State private var id = 0
            let log: Log
            var body: some View {
                Button("next \(id)") { id += 1 }
                    .task(id: id) { log.starts.append(id) }
            }
        }
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Restarting(log: log) }
        try stage.tap(label: "next 0")
        await stage.settleTasks()
        #expect(log.starts == [0, 1])
    }

    @Test func sendingTheSceneToTheBackgroundStopsTheViews() {
        var disappeared = 0
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").onDisappear { disappeared += 1 }
        }
        stage.schedule(.environment(\.scenePhase, .background), at: 0.5)
        stage.schedule(.environment(\.scenePhase, .active), at: 1)
        stage.advance(to: 0.6)
        #expect(disappeared == 1)
        #expect(stage.displayList().items.isEmpty)
        stage.advance(to: 1.1)
        #expect(!stage.displayList().items.isEmpty)
    }
}
