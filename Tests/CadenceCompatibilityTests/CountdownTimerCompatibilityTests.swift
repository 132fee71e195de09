#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Combine
import Testing
import CadenceStageTestSupport

// A countdown driven by Timer.publish and onReceive, with an ObservableObject model that uses
// Combine as app code does: @Published, a derived publisher with sink and store(in:), a
// PassthroughSubject announcing the end, and Just for a one-shot value. On a stage the timer fires
// in stage time, so synchronous advances see every tick.

private final class CountdownModel: ObservableObject {
    @Published var remaining: Int
    @Published var isRunning = false
    @Published private(set) var label = ""
    let finished = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(seconds: Int) {
        remaining = seconds
        $remaining
            .map { $0 == 0 ? "Done" : "\($0)" }
            .sink { [weak self] text in self?.label = text }
            .store(in: &cancellables)
        $remaining
            .dropFirst()
            .filter { $0 == 0 }
            .sink { [weak self] _ in
                self?.isRunning = false
                self?.finished.send()
            }
            .store(in: &cancellables)
    }

    func tick() {
        guard isRunning, remaining > 0 else { return }
        remaining -= 1
    }
}

private struct CountdownView: View {
    @StateObject private var model = CountdownModel(seconds: 3)
    @State private var pulse = false
    @State private var celebrations = 0
    @State private var title = ""

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 20) {
            Text(title)
                .font(.caption)
            Text(model.label)
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .scaleEffect(pulse ? 1.2 : 1)
                .contentTransition(.numericText())
            Circle()
                .fill(Color.yellow)
                .frame(width: 30, height: 30)
                .scaleEffect(celebrations > 0 ? 2 : 1)
            Button(model.isRunning ? "Pause" : "Start") {
                model.isRunning.toggle()
            }
        }
        .onReceive(timer) { _ in
            guard model.isRunning else { return }
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                model.tick()
                pulse.toggle()
            }
        }
        .onReceive(model.finished) { _ in
            withAnimation(.easeOut(duration: 0.4)) { celebrations += 1 }
        }
        .onReceive(Just("Countdown")) { title = $0 }
    }
}

@MainActor
@Suite struct CountdownTimerCompatibilityTests {
    private func labels(_ stage: Stage) -> [String] {
        stage.displayList().texts.map(\.text)
    }

    @Test func theTimerCountsDownInStageTimeAndTheEndIsAnnounced() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { CountdownView() }
        stage.advance(to: 0.1)
        #expect(labels(stage).contains("Countdown"), "Just delivers at once")
        #expect(labels(stage).contains("3"))
        stage.advance(to: 1.5)
        #expect(labels(stage).contains("3"), "not started: the timer ticks but nothing counts")
        try stage.tap(label: "Start")
        stage.advance(to: 2.5)
        #expect(labels(stage).contains("2"), "\(labels(stage))")
        stage.advance(to: 3.5)
        #expect(labels(stage).contains("1"))
        try stage.tap(label: "Pause")
        stage.advance(to: 5.5)
        #expect(labels(stage).contains("1"), "paused")
        let dot = try #require(stage.displayList().item(filledWith: .yellow)).bounds
        try stage.tap(label: "Start")
        stage.advance(to: 6.1)
        #expect(labels(stage).contains("Done"), "\(labels(stage))")
        #expect(labels(stage).contains("Start"), "stopped at the end")
        stage.advance(to: 7)
        let celebrated = try #require(stage.displayList().item(filledWith: .yellow)).bounds
        #expect(celebrated.width > dot.width * 1.9, "the finished subject drove the celebration")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theSameFramesAtAnyFrameRate() {
        func frames(fps: Double) -> [[String]] {
            let stage = Stage(size: CGSize(width: 300, height: 400)) { CountdownView() }
            stage.schedule(.tap(label: "Start"), at: 0.25)
            return [1.5, 2.5, 3.5, 4.5].map { time in
                stage.advance(to: time - 1 / fps)
                stage.advance(to: time)
                return labels(stage)
            }
        }
        #expect(frames(fps: 24) == frames(fps: 120))
    }
}
