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
    /// when the task is cancelled first. It runs on `isolation`, the caller's actor, without a hop:
    /// the wake-up is registered before the task suspends, so the wake time counts from the
    /// instant of the call, and the task resumes straight on that actor.
    func sleep(for delay: Double, isolation: isolated (any Actor)?) async throws
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
            try await loop.sleep(for: Double(duration) / 1e9, isolation: #isolation)
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
            try await loop.sleep(for: Double(seconds) + Double(attoseconds) / 1e18, isolation: #isolation)
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
    //
    // The deadline is an autoclosure so the stage can read the wall clock on both sides of the
    // moment app code reads it (`.now()`): `DispatchTime.now()` itself cannot be replaced (a second
    // `now()` would be ambiguous), so the delay the code meant is recovered from that bracket, not
    // from one reading that a busy machine can make late (see `VirtualDelay`).

    /// Schedules `work` on this queue at `deadline`. On a stage, for the main queue, the delay
    /// (`deadline` − now) is stage time: the work runs when the stage reaches it, inside `advance`,
    /// at exactly that stage time whatever the load of the machine (see `VirtualDelay` for how the
    /// delay is read). Elsewhere it is Dispatch's.
    public func asyncAfter(deadline: @autoclosure () -> DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        schedule(at: deadline, qos: .unspecified, work)
    }

    /// Schedules `work` on this queue at `deadline` with `qos` (see `asyncAfter(deadline:execute:)`).
    public func asyncAfter(deadline: @autoclosure () -> DispatchTime, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        schedule(at: deadline, qos: qos, work)
    }

    private func schedule(at deadline: () -> DispatchTime, qos: DispatchQoS, _ work: @escaping @Sendable @convention(block) () -> Void) {
        if isMainQueue, let loop = VirtualRunLoopContext.current {
            loop.schedule(after: VirtualDelay.read(deadline), work)
            return
        }
        asyncAfter(deadline: deadline(), execute: DispatchWorkItem(qos: qos, flags: [], block: work))
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

/// The delay a `DispatchTime` deadline stands for, read without depending on how long the machine
/// takes to run the code around it.
///
/// App code writes `asyncAfter(deadline: .now() + 0.5)`: the deadline is the wall-clock reading
/// W of `.now()` plus the delay x it means. W is not visible, but it lies between two readings
/// taken around the evaluation of the deadline, n₀ ≤ W ≤ n₁, so x lies in [deadline − n₁,
/// deadline − n₀]. That interval is a microsecond or two wide, and wider only when the thread is
/// descheduled in that instant. The delay is the coarsest decimal in it (a whole second, then
/// tenths, …, down to microseconds), the one nearest deadline − n₀ among those: exact for every
/// delay that is a multiple of 10 µs while the interval is narrower than that, and for a delay such
/// as 0.5 s or 0.25 s even if the thread was held up for milliseconds. Package-internal.
package enum VirtualDelay {
    /// The delay `deadline` stands for, in seconds (0 for a deadline in the past).
    package static func read(_ deadline: () -> DispatchTime) -> Double {
        let before = DispatchTime.now().uptimeNanoseconds
        let time = deadline()
        let after = DispatchTime.now().uptimeNanoseconds
        let target = time.uptimeNanoseconds
        // Differences in nanoseconds, as signed numbers (a deadline in the past gives a negative one).
        let upper = Self.difference(target, before)
        let lower = Self.difference(target, after)
        return Double(snap(lower: lower, upper: upper)) / 1e9
    }

    /// The coarsest decimal number of nanoseconds in [lower, upper] (at most `upper`, at least 0),
    /// from 1 s down to 1 µs; `upper` rounded to the microsecond when none is in it.
    package static func snap(lower: Int64, upper: Int64) -> Int64 {
        guard upper > 0 else { return 0 }
        var step: Int64 = 1_000_000_000
        while step >= 1_000 {
            let candidate = upper / step * step
            if candidate >= lower { return candidate }
            step /= 10
        }
        return (upper + 500) / 1_000 * 1_000
    }

    private static func difference(_ a: UInt64, _ b: UInt64) -> Int64 {
        a >= b ? Int64(clamping: a - b) : -Int64(clamping: b - a)
    }
}
