import CadenceUI

/// A stage frame (advance by 1/120 s, then the display list) of 1,000 views in a `VStack`: each
/// scaled by a repeating keyframe animator (one track of 4 cubic keyframes), and the same views with
/// nothing animating (what a frame costs when nothing changes).
enum StageBenchmarks {
    static let viewCount = 1_000

    @MainActor
    static func animatedStage() -> Stage {
        let values = OwnTimelineBenchmarks.trackValues(seed: 0, track: 0).map { 1 + $0 }
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
        let animated = Lazy { animatedStage() }
        harness.add("stage.1000-keyframe-views.frame", operations: viewCount,
                    note: "ns per animated view per 120 Hz stage frame (advance + displayList)",
                    references: ["c.track.cubic.4"]) {
            let stage = animated.value
            stage.advance(by: 1.0 / 120)
            return Double(stage.displayList().items.count)
        }
        let still = Lazy { staticStage() }
        harness.add("stage.1000-static-views.frame", operations: viewCount,
                    note: "ns per view per 120 Hz stage frame where nothing changes",
                    references: ["c.track.cubic.4"]) {
            let stage = still.value
            stage.advance(by: 1.0 / 120)
            return Double(stage.displayList().items.count)
        }
    }
}
