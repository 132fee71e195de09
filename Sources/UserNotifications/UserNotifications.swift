// UserNotifications for platforms without it, so `import UserNotifications` compiles in app files
// that schedule local reminders. There is no notification system headless: the center keeps what
// the app asks of it (authorization, pending requests, the badge count) in memory, so the app's own
// calls (`pendingNotificationRequests()`, `notificationSettings()`) read back what it scheduled.
// Nothing is delivered by itself: a test delivers a pending request with `deliver(identifier:)`,
// which asks the center's delegate how to show it. Foundation only. (Named `UserNotifications`: on Apple platforms it
// would shadow the system module; Apple builds are not verified.)
import Foundation

/// What an app asks permission for: UserNotifications' `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Updating the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Showing notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Playing sounds for critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// A button in the notification settings that opens the app's own settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Delivering quietly, without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify: UserNotifications' `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable, Hashable {
    /// The app has not asked yet.
    case notDetermined = 0
    /// People declined.
    case denied = 1
    /// People allowed notifications.
    case authorized = 2
    /// Quiet, provisional delivery (asked with `.provisional`).
    case provisional = 3
    /// Authorized for a limited time (App Clips).
    case ephemeral = 4
}

/// Whether one kind of presentation is on: UserNotifications' `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable, Hashable {
    /// Not available to the app.
    case notSupported = 0
    /// Turned off.
    case disabled = 1
    /// Turned on.
    case enabled = 2
}

/// The app's notification settings: UserNotifications' `UNNotificationSettings`.
public final class UNNotificationSettings: Sendable {
    /// Whether the app may notify.
    public let authorizationStatus: UNAuthorizationStatus
    /// Alerts: enabled when authorized with `.alert`.
    public let alertSetting: UNNotificationSetting
    /// Sounds: enabled when authorized with `.sound`.
    public let soundSetting: UNNotificationSetting
    /// The badge: enabled when authorized with `.badge`.
    public let badgeSetting: UNNotificationSetting

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let granted = status == .authorized || status == .provisional || status == .ephemeral
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            granted && options.contains(option) ? .enabled : .disabled
        }
        alertSetting = setting(.alert)
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
    }
}

/// A notification's sound: UserNotifications' `UNNotificationSound`.
public final class UNNotificationSound: Sendable, Hashable {
    /// The sound's name (`"default"` for the system's).
    public let name: String

    init(name: String) {
        self.name = name
    }

    /// The system's notification sound.
    public static let `default` = UNNotificationSound(name: "default")
    /// The system's sound for critical alerts.
    public static let defaultCritical = UNNotificationSound(name: "defaultCritical")

    /// A sound from the app's bundle.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }

    public static func == (lhs: UNNotificationSound, rhs: UNNotificationSound) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The file name of a bundled notification sound: UserNotifications' `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A sound named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// What a notification shows: UserNotifications' `UNNotificationContent`.
public class UNNotificationContent: @unchecked Sendable {
    /// The title.
    public internal(set) var title = ""
    /// The line under the title.
    public internal(set) var subtitle = ""
    /// The message.
    public internal(set) var body = ""
    /// The badge number to show, if any.
    public internal(set) var badge: NSNumber?
    /// The sound, if any.
    public internal(set) var sound: UNNotificationSound?
    /// The category, for actions.
    public internal(set) var categoryIdentifier = ""
    /// Which notifications group together.
    public internal(set) var threadIdentifier = ""
    /// The app's own data.
    public internal(set) var userInfo: [AnyHashable: Any] = [:]

    /// Empty content (no title, body, sound or badge).
    public init() {}
}

/// Content the app fills in: UserNotifications' `UNMutableNotificationContent`.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }

    /// Empty content for the app to fill in.
    public override init() {}
}

/// When a notification fires: UserNotifications' `UNNotificationTrigger`.
public class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it fires again after firing.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }
}

/// A trigger after a number of seconds: UserNotifications' `UNTimeIntervalNotificationTrigger`.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Seconds from scheduling to the first firing.
    public let timeInterval: TimeInterval
    private let scheduled = Date()

    /// Fires `timeInterval` seconds from now (at least 60 to repeat, as on iOS).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it fires next: `timeInterval` seconds after it was made.
    public func nextTriggerDate() -> Date? {
        scheduled.addingTimeInterval(timeInterval)
    }
}

/// A trigger at matching calendar components: UserNotifications' `UNCalendarNotificationTrigger`.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a date must match (`hour: 8, minute: 30` for every day at 8:30).
    public let dateComponents: DateComponents

    /// Fires at the next date matching `dateComponents` (and at each after it if `repeats`).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components, in the current calendar.
    public func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A notification to schedule: UserNotifications' `UNNotificationRequest`.
public final class UNNotificationRequest: @unchecked Sendable {
    /// The request's identifier: adding another with the same one replaces it.
    public let identifier: String
    /// What it shows.
    public let content: UNNotificationContent
    /// When it fires (`nil`: at once).
    public let trigger: UNNotificationTrigger?

    /// A request for `content` at `trigger`.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// The app's notification center: UserNotifications' `UNUserNotificationCenter`.
///
/// ```swift
/// let center = UNUserNotificationCenter.current()
/// if try await center.requestAuthorization(options: [.alert, .sound]) {
///     try await center.add(UNNotificationRequest(identifier: habit.id, content: content, trigger: trigger))
/// }
/// ```
///
/// Headless, it keeps what the app asks in memory and delivers nothing by itself (a test delivers a
/// pending request with `deliver(identifier:)`, which asks the `delegate`): asking for authorization
/// grants it (`.authorized`, as if people allowed; `.provisional` when the options hold
/// `.provisional`, which iOS grants without asking); requests stay pending until removed. One
/// center per process, as on a device.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var status = UNAuthorizationStatus.notDetermined
    private var options: UNAuthorizationOptions = []
    private var pending: [UNNotificationRequest] = []
    private var badge = 0
    private var delivered: [UNNotification] = []
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    /// The object that handles delivered notifications and people's responses (held weakly, as
    /// on iOS: the app delegate usually sets itself).
    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Takes the pending request `identifier` for delivery now, leaving it pending when its trigger
    /// repeats; `nil` when none is pending.
    func takeForDelivery(_ identifier: String) -> UNNotification? {
        lock.withLock {
            guard let index = pending.firstIndex(where: { $0.identifier == identifier }) else { return nil }
            let request = pending[index]
            if request.trigger?.repeats != true { pending.remove(at: index) }
            let notification = UNNotification(date: Date(), request: request)
            delivered.removeAll { $0.request.identifier == identifier }
            delivered.append(notification)
            return notification
        }
    }

    /// The app's center.
    public class func current() -> UNUserNotificationCenter { shared }

    /// Asks for permission to notify with `options`; returns whether it was granted. As on iOS,
    /// people are asked once: later calls return the first answer.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        lock.withLock {
            if status == .notDetermined {
                if options.contains(.provisional) {
                    status = .provisional
                } else {
                    status = .authorized
                }
                self.options = status == .denied ? [] : options
            }
            return status != .denied
        }
    }

    /// Asks for permission, answering on `completionHandler` (granted, no error).
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        Task { completionHandler((try? await requestAuthorization(options: options)) ?? false, nil) }
    }

    /// The app's settings now.
    public func notificationSettings() async -> UNNotificationSettings {
        lock.withLock { UNNotificationSettings(status: status, options: options) }
    }

    /// The app's settings, on `completionHandler`.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        Task { completionHandler(await notificationSettings()) }
    }

    /// Schedules `request`, replacing a pending one with the same identifier.
    public func add(_ request: UNNotificationRequest) async throws {
        schedule(request)
    }

    /// Schedules `request`, calling `completionHandler` (with no error) once it is.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        schedule(request)
        completionHandler?(nil)
    }

    private func schedule(_ request: UNNotificationRequest) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
    }

    /// The scheduled requests that have not fired, in the order they were added.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
        lock.withLock { pending }
    }

    /// The scheduled requests, on `completionHandler`.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = lock.withLock { pending }
        completionHandler(requests)
    }

    /// Removes the pending requests with these identifiers.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every pending request.
    public func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    /// The delivered notifications still shown in Notification Center, oldest first (headless,
    /// those delivered with `deliver(identifier:)`).
    public func deliveredNotifications() async -> [UNNotification] {
        lock.withLock { delivered }
    }

    /// The delivered notifications, on `completionHandler`.
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        let notifications = lock.withLock { delivered }
        completionHandler(notifications)
    }

    /// Removes the delivered notifications with these identifiers.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification.
    public func removeAllDeliveredNotifications() {
        lock.withLock { delivered.removeAll() }
    }

    /// Sets the app icon's badge number (0 hides it); read it back with `badgeCount`.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {
        lock.withLock { badge = newBadgeCount }
    }

    /// The badge number last set with `setBadgeCount(_:)`. Cadence addition: a stage has no app icon.
    public var badgeCount: Int {
        lock.withLock { badge }
    }
}
