import Combine
import Foundation

/// URLs and user activities sent to the app from outside (a link tapped in another app, a
/// universal link, Handoff, a Spotlight result), delivered to a stage by a test as the system
/// delivers them to a scene: to the views' `onOpenURL(perform:)` and
/// `onContinueUserActivity(_:perform:)` handlers.
extension Stage {
    /// Delivers `url` to the app, as when someone opens a link to it (a custom-scheme URL or a
    /// universal link: SwiftUI passes both as URLs, not as activities): every `onOpenURL(perform:)`
    /// handler of a view on screen runs, in the order the views appeared, then the views update.
    ///
    /// ```swift
    /// let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipesRoot() }
    /// stage.deliver(URL(string: "recipes://recipe/42")!)
    /// #expect(stage.accessibilityTree().element(label: "Pancakes") != nil)
    /// ```
    ///
    /// The stage has one scene, so `handlesExternalEvents` never sends the URL elsewhere.
    /// - Returns: whether any handler received it (a scene without one ignores the URL).
    @discardableResult
    public func deliver(_ url: URL) -> Bool {
        deliverExternalEvent { $0.send(url: url) }
    }

    /// Delivers `activity` to the app, as Handoff, Spotlight or Siri continue it: every
    /// `onContinueUserActivity(_:perform:)` handler for its `activityType` of a view on screen
    /// runs, then the views update.
    /// - Returns: whether any handler received it.
    @discardableResult
    public func deliver(_ activity: NSUserActivity) -> Bool {
        deliverExternalEvent { $0.send(activity: activity) }
    }

    private func deliverExternalEvent(_ send: (StageExternalEvents) -> Int) -> Bool {
        let loop = interaction.runLoop
        let received = loop.runAppCode { send(StageExternalEvents.events(of: loop)) }
        updateViews()
        return received > 0
    }
}

/// The URLs and activities sent to one stage, for the handlers of the views on it: the handlers
/// subscribe while their view is shown (through `onReceive`, so the subscription follows the
/// view's appearance), finding the stage through the run loop it binds around its views.
final class StageExternalEvents: @unchecked Sendable {
    private let urls = PassthroughSubject<URL, Never>()
    private let activities = PassthroughSubject<NSUserActivity, Never>()
    private let lock = NSLock()
    private var deliveries = 0

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: (loop: Weak, events: StageExternalEvents)] = [:]

    private final class Weak: @unchecked Sendable {
        weak var value: StageRunLoop?
        init(_ value: StageRunLoop) { self.value = value }
    }

    /// The events of the stage whose run loop is `loop` (made on first use; forgotten with the
    /// stage).
    static func events(of loop: StageRunLoop) -> StageExternalEvents {
        lock.withLock {
            table = table.filter { $0.value.loop.value != nil }
            if let entry = table[ObjectIdentifier(loop)], entry.loop.value === loop { return entry.events }
            let events = StageExternalEvents()
            table[ObjectIdentifier(loop)] = (Weak(loop), events)
            return events
        }
    }

    /// The URLs sent to the stage running the subscribing code (none elsewhere).
    static var currentURLs: AnyPublisher<URL, Never> {
        guard let loop = VirtualRunLoopContext.current as? StageRunLoop else { return Empty().eraseToAnyPublisher() }
        let events = events(of: loop)
        return events.urls.map { url in
            events.countDelivery()
            return url
        }
    }

    /// The activities of type `activityType` sent to the stage running the subscribing code.
    static func currentActivities(ofType activityType: String) -> AnyPublisher<NSUserActivity, Never> {
        guard let loop = VirtualRunLoopContext.current as? StageRunLoop else { return Empty().eraseToAnyPublisher() }
        let events = events(of: loop)
        return events.activities
            .filter { $0.activityType == activityType }
            .map { activity in
                events.countDelivery()
                return activity
            }
    }

    private func countDelivery() {
        lock.withLock { deliveries += 1 }
    }

    /// Sends `url` to the handlers; returns how many received it.
    func send(url: URL) -> Int {
        lock.withLock { deliveries = 0 }
        urls.send(url)
        return lock.withLock { deliveries }
    }

    /// Sends `activity` to the handlers of its type; returns how many received it.
    func send(activity: NSUserActivity) -> Int {
        lock.withLock { deliveries = 0 }
        activities.send(activity)
        return lock.withLock { deliveries }
    }
}

/// A publisher that subscribes to what `make` returns when a subscriber arrives: the handlers of
/// external events find their stage then, inside the run loop the view's `onReceive` binds.
struct DeferredExternalEvents<Output>: Publisher {
    typealias Failure = Never
    let make: @Sendable () -> AnyPublisher<Output, Never>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        make().receive(subscriber: subscriber)
    }
}
