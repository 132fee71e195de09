#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A fitness dashboard: a gauge for today's steps, a progress bar toward the weekly goal, and a grid
// of stats where the summary row spans both columns.
private struct Dashboard: View {
    @State private var steps = 6_000.0
    @State private var workouts = 2

    var body: some View {
        VStack(spacing: 16) {
            Gauge(value: steps, in: 0...10_000) {
                Text("Steps")
            } currentValueLabel: {
                Text("\(Int(steps))")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10k")
            }
            ProgressView(value: Double(workouts), total: 5) {
                Text("Weekly goal")
            } currentValueLabel: {
                Text("\(workouts) of 5 workouts")
            }
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Distance")
                    Text("4.2 km")
                }
                GridRow {
                    Text("Calories")
                    Text("320 kcal")
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("A good day: keep moving!")
                        .gridCellColumns(2)
                }
            }
            Button("Log Workout") {
                workouts += 1
                steps += 2_500
            }
        }
        .padding()
    }
}

@MainActor
@Suite struct FitnessDashboardAppCompatibilityTests {
    @Test func theGaugeProgressAndGridFollowTheData() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Dashboard() }
        #expect(stage.displayList().item(text: "6000") != nil)
        #expect(stage.displayList().item(text: "2 of 5 workouts") != nil)
        let distance = try #require(stage.displayList().item(text: "Distance")).bounds
        let km = try #require(stage.displayList().item(text: "4.2 km")).bounds
        let kcal = try #require(stage.displayList().item(text: "320 kcal")).bounds
        #expect(isClose(km.minX, kcal.minX, absolute: 0.5), "the second column lines up")
        #expect(km.minX > distance.maxX + 11)
        let summary = try #require(stage.displayList().item(text: "A good day: keep moving!")).bounds
        #expect(summary.width > km.maxX - distance.minX - 1 || summary.maxX > km.minX, "the summary spans both columns")
        try stage.tap(label: "Log Workout")
        #expect(stage.displayList().item(text: "8500") != nil)
        #expect(stage.displayList().item(text: "3 of 5 workouts") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
