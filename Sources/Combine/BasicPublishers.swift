import Foundation

/// A publisher that sends no value and finishes at once (or never): Combine's `Empty`.
///
/// `Empty()` finishes each subscriber as soon as it subscribes; `Empty(completeImmediately: false)`
/// never sends anything (cancel it to let it go). Unlike Combine's, `Empty` and `Fail` are not
/// `Equatable`: their `==` overloads pushed SwiftUI-style expressions that compare numbers past the
/// type checker's limits.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as a subscriber attaches.
    public let completeImmediately: Bool

    /// Makes an empty publisher that finishes at once when `completeImmediately` (the default),
    /// or never.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Makes an empty publisher with explicit output and failure types (for type inference).
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Gives `subscriber` a subscription, then finishes it when `completeImmediately`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: RelaySubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that fails at once with an error: Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error each subscriber receives.
    public let error: Failure

    /// Makes a publisher that fails each subscriber with `error` as soon as it subscribes.
    public init(error: Failure) {
        self.error = error
    }

    /// Makes a failing publisher with an explicit output type (for type inference).
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    /// Gives `subscriber` a subscription, then fails it with `error`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: RelaySubscription())
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher made anew for each subscriber, when it subscribes: Combine's `Deferred`.
///
/// `Deferred { Future { … } }` starts the future's work per subscription instead of at once.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The values of the publisher it makes.
    public typealias Output = DeferredPublisher.Output
    /// The failure of the publisher it makes.
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher for one subscriber.
    public let createPublisher: () -> DeferredPublisher

    /// Makes a publisher that calls `createPublisher` each time a subscriber attaches and
    /// subscribes it to the result.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Makes a fresh publisher and attaches `subscriber` to it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// A publisher that eventually produces one value and finishes, or fails: Combine's `Future`.
///
/// The closure runs once, at once, when the future is made (not per subscriber: wrap it in
/// `Deferred` for that). The first call of the promise settles the future; later calls are ignored.
/// Each subscriber, whenever it subscribes, receives the result: the value then `.finished`, or
/// the failure. A subscriber that cancels before the promise is fulfilled receives nothing.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The closure that settles a future with a success or a failure.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [Int: AnySubscriber<Output, Failure>] = [:]
    private var nextID = 0

    /// Makes a future and calls `attemptToFulfill` at once with its promise.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let subscribers = lock.withLock { () -> [AnySubscriber<Output, Failure>] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { waiting = [:] }
            return waiting.keys.sorted().compactMap { waiting[$0] }
        }
        for subscriber in subscribers { Self.deliver(result, to: subscriber) }
    }

    private static func deliver(_ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>) {
        switch result {
        case .success(let value):
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        case .failure(let error):
            subscriber.receive(completion: .failure(error))
        }
    }

    /// Attaches `subscriber`: it receives the result at once if the future is settled, else when it is.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let erased = AnySubscriber(subscriber)
        let (settled, id) = lock.withLock { () -> (Result<Output, Failure>?, Int) in
            if let result { return (result, 0) }
            nextID += 1
            waiting[nextID] = erased
            return (nil, nextID)
        }
        erased.receive(subscription: RemovingSubscription { [weak self] in
            guard let self else { return }
            _ = self.lock.withLock { self.waiting.removeValue(forKey: id) }
        })
        if let settled { Self.deliver(settled, to: erased) }
    }
}

extension Future where Failure == Never {
    /// The future's value, once it is fulfilled (at once if it is already).
    public var value: Output {
        get async {
            await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedBox<Output>, Never>) in
                awaitResult { result in
                    if case .success(let value) = result { continuation.resume(returning: UncheckedBox(value)) }
                }
            }.value
        }
    }
}

extension Future {
    /// The future's value once it is fulfilled (at once if it is already); throws its failure.
    public var value: Output {
        get async throws {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedBox<Output>, any Error>) in
                awaitResult { result in
                    switch result {
                    case .success(let value): continuation.resume(returning: UncheckedBox(value))
                    case .failure(let error): continuation.resume(throwing: error)
                    }
                }
            }.value
        }
    }

    /// Calls `body` once with the result, keeping the subscription alive until then.
    private func awaitResult(_ body: @escaping (Result<Output, Failure>) -> Void) {
        let keeper = UncheckedBox<AnyCancellable?>(nil)
        let cancellable = sink(receiveCompletion: { completion in
            if case .failure(let error) = completion { body(.failure(error)) }
            keeper.value = nil
        }, receiveValue: { value in
            body(.success(value))
        })
        // Settled already: the sink has run; otherwise keep it until the completion arrives.
        if lock.withLock({ result == nil }) { keeper.value = cancellable }
    }
}

extension Publishers {
    /// A publisher of a sequence's elements, then finished: Combine's `Publishers.Sequence`,
    /// what `sequence.publisher` makes.
    ///
    /// Each subscriber receives every element in order, synchronously as it subscribes, then
    /// `.finished`; a subscriber that cancels midway receives no more.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's elements.
        public typealias Output = Elements.Element
        /// The sequence it publishes.
        public let sequence: Elements

        /// Makes a publisher of `sequence`'s elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Sends `subscriber` every element, then finishes (stops if it cancels).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = RelaySubscription()
            subscriber.receive(subscription: subscription)
            for element in sequence {
                if subscription.isCancelled { return }
                _ = subscriber.receive(element)
            }
            if !subscription.isCancelled { subscriber.receive(completion: .finished) }
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements, then finished: Combine's `Sequence.publisher`.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
