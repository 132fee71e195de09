import Foundation

/// A type whose values can be made from seconds, milliseconds, microseconds and nanoseconds:
/// Combine's `SchedulerTimeIntervalConvertible`, what lets a scheduler's intervals be written
/// `.milliseconds(300)` or `.seconds(1)`.
public protocol SchedulerTimeIntervalConvertible {
    /// An interval of `s` whole seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// An interval of `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Something that runs actions now or later: Combine's `Scheduler`.
///
/// Cadence's main schedulers (`RunLoop.main` and `DispatchQueue.main`) follow a stage's virtual
/// clock while the stage runs code (see `VirtualRunLoop`): the time operators (`debounce`,
/// `throttle`, `delay`) and `receive(on:)` on them deliver inside the stage's `advance`, at exact
/// stage times.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's instants in time; their distances are its intervals.
    associatedtype SchedulerTimeType: SchedulerInstant where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling.
    associatedtype SchedulerOptions

    /// The scheduler's current instant.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` soon, in order with other scheduled actions.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` once, at `date` or later (within `tolerance` where the scheduler can).
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date`, then every `interval`, until the result is cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` soon, without options.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` once at `date` or later, with the scheduler's minimum tolerance.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` once at `date` or later, within `tolerance`, without options.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, with the minimum tolerance, until the result
    /// is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, within `tolerance`, until the result is
    /// cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// An instant of a scheduler, with the interval type between instants: the part of `Strideable`
/// that schedulers use. Combine requires `Strideable` (and so `SignedNumeric` intervals); Cadence's
/// intervals have no operators (compare their `magnitude`), so no new numeric type slows the type-checking of
/// arithmetic in code that imports this module. Not part of Combine.
public protocol SchedulerInstant {
    /// The interval between two instants.
    associatedtype Stride
    /// The interval from this instant to `other`.
    func distance(to other: Self) -> Stride
    /// The instant `n` after this one.
    func advanced(by n: Stride) -> Self
}

// MARK: - Virtual time

/// Scheduling on a stage's virtual run loop, for the main schedulers (package-internal seam).
enum VirtualScheduling {
    /// Runs `work` once, `seconds` of virtual time from now on `loop`; cancelling the result first
    /// stops it (and removes it from the loop when it is at least a millisecond away).
    static func once(on loop: any VirtualRunLoop, after seconds: Double, _ work: @escaping @Sendable () -> Void) -> AnyCancellable {
        let state = OnceState()
        guard seconds.isFinite, seconds >= 0.001 else {
            loop.schedule(after: seconds.isFinite ? max(0, seconds) : 0) { if state.take() { work() } }
            return AnyCancellable { _ = state.take() }
        }
        // A timer, so a cancelled fire leaves the loop (a stage's next frame time stays clean).
        let id = loop.addTimer(every: seconds) { _ in
            if let id = state.id { loop.cancelTimer(id) }
            if state.take() { work() }
        }
        state.id = id
        return AnyCancellable {
            if state.take() { loop.cancelTimer(id) }
        }
    }

    /// Runs `work` `first` seconds from now, then every `interval` seconds, until cancelled.
    static func repeating(on loop: any VirtualRunLoop, first: Double, interval: Double, _ work: @escaping @Sendable () -> Void) -> AnyCancellable {
        let timer = UncheckedBox<Int?>(nil)
        let lock = NSLock()
        let cancelled = UncheckedBox(false)
        let start = once(on: loop, after: first) {
            work()
            lock.withLock {
                guard !cancelled.value else { return }
                timer.value = loop.addTimer(every: interval) { _ in work() }
            }
        }
        return AnyCancellable {
            start.cancel()
            let id = lock.withLock { () -> Int? in
                cancelled.value = true
                return timer.value
            }
            if let id { loop.cancelTimer(id) }
        }
    }

    /// The virtual run loop and the delay in seconds for `interval` on `scheduler`, when it is a main
    /// scheduler and a loop is bound (or was bound where the operator was subscribed: `captured`).
    static func delay<S: Scheduler>(on scheduler: S, _ interval: S.SchedulerTimeType.Stride, captured: (any VirtualRunLoop)?) -> (any VirtualRunLoop, Double)? {
        guard let loop = VirtualRunLoopContext.current ?? captured else { return nil }
        if let runLoop = scheduler as? RunLoop, runLoop === RunLoop.main, let stride = interval as? RunLoop.SchedulerTimeType.Stride {
            return (loop, stride.timeInterval)
        }
        if let queue = scheduler as? DispatchQueue, queue.isMainQueue, let stride = interval as? DispatchQueue.SchedulerTimeType.Stride {
            return (loop, Double(stride.magnitude) / 1e9)
        }
        return nil
    }

    /// Whether `scheduler` is a main scheduler (which follows a bound virtual run loop).
    static func isMain<S: Scheduler>(_ scheduler: S) -> Bool {
        if let runLoop = scheduler as? RunLoop { return runLoop === RunLoop.main }
        if let queue = scheduler as? DispatchQueue { return queue.isMainQueue }
        return false
    }

    /// The delay in seconds a wall-clock `remaining` stands for: the coarsest decimal within a
    /// millisecond above it (a date made from `now` a moment before reads a little short).
    static func snapped(_ remaining: Double) -> Double {
        guard remaining.isFinite, remaining > 0 else { return 0 }
        let lower = Int64((remaining * 1e9).rounded())
        return Double(VirtualDelay.snap(lower: lower, upper: lower + 1_000_000)) / 1e9
    }
}

/// Whether a one-shot action may still run (taken once), and its timer id.
private final class OnceState: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = true
    private var timer: Int?

    var id: Int? {
        get { lock.withLock { timer } }
        set { lock.withLock { timer = newValue } }
    }

    /// True the first time only.
    func take() -> Bool {
        lock.withLock {
            defer { pending = false }
            return pending
        }
    }
}

/// Schedules `action` on `scheduler` after `interval`, for an operator: on a main scheduler with a
/// virtual run loop bound now or at subscription (`captured`), in virtual time; elsewhere through
/// the scheduler. Cancelling the result stops an action that has not run.
func scheduleOperatorAction<S: Scheduler>(
    on scheduler: S, after interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride?,
    options: S.SchedulerOptions?, captured: (any VirtualRunLoop)?, _ action: @escaping () -> Void
) -> AnyCancellable {
    let box = UncheckedBox(action)
    if let (loop, seconds) = VirtualScheduling.delay(on: scheduler, interval, captured: captured) {
        return VirtualScheduling.once(on: loop, after: seconds) { box.value() }
    }
    let live = UncheckedBox(true)
    let lock = NSLock()
    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance ?? scheduler.minimumTolerance, options: options) {
        let runs = lock.withLock { () -> Bool in
            defer { live.value = false }
            return live.value
        }
        if runs { box.value() }
    }
    return AnyCancellable { lock.withLock { live.value = false } }
}

/// Schedules `action` on `scheduler` as soon as it can, for an operator (virtual as in
/// `scheduleOperatorAction(on:after:…)`).
func scheduleOperatorAction<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions?, captured: (any VirtualRunLoop)?, _ action: @escaping () -> Void) {
    let box = UncheckedBox(action)
    if VirtualScheduling.isMain(scheduler), let loop = VirtualRunLoopContext.current ?? captured {
        loop.schedule(after: 0) { box.value() }
        return
    }
    scheduler.schedule(options: options, action)
}

// MARK: - RunLoop

extension RunLoop: Scheduler {
    /// Combine's options for scheduling on a run loop (unused by Cadence).
    public struct SchedulerOptions: Sendable {
        /// Makes empty options.
        public init() {}
    }

    /// A run loop's instant: a date. Combine's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: SchedulerInstant, Codable, Hashable, Sendable {
        /// The instant.
        public var date: Date

        /// The instant `date`.
        public init(_ date: Date) {
            self.date = date
        }

        /// The interval from this instant to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// The instant `n` after this one.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// An interval in seconds between run-loop instants.
        public struct Stride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Codable, Sendable, SchedulerTimeIntervalConvertible {
            /// The interval in seconds.
            public var magnitude: TimeInterval
            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// An interval of `value` seconds.
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            /// An interval of `value` seconds.
            public init(integerLiteral value: TimeInterval) { magnitude = value }


            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
        }
    }

    /// The current date (the wall clock, also on a stage: use the operators, which follow the
    /// stage's clock, rather than arithmetic on `now`).
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` soon: on a stage, for the main run loop, at the current stage time once the
    /// running operation is done; elsewhere through `perform`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedBox(action)
        if self === RunLoop.main, let loop = VirtualRunLoopContext.current {
            loop.schedule(after: 0) { box.value() }
        } else {
            perform { box.value() }
        }
    }

    /// Runs `action` once at `date`. On a stage, for the main run loop, the delay from now
    /// (read to the coarsest decimal within a millisecond above it) is stage time; elsewhere it is a
    /// Foundation timer on this run loop.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedBox(action)
        if self === RunLoop.main, let loop = VirtualRunLoopContext.current {
            loop.schedule(after: VirtualScheduling.snapped(date.date.timeIntervalSinceNow)) { box.value() }
            return
        }
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in box.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    /// Runs `action` at `date`, then every `interval`, until cancelled: in stage time on a stage
    /// for the main run loop (as `schedule(after:tolerance:options:_:)`), else a Foundation timer.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let box = UncheckedBox(action)
        if self === RunLoop.main, let loop = VirtualRunLoopContext.current {
            return VirtualScheduling.repeating(on: loop, first: VirtualScheduling.snapped(date.date.timeIntervalSinceNow), interval: interval.timeInterval) { box.value() }
        }
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in box.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        let timerBox = UncheckedBox(timer)
        return AnyCancellable { timerBox.value.invalidate() }
    }
}

// MARK: - DispatchQueue

extension DispatchQueue: Scheduler {
    /// Combine's options for scheduling on a dispatch queue (unused by Cadence).
    public struct SchedulerOptions: Sendable {
        /// Makes empty options.
        public init() {}
    }

    /// A dispatch queue's instant: a `DispatchTime`. Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: SchedulerInstant, Hashable, Sendable {
        /// The instant.
        public var dispatchTime: DispatchTime

        /// The instant `time`.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The interval from this instant to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let a = dispatchTime.uptimeNanoseconds, b = other.dispatchTime.uptimeNanoseconds
            return Stride.nanoseconds(b >= a ? Int(clamping: b - a) : -Int(clamping: a - b))
        }

        /// The instant `n` after this one.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = Int64(dispatchTime.uptimeNanoseconds) &+ Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, nanoseconds))))
        }

        /// Hashes the instant.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Whether two instants are the same.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// An interval in nanoseconds between dispatch instants (literals are seconds).
        public struct Stride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Codable, Sendable, SchedulerTimeIntervalConvertible {
            /// The interval in nanoseconds.
            public var magnitude: Int

            /// The interval as a `DispatchTimeInterval` (nanoseconds).
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// The interval `timeInterval` (`.never` is the longest interval).
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : ms * 1_000_000
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).overflow ? .max : us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: Double) { magnitude = Int(clamping: Int64((timeInterval * 1e9).rounded())) }
            /// An interval of `value` seconds.
            public init(floatLiteral value: Double) { self.init(value) }
            /// An interval of `value` seconds.
            public init(integerLiteral value: Int) { self.init(.seconds(value)) }
            private init(nanoseconds: Int) { magnitude = nanoseconds }


            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// The current dispatch time (the wall clock, also on a stage).
    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` soon on this queue: on a stage, for the main queue, at the current stage time
    /// once the running operation is done.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedBox(action)
        async { box.value() }
    }

    /// Runs `action` once at `date` on this queue. On a stage, for the main queue, the delay from
    /// now (read to the coarsest decimal within a millisecond above it) is stage time.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedBox(action)
        if isMainQueue, let loop = VirtualRunLoopContext.current {
            loop.schedule(after: VirtualScheduling.snapped(Self.seconds(until: date))) { box.value() }
            return
        }
        asyncAfter(deadline: date.dispatchTime, execute: DispatchWorkItem { box.value() })
    }

    /// Runs `action` at `date`, then every `interval`, on this queue until cancelled (in stage time
    /// on a stage, for the main queue).
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let box = UncheckedBox(action)
        if isMainQueue, let loop = VirtualRunLoopContext.current {
            let first = VirtualScheduling.snapped(Self.seconds(until: date))
            return VirtualScheduling.repeating(on: loop, first: first, interval: Double(interval.magnitude) / 1e9) { box.value() }
        }
        let source = DispatchSource.makeTimerSource(queue: self)
        source.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)), leeway: .nanoseconds(max(0, tolerance.magnitude)))
        source.setEventHandler { box.value() }
        source.resume()
        let sourceBox = UncheckedBox(source)
        return AnyCancellable { sourceBox.value.cancel() }
    }

    private static func seconds(until date: SchedulerTimeType) -> Double {
        Double(Int64(bitPattern: date.dispatchTime.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds)) / 1e9
    }
}

// MARK: - ImmediateScheduler

/// Runs actions at once, on the calling thread: Combine's `ImmediateScheduler`. Dates are ignored:
/// an action scheduled for later runs at once too.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The immediate scheduler takes no options.
    public typealias SchedulerOptions = Never
    /// The shared immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// An immediate scheduler's instant: a counter that never moves. Combine's
    /// `ImmediateScheduler.SchedulerTimeType`.
    public struct SchedulerTimeType: SchedulerInstant, Sendable {
        /// The interval from this instant to `other` (always zero).
        public func distance(to other: SchedulerTimeType) -> Stride { 0 }
        /// This instant (time does not pass on the immediate scheduler).
        public func advanced(by n: Stride) -> SchedulerTimeType { self }

        /// An interval on the immediate scheduler, a count (literals are whole seconds' counts).
        public struct Stride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Codable, Sendable, SchedulerTimeIntervalConvertible {
            /// The interval's count.
            public var magnitude: Int

            /// An interval of `value`.
            public init(_ value: Int) { magnitude = value }
            /// An interval of `value`.
            public init(integerLiteral value: Int) { magnitude = value }
            /// An interval of `value`, rounded down.
            public init(floatLiteral value: Double) { magnitude = Int(value) }


            /// `s` (the immediate scheduler ignores intervals).
            public static func seconds(_ s: Int) -> Stride { Stride(s) }
            /// `s`, rounded down (the immediate scheduler ignores intervals).
            public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
            /// `ms` (the immediate scheduler ignores intervals).
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            /// `us` (the immediate scheduler ignores intervals).
            public static func microseconds(_ us: Int) -> Stride { Stride(us) }
            /// `ns` (the immediate scheduler ignores intervals).
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }
    }

    /// The scheduler's instant.
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` at once.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` at once, ignoring `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        action()
    }

    /// Runs `action` once, at once, ignoring `date` and `interval`; the result cancels nothing.
    @discardableResult
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
