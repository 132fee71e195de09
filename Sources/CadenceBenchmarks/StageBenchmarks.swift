import CadenceUI

/// A stage frame (advance by 1/120 s, then the display list) of 1,000 views in a `VStack`: each
/// scaled by a repeating keyframe animator (one track of 4 cubic keyframes), and the same views with
/// nothing animating (what a frame costs when nothing changes).
enum StageBenchmarks {
    static let viewCount = 1_000

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
        let cases: [(String, String, @MainActor () -> Stage)] = [
            ("stage.1000-keyframe-views.frame", "ns per animated view per 120 Hz stage frame (advance + displayList)", animatedStage),
            ("stage.1000-static-views.frame", "ns per view per 120 Hz stage frame where nothing changes", staticStage),
        ]
        for (name, note, make) in cases {
            let stage = Lazy { make() }
            harness.add(name, operations: viewCount, note: note, references: ["c.track.cubic.4"]) {
                stage.value.advance(by: 1.0 / 120)
                return Double(stage.value.displayList().items.count)
            }
        }
    }
}
