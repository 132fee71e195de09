@testable import CadenceUI
import Testing

/// How much work a stage frame does, counted rather than timed (the timings are
/// `cadence-bench stage`): the views a frame resolves again and whether it lays out and draws anew.
@MainActor
@Suite struct StageFrameWorkTests {
    /// `count` rectangles in a `VStack`, each scaled by a repeating keyframe animator (the benchmark's
    /// `stage.1000-keyframe-views.frame` at another size).
    static func animatedStage(count: Int) -> Stage {
        Stage(size: CGSize(width: 100, height: 4 * CGFloat(count))) {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in
                    Rectangle()
                        .frame(width: 20, height: 4)
                        .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                            content.scaleEffect(scale)
                        } keyframes: { _ in
                            KeyframeTrack {
                                CubicKeyframe(1.3, duration: 0.25)
                                CubicKeyframe(0.9, duration: 0.25)
                                CubicKeyframe(1.1, duration: 0.25)
                                CubicKeyframe(1.0, duration: 0.25)
                            }
                        }
                }
            }
        }
    }

    /// The same rectangles with nothing animating.
    static func stillStage(count: Int) -> Stage {
        Stage(size: CGSize(width: 100, height: 4 * CGFloat(count))) {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in
                    Rectangle().frame(width: 20, height: 4).scaleEffect(1.2)
                }
            }
        }
    }

    /// The views one `advance(by:)` + `displayList()` resolves again, and the display lists it builds.
    static func work(ofFrameOn stage: Stage) -> (resolved: Int, builds: Int, list: DisplayList) {
        let (resolved, builds) = (stage.graph.resolvedViews, stage.displayListBuilds)
        stage.advance(by: 1.0 / 120)
        let list = stage.displayList()
        return (stage.graph.resolvedViews - resolved, stage.displayListBuilds - builds, list)
    }

    @Test func aFrameWhereNothingChangesResolvesNoViewAndDrawsNothingAnew() {
        let stage = Self.stillStage(count: 100)
        let first = stage.displayList()
        for frame in 1...3 {
            let work = Self.work(ofFrameOn: stage)
            #expect(work.resolved == 0)
            #expect(work.builds == 0)
            // The same picture, at the frame's time.
            #expect(work.list.items == first.items)
            #expect(work.list.time == stage.time)
            #expect(stage.time == Double(frame) / 120)
        }
        // Its accessibility tree follows the clock too.
        #expect(stage.accessibilityTree().time == stage.time)
    }

    /// What the graph guarantees today when only animated values change: every view is resolved
    /// once per frame (no second pass, no geometry rounds), and drawn once. The count grows with the
    /// tree, not with what changed: re-resolving only the animators' content is issue #19's next
    /// step, and this test pins where it starts from.
    @Test func aFrameWhereOnlyAnimatedValuesChangeResolvesEachViewOnce() {
        for count in [10, 100] {
            let stage = Self.animatedStage(count: count)
            let perView = Self.viewsResolvedPerElement
            let first = Self.work(ofFrameOn: stage)
            let second = Self.work(ofFrameOn: stage)
            #expect(first.builds == 1)
            #expect(second.builds == 1)
            #expect(first.resolved == second.resolved)
            #expect(first.resolved == Self.viewsAboveElements + perView * count)
            #expect(first.list.items != second.list.items)
        }
    }

    /// Views resolved per element of the animated stage (see `animatedStage`): the element's
    /// modified content (the rectangle, its frame, the animator), and the animator's content closure's
    /// `scaleEffect` on its placeholder.
    static let viewsResolvedPerElement = 6
    /// Views resolved above the elements: the `VStack` and the `ForEach`.
    static let viewsAboveElements = 2
}
