import Foundation
import Testing
@testable import CadenceUI

@MainActor
@Suite struct RunLoopTests {
    @Test func asyncAfterWorkRunsAtItsStageTimeInOrder() {
        var log: [String] = []
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.append("b \(0.3)") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    log.append("a")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.append("a+0.1") }
                }
                DispatchQueue.main.async { log.append("now") }
            }
        }
        #expect(log == ["now"])
        #expect(stage.nextFrameTime.map { abs($0 - 0.1) < 1e-9 } == true)
        stage.advance(to: 1)
        #expect(log == ["now", "a", "a+0.1", "b 0.3"])
    }

    @Test func offAStageDispatchIsDispatch() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now()) { continuation.resume() }
        }
    }

    @Test(.disabled("known issue: the cancelled sleep's wake-up stays scheduled")) func cancellingATaskWakesItsSleep() async {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").task {
                do {
                    try await Task.sleep(for: .seconds(10))
                } catch {
                    // Cancelled when the view goes away.
                }
            }
        }
        stage.hide()
        await stage.settleTasks()
        #expect(stage.nextFrameTime == nil, "the cancelled sleep no longer keeps the stage awake")
    }

    @Test func aTaskIdChangeRestartsTheTask() async throws {
        final class Log: @unchecked Sendable { var starts: [Int] = [] }
        let log = Log()
        struct Restarting: View {
            @State private var id = 0
            let log: Log
            var body: some View {
                Button("next \(id)") { id += 1 }
                    .task(id: id) { log.starts.append(id) }
            }
        }
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Restarting(log: log) }
        try stage.tap(label: "next 0")
        await stage.settleTasks()
        #expect(log.starts == [0, 1])
    }

    @Test func sendingTheSceneToTheBackgroundStopsTheViews() {
        var disappeared = 0
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").onDisappear { disappeared += 1 }
        }
        stage.schedule(.environment(\.scenePhase, .background), at: 0.5)
        stage.schedule(.environment(\.scenePhase, .active), at: 1)
        stage.advance(to: 0.6)
        #expect(disappeared == 1)
        #expect(stage.displayList().items.isEmpty)
        stage.advance(to: 1.1)
        #expect(!stage.displayList().items.isEmpty)
    }
}
