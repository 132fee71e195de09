import Foundation

// Operators in time. On `RunLoop.main` or `DispatchQueue.main` while a Cadence stage runs the code
// (or ran the code that subscribed), their timing is the stage's virtual clock: deterministic,
// inside `advance`, whatever the frame rate.

/// The state of a time operator, shared between upstream events and scheduled actions.
private final class TimedState<Value>: @unchecked Sendable {
    let lock = NSLock()
    var pending: Value?
    var generation = 0
    var timer: AnyCancellable?
    var windowOpen = false
    var finished = false
}

extension Publisher {
    /// Publishes a value only once `dueTime` has passed without another: Combine's
    /// `debounce(for:scheduler:options:)`.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).removeDuplicates()
    /// ```
    ///
    /// Each value restarts the wait; when it ends, the latest value is delivered on `scheduler`.
    /// When the upstream completes, a value still waiting is dropped (as Combine does) and the
    /// completion is delivered on `scheduler` at once. Cancelling drops the waiting value.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        let upstream = self
        return operatorPublisher { downstream in
            let captured = VirtualRunLoopContext.current
            let state = TimedState<Output>()
            downstream.link.own(AnyCancellable { state.lock.withLock { state.timer = nil } })
            downstream.subscribe(to: upstream, value: { value in
                let generation = state.lock.withLock { () -> Int in
                    state.pending = value
                    state.generation += 1
                    return state.generation
                }
                let timer = scheduleOperatorAction(on: scheduler, after: dueTime, tolerance: nil, options: options, captured: captured) {
                    let due = state.lock.withLock { () -> Output? in
                        guard generation == state.generation, !state.finished else { return nil }
                        defer { state.pending = nil }
                        return state.pending
                    }
                    if let due { downstream.send(due) }
                }
                let previous = state.lock.withLock { () -> AnyCancellable? in
                    defer { state.timer = timer }
                    return state.timer
                }
                previous?.cancel()
            }, completion: { completion in
                let timer = state.lock.withLock { () -> AnyCancellable? in
                    state.finished = true
                    state.pending = nil
                    defer { state.timer = nil }
                    return state.timer
                }
                timer?.cancel()
                scheduleOperatorAction(on: scheduler, options: options, captured: captured) { downstream.finish(completion) }
            })
        }
    }

    /// Publishes at most one value per `interval`: Combine's `throttle(for:scheduler:latest:)`.
    ///
    /// The first value (and the first after a quiet interval) is delivered on `scheduler` at once
    /// and opens an interval; of the values that arrive during it, the latest (`latest: true`) or
    /// the first (`latest: false`) is delivered when it ends, opening the next. When the upstream
    /// finishes, a value still held is delivered at once, then the completion; a failure is
    /// delivered at once and drops it. Cancelling drops it.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        let upstream = self
        return operatorPublisher { downstream in
            let captured = VirtualRunLoopContext.current
            let state = TimedState<Output>()
            let box = UncheckedBox<(() -> Void)?>(nil)
            // Ends an interval: delivers the held value and opens the next, or goes quiet.
            box.value = {
                let held = state.lock.withLock { () -> Output? in
                    defer { state.pending = nil }
                    if state.pending == nil { state.windowOpen = false; state.timer = nil }
                    return state.pending
                }
                guard let held else { return }
                downstream.send(held)
                let timer = scheduleOperatorAction(on: scheduler, after: interval, tolerance: nil, options: nil, captured: captured) { box.value?() }
                state.lock.withLock { state.timer = timer }
            }
            downstream.link.own(AnyCancellable {
                let timer = state.lock.withLock { () -> AnyCancellable? in
                    defer { state.timer = nil }
                    return state.timer
                }
                timer?.cancel()
                box.value = nil
            })
            downstream.subscribe(to: upstream, value: { value in
                let opens = state.lock.withLock { () -> Bool in
                    if state.windowOpen {
                        if latest || state.pending == nil { state.pending = value }
                        return false
                    }
                    state.windowOpen = true
                    state.pending = value
                    return true
                }
                guard opens else { return }
                // The first value goes out on the scheduler at once and opens the interval.
                scheduleOperatorAction(on: scheduler, options: nil, captured: captured) { box.value?() }
            }, completion: { completion in
                let (held, timer) = state.lock.withLock { () -> (Output?, AnyCancellable?) in
                    defer { state.pending = nil; state.timer = nil; state.finished = true }
                    return (state.pending, state.timer)
                }
                timer?.cancel()
                scheduleOperatorAction(on: scheduler, options: nil, captured: captured) {
                    if case .finished = completion, let held { downstream.send(held) }
                    downstream.finish(completion)
                }
            })
        }
    }

    /// Delivers every value and the completion `interval` later, on `scheduler`, in order:
    /// Combine's `delay(for:tolerance:scheduler:options:)`.
    ///
    /// A failure is delayed like the rest (values before it arrive first). Cancelling drops what
    /// has not been delivered yet.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S, options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> {
        let upstream = self
        return operatorPublisher { downstream in
            let captured = VirtualRunLoopContext.current
            downstream.subscribe(to: upstream, value: { value in
                downstream.link.own(scheduleOperatorAction(on: scheduler, after: interval, tolerance: tolerance, options: options, captured: captured) {
                    downstream.send(value)
                })
            }, completion: { completion in
                downstream.link.own(scheduleOperatorAction(on: scheduler, after: interval, tolerance: tolerance, options: options, captured: captured) {
                    downstream.finish(completion)
                })
            })
        }
    }

    /// Subscribes to this publisher on `scheduler`: Combine's `subscribe(on:options:)`.
    ///
    /// The subscriber gets its subscription at once; the subscription to this publisher (and so
    /// the work a cold publisher does when subscribed, such as a `Deferred` or a sequence) happens
    /// on `scheduler` — on a stage, for the main schedulers, after the running operation. Values
    /// arrive wherever this publisher sends them (use `receive(on:)` to move them). Cancelling
    /// before the scheduled subscription means it never happens; after, it cancels at once.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        let upstream = self
        return operatorPublisher { downstream in
            scheduleOperatorAction(on: scheduler, options: options, captured: VirtualRunLoopContext.current) {
                downstream.subscribe(to: upstream, value: { downstream.send($0) }, completion: { downstream.finish($0) })
            }
        }
    }
}
