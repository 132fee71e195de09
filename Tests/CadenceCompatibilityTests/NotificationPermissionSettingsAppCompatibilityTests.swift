#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A habit app's notification settings, in a file that imports SwiftUI alone (as many do: on iOS
// the UserNotifications names come through SwiftUI's UIKit): a NotificationManager singleton that is
// the center's delegate, asks for permission from a button, schedules a daily reminder and shows a
// banner for it in the foreground.

private final class HabitNotificationManager: NSObject, UNUserNotificationCenterDelegate, ObservableObject {
    @Published var status: UNAuthorizationStatus = .notDetermined
    @Published var scheduled: [String] = []
    let center = UNUserNotificationCenter.current()
    let habit = "habit-\(UUID().uuidString)"

    func activate() {
        center.delegate = self
    }

    func requestPermission() async {
        _ = try? await center.requestAuthorization(options: [.alert, .sound, .badge])
        status = await center.notificationSettings().authorizationStatus
    }

    func scheduleDailyReminder(hour: Int) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Time to stretch"
        content.sound = .default
        var components = DateComponents()
        components.hour = hour
        let request = UNNotificationRequest(identifier: habit, content: content,
                                            trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: true))
        try await center.add(request)
        scheduled = await center.pendingNotificationRequests().map(\.identifier).filter { $0 == habit }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .list, .sound]
    }
}

private struct NotificationSettingsScreen: View {
    @ObservedObject var manager: HabitNotificationManager

    var body: some View {
        Form {
            LabeledContent("Permission", value: manager.status == .authorized ? "Allowed" : "Not asked")
            Button("Allow notifications") {
                Task { await manager.requestPermission() }
            }
            Button("Remind me at 8") {
                Task { try? await manager.scheduleDailyReminder(hour: 8) }
            }
            Text("\(manager.scheduled.count) reminder(s)")
        }
    }
}

// The notification center and its delegate are the process's, so this test runs in the serialized
// suite of the app delegate's notification tests.
extension AppDelegateRemindersAppCompatibilityTests {
    @Test func aSettingsScreenAsksAndSchedulesThroughTheCenter() async throws {
        let manager = HabitNotificationManager()
        manager.activate()
        let stage = Stage(size: CGSize(width: 390, height: 844)) { NotificationSettingsScreen(manager: manager) }
        try stage.tap(label: "Allow notifications")
        await stage.settleTasks()
        #expect(manager.center.delegate === manager)
        #expect(manager.status == .authorized)
        #expect(stage.displayList().item(text: "Allowed") != nil)
        try stage.tap(label: "Remind me at 8")
        await stage.settleTasks()
        #expect(stage.displayList().item(text: "1 reminder(s)") != nil)
        let delivered = try #require(await manager.center.deliver(identifier: manager.habit))
        #expect(delivered.options == [.banner, .list, .sound], "the async willPresent answers")
        #expect(await manager.center.pendingNotificationRequests().contains { $0.identifier == manager.habit },
                "a daily reminder stays scheduled")
        manager.center.removePendingNotificationRequests(withIdentifiers: [manager.habit])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
