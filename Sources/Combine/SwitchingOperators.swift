import Foundation

// `switchToLatest`, `tryCatch`, `removeDuplicates(by:)`, `tryRemoveDuplicates(by:)` and the `Record`
// publisher, on the operator machinery of OperatorSupport.swift.

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one published: Combine's `switchToLatest()`.
    ///
    /// ```swift
    /// $query.map { api.search($0) }.switchToLatest()   // only the newest search's results
    /// ```
    ///
    /// Each new inner publisher cancels the one before, so values of an older one never arrive
    /// after a newer one was published. Finishes when this publisher has finished and the latest
    /// inner one has too; fails as soon as either fails.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        let upstream = self
        return operatorPublisher { downstream in
            let state = SwitchState()
            downstream.subscribe(to: upstream, value: { inner in
                let subscriber = UpstreamSubscriber<Output.Output, Failure>(value: { downstream.send($0) }, completion: { completion in
                    if case .failure = completion {
                        downstream.finish(completion)
                        return
                    }
                    if state.innerFinished() { downstream.finish(.finished) }
                })
                downstream.link.own(subscriber)
                state.replace(with: subscriber)?.cancel()
                guard !downstream.link.isCancelled else { return }
                inner.receive(subscriber: subscriber)
            }, completion: { completion in
                if case .failure = completion {
                    downstream.finish(completion)
                    return
                }
                if state.upstreamFinished() { downstream.finish(.finished) }
            })
        }
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// `switchToLatest()` for an upstream that cannot fail and inner publishers that can.
    public func switchToLatest() -> AnyPublisher<Output.Output, Output.Failure> {
        setFailureType(to: Output.Failure.self).switchToLatest()
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// `switchToLatest()` for inner publishers that cannot fail and an upstream that can.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        map { $0.setFailureType(to: Failure.self) }.switchToLatest()
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// `switchToLatest()` when neither the upstream nor the inner publishers can fail.
    public func switchToLatest() -> AnyPublisher<Output.Output, Never> {
        let upstream: AnyPublisher<Output, Never> = map { $0 }
        return upstream.switchToLatestCore()
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The shared body, named so that the all-`Never` overload can reach it unambiguously.
    func switchToLatestCore() -> AnyPublisher<Output.Output, Failure> {
        switchToLatest()
    }
}

/// What `switchToLatest` tracks: the inner subscription in force and whether each side is done.
private final class SwitchState: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (any Cancellable)?
    private var upstreamDone = false
    private var innerDone = true

    /// Makes `subscriber` the current inner subscription; returns the one it replaces.
    func replace(with subscriber: any Cancellable) -> (any Cancellable)? {
        lock.withLock {
            defer { current = subscriber; innerDone = false }
            return current
        }
    }

    /// Notes the current inner publisher finished; `true` when the whole operator is done.
    func innerFinished() -> Bool {
        lock.withLock {
            innerDone = true
            return upstreamDone
        }
    }

    /// Notes the upstream finished; `true` when the whole operator is done.
    func upstreamFinished() -> Bool {
        lock.withLock {
            upstreamDone = true
            return innerDone
        }
    }
}

extension Publisher {
    /// Replaces a failure with the publisher `handler` makes from it, or fails with the error
    /// `handler` throws: Combine's `tryCatch(_:)`.
    ///
    /// ```swift
    /// api.load().tryCatch { error -> AnyPublisher<[Item], Error> in
    ///     guard (error as? URLError)?.code == .notConnectedToInternet else { throw error }
    ///     return cache.items()
    /// }
    /// ```
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<P.Output, any Error> where P.Output == Output {
        self.catch { error -> AnyPublisher<P.Output, any Error> in
            do {
                return try handler(error).mapError { $0 as any Error }
            } catch {
                return Fail(error: error).eraseToAnyPublisher()
            }
        }
    }

    /// The values for which `predicate` says they are not duplicates of the last one published:
    /// Combine's `removeDuplicates(by:)`. The first value always passes.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        operated { downstream in
            var last: Output?
            return ({ value in
                if let last, predicate(last, value) { return }
                last = value
                downstream.send(value)
            }, { downstream.finish($0) })
        }
    }

    /// `removeDuplicates(by:)` with a predicate that can throw: an error it throws fails the
    /// publisher with it: Combine's `tryRemoveDuplicates(by:)`.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        operated { downstream in
            var last: Output?
            return ({ value in
                do {
                    if let last, try predicate(last, value) { return }
                } catch {
                    downstream.finish(.failure(error))
                    return
                }
                last = value
                downstream.send(value)
            }, { downstream.finish($0.mapFailure { $0 }) })
        }
    }
}

/// A publisher that replays recorded values and a completion to each subscriber: Combine's `Record`.
///
/// ```swift
/// let replay = Record<Int, Never>(output: [1, 2, 3], completion: .finished)
/// let scripted = Record<String, URLError> { recording in
///     recording.receive("cached")
///     recording.receive(completion: .failure(URLError(.notConnectedToInternet)))
/// }
/// ```
public struct Record<Output, Failure: Error>: Publisher {
    /// Values and a completion, in the order they are replayed: Combine's `Record.Recording`.
    public struct Recording {
        /// The recorded values.
        public private(set) var output: [Output]
        /// The recorded completion (`.finished` until another is received).
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isComplete = false

        /// An empty recording, finished.
        public init() {
            output = []
            completion = .finished
        }

        /// A recording of `output` then `completion`.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Records `input`. Values received after a completion stop the program, as in Combine.
        public mutating func receive(_ input: Output) {
            precondition(!isComplete, "Record.Recording received a value after its completion")
            output.append(input)
        }

        /// Records `completion`; a second completion stops the program, as in Combine.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(!isComplete, "Record.Recording received a second completion")
            self.completion = completion
            isComplete = true
        }
    }

    /// The values and completion replayed.
    public let recording: Recording

    /// A record of what `record` writes into a new recording.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// A record of `recording`.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// A record of `output` then `completion`.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    /// Sends the recorded values, then the completion, to `subscriber` (stopping if it cancels).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let recording = self.recording
        operatorPublisher { (downstream: OperatorDownstream<Output, Failure>) in
            for value in recording.output {
                guard downstream.isLive else { return }
                downstream.send(value)
            }
            downstream.finish(recording.completion)
        }
        .receive(subscriber: subscriber)
    }
}
