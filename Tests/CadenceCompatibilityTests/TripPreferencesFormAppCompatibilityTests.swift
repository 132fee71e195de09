#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A travel app's preferences Form: @AppStorage-backed Toggles and Pickers, a Stepper for travellers
// with a numeric content transition, a DatePicker for the departure, a disclosure of extra options
// revealed with animation, and a reset button behind a confirmation dialog.

private enum Cabin: String, CaseIterable, Identifiable {
    case economy = "Economy", premium = "Premium", business = "Business"
    var id: Self { self }
}

private struct TripPreferences: View {
    @AppStorage("notifyDelays") private var notifyDelays = true
    @AppStorage("cabin") private var cabin: Cabin = .economy
    @AppStorage("travellers") private var travellers = 1
    @State private var departure = Date(timeIntervalSinceReferenceDate: 86_400 * 30)
    @State private var showsExtras = false
    @State private var confirmsReset = false
    @State private var seatNotes = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Flight") {
                    Picker("Cabin", selection: $cabin) {
                        ForEach(Cabin.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper(value: $travellers, in: 1...9) {
                        HStack {
                            Text("Travellers")
                            Spacer()
                            Text("\(travellers)")
                                .contentTransition(.numericText(value: Double(travellers)))
                                .monospacedDigit()
                        }
                    }
                    DatePicker("Departure", selection: $departure, displayedComponents: .date)
                }
                Section {
                    Toggle("Delay Alerts", isOn: $notifyDelays.animation())
                    if notifyDelays {
                        Text("We'll tell you as soon as a flight slips.")
                            .font(.footnote)
                            .transition(.opacity)
                    }
                } header: {
                    Text("Notifications")
                } footer: {
                    Text(cabin == .economy ? "Upgrade for lounge access." : "Lounge access included.")
                }
                Section {
                    Button(showsExtras ? "Hide Extras" : "Show Extras") {
                        withAnimation(.snappy) { showsExtras.toggle() }
                    }
                    if showsExtras {
                        TextField("Seat notes", text: $seatNotes, axis: .vertical)
                            .lineLimit(2...4)
                    }
                }
                Section {
                    Button("Reset Preferences", role: .destructive) { confirmsReset = true }
                }
            }
            .navigationTitle("Preferences")
            .confirmationDialog("Reset all preferences?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Reset", role: .destructive) {
                    withAnimation {
                        notifyDelays = true
                        cabin = .economy
                        travellers = 1
                    }
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

@MainActor
@Suite struct TripPreferencesFormAppCompatibilityTests {
    @Test func controlsWriteToAppStorageAndTheFormFollows() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844), startDate: Stage.referenceDate) { TripPreferences() }
        #expect(stage.displayList().item(text: "Upgrade for lounge access.") != nil)
        try stage.select("Business", label: "Cabin")
        #expect(stage.displayList().item(text: "Lounge access included.") != nil)
        try stage.tap(label: "Increment")
        try stage.tap(label: "Increment")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "3") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.setToggle(label: "Delay Alerts", isOn: false)
        stage.advance(by: 0.05)
        let fading = stage.displayList().texts.first { $0.text.hasPrefix("We'll tell you") }
        #expect(fading.map { $0.color.opacity < 1 } ?? true, "the footnote fades out with the toggle's animation")
        stage.advance(by: 1)
        #expect(stage.displayList().texts.allSatisfy { !$0.text.hasPrefix("We'll tell you") })
        // Another screen reading the same keys sees the stored values.
        let other = Stage(size: CGSize(width: 390, height: 844)) { TripPreferences() }
        #expect(other.displayList().item(text: "Upgrade for lounge access.") != nil, "each stage has its own app storage")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func resettingGoesThroughTheConfirmationDialog() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844), startDate: Stage.referenceDate) { TripPreferences() }
        try stage.select("Premium", label: "Cabin")
        try stage.tap(label: "Increment")
        try stage.tap(label: "Reset Preferences")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Reset all preferences?") != nil)
        // A cancel-role button takes the place of the dialog's own: there is one Cancel, apart
        // from the other actions, below them.
        #expect(stage.displayList().texts.filter { $0.text == "Cancel" }.count == 1)
        let cancel = try #require(stage.displayList().item(text: "Cancel"))
        let reset = try #require(stage.displayList().item(text: "Reset"))
        #expect(cancel.bounds.minY > reset.bounds.maxY)
        try stage.tap(label: "Cancel")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Lounge access included.") != nil, "cancel keeps the values")
        try stage.tap(label: "Reset Preferences")
        stage.advance(by: 0.5)
        try stage.tap(label: "Reset")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Upgrade for lounge access.") != nil)
        #expect(stage.displayList().item(text: "Reset all preferences?") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
