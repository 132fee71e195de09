import CadenceUI
import Testing
import CadenceStageTestSupport

/// A button that toggles a blue panel inside an `if` in a stack, under a red bar that stays.
private struct TransitionStand: View {
    let transition: AnyTransition?
    let animation: Animation?
    @State private var isShown = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") {
                withAnimation(animation) { isShown.toggle() }
            }
            if isShown {
                if let transition {
                    Color.blue.frame(width: 100, height: 40).transition(transition)
                } else {
                    Color.blue.frame(width: 100, height: 40)
                }
            }
            Color.red.frame(width: 100, height: 10)
        }
    }
}

@MainActor
private func makeStage(
    _ transition: AnyTransition?, animation: Animation? = .linear(duration: 1),
    reduceMotion: Bool = false, policy: TransitionReduceMotionPolicy = .ignore
) -> Stage {
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = reduceMotion
    environment.transitionReduceMotionPolicy = policy
    return Stage(size: CGSize(width: 200, height: 200), environment: environment) {
        TransitionStand(transition: transition, animation: animation)
    }
}

@MainActor
private func toggle(_ stage: Stage, at time: Double) throws {
    stage.advance(to: time)
    try stage.tap(label: "Toggle")
}

/// The panel's item at `time`, or `nil` when it is not drawn.
@MainActor
private func panel(_ stage: Stage, at time: Double) -> DisplayList.Item? {
    stage.advance(to: time)
    return bluePanel(in: stage.displayList())
}

/// The blue panel's item, whatever opacity it is drawn with.
private func bluePanel(in list: DisplayList) -> DisplayList.Item? {
    let blue = Color.blue.resolve(in: EnvironmentValues())
    return list.items.first {
        guard case .shape(let shape) = $0.content else { return false }
        let color = shape.paint.color
        return color.red == blue.red && color.green == blue.green && color.blue == blue.blue
    }
}

@MainActor
private func opacity(_ item: DisplayList.Item?) -> Double? {
    guard let item, case .shape(let shape) = item.content else { return nil }
    return Double(shape.paint.color.opacity)
}

@MainActor
@Suite struct TransitionTests {
    @Test func opacityFadesInWithTheAnimationInEffect() throws {
        let stage = makeStage(.opacity)
        #expect(panel(stage, at: 0) == nil)
        try toggle(stage, at: 0.5)
        // Linear over 1 s: the opacity is the elapsed fraction.
        for (time, expected) in [(0.5, 0.0), (0.75, 0.25), (1.0, 0.5), (1.4, 0.9)] {
            let value = try #require(opacity(panel(stage, at: time)))
            #expect(isClose(value, expected, absolute: 1e-6), "t = \(time)")
        }
        #expect(isClose(try #require(opacity(panel(stage, at: 1.5))), 1, absolute: 1e-6))
        stage.advance(to: 1.6)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func removalKeepsTheViewDrawnWhereItWasWhileTheOthersCloseUp() throws {
        let stage = makeStage(.opacity)
        try toggle(stage, at: 0)
        stage.advance(to: 2)
        let barWhileShown = try #require(stage.displayList().item(filledWith: .red)).rect
        let panelWhileShown = try #require(panel(stage, at: 2)).rect
        try toggle(stage, at: 2)
        let halfway = try #require(panel(stage, at: 2.5))
        #expect(isClose(try #require(opacity(halfway)), 0.5, absolute: 1e-6))
        // Drawn where it was, but out of the layout at once, as in SwiftUI: the bar below is on its
        // way up into the room it left, with the same animation.
        #expect(isClose(halfway.rect, panelWhileShown))
        let barWhileRemoving = try #require(stage.displayList().item(filledWith: .red)).rect
        // At the end it is transparent; from the next frame on, gone.
        #expect(isClose(try #require(opacity(panel(stage, at: 3.0))), 0, absolute: 1e-9))
        #expect(panel(stage, at: 3.0 + 1.0 / 60) == nil)
        let barAfter = try #require(stage.displayList().item(filledWith: .red)).rect
        #expect(barAfter.minY < barWhileRemoving.minY && barWhileRemoving.minY < barWhileShown.minY)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func withoutAnimationViewsAppearAndDisappearAtOnce() throws {
        let stage = makeStage(.move(edge: .bottom), animation: nil)
        try toggle(stage, at: 0.1)
        let shown = try #require(panel(stage, at: 0.1))
        #expect(shown.transform == .identity)
        try toggle(stage, at: 0.2)
        #expect(panel(stage, at: 0.2) == nil)
    }

    @Test func viewsWithoutATransitionFadeByDefault() throws {
        let stage = makeStage(nil)
        try toggle(stage, at: 0)
        #expect(isClose(try #require(opacity(panel(stage, at: 0.3))), 0.3, absolute: 1e-6))
    }

    @Test func identityTransitionChangesNothingButStillWaitsForTheAnimation() throws {
        let stage = makeStage(.identity)
        try toggle(stage, at: 0)
        let item = try #require(panel(stage, at: 0.3))
        #expect(item.transform == .identity)
        #expect(isClose(try #require(opacity(item)), 1, absolute: 1e-12))
    }

    /// `move(edge:)` offsets by the view's own size (100 × 40) towards the edge.
    @Test(arguments: [
        (Edge.top, 0.0, -40.0), (.bottom, 0.0, 40.0), (.leading, -100.0, 0.0), (.trailing, 100.0, 0.0),
    ])
    func moveStartsOneViewSizeAwayTowardsTheEdge(edge: Edge, dx: Double, dy: Double) throws {
        let stage = makeStage(.move(edge: edge))
        try toggle(stage, at: 0)
        let quarter = try #require(panel(stage, at: 0.25))
        #expect(isClose(quarter.transform.tx, CGFloat(dx * 0.75), absolute: 1e-9))
        #expect(isClose(quarter.transform.ty, CGFloat(dy * 0.75), absolute: 1e-9))
        #expect(isClose(try #require(opacity(quarter)), 1, absolute: 1e-12))
    }

    @Test func scaleGrowsAboutTheAnchor() throws {
        let stage = makeStage(.scale(scale: 0.5, anchor: .topLeading))
        try toggle(stage, at: 0)
        let item = try #require(panel(stage, at: 0.5))
        let frame = item.rect
        // 0.5 + 0.5 × 0.5 = 0.75, about the top-leading corner, which stays put.
        #expect(isClose(item.transform.a, 0.75) && isClose(item.transform.d, 0.75))
        let corner = item.transform.apply(to: CGPoint(x: frame.minX, y: frame.minY))
        #expect(isClose(corner, CGPoint(x: frame.minX, y: frame.minY), absolute: 1e-9))
    }

    @Test func slideEntersFromLeadingAndLeavesTowardsTrailing() throws {
        let stage = makeStage(.slide)
        try toggle(stage, at: 0)
        #expect(isClose(try #require(panel(stage, at: 0.5)).transform.tx, -50))
        try toggle(stage, at: 2)
        #expect(isClose(try #require(panel(stage, at: 2.5)).transform.tx, 50))
    }

    @Test func pushComesFromTheEdgeAndLeavesByTheOppositeOneFading() throws {
        let stage = makeStage(.push(from: .bottom))
        try toggle(stage, at: 0)
        let entering = try #require(panel(stage, at: 0.25))
        #expect(isClose(entering.transform.ty, 30))
        #expect(isClose(try #require(opacity(entering)), 0.25, absolute: 1e-6))
        try toggle(stage, at: 2)
        let leaving = try #require(panel(stage, at: 2.25))
        #expect(isClose(leaving.transform.ty, -10))
        #expect(isClose(try #require(opacity(leaving)), 0.75, absolute: 1e-6))
    }

    @Test func offsetTransitionStartsAtTheOffset() throws {
        let stage = makeStage(.offset(x: 20, y: -60))
        try toggle(stage, at: 0)
        let item = try #require(panel(stage, at: 0.5))
        #expect(isClose(item.transform.tx, 10) && isClose(item.transform.ty, -30))
    }

    @Test func combinedAppliesBoth() throws {
        let stage = makeStage(.move(edge: .bottom).combined(with: .opacity))
        try toggle(stage, at: 0)
        let item = try #require(panel(stage, at: 0.4))
        #expect(isClose(item.transform.ty, 24, absolute: 1e-9))
        #expect(isClose(try #require(opacity(item)), 0.4, absolute: 1e-6))
    }

    @Test func asymmetricUsesEachSideForItsOwnChange() throws {
        let stage = makeStage(.asymmetric(insertion: .scale, removal: .move(edge: .trailing)))
        try toggle(stage, at: 0)
        let entering = try #require(panel(stage, at: 0.5))
        let centre = CGPoint(x: entering.rect.midX, y: entering.rect.midY)
        // `.scale` starts from 1e-5 (SwiftUI's ScaleTransition(1e-5)), so halfway is 1e-5 + (1 − 1e-5) / 2.
        #expect(isClose(entering.transform.a, 0.5 + 0.5e-5, absolute: 1e-9) && isClose(entering.transform.apply(to: centre), centre, absolute: 1e-6))
        try toggle(stage, at: 2)
        let leaving = try #require(panel(stage, at: 2.5))
        #expect(isClose(leaving.transform.a, 1) && isClose(leaving.transform.tx, 50))
    }

    /// Toggling back mid-insertion turns the view around where it is: the presented value is
    /// continuous across the toggle, for a timing curve (additive) and for a spring (velocity kept).
    @Test(arguments: [Animation.linear(duration: 1), .easeInOut(duration: 1), .spring(duration: 0.8, bounce: 0.2)])
    func interruptionReversesWithoutAJump(animation: Animation) throws {
        let stage = makeStage(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity), animation: animation)
        try toggle(stage, at: 0)
        let before = try #require(panel(stage, at: 0.4)).transform.ty
        try stage.tap(label: "Toggle")
        let after = try #require(bluePanel(in: stage.displayList()))
        #expect(isClose(after.transform.ty, before, absolute: 1e-9))
        // It keeps the insertion's effect (no fade) while going back, and moves by little per frame.
        #expect(isClose(try #require(opacity(after)), 1, absolute: 1e-12))
        var previous = before
        for frame in 1...30 {
            guard let item = panel(stage, at: 0.4 + Double(frame) / 120) else { break }
            #expect(abs(item.transform.ty - previous) < 2, "frame \(frame)")
            previous = item.transform.ty
        }
        // It goes back out (down, towards 40: a linear reversal first stands still while the two
        // runs add up, as in SwiftUI) and is finally removed.
        #expect(try #require(panel(stage, at: 1.2)).transform.ty > before)
        stage.advance(to: 5)
        #expect(panel(stage, at: 5) == nil)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func reinsertingMidRemovalBringsTheSameViewBack() throws {
        let stage = makeStage(.opacity)
        try toggle(stage, at: 0)
        try toggle(stage, at: 2)
        let before = try #require(opacity(panel(stage, at: 2.6)))
        try stage.tap(label: "Toggle")
        let after = try #require(opacity(bluePanel(in: stage.displayList())))
        #expect(isClose(after, before, absolute: 1e-9))
        #expect(stage.displayList().shapes.count == 2)
        #expect(isClose(try #require(opacity(panel(stage, at: 4))), 1, absolute: 1e-9))
    }

    // MARK: Reduce Motion

    @Test func reduceMotionAloneChangesNothing() throws {
        let stage = makeStage(.move(edge: .bottom), reduceMotion: true)
        try toggle(stage, at: 0)
        #expect(isClose(try #require(panel(stage, at: 0.5)).transform.ty, 20))
    }

    @Test func crossFadePolicyTurnsMovementIntoAShortFade() throws {
        let stage = makeStage(.move(edge: .bottom).combined(with: .scale), reduceMotion: true, policy: .crossFade)
        try toggle(stage, at: 0)
        let item = try #require(panel(stage, at: 0.1))
        #expect(item.transform == .identity)
        // easeInOut is symmetric: half-way through 0.2 s the fade is at one half.
        #expect(isClose(try #require(opacity(item)), 0.5, absolute: 1e-6))
        #expect(isClose(try #require(opacity(panel(stage, at: 0.2))), 1, absolute: 1e-9))
        try toggle(stage, at: 1)
        #expect(isClose(try #require(opacity(panel(stage, at: 1.1))), 0.5, absolute: 1e-6))
        #expect(panel(stage, at: 1.25) == nil)
    }

    @Test func crossFadePolicyDoesNothingWithReduceMotionOff() throws {
        let stage = makeStage(.move(edge: .bottom), policy: .crossFade)
        try toggle(stage, at: 0)
        #expect(isClose(try #require(panel(stage, at: 0.5)).transform.ty, 20))
    }

    @Test(arguments: [TransitionReduceMotionPolicy.disabled, .crossFade(duration: 0), .crossFade(duration: .nan)])
    func policiesWithoutAFadeShowTheChangeAtOnce(policy: TransitionReduceMotionPolicy) throws {
        let stage = makeStage(.slide, reduceMotion: true, policy: policy)
        try toggle(stage, at: 0)
        let item = try #require(panel(stage, at: 0))
        #expect(item.transform == .identity)
        try toggle(stage, at: 0.5)
        #expect(panel(stage, at: 0.5) == nil)
    }

    @Test func crossFadeShortensAPureFadeToo() throws {
        let stage = makeStage(.opacity, reduceMotion: true, policy: .crossFade)
        try toggle(stage, at: 0)
        // The policy's short animation replaces the author's, also for a fade (0.2 s, half at 0.1).
        #expect(isClose(try #require(opacity(panel(stage, at: 0.1))), 0.5, absolute: 1e-6))
    }
}
