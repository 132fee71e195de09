import Foundation

/// A run loop in virtual time that a host binds around the code it runs: Cadence's stage binds its
/// own while it updates views, runs actions and starts tasks, so `Task.sleep(for:)`,
/// `Task.sleep(nanoseconds:)`, `DispatchQueue.main.asyncAfter`, `DispatchQueue.main.async`,
/// `RunLoop.main` scheduling and `Timer.publish` follow the stage's clock instead of the wall clock.
/// Not part of Combine: the seam between this module and CadenceUI (hence `package`).
package protocol VirtualRunLoop: AnyObject, Sendable {
    /// Runs `work` `delay` seconds of virtual time from now (after the current operation, for 0).
    func schedule(after delay: Double, _ work: @escaping @Sendable () -> Void)
    /// Starts a timer firing every `interval` seconds of virtual time with the date of each fire;
    /// returns an id for `cancelTimer`.
    func addTimer(every interval: Double, fire: @escaping @Sendable (Date) -> Void) -> Int
    /// Stops the timer `id`.
    func cancelTimer(_ id: Int)
    /// Suspends the calling task for `delay` seconds of virtual time; throws `CancellationError`
    /// when the task is cancelled first. `nonisolated(nonsending)`: it registers the wake-up on the
    /// caller's actor before suspending, so the wake time counts from the instant of the call.
    nonisolated(nonsending) func sleep(for delay: Double) async throws
}

/// Where the bound virtual run loop is found: a task-local, so tasks started by the code the host
/// runs (`.task`, `Task { … }` in an action) inherit it.
package enum VirtualRunLoopContext {
    /// The run loop bound for the running code, if any.
    @TaskLocal package static var current: (any VirtualRunLoop)?
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration` nanoseconds. On a stage (inside `.task`, an action,
    /// `onAppear`, or a task started from them) this is stage time: the task wakes when the stage
    /// reaches it. Elsewhere it is the system's continuous clock, as in the standard library.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        if let loop = VirtualRunLoopContext.current {
            try await loop.sleep(for: Double(duration) / 1e9)
        } else {
            try await ContinuousClock().sleep(until: .now + .nanoseconds(Int64(clamping: duration)), tolerance: nil)
        }
    }

    /// Suspends the current task for `duration` nanoseconds without throwing (the standard
    /// library's deprecated spelling): on a stage, in stage time; a cancelled task wakes at once.
    @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
    nonisolated(nonsending) public static func sleep(_ duration: UInt64) async {
        try? await sleep(nanoseconds: duration)
    }

    /// Suspends the current task for `duration`: on a stage, in stage time (see
    /// `sleep(nanoseconds:)`); elsewhere on the continuous clock.
    nonisolated(nonsending) public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let loop = VirtualRunLoopContext.current {
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
        if isMainQueue, let loop = VirtualRunLoopContext.current {
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
        if isMainQueue, let loop = VirtualRunLoopContext.current {
            loop.schedule(after: 0, work)
            return
        }
        async(execute: DispatchWorkItem(block: work))
    }
}
