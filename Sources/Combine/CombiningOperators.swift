import Foundation

// Operators over several publishers: combineLatest, zip, merge, flatMap, catch.

/// One upstream of a combining operator, with its values type-erased.
struct ErasedUpstream<Failure: Error> {
    let subscribe: (_ downstream: OperatorDownstream<[Any], Failure>, _ value: @escaping (Any) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> Void

    init<P: Publisher>(_ publisher: P) where P.Failure == Failure {
        subscribe = { downstream, value, completion in
            downstream.subscribe(to: publisher, value: { value($0) }, completion: completion)
        }
    }
}

/// The state of `flatMap`: inner publishers active, upstream values waiting for a slot.
private final class FlatMapState<Value>: @unchecked Sendable {
    let lock = NSLock()
    var active = 0
    var waiting: [Value] = []
    var upstreamDone = false
}

/// The state of a combining operator.
private final class CombineState: @unchecked Sendable {
    let lock = NSLock()
    var latest: [Any?]
    var queues: [[Any]]
    var finished: [Bool]

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
    }
}

/// The latest value of each upstream, each time one of them publishes once all have.
func combineLatestPublisher<Failure: Error>(_ upstreams: [ErasedUpstream<Failure>]) -> AnyPublisher<[Any], Failure> {
    operatorPublisher { downstream in
        let state = CombineState(count: upstreams.count)
        for (index, upstream) in upstreams.enumerated() {
            upstream.subscribe(downstream, { value in
                let values = state.lock.withLock { () -> [Any]? in
                    state.latest[index] = value
                    let all = state.latest.compactMap { $0 }
                    return all.count == upstreams.count ? all : nil
                }
                if let values { downstream.send(values) }
            }, { completion in
                if case .failure = completion {
                    downstream.finish(completion)
                    return
                }
                let allDone = state.lock.withLock { () -> Bool in
                    state.finished[index] = true
                    return !state.finished.contains(false)
                }
                if allDone { downstream.finish(.finished) }
            })
        }
    }
}

/// Tuples of the upstreams' values, paired in order of arrival.
func zipPublisher<Failure: Error>(_ upstreams: [ErasedUpstream<Failure>]) -> AnyPublisher<[Any], Failure> {
    operatorPublisher { downstream in
        let state = CombineState(count: upstreams.count)
        for (index, upstream) in upstreams.enumerated() {
            upstream.subscribe(downstream, { value in
                let (values, ends) = state.lock.withLock { () -> ([Any]?, Bool) in
                    state.queues[index].append(value)
                    guard !state.queues.contains(where: \.isEmpty) else { return (nil, false) }
                    let values = state.queues.indices.map { state.queues[$0].removeFirst() }
                    // An upstream that finished with nothing left queued can pair no more.
                    let ends = state.queues.indices.contains { state.finished[$0] && state.queues[$0].isEmpty }
                    return (values, ends)
                }
                if let values { downstream.send(values) }
                if ends { downstream.finish(.finished) }
            }, { completion in
                if case .failure = completion {
                    downstream.finish(completion)
                    return
                }
                let ends = state.lock.withLock { () -> Bool in
                    state.finished[index] = true
                    return state.queues[index].isEmpty
                }
                if ends { downstream.finish(.finished) }
            })
        }
    }
}

extension Publisher {
    /// Pairs of the latest values of this publisher and `other`, each time either publishes, once
    /// both have: Combine's `combineLatest(_:)`.
    ///
    /// ```swift
    /// $email.combineLatest($password).map { !$0.isEmpty && $1.count >= 8 }
    /// ```
    ///
    /// Finishes when both have finished; fails as soon as either fails (cancelling the other).
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        combineLatestPublisher([ErasedUpstream(self), ErasedUpstream(other)]).map { ($0[0] as! Output, $0[1] as! P.Output) }
    }

    /// The latest values of this publisher and `other` combined by `transform`: Combine's
    /// `combineLatest(_:_:)` (see `combineLatest(_:)`).
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure> where P.Failure == Failure {
        combineLatest(other).map(transform)
    }

    /// Triples of the latest values of this publisher and two others, each time any publishes,
    /// once all have (see `combineLatest(_:)`).
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        combineLatestPublisher([ErasedUpstream(self), ErasedUpstream(publisher1), ErasedUpstream(publisher2)])
            .map { ($0[0] as! Output, $0[1] as! P.Output, $0[2] as! Q.Output) }
    }

    /// The latest values of this publisher and two others combined by `transform` (see
    /// `combineLatest(_:)`).
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(publisher1, publisher2).map(transform)
    }

    /// Quadruples of the latest values of this publisher and three others, each time any
    /// publishes, once all have (see `combineLatest(_:)`).
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> AnyPublisher<(Output, P.Output, Q.Output, R.Output), Failure> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatestPublisher([ErasedUpstream(self), ErasedUpstream(publisher1), ErasedUpstream(publisher2), ErasedUpstream(publisher3)])
            .map { ($0[0] as! Output, $0[1] as! P.Output, $0[2] as! Q.Output, $0[3] as! R.Output) }
    }

    /// The latest values of this publisher and three others combined by `transform` (see
    /// `combineLatest(_:)`).
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatest(publisher1, publisher2, publisher3).map(transform)
    }

    /// Pairs of this publisher's and `other`'s values, the first with the first, the second with
    /// the second…: Combine's `zip(_:)`.
    ///
    /// Finishes once one publisher has finished and every value it sent has been paired; fails as
    /// soon as either fails.
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        zipPublisher([ErasedUpstream(self), ErasedUpstream(other)]).map { ($0[0] as! Output, $0[1] as! P.Output) }
    }

    /// Pairs of this publisher's and `other`'s values combined by `transform` (see `zip(_:)`).
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure> where P.Failure == Failure {
        zip(other).map(transform)
    }

    /// Triples of this publisher's and two others' values, in order (see `zip(_:)`).
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        zipPublisher([ErasedUpstream(self), ErasedUpstream(publisher1), ErasedUpstream(publisher2)])
            .map { ($0[0] as! Output, $0[1] as! P.Output, $0[2] as! Q.Output) }
    }

    /// Triples of this publisher's and two others' values combined by `transform` (see `zip(_:)`).
    public func zip<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure {
        zip(publisher1, publisher2).map(transform)
    }

    /// The values of this publisher and `other`, interleaved as they arrive: Combine's
    /// `merge(with:)`.
    ///
    /// Finishes when both have finished; fails as soon as either fails (cancelling the other).
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        combinedMerge([ErasedUpstream(self), ErasedUpstream(other)])
    }

    /// The values of this publisher and two others, interleaved as they arrive (see
    /// `merge(with:)`).
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> AnyPublisher<Output, Failure>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        combinedMerge([ErasedUpstream(self), ErasedUpstream(b), ErasedUpstream(c)])
    }

    private func combinedMerge(_ upstreams: [ErasedUpstream<Failure>]) -> AnyPublisher<Output, Failure> {
        operatorPublisher { downstream in
            let state = CombineState(count: upstreams.count)
            let relay = OperatorDownstream<[Any], Failure>(
                AnySubscriber(receiveValue: { values in
                    downstream.send(values[0] as! Output)
                    return .unlimited
                }),
                link: downstream.link
            )
            for (index, upstream) in upstreams.enumerated() {
                upstream.subscribe(relay, { relay.send([$0]) }, { completion in
                    if case .failure(let error) = completion {
                        downstream.finish(.failure(error))
                        return
                    }
                    let allDone = state.lock.withLock { () -> Bool in
                        state.finished[index] = true
                        return !state.finished.contains(false)
                    }
                    if allDone { downstream.finish(.finished) }
                })
            }
        }
    }

    /// The values of the publishers `transform` makes from each value, interleaved: Combine's
    /// `flatMap(maxPublishers:_:)`.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    ///     .flatMap { query in api.search(query).replaceError(with: []) }
    /// ```
    ///
    /// At most `maxPublishers` inner publishers are subscribed at a time. Cadence does not model
    /// demand, so upstream values that arrive while that many are active wait in order and are
    /// transformed as earlier ones finish (`.max(1)` runs them one after another). Finishes when
    /// this publisher and every inner one have finished; fails as soon as any fails, cancelling the
    /// rest.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<T, Failure> where T == P.Output, Failure == P.Failure {
        flatMapCore(maxPublishers: maxPublishers, transform)
    }

    func flatMapCore<P: Publisher>(
        maxPublishers: Subscribers.Demand, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<P.Output, Failure> where Failure == P.Failure {
        let upstream = self
        let limit = maxPublishers.count.map { Swift.max(1, $0) } ?? Int.max
        return operatorPublisher { downstream in
            let state = FlatMapState<Output>()
            let start = UncheckedBox<((Output) -> Void)?>(nil)
            downstream.link.own(AnyCancellable { start.value = nil })
            // Finished when nothing is active, nothing waits and the upstream is done.
            func finishIfDone() {
                let done = state.lock.withLock { state.upstreamDone && state.active == 0 && state.waiting.isEmpty }
                if done { downstream.finish(.finished) }
            }
            start.value = { value in
                downstream.subscribe(to: transform(value), value: { downstream.send($0) }, completion: { completion in
                    if case .failure = completion {
                        downstream.finish(completion)
                        return
                    }
                    let next = state.lock.withLock { () -> Output? in
                        if state.waiting.isEmpty {
                            state.active -= 1
                            return nil
                        }
                        return state.waiting.removeFirst()
                    }
                    if let next { start.value?(next) } else { finishIfDone() }
                })
            }
            downstream.subscribe(to: upstream, value: { value in
                let starts = state.lock.withLock { () -> Bool in
                    guard state.active < limit else {
                        state.waiting.append(value)
                        return false
                    }
                    state.active += 1
                    return true
                }
                if starts { start.value?(value) }
            }, completion: { completion in
                if case .failure = completion {
                    downstream.finish(completion)
                    return
                }
                state.lock.withLock { state.upstreamDone = true }
                finishIfDone()
            })
        }
    }

    /// `flatMap(maxPublishers:_:)` for inner publishers that cannot fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<P.Output, Failure> where P.Failure == Never {
        flatMapCore(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }

    /// Replaces a failure with the publisher `handler` makes from it: Combine's `catch(_:)`.
    ///
    /// ```swift
    /// api.load().catch { _ in Just([]) }
    /// ```
    ///
    /// Values before the failure pass through; after it, the subscriber receives the new
    /// publisher's values and completion. A finished upstream finishes.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<P.Output, P.Failure> where P.Output == Output {
        let upstream = self
        return operatorPublisher { downstream in
            downstream.subscribe(to: upstream, value: { downstream.send($0) }, completion: { completion in
                switch completion {
                case .finished:
                    downstream.finish(.finished)
                case .failure(let error):
                    downstream.subscribe(to: handler(error), value: { downstream.send($0) }, completion: { downstream.finish($0) })
                }
            })
        }
    }
}

extension Publisher where Failure == Never {
    /// `flatMap(maxPublishers:_:)` for an upstream that cannot fail and inner publishers that can.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<P.Output, P.Failure> {
        setFailureType(to: P.Failure.self).flatMapCore(maxPublishers: maxPublishers, transform)
    }

    /// `flatMap(maxPublishers:_:)` when neither the upstream nor the inner publishers can fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<P.Output, Never> where P.Failure == Never {
        flatMapCore(maxPublishers: maxPublishers, transform)
    }

    /// The same values, with the failure type `failureType` (nothing fails): Combine's
    /// `setFailureType(to:)`, to combine with publishers that can fail.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        operated { downstream in ({ downstream.send($0) }, { _ in downstream.finish(.finished) }) }
    }
}
