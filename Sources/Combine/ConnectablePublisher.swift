import Foundation

/// A publisher that starts producing when connected: Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
    /// Starts publishing; cancel the result to stop.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber attaches, disconnects when the last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Namespace for publisher types: Combine's `Publishers`.
public enum Publishers {
    /// A connectable publisher connected while it has subscribers: what `autoconnect()` returns.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream publisher's values.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
        private let lock = NSLock()
        private var connection: (any Cancellable)?
        private var subscriberCount = 0

        /// Wraps `upstream`, connecting it when the first subscriber attaches. Use `autoconnect()` instead.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = RelaySubscription()
            subscriber.receive(subscription: subscription)
            let inner = upstream.sink(receiveCompletion: { subscriber.receive(completion: $0) }, receiveValue: { _ = subscriber.receive($0) })
            subscription.attach(AnyCancellable { [weak self] in
                inner.cancel()
                self?.release()
            })
            let connects = lock.withLock { () -> Bool in
                subscriberCount += 1
                return connection == nil
            }
            if connects {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }

        private func release() {
            let ending = lock.withLock { () -> (any Cancellable)? in
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ending?.cancel()
        }
    }
}
