#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The stopwatch from every "build the iOS Clock app" tutorial: an @Observable model advanced by a
// Timer.publish(every: 0.01) autoconnected timer through onReceive while it runs, a big
// monospaced-digit readout, round Start/Stop and Lap/Reset
// buttons that change colour and title, and a List of laps where the fastest lap is green and the
// slowest red.

@Observable
private final class StopwatchModel {
    private(set) var elapsed: TimeInterval = 0
    private(set) var laps: [TimeInterval] = []
    private(set) var isRunning = false
    @ObservationIgnored private var lapStart: TimeInterval = 0

    var currentLap: TimeInterval { elapsed - lapStart }

    func start() {
        isRunning = true
    }

    func tick() {
        guard isRunning else { return }
        elapsed += 0.01
    }

    func stop() {
        isRunning = false
    }

    func lap() {
        laps.insert(currentLap, at: 0)
        lapStart = elapsed
    }

    func reset() {
        elapsed = 0
        lapStart = 0
        laps.removeAll()
    }
}

private func formatted(_ interval: TimeInterval) -> String {
    let hundredths = Int((interval * 100).rounded())
    let minutes = hundredths / 6000
    let seconds = (hundredths / 100) % 60
    return String(format: "%02d:%02d.%02d", minutes, seconds, hundredths % 100)
}

private struct RoundButton: View {
    let title: String
    let color: Color
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.callout.weight(.medium))
                .foregroundStyle(color)
                .frame(width: 80, height: 80)
                .background(color.opacity(0.25), in: Circle())
                .overlay(Circle().stroke(color.opacity(0.25), lineWidth: 2).padding(3))
        }
        .buttonStyle(.plain)
    }
}

private struct StopwatchView: View {
    @State private var model = StopwatchModel()
    private let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text(formatted(model.elapsed))
                .font(.system(size: 72, weight: .thin))
                .monospacedDigit()
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(maxWidth: .infinity)
                .padding(.top, 60)

            HStack {
                if model.isRunning {
                    RoundButton(title: "Lap", color: .gray) { model.lap() }
                } else {
                    RoundButton(title: "Reset", color: .gray) {
                        withAnimation { model.reset() }
                    }
                    .disabled(model.elapsed == 0)
                }
                Spacer()
                if model.isRunning {
                    RoundButton(title: "Stop", color: .red) { model.stop() }
                } else {
                    RoundButton(title: "Start", color: .green) { model.start() }
                }
            }
            .padding(.horizontal)

            List {
                if model.elapsed > 0 {
                    LapRow(number: model.laps.count + 1, time: model.currentLap, color: .primary)
                }
                ForEach(Array(model.laps.enumerated()), id: \.offset) { index, lap in
                    LapRow(number: model.laps.count - index, time: lap, color: color(for: lap))
                }
            }
            .listStyle(.plain)
        }
        .onReceive(timer) { _ in
            model.tick()
        }
    }

    private func color(for lap: TimeInterval) -> Color {
        guard model.laps.count > 1 else { return .primary }
        if lap == model.laps.min() { return .green }
        if lap == model.laps.max() { return .red }
        return .primary
    }
}

private struct LapRow: View {
    let number: Int
    let time: TimeInterval
    let color: Color

    var body: some View {
        HStack {
            Text("Lap \(number)")
            Spacer()
            Text(formatted(time))
                .monospacedDigit()
        }
        .foregroundStyle(color)
        .accessibilityElement(children: .combine)
    }
}

@MainActor
@Suite struct StopwatchLapsAppCompatibilityTests {
    @Test func theReadoutCountsHundredthsWhileRunningAndHoldsWhenStopped() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { StopwatchView() }
        #expect(stage.displayList().item(text: "00:00.00") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Reset") }
        // Between two of the timer's ticks (it fires every 10 ms from the moment the view appeared).
        stage.advance(to: 1.005)
        try stage.tap(label: "Start")
        stage.advance(by: 2.5)
        #expect(stage.displayList().item(text: "00:02.50") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.tap(label: "Stop")
        stage.advance(by: 3)
        #expect(stage.displayList().item(text: "00:02.50") != nil, "a stopped watch holds its time")
        let digits = try #require(stage.displayList().texts.first { $0.text == "00:02.50" })
        #expect(digits.font.pointSize == 72)
        try stage.tap(label: "Reset")
        #expect(stage.displayList().item(text: "00:00.00") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func lapsListTheNewestFirstAndMarkTheFastestAndSlowest() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { StopwatchView() }
        stage.advance(to: 0.005)
        try stage.tap(label: "Start")
        stage.advance(by: 3)
        try stage.tap(label: "Lap")
        stage.advance(by: 1)
        try stage.tap(label: "Lap")
        stage.advance(by: 2)
        try stage.tap(label: "Lap")
        stage.advance(by: 0.5)
        try stage.tap(label: "Stop")
        let tree = stage.accessibilityTree()
        #expect(tree.element(label: "Lap 4, 00:00.50") != nil, "the running lap on top")
        #expect(tree.element(label: "Lap 1, 00:03.00") != nil)
        #expect(tree.element(label: "Lap 2, 00:01.00") != nil)
        let list = stage.displayList()
        let slowest = try #require(list.texts.first { $0.text == "00:03.00" })
        let fastest = try #require(list.texts.first { $0.text == "00:01.00" })
        let middle = try #require(list.texts.first { $0.text == "00:02.00" })
        let red = Color.red.resolve(in: EnvironmentValues())
        let green = Color.green.resolve(in: EnvironmentValues())
        #expect(slowest.color == red)
        #expect(fastest.color == green)
        #expect(middle.color != red && middle.color != green)
        #expect(fastest.rect.minY < slowest.rect.minY, "newest laps first")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
