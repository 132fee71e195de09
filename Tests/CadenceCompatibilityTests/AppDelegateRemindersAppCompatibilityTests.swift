#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import UserNotifications
import CadenceStageTestSupport

// A reminders app's @main file: an AppDelegate (NSObject, UIApplicationDelegate, ObservableObject)
// made by @UIApplicationDelegateAdaptor that sets itself up at launch as the notification center's
// delegate, answers how foreground notifications show and routes a tapped one to a screen; views
// read it with @EnvironmentObject. A second app uses an @Observable delegate.

private final class ReminderAppDelegate: NSObject, UIApplicationDelegate, ObservableObject, UNUserNotificationCenterDelegate {
    @Published var launches = 0
    @Published var openedReminder: String?
    var launchSteps: [String] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launchSteps.append("will")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launchSteps.append(launchOptions == nil ? "did" : "did with options")
        launches += 1
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler(notification.request.content.sound == nil ? [.banner] : [.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
            openedReminder = response.notification.request.identifier
        }
        completionHandler()
    }
}

private struct RemindersHome: View {
    @EnvironmentObject private var appDelegate: ReminderAppDelegate

    var body: some View {
        VStack(spacing: 12) {
            Text("Launched \(appDelegate.launches)")
            if let reminder = appDelegate.openedReminder {
                Text("Opened \(reminder)")
            }
        }
    }
}

private struct RemindersApp: App {
    @UIApplicationDelegateAdaptor(ReminderAppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            RemindersHome()
        }
    }
}

@Observable
private final class SessionAppDelegate: NSObject, UIApplicationDelegate {
    var signedIn = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        signedIn = true
        return true
    }
}

private struct SessionApp: App {
    @UIApplicationDelegateAdaptor private var appDelegate: SessionAppDelegate

    var body: some Scene {
        WindowGroup {
            SessionBadge()
        }
    }
}

private struct SessionBadge: View {
    @Environment(SessionAppDelegate.self) private var session

    var body: some View {
        Text(session.signedIn ? "Signed in" : "Signed out")
    }
}

@MainActor
@Suite(.serialized) struct AppDelegateRemindersAppCompatibilityTests {
    @Test func theAdaptorsDelegateLaunchesOnceBeforeTheWindowShows() throws {
        let app = RemindersApp()
        let delegate = app.appDelegate
        #expect(delegate.launches == 0, "made with the app, launched with it")
        #expect(UIApplication.shared.delegate === delegate)
        let stage = Stage(size: CGSize(width: 390, height: 844), app: app)
        #expect(delegate.launchSteps == ["will", "did"], "the launch methods run in order, without options")
        #expect(stage.displayList().item(text: "Launched 1") != nil, "the window reads the delegate from its environment")
        #expect(UIApplication.shared.isRegisteredForRemoteNotifications)
        let again = Stage(size: CGSize(width: 390, height: 844), app: app)
        #expect(delegate.launches == 1, "an app launches once")
        #expect(again.displayList().item(text: "Launched 1") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theDelegateAnswersDeliveredNotificationsAndRoutesATap() async throws {
        let app = RemindersApp()
        let delegate = app.appDelegate
        let stage = Stage(size: CGSize(width: 390, height: 844), app: app)
        let center = UNUserNotificationCenter.current()
        #expect(center.delegate === delegate, "the delegate set itself up at launch")
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.sound = .default
        let identifier = "reminder-\(UUID().uuidString)"
        try await center.add(UNNotificationRequest(identifier: identifier, content: content,
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        let delivered = try #require(await center.deliver(identifier: identifier))
        #expect(delivered.options == [.banner, .sound], "the delegate's answer for a notification with a sound")
        #expect(delivered.notification.request.content.title == "Water the plants")
        #expect(await center.pendingNotificationRequests().contains { $0.identifier == identifier } == false)
        #expect(await center.deliveredNotifications().contains { $0.request.identifier == identifier })
        #expect(await center.deliver(identifier: identifier) == nil, "a delivered request is no longer pending")
        await center.respond(to: delivered.notification)
        #expect(stage.displayList().item(text: "Opened \(identifier)") != nil, "the tap opens the reminder's screen")
        center.removeDeliveredNotifications(withIdentifiers: [identifier])
        #expect(await center.deliveredNotifications().contains { $0.request.identifier == identifier } == false)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aRepeatingReminderStaysPendingAndADismissalOpensNothing() throws {
        let app = RemindersApp()
        let delegate = app.appDelegate
        _ = Stage(size: CGSize(width: 390, height: 844), app: app)
        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.title = "Stretch"
        let identifier = "daily-\(UUID().uuidString)"
        center.add(UNNotificationRequest(identifier: identifier, content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)),
                   withCompletionHandler: nil)
        let delivered = try #require(center.deliver(identifier: identifier))
        #expect(delivered.options == [.banner], "no sound to play")
        let stillPending = try #require(center.deliver(identifier: identifier), "a repeating trigger fires again")
        center.respond(to: stillPending.notification, actionIdentifier: UNNotificationDismissActionIdentifier)
        #expect(delegate.openedReminder == nil, "a dismissal opens nothing")
        center.respond(to: stillPending.notification)
        #expect(delegate.openedReminder == identifier, "a completion-handler delegate handles a tap at once")
        center.removePendingNotificationRequests(withIdentifiers: [identifier])
        #expect(center.deliver(identifier: identifier) == nil)
    }

    @Test func anObservableDelegateIsInTheEnvironment() {
        let stage = Stage(size: CGSize(width: 390, height: 844), app: SessionApp())
        #expect(stage.displayList().item(text: "Signed in") != nil, "launched before the window is built")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func mainLaunchesTheDelegate() {
        SessionApp.main()
        #expect(UIApplication.shared.delegate is SessionAppDelegate)
    }
}
