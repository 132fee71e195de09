#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A small dashboard: group boxes with gauges that animate to new readings, a menu that picks the
// unit, an expandable detail section and an empty state.

private enum Unit: String, CaseIterable {
    case celsius = "°C", fahrenheit = "°F"
}

@Observable
private final class Readings {
    var temperature = 18.0
    var humidity = 0.4
    var alerts: [String] = []

    func refresh() {
        temperature = 24
        humidity = 0.7
    }
}

private struct Dashboard: View {
    @State private var readings = Readings()
    @State private var unit = Unit.celsius
    @State private var showsDetails = false

    private var shownTemperature: Double {
        unit == .celsius ? readings.temperature : readings.temperature * 9 / 5 + 32
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                HStack {
                    Text("Living Room").font(.title2.bold())
                    Spacer()
                    Menu {
                        ForEach(Unit.allCases, id: \.self) { option in
                            Button(option.rawValue) { unit = option }
                        }
                    } label: {
                        Label("Unit", systemImage: "thermometer")
                    }
                }

                GroupBox {
                    Gauge(value: readings.temperature, in: 0...40) {
                        Text("Temperature")
                    } currentValueLabel: {
                        Text("\(Int(shownTemperature))\(unit.rawValue)")
                    }
                    .gaugeStyle(.linearCapacity)
                    .tint(.orange)
                } label: {
                    Label("Climate", systemImage: "sun.max.fill")
                }

                GroupBox("Humidity") {
                    Gauge(value: readings.humidity) {
                        Text("Humidity")
                    } currentValueLabel: {
                        Text(readings.humidity, format: .percent)
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.blue)
                }

                DisclosureGroup("Details", isExpanded: $showsDetails) {
                    LabeledContent("Sensor", value: "Hallway")
                    LabeledContent("Battery", value: "82 %")
                }

                if readings.alerts.isEmpty {
                    ContentUnavailableView("No Alerts", systemImage: "bell.slash", description: Text("You're all caught up."))
                        .frame(height: 200)
                }

                Button("Refresh") {
                    withAnimation(.easeInOut(duration: 1)) { readings.refresh() }
                }
                .buttonStyle(.bordered)
            }
            .padding()
        }
    }
}

@Suite struct DashboardWidgetsCompatibilityTests {
    @MainActor private func orangeWidth(_ stage: Stage) -> CGFloat {
        let orange = Color.orange.resolve(in: EnvironmentValues())
        return stage.displayList().items.filter { item in
            if case .shape(let shape) = item.content { shape.paint.color == orange } else { false }
        }.map(\.bounds.width).max() ?? 0
    }

    @Test @MainActor func gaugesAnimateToNewReadingsAndTheMenuSwitchesUnits() throws {
        let stage = Stage(size: CGSize(width: 390, height: 900)) { Dashboard() }
        #expect(stage.displayList().item(text: "18°C") != nil)
        #expect(stage.displayList().item(text: "No Alerts") != nil)
        let before = orangeWidth(stage)
        try stage.tap(label: "Refresh")
        stage.advance(by: 0.5)
        let midway = orangeWidth(stage)
        stage.advance(by: 1)
        let after = orangeWidth(stage)
        #expect(midway > before + 1 && midway < after - 1, "\(before) → \(midway) → \(after)")
        #expect(isClose(after / before, 24 / 18, absolute: 0.02))
        #expect(stage.displayList().item(text: "70%") != nil)

        try stage.tap(label: "Unit")
        stage.advance(by: 0.5)
        try stage.tap(label: "°F")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "75°F") != nil)

        try stage.tap(label: "Details")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Hallway") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
