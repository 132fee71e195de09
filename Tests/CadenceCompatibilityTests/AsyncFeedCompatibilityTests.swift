#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Observation
import Testing
import CadenceStageTestSupport

// An @Observable view model that loads asynchronously, as apps write it since iOS 17: `.task` starts
// the first load, a refresh button starts another in a Task, the model sleeps (standing in for the
// network) and publishes its results inside withAnimation, and a completion chains a highlight. On
// a stage Task.sleep follows the stage's clock; the test plays with `await stage.play(to:)` so the
// code after each sleep runs at its instant.

@MainActor
@Observable
private final class FeedModel {
    enum Phase: Equatable { case idle, loading, loaded }

    var phase: Phase = .idle
    var items: [String] = []
    var highlighted: String?
    private var loads = 0

    func load() async {
        phase = .loading
        loads += 1
        let batch = loads
        do {
            try await Task.sleep(for: .milliseconds(800))
        } catch {
            return
        }
        withAnimation(.easeOut(duration: 0.3)) {
            items = (1...3).map { "Post \(batch).\($0)" }
            phase = .loaded
        } completion: {
            withAnimation(.easeInOut(duration: 0.2)) {
                self.highlighted = self.items.first
            }
        }
    }
}

private struct FeedView: View {
    @State private var model = FeedModel()
    @State private var spinnerAngle = 0.0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if model.phase == .loading {
                HStack {
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(Color.blue, lineWidth: 3)
                        .frame(width: 20, height: 20)
                        .rotationEffect(.degrees(spinnerAngle))
                        .onAppear {
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                                spinnerAngle = 360
                            }
                        }
                    Text("Loading…")
                }
            }
            ForEach(model.items, id: \.self) { item in
                Text(item)
                    .padding(6)
                    .background(model.highlighted == item ? Color.yellow : Color.clear)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
            Button("Refresh") {
                Task { await model.load() }
            }
            .disabled(model.phase == .loading)
        }
        .frame(width: 260, height: 240, alignment: .topLeading)
        .task { await model.load() }
    }
}

@MainActor
@Suite struct AsyncFeedCompatibilityTests {
    private func texts(_ stage: Stage) -> [String] {
        stage.displayList().texts.map(\.text)
    }

    @Test func theTaskLoadsOnTheStageClockAndTheCompletionHighlights() async throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { FeedView() }
        await stage.play(to: 0.4)
        #expect(texts(stage).contains("Loading…"), "loading shows in the first frames")
        #expect(!texts(stage).contains("Post 1.1"))
        await stage.play(to: 0.9)
        #expect(texts(stage).contains("Post 1.1"), "loaded at 0.8 s of stage time: \(texts(stage))")
        #expect(stage.displayList().item(filledWith: .yellow) == nil, "the highlight waits for the animation")
        // Frame by frame, as a renderer plays it: a completion runs at the first frame at or after
        // its animation's end, so one jump past the end would start the highlight at the jump's end.
        for frame in 55...90 { _ = await stage.playFrame(frame, fps: 60) }
        #expect(!texts(stage).contains("Loading…"), "faded out")
        #expect(stage.displayList().item(filledWith: .yellow) != nil, "the completion highlighted the first post")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func refreshingStartsATaskThatSleepsInStageTime() async throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { FeedView() }
        stage.schedule(.tap(label: "Refresh"), at: 2)
        await stage.play(to: 2.5)
        #expect(texts(stage).contains("Loading…"))
        #expect(texts(stage).contains("Post 1.1"), "the old posts stay while loading")
        await stage.play(to: 3.0)
        #expect(texts(stage).contains("Post 2.1"), "\(texts(stage))")
        // The old posts play their removal (0.3 s from 2.8 s) where they were, as in SwiftUI…
        #expect(texts(stage).contains("Post 1.1"), "\(texts(stage))")
        await stage.play(to: 3.2)
        // …and are gone once it has played.
        #expect(!texts(stage).contains("Post 1.1"))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aSynchronousAdvanceRunsTheTaskOnlyUpToItsSleep() {
        // A synchronous advance cannot let the code after the sleep run (see Stage.play(to:)); what
        // the task did before it shows at once.
        let stage = Stage(size: CGSize(width: 300, height: 300)) { FeedView() }
        stage.advance(to: 1)
        #expect(stage.displayList().texts.contains { $0.text == "Loading…" }, "what ran before the sleep shows")
        #expect(!stage.displayList().texts.contains { $0.text == "Post 1.1" })
    }
}
