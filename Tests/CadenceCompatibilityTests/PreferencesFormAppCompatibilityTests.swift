#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A preferences form: @AppStorage with a RawRepresentable enum, menu and navigation-link pickers,
// a DatePicker for a reminder time, a LabeledContent, a destructive button behind an alert and
// onChange(of:initial:).

private enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

private enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: String { rawValue }
}

private struct PreferencesView: View {
    @AppStorage("prefs.appearance") private var appearance: Appearance = .system
    @AppStorage("prefs.units") private var units: Units = .metric
    @AppStorage("prefs.notifications") private var notificationsOn = true
    @AppStorage("prefs.volume") private var volume = 0.8
    @State private var reminder = Calendar(identifier: .gregorian).date(from: DateComponents(year: 2024, month: 5, day: 1, hour: 8)) ?? .now
    @State private var showingReset = false
    @State private var resetCount = 0
    @State private var changes: [String] = []

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.rawValue.capitalized).tag(option)
                        }
                    }
                    .pickerStyle(.menu)
                    Picker("Units", selection: $units) {
                        ForEach(Units.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .pickerStyle(.navigationLink)
                } header: {
                    Label("Display", systemImage: "paintbrush")
                }

                Section {
                    Toggle("Daily reminder", isOn: $notificationsOn.animation())
                    if notificationsOn {
                        DatePicker("Time", selection: $reminder, displayedComponents: .hourAndMinute)
                    }
                    LabeledContent("Volume") {
                        Slider(value: $volume, in: 0...1)
                            .frame(width: 150)
                    }
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("We'll remind you once a day.")
                }

                Section("About") {
                    LabeledContent("Version", value: "2.4.1")
                    LabeledContent("Changes", value: changes.joined(separator: ","))
                    Button("Reset All Settings", role: .destructive) {
                        showingReset = true
                    }
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Settings")
            .alert("Reset settings?", isPresented: $showingReset) {
                Button("Reset", role: .destructive) {
                    appearance = .system
                    units = .metric
                    notificationsOn = true
                    resetCount += 1
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This can't be undone.")
            }
            .onChange(of: appearance, initial: true) { _, newValue in
                changes.append(newValue.rawValue)
            }
        }
        .preferredColorScheme(appearance.colorScheme)
    }
}

@MainActor
@Suite(.serialized) struct PreferencesFormAppCompatibilityTests {
    private func clear() {
        for key in ["prefs.appearance", "prefs.units", "prefs.notifications", "prefs.volume"] {
            UserDefaults.standard.removeObject(forKey: key)
        }
    }

    @Test func pickersWriteRawValuesToTheDefaults() throws {
        clear()
        let stage = Stage(size: CGSize(width: 390, height: 1000)) { PreferencesView() }
        #expect(stage.displayList().item(text: "system") != nil, "onChange(initial:) ran once on appear")
        try stage.select("Dark", label: "Appearance")
        #expect(stage.displayList().item(text: "system,dark") != nil)
        try stage.select("Imperial", label: "Units")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func turningRemindersOffHidesTheTimeAndResetRestoresIt() throws {
        clear()
        let stage = Stage(size: CGSize(width: 390, height: 1000)) { PreferencesView() }
        #expect(stage.displayList().item(text: "Time") != nil)
        try stage.setToggle(label: "Daily reminder", isOn: false)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Time") == nil)
        try stage.tap(label: "Reset All Settings")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "This can't be undone.") != nil)
        try stage.tap(label: "Reset")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Time") != nil)
    }
}
