import Foundation
import Testing
@testable import CadenceUI
import Combine
import Synchronization
import CadenceStageTestSupport

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
        // Twelve tasks woken at the same instant: ten taking 300 turns of the main actor each
        // before they record themselves, one taking 3,000 (more than the 1,000 turns settling once
        // counted, so a count ran out deterministically, not only on a loaded machine), and one
        // running its steps off the main actor in a nonisolated function. The stage waits until
        // each has reached its next sleep or returned.
        let log = SharedLog<Int>()
        let stage = Stage(size: CGSize(width: 100, height: 400)) {
            VStack {
                ForEach(0..<10, id: \.self) { index in
                    Text("\(index)").task {
                        try? await Task.sleep(for: .seconds(0.5))
                        for _ in 0..<300 { await Task.yield() }
                        log.append(index)
                        try? await Task.sleep(for: .seconds(0.5))
                        log.append(20 + index)
                    }
                }
                Text("long").task {
                    try? await Task.sleep(for: .seconds(0.5))
                    for _ in 0..<3_000 { await Task.yield() }
                    log.append(10)
                    try? await Task.sleep(for: .seconds(0.5))
                    log.append(30)
                }
                Text("off main").task { await Self.stepsOffTheMainActor(log, first: 11, second: 31) }
            }
        }
        await stage.play(to: 0.49)
        #expect(log.sorted.isEmpty)
        await stage.play(to: 0.5)
        #expect(log.sorted == Array(0..<12))
        await stage.play(to: 1)
        #expect(log.sorted == Array(0..<12) + Array(20..<32))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    /// Sleeps and yields in a nonisolated async function: it runs on the global executor, not the
    /// main actor, and its sleeps still follow the stage's clock.
    nonisolated static func stepsOffTheMainActor(_ log: SharedLog<Int>, first: Int, second: Int) async {
        try? await Task.sleep(for: .seconds(0.5))
        for _ in 0..<300 { await Task.yield() }
        log.append(first)
        try? await Task.sleep(for: .seconds(0.5))
        log.append(second)
    }

    /// Yields and records off the main actor, then sleeps and records again.
    nonisolated static func workThenSleepOffTheMainActor(_ log: SharedLog<Int>, first: Int, second: Int) async {
        for _ in 0..<300 { await Task.yield() }
        log.append(first)
        try? await Task.sleep(for: .seconds(0.5))
        log.append(second)
    }

    @Test func aViewsTaskRunsOnTheMainActorBeforeAndAfterItsSleeps() async {
        // As in SwiftUI: `.task`'s action is `@isolated(any)`, so written in a view's body (or any
        // main-actor code) it keeps the main actor, and its code after a sleep runs there too.
        // (`MainActor.assertIsolated` traps off the main actor; the closure's static isolation is
        // read with `#isolation`.)
        struct Probe: View {
            let log: SharedLog<String>
            @State private var count = 0
            var body: some View {
                Text("\(count)").task {
                    MainActor.assertIsolated()
                    log.append("start \(RunLoopTests.isMainActor(#isolation))")
                    try? await Task.sleep(for: .seconds(0.3))
                    MainActor.assertIsolated()
                    count += 1
                    log.append("woken \(RunLoopTests.isMainActor(#isolation)) \(count)")
                }
            }
        }
        let log = SharedLog<String>()
        let inline = SharedLog<String>()
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            VStack {
                Probe(log: log)
                Text("inline").task {
                    MainActor.assertIsolated()
                    inline.append("start \(RunLoopTests.isMainActor(#isolation))")
                    try? await Task.sleep(for: .seconds(0.3))
                    MainActor.assertIsolated()
                    inline.append("woken \(RunLoopTests.isMainActor(#isolation))")
                }
            }
        }
        #expect(log.entries == ["start true"], "started at once, on the main actor")
        await stage.play(to: 0.3)
        #expect(log.entries == ["start true", "woken true 1"])
        #expect(inline.entries == ["start true", "woken true"], "a .task in a test's stage content is main-actor code too")
        #expect(stage.displayList().texts.contains { $0.text == "1" })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    /// Whether `actor` is the main actor.
    nonisolated static func isMainActor(_ actor: (any Actor)?) -> Bool {
        actor.map { $0 === MainActor.shared } ?? false
    }

    @Test func aNonisolatedTaskBodyStillRunsAtItsWakeInstants() async {
        // The steps run on the global executor (a nonisolated async function): the stage follows
        // them there and waits for each to reach its next sleep, however long the hop takes.
        let log = SharedLog<Int>()
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").task { await Self.stepsOffTheMainActor(log, first: 1, second: 2) }
        }
        await stage.play(to: 0.5)
        #expect(log.entries == [1])
        await stage.play(to: 0.99)
        #expect(log.entries == [1])
        await stage.play(to: 1)
        #expect(log.entries == [1, 2])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTaskStartedByAnActionRunsAtItsWakeInstantOffTheMainActorToo() async throws {
        // `Task { … }` in a button action (main-actor code, whose return the run loop cannot see)
        // that sleeps, then calls a nonisolated async function that works off the main actor and
        // sleeps again: the stage gives the woken task time to get back to a sleep.
        struct Starter: View {
            let log: SharedLog<Int>
            var body: some View {
                Button("Go") {
                    Task {
                        try? await Task.sleep(for: .seconds(0.5))
                        await RunLoopTests.workThenSleepOffTheMainActor(log, first: 1, second: 2)
                    }
                }
            }
        }
        let log = SharedLog<Int>()
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Starter(log: log) }
        stage.schedule(.tap(label: "Go"), at: 0.25)
        await stage.play(to: 0.74)
        #expect(log.entries.isEmpty)
        await stage.play(to: 0.75)
        #expect(log.entries == [1], "woke 0.5 s after the tap")
        await stage.play(to: 1.25)
        #expect(log.entries == [1, 2])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTaskWaitingOnSomethingElseIsReportedAndLeftBehind() async {
        // A stream nobody feeds during the play: the stage cannot know when it yields, so after the
        // settle limit (shortened here) it goes on and says so, once.
        let (stream, feed) = AsyncStream.makeStream(of: Int.self)
        let log = SharedLog<Int>()
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").task {
                for await value in stream { log.append(value) }
            }
        }
        stage.interaction.settleLimit = .milliseconds(200)
        await stage.play(to: 0.5)
        await stage.play(to: 1)
        #expect(stage.issues.count == 1, "\(stage.issues)")
        #expect(stage.issues.first?.kind == .taskOutsideClock && stage.issues.first?.message.contains("did not reach its next Task.sleep or return") == true, "\(stage.issues)")
        #expect(isClose(stage.time, 1, absolute: 1e-9), "the stage went on")
        feed.finish()
        stage.hide()
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

/// A log tasks on any thread append to.
final class SharedLog<Entry: Sendable & Comparable>: Sendable {
    private let storage = Mutex<[Entry]>([])
    func append(_ entry: Entry) { storage.withLock { $0.append(entry) } }
    var entries: [Entry] { storage.withLock { $0 } }
    var sorted: [Entry] { entries.sorted() }
}
