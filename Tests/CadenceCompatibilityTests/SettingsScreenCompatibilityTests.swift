#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A settings screen for an animation playground: a form of toggles, pickers, a slider and a
// stepper, with a live preview that springs to the chosen size.
private enum Curve: String, CaseIterable, Identifiable {
    case linear, easeInOut, spring
    var id: Self { self }

    var title: String {
        switch self {
        case .linear: "Linear"
        case .easeInOut: "Ease In Out"
        case .spring: "Spring"
        }
    }
}

private struct PlaygroundSettings: View {
    @State private var showsPreview = true
    @State private var reduceMotion = false
    @State private var curve: Curve = .spring
    @State private var scale = 1.0
    @State private var repeats = 1
    @State private var theme = 0

    private var animation: Animation {
        switch curve {
        case .linear: .linear(duration: 0.4)
        case .easeInOut: .easeInOut(duration: 0.4)
        case .spring: .spring(response: 0.4, dampingFraction: 0.6)
        }
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Show Preview", isOn: $showsPreview)
                    Toggle(isOn: $reduceMotion) {
                        Label("Reduce Motion", systemImage: "figure.walk")
                    }
                } header: {
                    Text("General")
                } footer: {
                    Text("Reduce Motion replaces springs with fades.")
                }

                Section("Animation") {
                    Picker("Curve", selection: $curve) {
                        ForEach(Curve.allCases) { curve in
                            Text(curve.title).tag(curve)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Scale: \(scale, specifier: "%.1f")")
                        Slider(value: $scale, in: 0.5...2, step: 0.1) {
                            Text("Scale")
                        } minimumValueLabel: {
                            Image(systemName: "minus")
                        } maximumValueLabel: {
                            Image(systemName: "plus")
                        }
                    }
                    Stepper("Repeats: \(repeats)", value: $repeats, in: 1...5)
                    LabeledContent("Duration", value: "\(repeats * 400) ms")
                }

                Section("Theme") {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                    }
                    .pickerStyle(.segmented)
                }

                if showsPreview {
                    Section("Preview") {
                        Circle()
                            .fill(theme == 0 ? Color.orange : Color.indigo)
                            .frame(width: 40, height: 40)
                            .scaleEffect(scale)
                            .animation(reduceMotion ? .easeInOut(duration: 0.2) : animation, value: scale)
                            .frame(maxWidth: .infinity, minHeight: 90)
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@Suite struct SettingsScreenCompatibilityTests {
    @MainActor private func preview(_ stage: Stage) -> DisplayList.Item? {
        stage.displayList().item(filledWith: .orange) ?? stage.displayList().item(filledWith: .indigo)
    }

    @Test @MainActor func settingsDriveTheAnimatedPreview() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { PlaygroundSettings() }
        #expect(stage.displayList().item(text: "Settings") != nil)
        #expect(stage.displayList().item(text: "GENERAL") != nil)
        let before = try #require(preview(stage)).bounds
        #expect(isClose(before.width, 40, absolute: 0.01))

        try stage.setValue(1.8, label: "Scale")
        stage.advance(by: 0.1)
        let moving = try #require(preview(stage)).bounds
        stage.advance(by: 2)
        let after = try #require(preview(stage)).bounds
        #expect(moving.width > before.width + 1 && moving.width < 72)
        #expect(isClose(after.width, 72, absolute: 0.1))
        #expect(stage.displayList().item(text: "Scale: 1.8") != nil)

        try stage.tap(label: "Repeats: 1 Increment")
        try stage.tap(label: "Repeats: 2 Increment")
        #expect(stage.displayList().item(text: "1200 ms") != nil)

        try stage.tap(label: "Dark")
        #expect(stage.displayList().item(filledWith: .indigo) != nil)
        try stage.select("Linear", label: "Curve")
        #expect(stage.displayList().item(text: "Linear") != nil)

        try stage.setToggle(label: "Show Preview", isOn: false)
        stage.advance(by: 1)
        #expect(preview(stage) == nil)
        #expect(stage.issues.isEmpty)
    }
}
