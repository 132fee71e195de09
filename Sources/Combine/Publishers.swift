import Foundation

// The part of Combine that app code uses around SwiftUI animation, with Combine's names, for
// platforms without Combine (this module is `Combine`, so `import Combine` compiles; `import
// CadenceUI` re-exports it, as `import SwiftUI` does Combine): publishers and subscribers, `sink`, `assign`, subjects, `Just`, the
// operators `map`, `compactMap`, `filter`, `removeDuplicates`, `dropFirst`, `receive(on:)` and
// `eraseToAnyPublisher()` (more in TimeOperators, CombiningOperators and MoreOperators),
// `@Published`, `ObservableObject` and `Timer.publish(every:on:in:)`.
//
// Differences from Combine, by design: demand is always unlimited (backpressure is not modelled);
// operators return `AnyPublisher` instead of the `Publishers.Map`-style types; `receive(on:)`
// delivers through the scheduler's asynchronous `schedule` (on a stage: the stage's run loop, at the
// current stage time).

/// A type that can be cancelled: Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the activity and frees what it holds.
    func cancel()
}

/// A cancellable that cancels when it is deinitialised: Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    /// Runs `cancel` once, when cancelled or deinitialised.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// Wraps `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = { canceller.cancel() }
    }

    deinit {
        cancel()
    }

    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { onCancel = nil }
            return onCancel
        }
        action?()
    }

    /// Keeps this cancellable in `set` (until the set lets it go).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Namespace for subscriber helpers: Combine's `Subscribers`.
public enum Subscribers {
    /// How many values a subscriber wants. Cadence always delivers as many as there are.
    public struct Demand: Equatable, Hashable, Sendable {
        let count: Int?
        /// Any number of values.
        public static let unlimited = Demand(count: nil)
        /// No more values.
        public static let none = Demand(count: 0)
        /// At most `value` more values.
        public static func max(_ value: Int) -> Demand { Demand(count: value) }
    }

    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        /// The publisher sent everything it had.
        case finished
        /// The publisher stopped with an error.
        case failure(Failure)
    }

    /// The subscriber `sink` makes.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called once, when the publisher finishes.
        public let receiveCompletion: (Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isCancelled = false

        /// Makes a sink calling `receiveValue` with each value and `receiveCompletion` once at the end; it
        /// asks for unlimited values and, once cancelled, calls neither.
        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            let keep = lock.withLock { () -> Bool in
                guard !isCancelled else { return false }
                self.subscription = subscription
                return true
            }
            if keep { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ input: Input) -> Demand {
            guard !lock.withLock({ isCancelled }) else { return .none }
            receiveValue(input)
            return .unlimited
        }

        public func receive(completion: Completion<Failure>) {
            guard !lock.withLock({ isCancelled }) else { return }
            receiveCompletion(completion)
        }

        public func cancel() {
            let subscription = lock.withLock { () -> (any Subscription)? in
                isCancelled = true
                defer { self.subscription = nil }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A subscription a publisher gives its subscriber: Combine's `Subscription`.
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values (Cadence's publishers deliver everything regardless).
    func request(_ demand: Subscribers.Demand)
}

/// A receiver of values: Combine's `Subscriber`.
public protocol Subscriber<Input, Failure> {
    /// The type of the values it receives.
    associatedtype Input
    /// The type of the error it can receive.
    associatedtype Failure: Error
    /// The publisher accepted the subscription.
    func receive(subscription: any Subscription)
    /// A value arrived.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A source of values over time: Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    /// The type of the values it publishes.
    associatedtype Output
    /// The type of the error it can fail with (`Never` when it cannot fail).
    associatedtype Failure: Error
    /// Attaches `subscriber`: it receives a subscription, then values, then at most one completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// A type-erased subscriber: Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let subscription: (any Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscription = subscriber.receive(subscription:)
        value = subscriber.receive(_:)
        completion = subscriber.receive(completion:)
    }

    /// A subscriber made of closures.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        subscription = receiveSubscription ?? { _ in }
        value = receiveValue ?? { _ in .unlimited }
        completion = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: any Subscription) { self.subscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// A subscription whose cancellation runs a closure (set once the upstream is attached).
final class RelaySubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var upstream: AnyCancellable?
    private var cancelled = false

    /// Whether the subscriber cancelled.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// A relay handed to `subscriber`, with the subscriber boxed for callbacks on other threads (a
    /// data task's, a notification's); nil when the subscriber cancelled as it received the relay,
    /// so there is nothing to start.
    static func handed<S: Subscriber>(to subscriber: S)
        -> (subscription: RelaySubscription, subscriber: UncheckedBox<AnySubscriber<S.Input, S.Failure>>)? {
        let subscription = RelaySubscription()
        subscriber.receive(subscription: subscription)
        guard !subscription.isCancelled else { return nil }
        return (subscription, UncheckedBox(AnySubscriber(subscriber)))
    }

    func attach(_ cancellable: AnyCancellable) {
        let cancelNow = lock.withLock { () -> Bool in
            if cancelled { return true }
            upstream = cancellable
            return false
        }
        if cancelNow { cancellable.cancel() }
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        let upstream = lock.withLock { () -> AnyCancellable? in
            cancelled = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

/// A type-erased publisher: Combine's `AnyPublisher`, and what Cadence's operators return.
public struct AnyPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }

    /// A publisher that hands each subscriber to `subscribe`.
    init(subscribe: @escaping (AnySubscriber<Output, Failure>) -> Void) {
        self.subscribe = subscribe
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Subscribes with closures for each value and for the completion; keep the result alive for as
    /// long as you want values.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Writes each value to `keyPath` of `object`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }

    /// Republishes each value through a `@Published` property (`assign(to: &$progress)`), for as
    /// long as the property's object lives.
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {
        let storage = published.storage
        let cancellable = sink(receiveCompletion: { _ in }, receiveValue: { [weak storage] in storage?.set($0) })
        storage.keep(cancellable)
    }

    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }

    /// A publisher relaying this one's values and completion through `relay`.
    func relayed<T>(
        _ relay: @escaping (AnySubscriber<T, Failure>) -> (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)
    ) -> AnyPublisher<T, Failure> {
        let upstream = self
        return AnyPublisher { subscriber in
            let subscription = RelaySubscription()
            subscriber.receive(subscription: subscription)
            let handlers = relay(subscriber)
            subscription.attach(upstream.sink(receiveCompletion: handlers.completion, receiveValue: handlers.value))
        }
    }

    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        relayed { downstream in ({ _ = downstream.receive(transform($0)) }, { downstream.receive(completion: $0) }) }
    }

    /// The non-`nil` results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        relayed { downstream in ({ if let value = transform($0) { _ = downstream.receive(value) } }, { downstream.receive(completion: $0) }) }
    }

    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayed { downstream in ({ if isIncluded($0) { _ = downstream.receive($0) } }, { downstream.receive(completion: $0) }) }
    }

    /// All values but the first `count`.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        relayed { downstream in
            var remaining = count
            return ({ if remaining > 0 { remaining -= 1 } else { _ = downstream.receive($0) } }, { downstream.receive(completion: $0) })
        }
    }

    /// The values, delivered through `scheduler` (on a stage's main queue or main run loop: at the
    /// current stage time, after the operation that published them).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        relayed { downstream in
            let box = UncheckedBox(downstream)
            return (
                { value in
                    let valueBox = UncheckedBox(value)
                    scheduler.schedule(options: options) { _ = box.value.receive(valueBox.value) }
                },
                { completion in
                    let completionBox = UncheckedBox(completion)
                    scheduler.schedule(options: options) { box.value.receive(completion: completionBox.value) }
                }
            )
        }
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        relayed { downstream in
            var last: Output?
            return ({ value in
                guard last != value else { return }
                last = value
                _ = downstream.receive(value)
            }, { downstream.receive(completion: $0) })
        }
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// A publisher of one value, then finished: Combine's `Just`.
public struct Just<Output>: Publisher {
    /// `Just` never fails.
    public typealias Failure = Never
    /// The value it publishes.
    public let output: Output

    /// Makes a publisher that sends `output` to each subscriber, then finishes.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: RelaySubscription())
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// A publisher you send values through: Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber.
    func send(_ value: Output)
    /// Finishes: subscribers get `completion`, later values are dropped.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

/// The subscribers of a subject, thread-safe.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: AnySubscriber<Output, Failure>] = [:]
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds `subscriber`; returns its subscription.
    func add(_ subscriber: AnySubscriber<Output, Failure>) -> (any Subscription)? {
        lock.withLock { () -> (any Subscription)? in
            guard completion == nil else { return nil }
            nextID += 1
            let id = nextID
            subscribers[id] = subscriber
            return RemovingSubscription { [weak self] in self?.remove(id) }
        }
    }

    private func remove(_ id: Int) {
        lock.withLock { subscribers[id] = nil }
    }

    var current: [AnySubscriber<Output, Failure>] {
        lock.withLock { subscribers.keys.sorted().compactMap { subscribers[$0] } }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) -> [AnySubscriber<Output, Failure>] {
        lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { subscribers = [:] }
            return subscribers.keys.sorted().compactMap { subscribers[$0] }
        }
    }
}

final class RemovingSubscription: Subscription, @unchecked Sendable {
    let onCancel: () -> Void
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() { onCancel() }
}

/// A subject that publishes what it is sent to the subscribers it has then: Combine's
/// `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let subscribers = SubscriberList<Output, Failure>()

    /// Makes a subject with no subscribers; values sent before anyone subscribes are lost.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let erased = AnySubscriber(subscriber)
        if let subscription = subscribers.add(erased) {
            erased.receive(subscription: subscription)
        } else if let completion = subscribers.completion {
            erased.receive(subscription: RelaySubscription())
            erased.receive(completion: completion)
        }
    }

    public func send(_ value: Output) {
        for subscriber in subscribers.current { _ = subscriber.receive(value) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for subscriber in subscribers.finish(completion) { subscriber.receive(completion: completion) }
    }
}

/// A subject holding a current value, published to each new subscriber and on every change:
/// Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var stored: Output

    /// The current value; setting it sends it.
    public var value: Output {
        get { lock.withLock { stored } }
        set { send(newValue) }
    }

    /// Makes a subject holding `value`, which each new subscriber receives first.
    public init(_ value: Output) {
        stored = value
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let erased = AnySubscriber(subscriber)
        if let subscription = subscribers.add(erased) {
            erased.receive(subscription: subscription)
            _ = erased.receive(value)
        } else if let completion = subscribers.completion {
            erased.receive(subscription: RelaySubscription())
            erased.receive(completion: completion)
        }
    }

    public func send(_ value: Output) {
        lock.withLock { stored = value }
        for subscriber in subscribers.current { _ = subscriber.receive(value) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for subscriber in subscribers.finish(completion) { subscriber.receive(completion: completion) }
    }
}
