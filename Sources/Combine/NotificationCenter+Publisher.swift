import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object` only, when given) that this
    /// center posts: Combine's `NotificationCenter.publisher(for:object:)`.
    ///
    /// ```swift
    /// NotificationCenter.default.publisher(for: .userDidLogIn)
    ///     .sink { [weak self] _ in self?.reload() }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// Notifications arrive synchronously on the thread that posts them, while the subscription
    /// lives; cancelling removes the observer. It never finishes.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher `publisher(for:object:)` makes: Combine's `NotificationCenter.Publisher`.
    public struct Publisher: Combine.Publisher, @unchecked Sendable {
        /// Each posted notification.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never
        /// The center it observes.
        public let center: NotificationCenter
        /// The name of the notifications it publishes.
        public let name: Notification.Name
        /// The only sender it publishes from, if any.
        public let object: AnyObject?

        /// Makes a publisher of `center`'s notifications named `name` (sent by `object`, when given).
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Starts observing for `subscriber`; cancelling its subscription stops observing.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            guard let (subscription, box) = RelaySubscription.handed(to: subscriber) else { return }
            let center = UncheckedBox(center)
            let token = center.value.addObserver(forName: name, object: object, queue: nil) { notification in
                guard !subscription.isCancelled else { return }
                _ = box.value.receive(notification)
            }
            let tokenBox = UncheckedBox(token)
            subscription.attach(AnyCancellable { center.value.removeObserver(tokenBox.value) })
        }
    }
}
