import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
// UIKit's services that SwiftUI files call without importing UIKit (haptics in button actions,
// opening settings, the pasteboard, the device's idiom), so those files compile on platforms without
// UIKit. Cadence additions on non-Apple platforms: nothing leaves the process, and each keeps what
// was asked of it for tests to read.

/// A haptic for a collision of objects: UIKit's `UIImpactFeedbackGenerator`. A stage has no motor:
/// `impacts` records each impact asked for (its intensity, 1 for `impactOccurred()`).
@MainActor @preconcurrency
public final class UIImpactFeedbackGenerator {
    /// The mass of the colliding objects: UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision of large, heavy objects.
        case heavy = 0
        /// A collision of moderately sized objects.
        case medium = 1
        /// A collision of small, light objects.
        case light = 2
        /// A collision of hard, inflexible objects.
        case rigid = 3
        /// A collision of soft, flexible objects.
        case soft = 4
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle
    /// The intensities of the impacts asked for so far, in order (Cadence addition).
    public private(set) var impacts: [CGFloat] = []

    /// A generator of impacts of `style` (`.medium` by default).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
    }

    /// Readies the generator (does nothing on a stage).
    public func prepare() {}

    /// Plays an impact at full intensity.
    public func impactOccurred() {
        impacts.append(1)
    }

    /// Plays an impact at `intensity`, 0…1 (values outside are clamped, NaN counts as 0).
    public func impactOccurred(intensity: CGFloat) {
        impacts.append(intensity.isNaN ? 0 : min(1, max(0, intensity)))
    }
}

/// A haptic that tells the outcome of a task: UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
public final class UINotificationFeedbackGenerator {
    /// The outcome: UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// The notifications asked for so far, in order (Cadence addition).
    public private(set) var notifications: [FeedbackType] = []

    /// A generator of notification haptics.
    public init() {}

    /// Readies the generator (does nothing on a stage).
    public func prepare() {}

    /// Plays the haptic for `notificationType`.
    public func notificationOccurred(_ notificationType: FeedbackType) {
        notifications.append(notificationType)
    }
}

/// A haptic for a change of selection: UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
public final class UISelectionFeedbackGenerator {
    /// How many selection changes were played (Cadence addition).
    public private(set) var selectionChanges = 0

    /// A generator of selection haptics.
    public init() {}

    /// Readies the generator (does nothing on a stage).
    public func prepare() {}

    /// Plays the haptic for a change of selection.
    public func selectionChanged() {
        selectionChanges += 1
    }
}

/// The app: UIKit's `UIApplication`, as far as SwiftUI code uses it (opening URLs such as the
/// app's settings).
@MainActor @preconcurrency
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings.
    public nonisolated static let openSettingsURLString = "app-settings:"

    /// The URLs the app asked to open, in order (Cadence addition: nothing leaves the process).
    public private(set) var openedURLs: [URL] = []

    /// The app's delegate: the one made by the app's `@UIApplicationDelegateAdaptor` (on iOS, an
    /// object of SwiftUI's that forwards to it), or `nil` for an app without one. Cadence keeps it
    /// strongly (UIKit's reference is unowned).
    public var delegate: (any UIApplicationDelegate)?

    /// Whether the app asked for remote notifications (`registerForRemoteNotifications()`).
    public private(set) var isRegisteredForRemoteNotifications = false

    /// Asks for remote notifications: recorded in `isRegisteredForRemoteNotifications`. A stage has
    /// no push service, so no device token comes (the delegate's registration methods are not called).
    public func registerForRemoteNotifications() {
        isRegisteredForRemoteNotifications = true
    }

    /// Stops remote notifications.
    public func unregisterForRemoteNotifications() {
        isRegisteredForRemoteNotifications = false
    }

    /// Options for `open(_:options:completionHandler:)`: UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        /// Open the URL only if an installed app handles it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private init() {}

    /// Records `url` in `openedURLs` and calls `completion` with `true`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Whether an app can open `url`: `true` for any URL with a scheme.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme != nil
    }
}

/// The general pasteboard: UIKit's `UIPasteboard`, for copy buttons. It lives in the process.
@MainActor @preconcurrency
public final class UIPasteboard {
    /// The pasteboard every app shares (in Cadence, the process's).
    public static let general = UIPasteboard()

    /// The text on the pasteboard.
    public var string: String?
    /// The URL on the pasteboard.
    public var url: URL?

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { string != nil }

    private init() {}
}

/// The device: UIKit's `UIDevice`. Cadence's device is an iPhone (matching `UIScreen.main`).
@MainActor @preconcurrency
public final class UIDevice {
    /// The kind of interface: UIKit's `UIUserInterfaceIdiom`.
    public enum UserInterfaceIdiom: Int, Sendable {
        /// Unknown.
        case unspecified = -1
        /// An iPhone or iPod touch.
        case phone = 0
        /// An iPad.
        case pad = 1
        /// A TV.
        case tv = 2
        /// CarPlay.
        case carPlay = 3
        /// A Mac (Catalyst).
        case mac = 5
        /// Apple Vision Pro.
        case vision = 6
    }

    /// The device the app runs on.
    public static let current = UIDevice()

    /// The kind of interface (settable in Cadence, to try an iPad layout).
    public var userInterfaceIdiom: UserInterfaceIdiom = .phone
    /// The device's name.
    public var name = "Cadence Stage"
    /// The model ("iPhone").
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The operating system's name.
    public let systemName = "iOS"
    /// The operating system's version.
    public var systemVersion = "17.0"
    /// The physical orientation of the device (settable in Cadence; a stage does not rotate, so
    /// nothing posts `orientationDidChangeNotification` unless a test does).
    public var orientation: UIDeviceOrientation = .portrait
    /// Whether the device posts orientation changes (always true in Cadence).
    public var isGeneratingDeviceOrientationNotifications: Bool { true }

    /// Asks for orientation notifications (they need no asking in Cadence).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops asking for orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {}

    /// Posted when the device's orientation changes: UIKit's
    /// `UIDevice.orientationDidChangeNotification`.
    public nonisolated static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    private init() {}
}

/// How the device is held: UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button or bar at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top on the right (the home side on the right).
    case landscapeLeft = 3
    /// On its side, the top on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Either landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Any orientation but unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension NSValue {
    /// A value holding `rect`: UIKit's `NSValue(cgRect:)`, as keyboard notifications carry their
    /// frames.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A value holding `point`: UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size`: UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The rectangle the value holds: UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds: UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds: UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
}
#endif
