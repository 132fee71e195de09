import Foundation

extension Publisher where Failure == Never {
    /// The publisher's values as an asynchronous sequence: Combine's `Publisher.values`.
    ///
    /// ```swift
    /// for await query in model.$query.values { await search(query) }
    /// ```
    ///
    /// Iterating subscribes; the loop ends when the publisher finishes, and cancelling the
    /// iterating task cancels the subscription and ends the loop. Cadence buffers values that
    /// arrive while the loop body runs (Combine requests one at a time, so a subject would drop
    /// them), so none is lost.
    public var values: AsyncPublisher<Self> {
        AsyncPublisher(self)
    }
}

extension Publisher {
    /// The publisher's values as an asynchronous throwing sequence: Combine's `Publisher.values`
    /// for publishers that can fail. The loop throws the failure; otherwise as for
    /// `AsyncPublisher`.
    public var values: AsyncThrowingPublisher<Self> {
        AsyncThrowingPublisher(self)
    }
}

/// The subscription behind an async iterator: a buffer of events and one waiting continuation.
final class AsyncSubscriptionBuffer<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var waiter: Waiter?
    private var subscriber: UpstreamSubscriber<Output, Failure>?
    private var ended = false
    /// Results cross to the waiting task in a box (values are not required to be `Sendable`).
    typealias Waiter = CheckedContinuation<UncheckedBox<Result<Output?, Failure>>, Never>

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        let inner = UpstreamSubscriber<Output, Failure>(value: { [weak self] in self?.push($0) }, completion: { [weak self] in self?.end($0) })
        subscriber = inner
        publisher.receive(subscriber: inner)
    }

    deinit {
        subscriber?.cancel()
    }

    private func push(_ value: Output) {
        let waiting = lock.withLock { () -> Waiter? in
            if let waiter {
                self.waiter = nil
                return waiter
            }
            buffer.append(value)
            return nil
        }
        waiting?.resume(returning: UncheckedBox(.success(value)))
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        let waiting = lock.withLock { () -> Waiter? in
            self.completion = completion
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(returning: UncheckedBox(takeTerminal()))
    }

    /// The terminal result once the buffer is drained: the failure once, then `nil`.
    private func takeTerminal() -> Result<Output?, Failure> {
        lock.withLock {
            if ended { return .success(nil) }
            ended = true
            if case .failure(let error) = completion { return .failure(error) }
            return .success(nil)
        }
    }

    /// Cancels the subscription and ends the sequence.
    func cancel() {
        let (waiting, inner) = lock.withLock { () -> (Waiter?, UpstreamSubscriber<Output, Failure>?) in
            if completion == nil { completion = .finished }
            buffer.removeAll()
            defer { waiter = nil; subscriber = nil }
            return (waiter, subscriber)
        }
        inner?.cancel()
        waiting?.resume(returning: UncheckedBox(.success(nil)))
    }

    /// The next value, `nil` at the end, or the failure.
    func next() async -> Result<Output?, Failure> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: Waiter) in
                // A buffered value, the end (`.some(nil)`), or wait (`nil`).
                let step = lock.withLock { () -> Output?? in
                    if !buffer.isEmpty { return .some(buffer.removeFirst()) }
                    if completion != nil { return .some(nil) }
                    waiter = continuation
                    return nil
                }
                switch step {
                case .some(.some(let value)): continuation.resume(returning: UncheckedBox(.success(value)))
                case .some(.none): continuation.resume(returning: UncheckedBox(takeTerminal()))
                case .none: break
                }
            }
        } onCancel: {
            cancel()
        }.value
    }
}

/// An asynchronous sequence of a publisher's values, for publishers that cannot fail: Combine's
/// `AsyncPublisher`, what `publisher.values` makes.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The publisher's values.
    public typealias Element = P.Output
    private let publisher: P

    /// Makes a sequence of `publisher`'s values.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// The iterator of an `AsyncPublisher`: it holds the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        let buffer: AsyncSubscriptionBuffer<P.Output, Never>

        /// The next value; `nil` once the publisher finished or the task was cancelled.
        public mutating func next() async -> P.Output? {
            switch await buffer.next() {
            case .success(let value): value
            }
        }
    }

    /// Subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator {
        Iterator(buffer: AsyncSubscriptionBuffer(publisher))
    }
}

/// An asynchronous throwing sequence of a publisher's values: Combine's
/// `AsyncThrowingPublisher`, what `publisher.values` makes for publishers that can fail.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The publisher's values.
    public typealias Element = P.Output
    private let publisher: P

    /// Makes a sequence of `publisher`'s values.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// The iterator of an `AsyncThrowingPublisher`: it holds the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        let buffer: AsyncSubscriptionBuffer<P.Output, P.Failure>

        /// The next value; `nil` once the publisher finished or the task was cancelled; throws the
        /// publisher's failure.
        public mutating func next() async throws -> P.Output? {
            try await buffer.next().get()
        }
    }

    /// Subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator {
        Iterator(buffer: AsyncSubscriptionBuffer(publisher))
    }
}
