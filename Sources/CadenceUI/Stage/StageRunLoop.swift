import Foundation

/// The stage's run loop in virtual time: work scheduled with `DispatchQueue.main.asyncAfter` or
/// `DispatchQueue.main.async`, timers from `Timer.publish(every:on:in:)`, and tasks sleeping in
/// `Task.sleep`, all due at stage times and run when the stage reaches them.
///
/// Thread-safe (code may schedule from any task); work always runs on the main actor, inside the
/// stage's `advance`. Items due at the same time run in the order they were scheduled.
final class StageRunLoop: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Item] = []
    private var sequence = 0
    private var now = 0.0
    private var nextTimerID = 0
    private var cancelledTimers: Set<Int> = []
    /// Tasks woken by the run loop since the stage last let them run.
    private var wokeTasks = 0

    struct Item {
        var time: Double
        var sequence: Int
        var kind: Kind
    }

    enum Kind {
        case work(@Sendable () -> Void)
        /// A repeating timer: fires, then is scheduled again `interval` later.
        case timer(id: Int, interval: Double, fire: @Sendable (Double) -> Void)
        case wake(id: Int, CheckedContinuation<Void, any Error>)
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

    /// Starts a timer firing every `interval` seconds (the first fire one interval from now) with
    /// the stage time of each fire; returns its id, for `cancelTimer`.
    func addTimer(every interval: Double, fire: @escaping @Sendable (Double) -> Void) -> Int {
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
    /// `CancellationError` if the task is cancelled first.
    func sleep(for delay: Double) async throws {
        let id = lock.withLock { () -> Int in
            nextTimerID += 1
            return nextTimerID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.withLock {
                    sequence += 1
                    let delay = delay.isFinite ? max(0, delay) : 0
                    insert(Item(time: now + delay, sequence: sequence, kind: .wake(id: id, continuation)))
                }
            }
        } onCancel: {
            let woken = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
                guard let index = items.firstIndex(where: { if case .wake(id, _) = $0.kind { true } else { false } }) else { return nil }
                guard case .wake(_, let continuation) = items.remove(at: index).kind else { return nil }
                return continuation
            }
            woken?.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
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
            case .wake(_, let continuation):
                woken += 1
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

/// The run loop of the stage whose views (or whose tasks) are running: bound around every stage
/// operation and inherited by the tasks its views start, so `Task.sleep`, `asyncAfter` and timers
/// follow that stage's clock.
enum StageTaskContext {
    @TaskLocal static var runLoop: StageRunLoop?
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration` nanoseconds. On a stage (inside `.task`, an action,
    /// `onAppear`, or a task started from them) this is stage time: the task wakes when the stage
    /// reaches it. Elsewhere it is the system's continuous clock, as in the standard library.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        if let loop = StageTaskContext.runLoop {
            try await loop.sleep(for: Double(duration) / 1e9)
        } else {
            try await ContinuousClock().sleep(until: .now + .nanoseconds(Int64(clamping: duration)), tolerance: nil)
        }
    }

    /// Suspends the current task for `duration`: on a stage, in stage time (see
    /// `sleep(nanoseconds:)`); elsewhere on the continuous clock.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let loop = StageTaskContext.runLoop {
            let (seconds, attoseconds) = duration.components
            try await loop.sleep(for: Double(seconds) + Double(attoseconds) / 1e18)
        } else {
            try await ContinuousClock().sleep(until: .now + duration, tolerance: tolerance)
        }
    }
}

extension DispatchQueue {
    // These overloads have fewer parameters than Dispatch's (whose extra ones have defaults), so a
    // call such as `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }` picks them even in
    // a file that also imports Foundation or Dispatch. Calls that pass `flags:`, `group:` or a
    // `DispatchWorkItem` go to Dispatch as they are.

    /// Schedules `work` on this queue at `deadline`. On a stage, for the main queue, the delay
    /// (`deadline` − now, to the tenth of a millisecond) is stage time: the work runs when the stage reaches
    /// it, inside `advance`. Elsewhere it is Dispatch's.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncAfter(deadline: deadline, qos: .unspecified, execute: work)
    }

    /// Schedules `work` on this queue at `deadline` with `qos` (see `asyncAfter(deadline:execute:)`).
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMainQueue, let loop = StageTaskContext.runLoop {
            let now = DispatchTime.now().uptimeNanoseconds
            let target = deadline.uptimeNanoseconds
            let nanoseconds = target > now ? Double(target - now) : 0
            // `.now() + 0.5` is read a moment before this call: round to the tenth of a millisecond.
            let delay = (nanoseconds / 100_000).rounded() / 10_000
            loop.schedule(after: delay, work)
            return
        }
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(qos: qos, flags: [], block: work))
    }

    /// Whether this is the main queue (Dispatch makes a new wrapper object for `.main` on every
    /// access off Apple platforms, so identity cannot tell).
    var isMainQueue: Bool {
        label == DispatchQueue.main.label
    }

    /// Schedules `work` on this queue. On a stage, for the main queue, it runs at the stage's
    /// current time, once the operation that scheduled it is done. Elsewhere it is Dispatch's.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMainQueue, let loop = StageTaskContext.runLoop {
            loop.schedule(after: 0, work)
            return
        }
        async(execute: DispatchWorkItem(block: work))
    }
}
