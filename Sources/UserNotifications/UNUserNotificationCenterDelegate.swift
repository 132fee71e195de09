import Foundation

/// How a notification shows while the app is in the foreground: UserNotifications'
/// `UNNotificationPresentationOptions`, what a delegate's `willPresent` answers.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
    /// Update the app icon's badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show an alert (deprecated in iOS 14 for `.banner` and `.list`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Show it in Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A delivered notification: UserNotifications' `UNNotification`.
public final class UNNotification: @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// The request it was delivered for (its identifier, content and trigger).
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// The action that identifies a tap on the notification itself: UserNotifications'
/// `UNNotificationDefaultActionIdentifier`.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action that identifies a dismissal: UserNotifications' `UNNotificationDismissActionIdentifier`.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What people did with a notification: UserNotifications' `UNNotificationResponse`.
public class UNNotificationResponse: @unchecked Sendable {
    /// The notification they acted on.
    public let notification: UNNotification
    /// The action they chose: `UNNotificationDefaultActionIdentifier` for a tap on the
    /// notification, `UNNotificationDismissActionIdentifier` for a dismissal, or a category
    /// action's identifier.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// What handles notifications the app receives: UserNotifications'
/// `UNUserNotificationCenterDelegate`, set as `UNUserNotificationCenter.current().delegate`
/// (usually by the app delegate at launch).
///
/// ```swift
/// func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
///                             withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
///     completionHandler([.banner, .sound])
/// }
/// ```
///
/// Every method has a default. Each exists with a completion handler and as `async`: implement
/// either (the completion-handler defaults call the `async` ones). Headless, nothing is delivered
/// by itself: `UNUserNotificationCenter`'s `deliver(identifier:)` and `respond(to:actionIdentifier:)`
/// deliver a pending request and act on it, calling these methods on the main actor, as a test of
/// a reminder app does.
@MainActor @preconcurrency
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// Asks how to show `notification`, which arrived while the app is in the foreground.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// Asks how to show `notification` (the `async` form).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// Tells what people did with a notification; call `completionHandler` when handled.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    /// Tells what people did with a notification (the `async` form).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// Asks the app to show its notification settings (`notification` is the one people came from,
    /// if any).
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Answers with the `async` form's options.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        let handler = UncheckedHandler(completionHandler)
        Task { @MainActor in handler.run(await self.userNotificationCenter(center, willPresent: notification)) }
    }

    /// Shows nothing (`[]`), as iOS does for an app without a delegate.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        []
    }

    /// Runs the `async` form, then `completionHandler`.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        let handler = UncheckedHandler(completionHandler)
        Task { @MainActor in
            await self.userNotificationCenter(center, didReceive: response)
            handler.run(())
        }
    }

    /// Does nothing.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    /// Does nothing.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// A delegate's completion handler carried into the main-actor task that calls it.
private struct UncheckedHandler<Value>: @unchecked Sendable {
    let run: (Value) -> Void
    init(_ run: @escaping (Value) -> Void) { self.run = run }
}

extension UNUserNotificationCenter {
    /// Delivers the pending request `identifier` now, as if its trigger fired while the app is in
    /// the foreground (Cadence addition: nothing is delivered by itself headless). The request
    /// leaves the pending list unless its trigger repeats, the delegate's `willPresent` is asked
    /// how to show it, and the notification is returned with that answer.
    ///
    /// - Returns: The delivered notification and the delegate's presentation options (`[]` when
    ///   there is no delegate, or when it answers later than the call: an `async` `willPresent`
    ///   answers after a suspension, so await `deliver(identifier:)` instead there); `nil` when
    ///   no request with that identifier is pending.
    @MainActor
    @discardableResult
    public func deliver(identifier: String) -> (notification: UNNotification, options: UNNotificationPresentationOptions)? {
        guard let notification = takeForDelivery(identifier) else { return nil }
        var answer: UNNotificationPresentationOptions = []
        delegate?.userNotificationCenter(self, willPresent: notification) { answer = $0 }
        return (notification, answer)
    }

    /// Delivers the pending request `identifier` and waits for the delegate's answer (see
    /// `deliver(identifier:)`; this form also waits for an `async` `willPresent`).
    @MainActor
    public func deliver(identifier: String) async -> (notification: UNNotification, options: UNNotificationPresentationOptions)? {
        guard let notification = takeForDelivery(identifier) else { return nil }
        guard let delegate else { return (notification, []) }
        let options = await withCheckedContinuation { (continuation: CheckedContinuation<UNNotificationPresentationOptions, Never>) in
            delegate.userNotificationCenter(self, willPresent: notification) { continuation.resume(returning: $0) }
        }
        return (notification, options)
    }

    /// Acts on a delivered notification as people would (Cadence addition): a tap on it
    /// (`UNNotificationDefaultActionIdentifier`, the default), a dismissal, or one of its
    /// category's actions. The delegate's `didReceive` runs at once; a delegate that implements
    /// only the `async` form finishes after a suspension, so await `respond(to:actionIdentifier:)`
    /// there.
    @MainActor
    public func respond(to notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        let response = UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        delegate?.userNotificationCenter(self, didReceive: response) {}
    }

    /// Acts on a delivered notification as people would (Cadence addition): a tap on it
    /// (`UNNotificationDefaultActionIdentifier`, the default), a dismissal, or one of its
    /// category's actions. The delegate's `didReceive` runs; the call returns once it calls its
    /// completion handler (at once for a delegate without one).
    @MainActor
    public func respond(to notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) async {
        guard let delegate else { return }
        let response = UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            delegate.userNotificationCenter(self, didReceive: response) { continuation.resume() }
        }
    }
}
