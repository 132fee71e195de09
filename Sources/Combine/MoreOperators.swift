import Foundation

// Transforming, filtering, reducing and debugging operators.

extension Publisher {
    /// Calls closures on the publisher's events, passing them on unchanged: Combine's
    /// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`.
    ///
    /// `receiveSubscription` gets this publisher's subscription; `receiveOutput` each value before
    /// the subscriber; `receiveCompletion` the completion before the subscriber; `receiveCancel`
    /// is called once if the subscriber cancels (not after a completion); `receiveRequest` gets
    /// each demand the subscriber requests.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> {
        let upstream = self
        return AnyPublisher { subscriber in
            let link = OperatorLink()
            link.onRequest = receiveRequest
            link.onCancel = receiveCancel
            let downstream = OperatorDownstream(subscriber, link: link)
            downstream.subscribe(to: upstream, subscribed: { subscription in
                receiveSubscription?(subscription)
                subscriber.receive(subscription: link)
            }, value: { value in
                receiveOutput?(value)
                downstream.send(value)
            }, completion: { completion in
                receiveCompletion?(completion)
                downstream.finish(completion)
            })
        }
    }

    /// The failure transformed by `transform`: Combine's `mapError(_:)`. Values pass unchanged.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        operated { downstream in ({ downstream.send($0) }, { downstream.finish($0.mapFailure(transform)) }) }
    }

    /// Each value transformed by a throwing `transform`: Combine's `tryMap(_:)`. When it throws,
    /// the publisher fails with the error and the upstream is cancelled.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        operated { downstream in
            ({ value in
                do { downstream.send(try transform(value)) } catch { downstream.finish(.failure(error)) }
            }, { downstream.finish($0.mapFailure { $0 }) })
        }
    }

    /// Replaces a failure with `output`, then finishes: Combine's `replaceError(with:)`.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        operated { downstream in
            ({ downstream.send($0) }, { completion in
                if case .failure = completion { downstream.send(output) }
                downstream.finish(.finished)
            })
        }
    }

    /// Each value combined with the previous result by `nextPartialResult`, starting from
    /// `initialResult`: Combine's `scan(_:_:)`. Publishes every intermediate result.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        operated { downstream in
            var result = initialResult
            return ({ value in
                result = nextPartialResult(result, value)
                downstream.send(result)
            }, { downstream.finish($0) })
        }
    }

    /// The values combined by `nextPartialResult` from `initialResult`, published once when the
    /// upstream finishes: Combine's `reduce(_:_:)`. A failure is passed on without a result.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        operated { downstream in
            var result = initialResult
            return ({ result = nextPartialResult(result, $0) }, { completion in
                if case .finished = completion { downstream.send(result) }
                downstream.finish(completion)
            })
        }
    }

    /// All values in one array, published when the upstream finishes: Combine's `collect()`. A
    /// failure is passed on without the array.
    public func collect() -> AnyPublisher<[Output], Failure> {
        reduce([]) { $0 + [$1] }
    }

    /// The values in arrays of `count`, each published when full; the remainder is published when
    /// the upstream finishes (not on failure): Combine's `collect(_:)`.
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
        operated { downstream in
            var batch: [Output] = []
            return ({ value in
                batch.append(value)
                if batch.count >= count {
                    let full = batch
                    batch = []
                    downstream.send(full)
                }
            }, { completion in
                if case .finished = completion, !batch.isEmpty { downstream.send(batch) }
                downstream.finish(completion)
            })
        }
    }

    /// The number of values, published when the upstream finishes: Combine's `count()`.
    public func count() -> AnyPublisher<Int, Failure> {
        reduce(0) { count, _ in count + 1 }
    }

    /// The first value, then finished (cancelling the upstream): Combine's `first()`. Finishes
    /// without a value if the upstream finishes empty.
    public func first() -> AnyPublisher<Output, Failure> {
        first { _ in true }
    }

    /// The first value satisfying `predicate`, then finished (cancelling the upstream): Combine's
    /// `first(where:)`.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        operated { downstream in
            ({ value in
                guard predicate(value) else { return }
                downstream.send(value)
                downstream.finish(.finished)
            }, { downstream.finish($0) })
        }
    }

    /// The last value, published when the upstream finishes: Combine's `last()`. Nothing if it
    /// finishes empty; a failure is passed on without it.
    public func last() -> AnyPublisher<Output, Failure> {
        last { _ in true }
    }

    /// The last value satisfying `predicate`, published when the upstream finishes: Combine's
    /// `last(where:)`.
    public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        operated { downstream in
            var last: Output?
            return ({ if predicate($0) { last = $0 } }, { completion in
                if case .finished = completion, let last { downstream.send(last) }
                downstream.finish(completion)
            })
        }
    }

    /// The first `maxLength` values, then finished (cancelling the upstream): Combine's
    /// `prefix(_:)`. `prefix(0)` finishes at once.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        let upstream = self
        return operatorPublisher { downstream in
            guard maxLength > 0 else {
                downstream.finish(.finished)
                return
            }
            var remaining = maxLength
            downstream.subscribe(to: upstream, value: { value in
                guard remaining > 0 else { return }
                remaining -= 1
                downstream.send(value)
                if remaining == 0 { downstream.finish(.finished) }
            }, completion: { downstream.finish($0) })
        }
    }

    /// The values while `predicate` holds, finishing at the first that fails it: Combine's
    /// `prefix(while:)`.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        operated { downstream in
            ({ value in
                if predicate(value) { downstream.send(value) } else { downstream.finish(.finished) }
            }, { downstream.finish($0) })
        }
    }

    /// No values, only the completion: Combine's `ignoreOutput()`.
    public func ignoreOutput() -> AnyPublisher<Never, Failure> {
        operated { downstream in ({ _ in }, { downstream.finish($0) }) }
    }

    /// `elements` first, then this publisher's values: Combine's `prepend(_:)`.
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        prepend(elements)
    }

    /// The elements of `elements` first, then this publisher's values: Combine's `prepend(_:)`.
    public func prepend<S: Swift.Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where Output == S.Element {
        prepend(Publishers.Sequence<S, Failure>(sequence: elements))
    }

    /// `publisher`'s values until it finishes, then this publisher's: Combine's `prepend(_:)`.
    /// This publisher is subscribed only once `publisher` has finished; a failure of either ends it.
    public func prepend<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        concatenated(publisher, self)
    }

    /// This publisher's values, then `elements`, when it finishes: Combine's `append(_:)`.
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        append(elements)
    }

    /// This publisher's values, then the elements of `elements` when it finishes: Combine's
    /// `append(_:)`.
    public func append<S: Swift.Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where Output == S.Element {
        append(Publishers.Sequence<S, Failure>(sequence: elements))
    }

    /// This publisher's values, then `publisher`'s, subscribed when this one finishes: Combine's
    /// `append(_:)`. A failure of either ends it.
    public func append<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        concatenated(self, publisher)
    }

    /// Aborts the program if the publisher fails (with `prefix`, the file and line in the
    /// message): Combine's `assertNoFailure(_:file:line:)`. Otherwise it passes everything on.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> AnyPublisher<Output, Never> {
        operated { downstream in
            ({ downstream.send($0) }, { completion in
                if case .failure(let error) = completion {
                    fatalError("\(prefix.isEmpty ? "" : prefix + ": ")Unexpected failure: \(error)", file: file, line: line)
                }
                downstream.finish(.finished)
            })
        }
    }

    /// Prints each event (subscription, request, value, completion, cancel), prefixed by
    /// `prefix`, to `stream` or standard output: Combine's `print(_:to:)`.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> AnyPublisher<Output, Failure> {
        let lead = prefix.isEmpty ? "" : prefix + ": "
        let output = UncheckedBox(stream)
        let lock = NSLock()
        let write: (String) -> Void = { line in
            lock.withLock {
                if output.value != nil { output.value!.write(lead + line + "\n") } else { Swift.print(lead + line) }
            }
        }
        return handleEvents(
            receiveSubscription: { _ in write("receive subscription: (\(String(describing: Self.self)))") },
            receiveOutput: { write("receive value: (\($0))") },
            receiveCompletion: { completion in
                switch completion {
                case .finished: write("receive finished")
                case .failure(let error): write("receive error: (\(error))")
                }
            },
            receiveCancel: { write("receive cancel") },
            receiveRequest: { demand in write("request \(demand.count.map { "max: (\($0))" } ?? "unlimited")") }
        )
    }

    /// One subscription to this publisher shared by every subscriber: Combine's `share()`.
    ///
    /// The first subscriber connects it; later ones receive only what it publishes after they
    /// subscribe (a synchronous publisher such as `Just` has finished by then: they get the
    /// completion). When the last subscriber cancels it disconnects, and the next subscriber
    /// connects it again.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

/// `first`'s values, then `second`'s, subscribed when `first` finishes.
private func concatenated<A: Publisher, B: Publisher>(_ first: A, _ second: B) -> AnyPublisher<A.Output, A.Failure>
where A.Output == B.Output, A.Failure == B.Failure {
    operatorPublisher { downstream in
        downstream.subscribe(to: first, value: { downstream.send($0) }, completion: { completion in
            guard case .finished = completion else {
                downstream.finish(completion)
                return
            }
            downstream.subscribe(to: second, value: { downstream.send($0) }, completion: { downstream.finish($0) })
        })
    }
}

extension Publisher {
    /// Each `nil` value replaced by `output`: Combine's `replaceNil(with:)`.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        map { $0 ?? output }
    }
}

extension Publishers {
    /// A publisher sharing one subscription to its upstream among its subscribers: Combine's
    /// `Publishers.Share`, what `share()` makes. It is a class: copies share the subscription.
    public final class Share<Upstream: Publisher>: Publisher, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The shared publisher.
        public let upstream: Upstream
        private let lock = NSLock()
        private var subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?
        private var subscriberCount = 0

        /// Shares `upstream`; use `share()` instead.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches `subscriber` to the shared subscription, connecting it if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (subject, connects) = lock.withLock { () -> (PassthroughSubject<Output, Failure>, Bool) in
                // A finished subject is replaced, so a later first subscriber connects again.
                if subscriberCount == 0, connection == nil, self.subject.subscribers.completion != nil {
                    self.subject = PassthroughSubject()
                }
                subscriberCount += 1
                return (self.subject, subscriberCount == 1 && connection == nil)
            }
            let link = OperatorLink()
            let downstream = OperatorDownstream(AnySubscriber(subscriber), link: link)
            subscriber.receive(subscription: link)
            downstream.subscribe(to: subject, value: { downstream.send($0) }, completion: { downstream.finish($0) })
            link.own(AnyCancellable { [weak self] in self?.release() })
            guard connects else { return }
            let made = upstream.sink(receiveCompletion: { [weak self, subject] completion in
                self?.lock.withLock { self?.connection = nil }
                subject.send(completion: completion)
            }, receiveValue: { [subject] in subject.send($0) })
            let keep = lock.withLock { () -> Bool in
                guard subscriberCount > 0, subject === self.subject, subject.subscribers.completion == nil else { return false }
                connection = made
                return true
            }
            if !keep { made.cancel() }
        }

        private func release() {
            let ending = lock.withLock { () -> AnyCancellable? in
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ending?.cancel()
        }
    }
}
