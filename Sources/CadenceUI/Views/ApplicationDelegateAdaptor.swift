import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (see UIKitServices.swift)
// UIKit's app delegate and SwiftUI's adaptor for it, so an app's `@main` file with
// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` and its
// `class AppDelegate: NSObject, UIApplicationDelegate` compiles and launches on a stage.
//
// SwiftUI makes the delegate from its type. Off Apple platforms `NSObject.init()` is not `required`,
// so Swift cannot call it through a metatype: the adaptor's initialiser takes a second parameter,
// filled in at the app's declaration by a caller-side macro default (`#_applicationDelegate`,
// which expands to `{ .init() }` where the delegate's type is known). App code never writes it.

extension UIApplication {
    /// A key of the launch options dictionary: UIKit's `UIApplication.LaunchOptionsKey`. A stage
    /// launches apps with no options (`nil`).
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The app was launched for a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched from a Home Screen quick action.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The app was launched for location events.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }

    /// A key of the options of `application(_:open:options:)`: UIKit's
    /// `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// A property list the opening app passed along.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file is to be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}

/// What a background fetch or a remote notification's handler found: UIKit's
/// `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

/// The app's delegate: UIKit's `UIApplicationDelegate`, for a class an app hands to
/// `@UIApplicationDelegateAdaptor`.
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
///         Analytics.start()
///         return true
///     }
/// }
/// ```
///
/// Every method has a default that does nothing (the launch methods return `true`). On a stage,
/// the launch methods run when the app launches (`Stage(size:app:)`, `App.main()`), and
/// `application(_:open:options:)` is not called: a SwiftUI app gets URLs through `onOpenURL`. The
/// life-cycle methods (`applicationDidBecomeActive(_:)` and the others) are never called, as
/// UIKit does not call them for an app with scenes, which every SwiftUI app is: scene phases reach
/// views through `scenePhase` and UIKit's notifications. Nothing comes from APNs, so the remote
/// notification methods run only when code calls them.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// Called when launching starts, before the app's scenes exist; `false` declines a URL in
    /// `launchOptions`.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when launching is nearly done, before the first window shows: where apps configure
    /// services.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called for a URL to open (not by a stage: a SwiftUI app's views get URLs through `onOpenURL`).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Called when the app becomes active (never for an app with scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to become inactive (never for an app with scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app enters the background (never for an app with scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the app is about to enter the foreground (never for an app with scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when the app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// Called when the system is low on memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Called with the device token after `registerForRemoteNotifications()` succeeds.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Called when registering for remote notifications fails.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Called for a remote notification that carries data to fetch; call `completionHandler` with
    /// what was found.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

extension UIApplicationDelegate {
    /// Accepts the launch (`true`).
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Accepts the launch (`true`).
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Opens nothing (`false`).
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// Reports that nothing new was found (`.noData`).
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
}

/// Makes the app delegate of an `@UIApplicationDelegateAdaptor` where the delegate's type is
/// known: the default of the adaptor's `makeDelegate` parameter. Not for app code.
@freestanding(expression)
public macro _applicationDelegate<Delegate>() -> @MainActor () -> Delegate = #externalMacro(module: "CadenceMacros", type: "ApplicationDelegateMacro")

/// Gives an app its UIKit app delegate: SwiftUI's `UIApplicationDelegateAdaptor`.
///
/// ```swift
/// @main
/// struct JournalApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// The delegate is made with the app (with its `init()`), and becomes `UIApplication.shared.delegate`
/// (on iOS that is an object of SwiftUI's that forwards to it). When the app launches
/// (`Stage(size:app:)`, `App.main()`), the delegate's `application(_:willFinishLaunchingWithOptions:)`
/// and `application(_:didFinishLaunchingWithOptions:)` run, once, before the first window is built;
/// a delegate that is an `ObservableObject` is then in the windows' environment for
/// `@EnvironmentObject`, and an `@Observable` one for `@Environment(AppDelegate.self)`.
/// Declare the adaptor once, in the app. SwiftUI's `$appDelegate` bindings (for an
/// `ObservableObject` delegate) are missing: read the delegate from the environment with
/// `@EnvironmentObject` and take bindings there.
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    private let adapted: AdaptedApplicationDelegate

    /// The app's delegate.
    public var wrappedValue: DelegateType {
        // The only delegate this adaptor was made with is a `DelegateType`.
        adapted.delegate as! DelegateType
    }

    /// Makes the adaptor and its delegate.
    ///
    /// - Parameters:
    ///   - delegateType: The delegate's class (inferred from the property's type when omitted).
    ///   - makeDelegate: Makes the delegate. Leave it out: the compiler fills it in where the
    ///     delegate's type is known, as `{ DelegateType() }` (needed because `NSObject.init()` is
    ///     not `required` off Apple platforms).
    public init(_ delegateType: DelegateType.Type = DelegateType.self,
                makeDelegate: @MainActor () -> DelegateType = #_applicationDelegate) {
        adapted = AdaptedApplicationDelegate(makeDelegate(), environment: nil)
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Makes the adaptor and its delegate, which the app's windows also get as an environment
    /// object (`@EnvironmentObject var appDelegate: AppDelegate`).
    ///
    /// - Parameters:
    ///   - delegateType: The delegate's class.
    ///   - makeDelegate: Makes the delegate (leave it out: see `init(_:makeDelegate:)`).
    public init(_ delegateType: DelegateType.Type = DelegateType.self,
                makeDelegate: @MainActor () -> DelegateType = #_applicationDelegate) {
        let delegate = makeDelegate()
        adapted = AdaptedApplicationDelegate(delegate) { AnyView($0.environmentObject(delegate)) }
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: Observable {
    /// Makes the adaptor and its `@Observable` delegate, which the app's windows also get in their
    /// environment (`@Environment(AppDelegate.self) private var appDelegate`).
    ///
    /// - Parameters:
    ///   - delegateType: The delegate's class.
    ///   - makeDelegate: Makes the delegate (leave it out: see `init(_:makeDelegate:)`).
    public init(_ delegateType: DelegateType.Type = DelegateType.self,
                makeDelegate: @MainActor () -> DelegateType = #_applicationDelegate) {
        let delegate = makeDelegate()
        adapted = AdaptedApplicationDelegate(delegate) { AnyView($0.environment(delegate)) }
    }
}

/// An adaptor's delegate and what launching does with it (shared by the copies of an app value).
@MainActor
final class AdaptedApplicationDelegate {
    let delegate: any UIApplicationDelegate
    /// Puts the delegate in a window's environment, for delegates that can be there.
    let environment: ((AnyView) -> AnyView)?
    private var launched = false

    init(_ delegate: any UIApplicationDelegate, environment: ((AnyView) -> AnyView)?) {
        self.delegate = delegate
        self.environment = environment
        UIApplication.shared.delegate = delegate
    }

    /// Runs the delegate's launch methods, the first time only.
    func launch() {
        guard !launched else { return }
        launched = true
        let application = UIApplication.shared
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    }

    /// The adapted delegates among an app's stored properties.
    static func delegates<A: App>(of app: A) -> [AdaptedApplicationDelegate] {
        Mirror(reflecting: app).children.compactMap { child in
            (child.value as? any ApplicationDelegateAdapting)?.adaptedDelegate
        }
    }
}

/// An app delegate adaptor, found among an app's properties when it launches.
@MainActor
protocol ApplicationDelegateAdapting {
    var adaptedDelegate: AdaptedApplicationDelegate { get }
}

extension UIApplicationDelegateAdaptor: ApplicationDelegateAdapting {
    var adaptedDelegate: AdaptedApplicationDelegate { adapted }
}

#endif

extension App {
    /// Launches the app as the system would, on the main actor: runs its delegates' launch
    /// methods, then gives its first window's content with the delegates in its environment (`nil`
    /// for an app without a `WindowGroup`).
    func launchedFirstWindow() -> AnyView? {
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        let delegates = AdaptedApplicationDelegate.delegates(of: self)
        for delegate in delegates { delegate.launch() }
        guard let window = SceneContents.firstWindow(of: body) else { return nil }
        return delegates.reduce(window) { view, delegate in delegate.environment?(view) ?? view }
        #else
        return SceneContents.firstWindow(of: body)
        #endif
    }
}
