#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Animations sequenced the ways apps sequence them: DispatchQueue.main.asyncAfter, a Timer publisher
// and Task.sleep inside .task. On a stage each follows the stage's clock, so the frames are the same
// at any frame rate.

private struct StaggeredReveal: View {
    @State private var showFirst = false
    @State private var showSecond = false

    var body: some View {
        HStack {
            Circle().fill(.red).frame(width: 30, height: 30).opacity(showFirst ? 1 : 0)
            Circle().fill(.blue).frame(width: 30, height: 30).opacity(showSecond ? 1 : 0)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeIn(duration: 0.2)) { showFirst = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
                withAnimation(.easeIn(duration: 0.2)) { showSecond = true }
            }
        }
    }
}

private struct TickingDot: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        Circle()
            .fill(.orange)
            .frame(width: 20, height: 20)
            .offset(x: CGFloat(ticks * 10))
            .onReceive(timer) { _ in
                ticks += 1
            }
    }
}

private struct PulsingLoop: View {
    @State private var isLarge = false
    @State private var beats = 0

    var body: some View {
        Circle()
            .fill(.pink)
            .frame(width: 40, height: 40)
            .scaleEffect(isLarge ? 1.5 : 1)
            .task {
                while !Task.isCancelled, beats < 4 {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.easeInOut(duration: 0.25)) { isLarge.toggle() }
                    beats += 1
                }
            }
    }
}

@MainActor
@Suite struct SequencingCompatibilityTests {
    private func opacities(_ list: DisplayList) -> [Double] {
        [Color.red, Color.blue].map { color in
            let target = color.resolve(in: EnvironmentValues())
            let shape = list.shapes.first {
                $0.paint.color.red == target.red && $0.paint.color.green == target.green && $0.paint.color.blue == target.blue
            }
            return Double(shape?.paint.color.opacity ?? 0)
        }
    }

    @Test func asyncAfterFollowsTheStageClockAtAnyFrameRate() throws {
        func play(fps: Double) -> [[Double]] {
            let stage = Stage(size: CGSize(width: 200, height: 100)) { StaggeredReveal() }
            var samples: [[Double]] = []
            // Every 0.1 s, through both fades (0.5–0.7 s and 1.0–1.2 s).
            for step in 1...15 {
                let time = Double(step) / 10
                // Walk there frame by frame at this frame rate.
                while stage.time + 1 / fps < time { stage.advance(by: 1 / fps) }
                stage.advance(to: time)
                samples.append(opacities(stage.displayList()))
            }
            #expect(stage.issues.isEmpty, "\(stage.issues)")
            return samples
        }
        let at60 = play(fps: 60)
        #expect(at60[3] == [0, 0], "0.4 s")
        #expect(at60[5][0] > 0 && at60[5][0] < 1 && at60[5][1] == 0, "0.6 s: the first fading in")
        #expect(at60[7][0] == 1 && at60[7][1] == 0, "0.8 s")
        #expect(at60[14] == [1, 1], "1.5 s")
        for fps in [30.0, 120.0, 24.0] {
            let other = play(fps: fps)
            for (a, b) in zip(at60, other) {
                for (x, y) in zip(a, b) { #expect(isClose(x, y, absolute: 1e-9), "\(fps) fps: \(at60) vs \(other)") }
            }
        }
    }

    @Test func aTimerPublisherTicksInStageTime() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { TickingDot() }
        let start = try #require(stage.displayList().item(filledWith: .orange)).bounds.minX
        stage.advance(to: 1.1)
        let moved = try #require(stage.displayList().item(filledWith: .orange)).bounds.minX
        #expect(isClose(moved - start, 40, absolute: 1e-9), "four ticks by 1.1 s")
        stage.hide()
        stage.advance(to: 2)
        stage.show()
        stage.advance(to: 2.1)
        let after = try #require(stage.displayList().item(filledWith: .orange)).bounds.minX
        #expect(isClose(after - start, 40, absolute: 1e-9), "no ticks while hidden; the timer restarts on appear")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func taskSleepFollowsTheStageClockAtAnyFrameRate() async throws {
        func play(fps: Int) async -> [CGFloat] {
            let stage = Stage(size: CGSize(width: 200, height: 200)) { PulsingLoop() }
            var scales: [CGFloat] = []
            // Frame by frame for 3 s, sampled every 0.1 s (a frame at 30, 60 and 120 fps alike).
            for index in 0...(3 * fps) {
                _ = await stage.playFrame(index, fps: Double(fps))
                if index % (fps / 10) == 0 {
                    scales.append(stage.displayList().item(filledWith: .pink)?.transform.a ?? .nan)
                }
            }
            #expect(stage.issues.isEmpty, "\(stage.issues)")
            return scales
        }
        let at60 = await play(fps: 60)
        #expect(at60.count == 31)
        #expect(isClose(at60[0], 1, absolute: 1e-9))
        #expect(at60[6] > 1.01 && at60[6] < 1.49, "0.6 s: growing (woke at 0.5 s, animating 0.25 s): \(at60[6])")
        #expect(isClose(at60[8], 1.5, absolute: 1e-6), "large from 0.75 s")
        #expect(isClose(at60[13], 1, absolute: 1e-6), "back at 1.25 s (second beat at 1 s)")
        #expect(isClose(at60[18], 1.5, absolute: 1e-6), "third beat")
        #expect(isClose(at60.last!, 1, absolute: 1e-6), "four beats: back to 1")
        for fps in [30, 120, 20] {
            let other = await play(fps: fps)
            #expect(other.count == at60.count)
            for (a, b) in zip(at60, other) { #expect(isClose(a, b, absolute: 1e-9), "\(fps) fps: \(at60) vs \(other)") }
        }
    }

    @Test func aSynchronousAdvanceOverASleepingTaskIsReported() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { PulsingLoop() }
        stage.advance(to: 1)
        #expect(stage.issues.contains { $0.kind == .taskOutsideClock && $0.message.contains("woke from Task.sleep during a synchronous advance") })
    }
}
