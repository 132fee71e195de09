#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A "loading" label whose letters bob in a sine wave: a TimelineView(.animation) feeds the elapsed
// time to a TextRenderer that offsets each glyph by its phase; a button pauses the timeline.

private struct WaveRenderer: TextRenderer {
    var time: TimeInterval
    var amplitude: CGFloat = 6

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, glyph) in run.enumerated() {
                    var copy = ctx
                    let phase = time * 2 * .pi + Double(index) * 0.6
                    copy.translateBy(x: 0, y: amplitude * CGFloat(sin(phase)))
                    copy.draw(glyph)
                }
            }
        }
    }
}

private struct LoadingLabel: View {
    @State private var start = Date.now
    @State private var paused = false

    var body: some View {
        VStack(spacing: 30) {
            TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
                Text("Loading")
                    .font(.headline)
                    .textRenderer(WaveRenderer(time: context.date.timeIntervalSince(start)))
            }
            Button(paused ? "Resume" : "Pause") { paused.toggle() }
                .buttonStyle(.bordered)
        }
    }
}

@MainActor
@Suite struct TextRendererWaveTimelineCompatibilityTests {
    private func baselines(_ stage: Stage) -> [CGFloat] {
        stage.displayList().items.compactMap {
            if case .text(let text) = $0.content, text.text.count == 1 { return $0.bounds.minY }
            return nil
        }
    }

    @Test func theLettersMoveOverTimeAndStopWhenPaused() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) { LoadingLabel() }
        stage.advance(by: 0.1)
        let first = baselines(stage)
        #expect(first.count == 7)
        #expect(Set(first.map { ($0 * 10).rounded() }).count > 3, "the letters are at different heights: \(first)")
        stage.advance(by: 0.2)
        let second = baselines(stage)
        #expect(zip(first, second).contains { abs($0 - $1) > 0.5 }, "the wave moves")
        try stage.tap(label: "Pause")
        stage.advance(by: 0.1)
        let paused = baselines(stage)
        stage.advance(by: 0.4)
        #expect(baselines(stage) == paused, "a paused timeline stops the wave")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
