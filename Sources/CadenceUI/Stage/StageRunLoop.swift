import Foundation

/// The stage's run loop in virtual time: work scheduled with `DispatchQueue.main.asyncAfter` or
/// `DispatchQueue.main.async`, timers from `Timer.publish(every:on:in:)`, and tasks sleeping in
/// `Task.sleep`, all due at stage times and run when the stage reaches them.
///
/// Thread-safe (code may schedule from any task); work always runs on the main actor, inside the
/// stage's `advance`. Items due at the same time run in the order they were scheduled.
final class StageRunLoop: VirtualRunLoop, @unchecked Sendable {
    /// Records a request for an App Store review made by code the stage runs (set by the stage;
    /// read on the main actor only).
    var onReviewRequest: (@MainActor () -> Void)?
    private let lock = NSLock()
    private var items: [Item] = []
    private var sequence = 0
    private var now = 0.0
    private var nextTimerID = 0
    private var cancelledTimers: Set<Int> = []
    /// Tasks woken by the run loop since the stage last let them run.
    private var wokeTasks = 0
    /// Keys of the `.task` actions woken (or begun) that have not reached their next suspension
    /// or returned yet.
    private var awake: Set<Int> = []
    /// Keys of other tasks woken (a `Task { … }` an action started) that have not reached their
    /// next `Task.sleep` yet: the run loop cannot see them return.
    private var awakeUntracked: Set<Int> = []
    /// Keys of the `.task` actions running (begun, not returned): their return is seen.
    private var tracked: Set<Int> = []
    /// Tokens of `.task` actions started but not yet running.
    private var pendingStarts: Set<Int> = []
    /// Sleeps cancelled before their wake-up was registered.
    private var cancelledSleeps: Set<Int> = []
    /// Who waits in `untilNoAwakeTasks(orAfter:)`, by id: resumed with `true` when the last awake
    /// task reaches its next sleep or returns, with `false` by the watchdog.
    private var quietWaiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    /// Waits whose watchdog fired before they were registered (see `expire`).
    private var expiredWaits: Set<Int> = []
    /// The open batch's token, bound around the app code the stage runs until a settle finds that
    /// the code started tasks (see `ActionTaskToken`).
    private var openToken: ActionTaskToken?
    /// Closed batches whose tasks may still be running.
    private var watchedTokens: [WatchedActionTasks] = []

    struct Item {
        var time: Double
        var sequence: Int
        var kind: Kind
    }

    enum Kind {
        case work(@Sendable () -> Void)
        /// A repeating timer: fires, then is scheduled again `interval` later.
        case timer(id: Int, interval: Double, fire: @Sendable (Double) -> Void)
        /// A task sleeping in `sleep(for:isolation:)`; `task` is its key while it runs, `token` the
        /// batch of app code that started it (counted as parked while it sleeps). The token is not
        /// retained, so it counts the task once: the sleeping task's task-locals hold it until the
        /// task completes, which it cannot do while its wake-up is scheduled.
        case wake(id: Int, task: Int?, token: Unmanaged<ActionTaskToken>?, CheckedContinuation<Void, any Error>)
    }

    /// The stage time the run loop has reached.
    var time: Double {
        lock.withLock { now }
    }

    /// The earliest time something is due, if anything is scheduled.
    var nextTime: Double? {
        lock.withLock { items.first?.time }
    }

    private func insert(_ item: Item) {
        let index = items.firstIndex { ($0.time, $0.sequence) > (item.time, item.sequence) } ?? items.count
        items.insert(item, at: index)
    }

    /// Runs `work` `delay` seconds from now (at once, after the current stage operation, for 0).
    func schedule(after delay: Double, _ work: @escaping @Sendable () -> Void) {
        lock.withLock {
            sequence += 1
            let delay = delay.isFinite ? max(0, delay) : 0
            insert(Item(time: now + delay, sequence: sequence, kind: .work(work)))
        }
    }

    /// The date of stage time 0: the stage's `startDate`.
    var dateOrigin = Stage.referenceDate

    /// Starts a timer firing every `interval` seconds (the first fire one interval from now) with
    /// the stage date of each fire (the stage's `startDate` + its stage time); returns its id, for
    /// `cancelTimer`.
    func addTimer(every interval: Double, fire: @escaping @Sendable (Date) -> Void) -> Int {
        addTimer(every: interval, atStageTime: { [dateOrigin] in fire(dateOrigin.addingTimeInterval($0)) })
    }

    /// `addTimer(every:fire:)` with the stage time of each fire.
    func addTimer(every interval: Double, atStageTime fire: @escaping @Sendable (Double) -> Void) -> Int {
        lock.withLock {
            nextTimerID += 1
            sequence += 1
            // A timer faster than 1 ms is run at 1 ms, so a zero interval cannot stop time.
            let interval = interval.isFinite ? max(interval, 0.001) : 0.001
            insert(Item(time: now + interval, sequence: sequence, kind: .timer(id: nextTimerID, interval: interval, fire: fire)))
            return nextTimerID
        }
    }

    func cancelTimer(_ id: Int) {
        lock.withLock {
            items.removeAll { if case .timer(id, _, _) = $0.kind { true } else { false } }
        }
    }

    /// Suspends the calling task until `delay` seconds of stage time have passed; throws
    /// `CancellationError` if the task is cancelled first (at once if it already is).
    ///
    /// Everything here runs on `isolation`, the caller's actor (the main actor, for view code),
    /// without a hop: the wake-up is registered at the stage time of the call, before the task
    /// suspends and before the stage can move on, and the task resumes straight on that actor when
    /// the stage wakes it. (A plain closure here would be nonisolated and run on the global
    /// executor, registering the wake-up a moment later in wall-clock time: the race that made
    /// sequenced frames depend on machine load.)
    func sleep(for delay: Double, isolation: isolated (any Actor)?) async throws {
        let task = Self.currentTaskKey()
        let token = ActionTaskToken.current.map(Unmanaged.passUnretained)
        let (id, quiet) = lock.withLock { () -> (Int, [CheckedContinuation<Bool, Never>]) in
            // The task is running again: whatever woke it, it has reached its next suspension.
            if let task {
                awake.remove(task)
                awakeUntracked.remove(task)
            }
            nextTimerID += 1
            return (nextTimerID, takeQuietWaiters())
        }
        for waiter in quiet { waiter.resume(returning: true) }
        try Task.checkCancellation()
        defer { lock.withLock { _ = cancelledSleeps.remove(id) } }
        try await withTaskCancellationHandler(operation: {
            // Capturing `isolation` isolates this closure to the caller's actor.
            _ = isolation
            try await withCheckedThrowingContinuation(isolation: isolation) { (continuation: CheckedContinuation<Void, any Error>) in
                let refused = lock.withLock { () -> Bool in
                    // Cancelled between the check above and here: never scheduled.
                    if cancelledSleeps.contains(id) { return true }
                    sequence += 1
                    let delay = delay.isFinite ? max(0, delay) : 0
                    token?.takeUnretainedValue().parked += 1
                    insert(Item(time: now + delay, sequence: sequence, kind: .wake(id: id, task: task, token: token, continuation)))
                    return false
                }
                if refused { continuation.resume(throwing: CancellationError()) }
            }
        }, onCancel: {
            let woken = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
                guard let index = items.firstIndex(where: { if case .wake(id, _, _, _) = $0.kind { true } else { false } }) else {
                    // Not registered yet: the registration sees this and refuses.
                    cancelledSleeps.insert(id)
                    return nil
                }
                guard case .wake(_, _, let token, let continuation) = items.remove(at: index).kind else { return nil }
                token?.takeUnretainedValue().parked -= 1
                return continuation
            }
            woken?.resume(throwing: CancellationError())
        }, isolation: isolation)
        try Task.checkCancellation()
    }

    /// A key for the running task (its identity while it runs), to follow it from the wake-up to
    /// its next suspension.
    nonisolated static func currentTaskKey() -> Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }

    /// A `.task` action is being started: until it runs (`taskBegan`), it counts as awake, so a
    /// stage that settles waits for it even if the runtime queues its start instead of running it at
    /// once. Returns a token for `taskBegan`.
    func taskStarting() -> Int {
        lock.withLock {
            nextTimerID += 1
            pendingStarts.insert(nextTimerID)
            return nextTimerID
        }
    }

    /// The task started with `token` is running as `task`: it counts as awake until it sleeps or
    /// returns.
    func taskBegan(_ token: Int, as task: Int?) {
        lock.withLock {
            pendingStarts.remove(token)
            if let task {
                tracked.insert(task)
                awake.insert(task)
            }
        }
    }

    /// The task `task` has finished (a `.task` action returned): it no longer counts as awake.
    func taskFinished(_ task: Int?) {
        guard let task else { return }
        let quiet = lock.withLock { () -> [CheckedContinuation<Bool, Never>] in
            awake.remove(task)
            tracked.remove(task)
            return takeQuietWaiters()
        }
        for waiter in quiet { waiter.resume(returning: true) }
    }

    /// Waits until no `.task` action the run loop woke (or that is starting) is still running on the
    /// way to its next `Task.sleep` or its return — a definite event each of those tasks signals
    /// itself, whatever order the executors run jobs in and however long a hop to the main actor
    /// takes on a loaded machine. Returns `true` then (at once if none is awake), or `false` once
    /// `limit` of real time has passed without it: a task that waits on something the stage does not
    /// drive (an `AsyncStream` fed from outside, real I/O).
    func untilNoAwakeTasks(orAfter limit: Duration) async -> Bool {
        let id = lock.withLock { () -> Int? in
            if awake.isEmpty, pendingStarts.isEmpty { return nil }
            nextTimerID += 1
            return nextTimerID
        }
        // Nothing awake: no watchdog, no suspension.
        guard let id else { return true }
        let watchdog = Task.detached(priority: .utility) { [weak self] in
            // The continuous clock, never the stage's: this is the bound on real waiting.
            try? await ContinuousClock().sleep(until: .now + limit, tolerance: nil)
            guard !Task.isCancelled, let self else { return }
            self.expire(id)
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let outcome = lock.withLock { () -> Bool? in
                // The watchdog fired before the wait was registered (a thread held up for `limit`).
                if expiredWaits.remove(id) != nil { return false }
                if awake.isEmpty, pendingStarts.isEmpty { return true }
                quietWaiters[id] = continuation
                return nil
            }
            if let outcome { continuation.resume(returning: outcome) }
        }
    }

    /// The watchdog of wait `id` fired: resumes it with `false` (or marks it, if it is not
    /// registered yet).
    private func expire(_ id: Int) {
        let waiter = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
            if let waiter = quietWaiters.removeValue(forKey: id) { return waiter }
            expiredWaits.insert(id)
            return nil
        }
        waiter?.resume(returning: false)
    }

    /// The waiters to resume now if no task is awake (under the lock); empties them.
    private func takeQuietWaiters() -> [CheckedContinuation<Bool, Never>] {
        guard awake.isEmpty, pendingStarts.isEmpty, !quietWaiters.isEmpty else { return [] }
        defer { quietWaiters.removeAll() }
        return Array(quietWaiters.values)
    }

    /// Whether a task the run loop woke has not yet reached its next `Task.sleep` (or, for a
    /// `.task` action, returned).
    var hasAwakeTasks: Bool {
        lock.withLock { !awake.isEmpty || !awakeUntracked.isEmpty || !pendingStarts.isEmpty }
    }

    /// Whether a `.task` action woken (or starting) has not yet reached its next `Task.sleep` or
    /// returned: what `untilNoAwakeTasks(orAfter:)` waits for.
    var hasAwakeTrackedTasks: Bool {
        lock.withLock { !awake.isEmpty || !pendingStarts.isEmpty }
    }

    /// Whether a woken task that is not a `.task` action (a `Task { … }` an action started) has not
    /// yet reached its next `Task.sleep`; it may also have returned, which the run loop cannot see.
    var hasAwakeUntrackedTasks: Bool {
        lock.withLock { !awakeUntracked.isEmpty }
    }

    /// Forgets the woken tasks that are not `.task` actions (after the turns the stage gives them:
    /// they may have returned, which the run loop cannot see).
    func forgetAwakeUntrackedTasks() {
        lock.withLock { awakeUntracked.removeAll() }
    }

    /// Forgets the awake tasks (they wait on something the stage does not drive, or they finished
    /// in a way the run loop cannot see, such as a `Task { … }` started by an action).
    func forgetAwakeTasks() {
        let quiet = lock.withLock { () -> [CheckedContinuation<Bool, Never>] in
            awake.removeAll()
            awakeUntracked.removeAll()
            pendingStarts.removeAll()
            return takeQuietWaiters()
        }
        for waiter in quiet { waiter.resume(returning: true) }
    }

    /// Runs `body`, app code (an action, a handler, a view update), with this run loop bound for
    /// the work and sleeps it schedules and the open batch's token bound for the tasks it starts.
    func runAppCode<R>(_ body: () throws -> R) rethrows -> R {
        let token = lock.withLock { () -> ActionTaskToken in
            if let openToken { return openToken }
            let token = ActionTaskToken()
            openToken = token
            return token
        }
        return try VirtualRunLoopContext.$current.withValue(self) {
            try ActionTaskToken.$current.withValue(token, operation: body)
        }
    }

    /// Closes the open batch if the code run in it started tasks: they are watched from now on,
    /// and the next app code gets a new token. A batch that started none stays open.
    func closeActionBatch() {
        lock.withLock {
            guard openTokenStartedTasks else { return }
            watchedTokens.append(WatchedActionTasks(token: openToken))
            openToken = nil
        }
    }

    /// Whether a task started by app code the stage ran is alive and not parked in a stage
    /// `Task.sleep`: running, queued on an executor, or waiting on something else.
    var hasBusyActionTasks: Bool {
        lock.withLock {
            watchedTokens.removeAll { $0.token == nil }
            return watchedTokens.contains { watched in
                guard let references = ActionTaskToken.references(through: watched) else { return false }
                return references > (watched.token?.parked ?? 0)
            }
        }
    }

    /// Whether the open batch's code started tasks (a settle closes it and waits for them).
    var openBatchStartedTasks: Bool {
        lock.withLock { openTokenStartedTasks }
    }

    /// Whether anything besides the run loop holds the open batch's token (under the lock). The
    /// token is read straight from the property: a local would be one more reference.
    private var openTokenStartedTasks: Bool {
        (ActionTaskToken.references(through: WatchedActionTasks(token: openToken)) ?? 0) > 1
    }

    /// Stops waiting for the tasks started so far (they wait on something the stage does not
    /// drive); they still run, and their stage sleeps still wake at their stage times.
    func forgetActionTasks() {
        lock.withLock { watchedTokens.removeAll() }
    }

    /// Moves the run loop's clock to `time` (the stage got there), so what is scheduled next counts
    /// from it.
    func advanceClock(to time: Double) {
        lock.withLock { now = max(now, time) }
    }

    /// Runs what is due at or before `time` (the stage is there), in order; work scheduled while
    /// running that is due by then runs too. Returns how many sleeping tasks were woken.
    @MainActor
    @discardableResult
    func run(upTo time: Double) -> Int {
        lock.withLock { now = max(now, time) }
        var woken = 0
        // Each pass takes one item, so work scheduled by work runs in order; the cap stops a
        // zero-delay loop that keeps scheduling itself.
        for _ in 0..<10_000 {
            let item: Item? = lock.withLock {
                guard let first = items.first, first.time <= time else { return nil }
                items.removeFirst()
                if case .timer(let id, let interval, let fire) = first.kind {
                    sequence += 1
                    insert(Item(time: first.time + interval, sequence: sequence, kind: .timer(id: id, interval: interval, fire: fire)))
                }
                return first
            }
            guard let item else { break }
            switch item.kind {
            case .work(let work): work()
            case .timer(_, _, let fire): fire(item.time)
            case .wake(_, let task, let token, let continuation):
                woken += 1
                lock.withLock {
                    token?.takeUnretainedValue().parked -= 1
                    if let task {
                        if tracked.contains(task) { _ = awake.insert(task) } else { _ = awakeUntracked.insert(task) }
                    }
                }
                continuation.resume()
            }
        }
        lock.withLock { wokeTasks += woken }
        return woken
    }

    /// How many tasks were woken since the last call (and resets the count).
    func takeWokenTasks() -> Int {
        lock.withLock {
            defer { wokeTasks = 0 }
            return wokeTasks
        }
    }
}
