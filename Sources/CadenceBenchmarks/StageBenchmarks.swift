import Foundation
import CadenceUI

/// A stage frame (advance by 1/120 s, then the display list) of 1,000 views in a `VStack`: each
/// scaled by a repeating keyframe animator (one track of 4 cubic keyframes), and the same views with
/// nothing animating (what a frame costs when nothing changes). Both are measured against one C
/// 4-keyframe track sample per view (`c.track.cubic.4`, the math one animated view's frame needs).
enum StageBenchmarks {
    /// 1,000 views, or `CADENCE_BENCH_STAGE_VIEWS` of them (to profile a frame with a tool that
    /// runs the benchmark much slower, such as callgrind; the case names keep saying 1000).
    static let viewCount = Int(ProcessInfo.processInfo.environment["CADENCE_BENCH_STAGE_VIEWS"] ?? "").map { max(1, $0) } ?? 1_000

    @MainActor
    static func animatedStage() -> Stage {
        let values = OwnTimelineBenchmarks.trackValues(variant: 0, track: 0).map { 1 + $0 }
        return Stage(size: CGSize(width: 400, height: 4000)) {
            VStack(spacing: 0) {
                ForEach(0..<viewCount, id: \.self) { _ in
                    Rectangle()
                        .frame(width: 20, height: 4)
                        .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                            content.scaleEffect(scale)
                        } keyframes: { _ in
                            KeyframeTrack { OwnTimelineBenchmarks.cubicTrack(values) }
                        }
                }
            }
        }
    }

    /// 1,000 rows pulsing by a state animation (`withAnimation(.easeInOut.repeatForever())` started
    /// in `onAppear`, as apps write a pulse): each row's scale and opacity animate implicitly.
    @MainActor
    static func implicitStage() -> Stage {
        Stage(size: CGSize(width: 400, height: 4000)) { PulsingRows(count: viewCount) }
    }

    private struct PulsingRows: View {
        let count: Int
        @State private var pulse = false

        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in
                    Rectangle()
                        .frame(width: 20, height: 4)
                        .scaleEffect(pulse ? 1.3 : 1)
                        .opacity(pulse ? 0.6 : 1)
                }
            }
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { pulse = true }
            }
        }
    }

    @MainActor
    static func staticStage() -> Stage {
        Stage(size: CGSize(width: 400, height: 4000)) {
            VStack(spacing: 0) {
                ForEach(0..<viewCount, id: \.self) { _ in
                    Rectangle().frame(width: 20, height: 4).scaleEffect(1.2)
                }
            }
        }
    }

    @MainActor
    static func register(in harness: inout BenchmarkHarness) {
        // The still frame's second reference is the animated one: its `other_ratios` entry is the
        // share of an animated frame that a frame where nothing changes costs (issue #19: ≤ 5 %).
        let animated = "stage.1000-keyframe-views.frame"
        let cases: [(String, String, [String], @MainActor () -> Stage)] = [
            (animated, "ns per animated view per 120 Hz stage frame (advance + displayList)", ["c.track.cubic.4"], animatedStage),
            ("stage.1000-implicit-views.frame", "ns per view per 120 Hz stage frame of a repeating withAnimation of scale and opacity", ["c.track.cubic.4"], implicitStage),
            ("stage.1000-static-views.frame", "ns per view per 120 Hz stage frame where nothing changes", ["c.track.cubic.4", animated], staticStage),
        ]
        for (name, note, references, make) in cases {
            let stage = Lazy { make() }
            harness.add(name, operations: viewCount, note: note, references: references) {
                stage.value.advance(by: 1.0 / 120)
                return Double(stage.value.displayList().items.count)
            }
        }
    }
}
