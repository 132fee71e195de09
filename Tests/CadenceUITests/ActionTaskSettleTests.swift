import Foundation
import Testing
@testable import CadenceUI
import CadenceStageTestSupport

/// A model whose async methods are nonisolated, as an `ObservableObject` in Swift 5 app code is:
/// each call from a main-actor task hops to the global executor and back.
private final class Account: ObservableObject, @unchecked Sendable {
    @Published var status = "not asked"
    @Published var trips = 0
    /// Real time the first call takes off the main actor, in seconds (work on a global thread).
    var work = 0.0

    func ask() async -> Bool {
        if work > 0 { Self.block(for: work) }
        return true
    }
    func settings() async -> String { "allowed" }

    @MainActor func requestPermission() async {
        _ = await ask()
        trips += 1
        let answer = await settings()
        trips += 1
        status = answer
    }
}

extension Account {
    /// Blocks the calling thread for `seconds` of real time (until a timer on another queue fires).
    static func block(for seconds: Double) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "account-work").asyncAfter(deadline: .now() + seconds) { done.signal() }
        done.wait()
    }
}

private struct PermissionScreen: View {
    @ObservedObject var account: Account
    @State private var running: Task<Void, Never>?

    var body: some View {
        VStack {
            Text(account.status)
            Button("Allow") { Task { await account.requestPermission() } }
            Button("Allow and keep") { running = Task { await account.requestPermission() } }
        }
    }
}

/// Keeps every thread of the global executor busy for a while, as a loaded machine does: a job
/// queued there after these waits its turn.
private enum BusyExecutor {
    /// Queues one job per thread that blocks until `delay` seconds of real time from now; the
    /// release comes from a queue outside the global executor, scheduled first (anything that
    /// needs the global executor, even resuming an `await`, waits for the blocked jobs).
    static func occupy(for delay: Double) {
        let gate = DispatchSemaphore(value: 0)
        DispatchQueue(label: "busy-executor").asyncAfter(deadline: .now() + delay) { gate.signal() }
        for _ in 0..<max(ProcessInfo.processInfo.activeProcessorCount, 1) {
            Task.detached(priority: Task.currentPriority) {
                gate.wait()
                gate.signal()
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct ActionTaskSettleTests {
    enum Load: CaseIterable {
        /// An idle machine.
        case none
        /// The hop's job queues behind jobs that hold every thread of the global executor for a
        /// fifth of a second. (Resuming the settle's own awaits needs that executor too on this
        /// runtime, so this case shows above all that nothing deadlocks.)
        case busyExecutor
        /// The first hop works for 40 ms on a global thread while the executor is otherwise free:
        /// without the wait for the tasks an action started, `trips` was still 0 here.
        case slowHop
    }

    /// A few turns of the main actor (all the stage used to give such a task) end long before a
    /// hop under load.
    @Test(arguments: Load.allCases)
    func settlingWaitsForATaskAnActionStartedThroughItsHopsOffTheMainActor(load: Load) async throws {
        let account = Account()
        let stage = Stage(size: CGSize(width: 300, height: 200)) { PermissionScreen(account: account) }
        switch load {
        case .none: break
        case .busyExecutor: BusyExecutor.occupy(for: 0.2)
        case .slowHop: account.work = 0.04
        }
        try stage.tap(label: "Allow")
        await stage.settleTasks()
        #expect(account.trips == 2)
        #expect(stage.displayList().item(text: "allowed") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTaskWhoseHandleTheViewKeepsIsFollowedToItsEnd() async throws {
        // The handle keeps the task object alive; its task-local values go when it completes.
        let account = Account()
        let stage = Stage(size: CGSize(width: 300, height: 200)) { PermissionScreen(account: account) }
        try stage.tap(label: "Allow and keep")
        await stage.settleTasks()
        #expect(stage.displayList().item(text: "allowed") != nil)
        #expect(!stage.interaction.runLoop.hasBusyActionTasks)
    }

    @Test func aTaskWaitingOnSomethingElseIsLeftToRunWithoutAnIssue() async throws {
        final class Pending: @unchecked Sendable {
            var continuation: CheckedContinuation<String, Never>?
        }
        let pending = Pending()
        var shown = "waiting"
        let stage = Stage(size: CGSize(width: 300, height: 200)) {
            VStack {
                Text(shown)
                Button("Load") {
                    Task { @MainActor in
                        shown = await withCheckedContinuation { pending.continuation = $0 }
                    }
                }
            }
        }
        try stage.tap(label: "Load")
        #expect(stage.interaction.runLoop.openBatchStartedTasks, "the tap's task holds the open batch's token")
        await stage.settleTasks()
        #expect(pending.continuation != nil, "the task ran up to its wait")
        #expect(!stage.interaction.runLoop.hasBusyActionTasks, "the stage stopped waiting for it")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
        pending.continuation?.resume(returning: "loaded")
        pending.continuation = nil
        await stage.settleTasks()
        #expect(shown == "loaded")
    }

    @Test func aTaskSleepingOnTheStageClockIsParkedNotBusy() async throws {
        @MainActor final class Ticks { var times: [Double] = [] }
        let ticks = Ticks()
        var stage: Stage!
        stage = Stage(size: CGSize(width: 300, height: 200)) {
            Button("Start") {
                Task { @MainActor in
                    for _ in 0..<3 {
                        try? await Task.sleep(for: .seconds(1))
                        ticks.times.append(stage.time)
                    }
                }
            }
        }
        try stage.tap(label: "Start")
        await stage.settleTasks()
        let loop = stage.interaction.runLoop
        #expect(!loop.hasBusyActionTasks, "a task asleep in stage time is not waited for")
        await stage.play(to: 3.5)
        #expect(ticks.times == [1, 2, 3])
        #expect(!loop.hasBusyActionTasks)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    /// Handlers of the scene's notifications and `onDisappear` are app code too: a task they start
    /// sleeps on the stage's clock (it used to sleep in real time, off the stage).
    @Test func tasksStartedWhenTheSceneLeavesOrTheViewsGoSleepInStageTime() async throws {
        @MainActor final class Log { var entries: [String] = [] }
        let log = Log()
        var stage: Stage!
        stage = Stage(size: CGSize(width: 300, height: 200)) {
            Text("Journal")
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                    Task { @MainActor in
                        try? await Task.sleep(for: .seconds(1))
                        log.entries.append("saved at \(stage.time)")
                    }
                }
                .onDisappear {
                    Task { @MainActor in
                        try? await Task.sleep(for: .seconds(2))
                        log.entries.append("cleaned at \(stage.time)")
                    }
                }
        }
        stage.updateEnvironment { $0.scenePhase = .background }
        await stage.play(by: 0.5)
        #expect(log.entries.isEmpty)
        await stage.play(by: 2)
        #expect(log.entries == ["saved at 1.0", "cleaned at 2.0"])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTokenCountsTheTasksStartedUnderItAndTheirChildren() async {
        let loop = StageRunLoop()
        #expect(!loop.openBatchStartedTasks, "no code ran")
        loop.runAppCode {}
        #expect(!loop.openBatchStartedTasks, "code that started no task leaves only the run loop's reference")
        final class Gate: @unchecked Sendable {
            var continuations: [CheckedContinuation<Void, Never>] = []
            let lock = NSLock()
            func wait() async {
                await withCheckedContinuation { c in lock.withLock { continuations.append(c) } }
            }
            var waiting: Int { lock.withLock { continuations.count } }
            func open() { lock.withLock { continuations.forEach { $0.resume() }; continuations = [] } }
        }
        let gate = Gate()
        _ = loop.runAppCode {
            Task {
                Task { await gate.wait() }
                await gate.wait()
            }
        }
        #expect(loop.openBatchStartedTasks)
        loop.closeActionBatch()
        #expect(!loop.openBatchStartedTasks, "the batch moved to the watched ones")
        var turns = 0
        while gate.waiting < 2, turns < 1_000_000 { turns += 1; await Task.yield() }
        #expect(gate.waiting == 2)
        #expect(loop.hasBusyActionTasks, "two tasks wait on something the stage does not drive")
        gate.open()
        turns = 0
        while loop.hasBusyActionTasks, turns < 1_000_000 { turns += 1; await Task.yield() }
        #expect(!loop.hasBusyActionTasks)
    }
}
