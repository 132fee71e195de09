#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UserNotifications
import Testing
import CadenceStageTestSupport

// A habit's reminder settings as habit trackers write them: turning the reminder on asks for
// permission and schedules a daily notification at the chosen hour; turning it off removes it.
private struct HabitReminderSettings: View {
    let habitID: String
    @State private var remindersOn = false
    @State private var hour = 8
    @State private var status = "off"

    var body: some View {
        Form {
            Toggle("Daily reminder", isOn: $remindersOn)
            Stepper("At \(hour):00", value: $hour, in: 5...22)
            Text("status: \(status)")
        }
        .onChange(of: remindersOn) { _, isOn in
            Task { await update(isOn: isOn) }
        }
        .onChange(of: hour) { _, _ in
            Task { await update(isOn: remindersOn) }
        }
    }

    private func update(isOn: Bool) async {
        let center = UNUserNotificationCenter.current()
        guard isOn else {
            center.removePendingNotificationRequests(withIdentifiers: [habitID])
            status = "off"
            return
        }
        do {
            guard try await center.requestAuthorization(options: [.alert, .sound, .badge]) else {
                status = "denied"
                return
            }
            let content = UNMutableNotificationContent()
            content.title = "Stretch"
            content.body = "Time for your daily stretch."
            content.sound = .default
            var components = DateComponents()
            components.hour = hour
            components.minute = 0
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
            try await center.add(UNNotificationRequest(identifier: habitID, content: content, trigger: trigger))
            let settings = await center.notificationSettings()
            status = "scheduled at \(hour) (\(settings.authorizationStatus == .authorized ? "allowed" : "not allowed"))"
        } catch {
            status = "failed"
        }
    }
}

@MainActor
@Suite struct HabitReminderNotificationsAppCompatibilityTests {
    private func pending(_ id: String) async -> [UNNotificationRequest] {
        await UNUserNotificationCenter.current().pendingNotificationRequests().filter { $0.identifier == id }
    }

    @Test func turningTheReminderOnSchedulesADailyNotification() async throws {
        let id = "habit-\(UUID().uuidString)"
        let stage = Stage(size: CGSize(width: 390, height: 600)) { HabitReminderSettings(habitID: id) }
        try stage.setToggle(label: "Daily reminder", isOn: true)
        await stage.play(by: 0.1)
        #expect(stage.displayList().item(text: "status: scheduled at 8 (allowed)") != nil, "\(stage.displayList().texts.map(\.text))")
        let scheduled = await pending(id)
        let request = try #require(scheduled.first)
        #expect(scheduled.count == 1)
        #expect(request.content.title == "Stretch")
        #expect(request.content.sound == .default)
        let trigger = try #require(request.trigger as? UNCalendarNotificationTrigger)
        #expect(trigger.repeats)
        #expect(trigger.dateComponents.hour == 8)
        let next = try #require(trigger.nextTriggerDate())
        #expect(Calendar.current.component(.hour, from: next) == 8)

        // A new hour replaces the request with the same identifier.
        try stage.setValue(9, label: "At 8:00")
        await stage.play(by: 0.1)
        let moved = await pending(id)
        #expect(moved.count == 1)
        #expect((moved.first?.trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour == 9)

        try stage.setToggle(label: "Daily reminder", isOn: false)
        await stage.play(by: 0.1)
        #expect(await pending(id).isEmpty)
        #expect(stage.displayList().item(text: "status: off") != nil)
    }

    @Test func settingsReflectWhatWasGranted() async throws {
        let center = UNUserNotificationCenter.current()
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        #expect(granted)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized)
        #expect(settings.alertSetting == .enabled)
        try await center.setBadgeCount(3)
        #expect(center.badgeCount == 3)
        let soon = UNTimeIntervalNotificationTrigger(timeInterval: 120, repeats: false)
        #expect(soon.timeInterval == 120)
        #expect(!soon.repeats)
    }
}
