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
    /// (`patches`: the display lists it drew by drawing only the patched animators' content again.)
    static func work(ofFrameOn stage: Stage) -> (resolved: Int, builds: Int, patches: Int, list: DisplayList) {
        let (resolved, builds, patches) = (stage.graph.resolvedViews, stage.displayListBuilds, stage.patchedDisplayLists)
        stage.advance(by: 1.0 / 120)
        let list = stage.displayList()
        return (stage.graph.resolvedViews - resolved, stage.displayListBuilds - builds, stage.patchedDisplayLists - patches, list)
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

    /// When only animated values change, a frame resolves the content of the animators that changed
    /// and nothing else: the same number of views per animator whatever the size of the tree, none
    /// above them. The first frame after the stage is made resolves the whole tree once (the pass
    /// that made the views appeared; the records of a pass a change caused are not replayed).
    @Test func aFrameWhereOnlyAnimatedValuesChangeResolvesOnlyTheAnimatorsContent() {
        for count in [10, 100] {
            let stage = Self.animatedStage(count: count)
            let whole = Self.work(ofFrameOn: stage)
            #expect(whole.resolved == Self.viewsAboveElements + Self.viewsResolvedPerElement * count)
            // The same scene drawn whole at every frame, for comparison.
            let reference = Self.animatedStage(count: count)
            reference.graph.allowsSubtreePasses = false
            _ = reference.displayList()
            reference.advance(by: 1.0 / 120)
            var previous = whole.list
            for index in 0..<4 {
                let moved = stage.movedDisplayListNodes
                let frame = Self.work(ofFrameOn: stage)
                #expect(frame.resolved == Self.viewsResolvedPerAnimatedContent * count)
                // The first such frame draws everything (recording where each animator's content
                // is drawn); the next ones draw only that content again, in place: each scale's
                // rectangle takes the scale's new transform, without being drawn again.
                #expect(frame.builds == (index == 0 ? 1 : 0))
                #expect(frame.patches == (index == 0 ? 0 : 1))
                #expect(stage.movedDisplayListNodes - moved == (index == 0 ? 0 : count))
                #expect(frame.list.items != previous.items)
                reference.advance(by: 1.0 / 120)
                #expect(frame.list == reference.displayList())
                previous = frame.list
            }
        }
    }

    /// A `withAnimation` of render effects (scale and opacity of one row of many): once the change
    /// is resolved, its frames resolve no view, write the animations into the effect nodes and draw
    /// only those nodes again; the pictures are those of a stage that resolves everything.
    @Test func anImplicitAnimationOfRenderEffectsResolvesNoView() throws {
        struct Rows: View {
            @State private var selected = -1
            var body: some View {
                VStack(spacing: 0) {
                    Button("Select") { withAnimation(.easeInOut(duration: 0.5)) { selected = 3 } }
                    ForEach(0..<50, id: \.self) { index in
                        Rectangle()
                            .frame(width: 20, height: 4)
                            .scaleEffect(selected == index ? 1.5 : 1)
                            .opacity(selected == index ? 0.5 : 1)
                    }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 100, height: 400)) { Rows() }
        let reference = Stage(size: CGSize(width: 100, height: 400)) { Rows() }
        reference.graph.allowsPatches = false
        for each in [stage, reference] {
            _ = each.displayList()
            try each.tap(label: "Select")
            _ = each.displayList()
        }
        var patchedFrames = 0
        for _ in 0..<30 {
            let frame = Self.work(ofFrameOn: stage)
            reference.advance(by: 1.0 / 120)
            #expect(frame.list == reference.displayList())
            if frame.resolved == 0 {
                patchedFrames += 1
                #expect(frame.builds + frame.patches == 1)
            }
        }
        // All but the first frame or two after the change (a whole pass records a steady state).
        #expect(patchedFrames >= 27)
        #expect(stage.graph.patchedEffects >= 2 * 27)
        #expect(stage.patchedDisplayLists >= 26)
        #expect(reference.graph.patchedEffects == 0)
    }

    /// Only the animators that move are resolved: the still ones (not repeating, idle) are not.
    @Test func onlyTheAnimatorsThatMoveAreResolved() {
        let stage = Stage(size: CGSize(width: 100, height: 400)) {
            VStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { index in
                    Rectangle()
                        .frame(width: 20, height: 4)
                        .keyframeAnimator(initialValue: 1.0, repeating: index % 10 == 0) { content, scale in
                            content.scaleEffect(scale)
                        } keyframes: { _ in
                            KeyframeTrack {
                                CubicKeyframe(1.3, duration: 0.5)
                                CubicKeyframe(1.0, duration: 0.5)
                            }
                        }
                }
            }
        }
        _ = Self.work(ofFrameOn: stage)
        for _ in 0..<3 {
            #expect(Self.work(ofFrameOn: stage).resolved == Self.viewsResolvedPerAnimatedContent * 10)
        }
    }

    /// Views resolved per element of the animated stage in a whole pass (see `animatedStage`): the
    /// element's modified content (the rectangle, its frame, the animator), and the animator's content
    /// closure's `scaleEffect` on its placeholder.
    static let viewsResolvedPerElement = 6
    /// Views resolved per animator in a frame where only its value changed: its content closure's
    /// `scaleEffect` and the placeholder (whose nodes are the modified view's, kept from before).
    static let viewsResolvedPerAnimatedContent = 2
    /// Views resolved above the elements: the `VStack` and the `ForEach`.
    static let viewsAboveElements = 2
}

/// A `ForEach` and an `if` whose transitions are not playing cost a frame nothing: the graph leaves
/// their drivers out of the frame's walk, an animated insertion or removal wakes them, and they go
/// back to sleep once it has played.
@MainActor
@Suite struct DormantTransitionTests {
    private struct List: View {
        @State private var ids = Array(0..<20)
        @State private var showsFooter = false

        var body: some View {
            VStack(spacing: 0) {
                Button("Insert") {
                    withAnimation(.linear(duration: 0.5)) {
                        ids.insert(100, at: 3)
                        showsFooter = true
                    }
                }
                ForEach(ids, id: \.self) { id in
                    Text("row \(id)").frame(width: 80, height: 10)
                }
                if showsFooter {
                    Color.blue.frame(width: 80, height: 10)
                }
            }
        }
    }

    /// The opacity the row `text` is drawn with, if it is drawn.
    private func opacity(of text: String, in stage: Stage) -> Double? {
        for item in stage.displayList().items {
            if case .text(let drawn) = item.content, drawn.text == text { return Double(drawn.color.opacity) }
        }
        return nil
    }

    @Test func stillTransitionsAreNotWalkedAndAnInsertionWakesThem() throws {
        let stage = Stage(size: CGSize(width: 100, height: 400)) { List() }
        _ = stage.displayList()
        let still = stage.graph.walkedDriverCount
        // Nothing plays: no element transitions, no `if` host, no idle effect animation to walk.
        #expect(still == 0)

        try stage.tap(label: "Insert")
        stage.advance(by: 0.25)
        // The row and the footer fade in, halfway at 0.25 s of 0.5 s.
        #expect(stage.graph.walkedDriverCount > still)
        let halfway = try #require(opacity(of: "row 100", in: stage))
        #expect(abs(halfway - 0.5) < 1e-9)

        stage.advance(by: 0.5)
        #expect(opacity(of: "row 100", in: stage) == 1)
        // Played: the drivers sleep again from the pass that ends the transitions.
        stage.advance(by: 1.0 / 60)
        _ = stage.displayList()
        #expect(stage.graph.walkedDriverCount == still)
    }
}
