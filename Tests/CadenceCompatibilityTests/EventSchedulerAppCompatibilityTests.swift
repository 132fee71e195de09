#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// An event editor: a title, a date-only and a time-only picker, a colour for the calendar, and a
// summary that formats what was chosen.
private struct EventEditor: View {
    @State private var title = "Standup"
    @State private var day = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 00:00 UTC
    @State private var time = Date(timeIntervalSince1970: 1_767_258_000) // 09:00 UTC
    @State private var color = Color.blue
    @State private var allDay = false

    var body: some View {
        Form {
            Section("Event") {
                TextField("Title", text: $title)
                Toggle("All Day", isOn: $allDay)
                DatePicker("Day", selection: $day, displayedComponents: .date)
                if !allDay {
                    DatePicker("Starts", selection: $time, displayedComponents: [.hourAndMinute])
                }
                ColorPicker("Calendar Color", selection: $color, supportsOpacity: false)
            }
            Section {
                Text("\(title) on \(day, format: .dateTime.month(.wide).day())")
                if !allDay {
                    Text("at \(time, format: .dateTime.hour().minute())")
                }
                Circle().fill(color).frame(width: 20, height: 20)
                    .accessibilityIdentifier("swatch")
            }
        }
    }
}

@MainActor
@Suite struct EventSchedulerAppCompatibilityTests {
    @Test func datePickersAndTheColorPickerWriteTheirBindings() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { EventEditor().environment(\.timeZone, TimeZone(identifier: "UTC")!) }
        #expect(stage.displayList().item(text: "Standup on January 1") != nil)
        // Foundation puts a narrow no-break space before AM, on Apple platforms as here.
        #expect(stage.displayList().texts.contains { $0.text.replacingOccurrences(of: "\u{202F}", with: " ") == "at 9:00 AM" })
        try stage.setText("Retro", label: "Title")
        try stage.setDate(Date(timeIntervalSince1970: 1_767_225_600 + 14 * 86_400), label: "Day")
        #expect(stage.displayList().item(text: "Retro on January 15") != nil)
        try stage.setColor(.red, label: "Calendar Color")
        #expect(stage.displayList().item(filledWith: .red) != nil)
        try stage.setToggle(label: "All Day", isOn: true)
        #expect(stage.displayList().item(text: "Starts") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
