import Foundation

// The machinery behind the operators: a downstream subscription that owns everything an operator
// subscribes to or schedules (so cancelling it stops them all, even mid-delivery), a subscriber
// for each upstream, and a guard that gives the downstream at most one completion and nothing after
// it or after cancellation.

/// The subscription an operator gives its downstream: cancelling it cancels every upstream
/// subscription and scheduled action the operator registered.
final class OperatorLink: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var owned: [any Cancellable] = []
    private var cancelled = false
    /// Called with each demand the downstream requests (`handleEvents(receiveRequest:)`).
    var onRequest: ((Subscribers.Demand) -> Void)?
    /// Called once when the downstream cancels (`handleEvents(receiveCancel:)`).
    var onCancel: (() -> Void)?

    var isCancelled: Bool { lock.withLock { cancelled } }

    /// Keeps `cancellable` until the link is cancelled (cancels it at once if it already is).
    func own(_ cancellable: any Cancellable) {
        let now = lock.withLock { () -> Bool in
            if cancelled { return true }
            owned.append(cancellable)
            return false
        }
        if now { cancellable.cancel() }
    }

    /// Cancels the upstreams and scheduled actions, without reporting a downstream cancel (the
    /// operator finished on its own).
    func release() {
        let all = lock.withLock { () -> [any Cancellable] in
            cancelled = true
            defer { owned = [] }
            return owned
        }
        for cancellable in all { cancellable.cancel() }
    }

    func request(_ demand: Subscribers.Demand) {
        onRequest?(demand)
    }

    func cancel() {
        let first = lock.withLock { !cancelled }
        release()
        if first { onCancel?() }
    }
}

/// A subscriber to one upstream of an operator: asks for everything and forwards to closures until
/// cancelled.
final class UpstreamSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var cancelled = false
    private let value: (Input) -> Void
    private let completion: (Subscribers.Completion<Failure>) -> Void
    private let subscribed: ((any Subscription) -> Void)?

    init(subscribed: ((any Subscription) -> Void)? = nil, value: @escaping (Input) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.subscribed = subscribed
        self.value = value
        self.completion = completion
    }

    func receive(subscription: any Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard !cancelled, self.subscription == nil else { return false }
            self.subscription = subscription
            return true
        }
        guard keep else {
            subscription.cancel()
            return
        }
        subscribed?(subscription)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !lock.withLock({ cancelled }) else { return .none }
        value(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { () -> Bool in
            defer { cancelled = true; subscription = nil }
            return !cancelled
        }
        if live { self.completion(completion) }
    }

    func cancel() {
        let subscription = lock.withLock { () -> (any Subscription)? in
            cancelled = true
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.cancel()
    }
}

/// The downstream of an operator: values until one completion, nothing after it or after the link
/// is cancelled. Completing releases the link's upstreams.
final class OperatorDownstream<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private let subscriber: AnySubscriber<Output, Failure>
    let link: OperatorLink
    private var done = false

    init(_ subscriber: AnySubscriber<Output, Failure>, link: OperatorLink) {
        self.subscriber = subscriber
        self.link = link
    }

    /// Whether the downstream still takes values.
    var isLive: Bool { !lock.withLock { done } && !link.isCancelled }

    func send(_ value: Output) {
        guard isLive else { return }
        _ = subscriber.receive(value)
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let first = lock.withLock { () -> Bool in
            defer { done = true }
            return !done
        }
        guard first, !link.isCancelled else { return }
        link.release()
        subscriber.receive(completion: completion)
    }

    /// Subscribes to `upstream` for this operator: its subscription is owned by the link.
    func subscribe<P: Publisher>(
        to upstream: P, subscribed: ((any Subscription) -> Void)? = nil,
        value: @escaping (P.Output) -> Void, completion: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) {
        let inner = UpstreamSubscriber<P.Output, P.Failure>(subscribed: subscribed, value: value, completion: completion)
        link.own(inner)
        guard !link.isCancelled else { return }
        upstream.receive(subscriber: inner)
    }
}

/// A publisher made by an operator: for each subscriber, gives it a link, then runs `start`.
func operatorPublisher<Output, Failure: Error>(
    _ start: @escaping (OperatorDownstream<Output, Failure>) -> Void
) -> AnyPublisher<Output, Failure> {
    AnyPublisher { subscriber in
        let link = OperatorLink()
        let downstream = OperatorDownstream(subscriber, link: link)
        subscriber.receive(subscription: link)
        start(downstream)
    }
}

extension Publisher {
    /// An operator relaying this publisher through `handlers`, made for each subscriber.
    func operated<T, F: Error>(
        _ handlers: @escaping (OperatorDownstream<T, F>) -> (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)
    ) -> AnyPublisher<T, F> {
        let upstream = self
        return operatorPublisher { downstream in
            let relay = handlers(downstream)
            downstream.subscribe(to: upstream, value: relay.value, completion: relay.completion)
        }
    }
}

extension Subscribers.Completion {
    /// The same completion with the failure transformed.
    func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}
