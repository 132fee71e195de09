import CadenceExamples
import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// Reduce Motion on the stage: the environment setting (scripted by stage events) reaches the
/// animators; SwiftUI's default changes nothing by itself; Cadence's policies skip to the end, cross-
/// fade, simplify, and hold loops still.
@MainActor
@Suite struct ReduceMotionTests {
    private static var reduced: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        return environment
    }

    @Test func theReduceMotionLikeButtonShowsNoScaleOrRotationWhileItIsOn() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { ReduceMotionLikeButton() }
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 0.1)
        stage.schedule(.tap(label: "Like"), at: 0.2)
        stage.schedule(.environment(\.accessibilityReduceMotion, false), at: 1.5)
        stage.schedule(.tap(label: "Like"), at: 1.6)
        for frame in 1...80 {    // 0 … 1.33 s at 60 fps
            let list = stage.frame(frame, fps: 60)
            #expect(list.transform(ofSymbol: "heart.fill")?.isIdentity == true)
        }
        #expect(stage.displayList().item(text: "1 like") != nil)   // the like still counts
        stage.advance(to: 1.75)
        let moving = try #require(stage.displayList().transform(ofSymbol: "heart.fill"))
        #expect(moving.uniformScale > 1.05)
        #expect(abs(moving.rotationDegrees) > 0.5)
    }

    /// A star that slides 40 points further on each tap; `policy` nil keeps SwiftUI's default.
    private struct Sliding: View {
        var policy: ReduceMotionPolicy<Never>?
        @State private var moves = 0

        var body: some View {
            let animated = Button("Move") { moves += 1 }
                .keyframeAnimator(initialValue: 0.0, trigger: moves) { content, x in
                    content.overlay(alignment: .top) {
                        Image(systemName: "star.fill").offset(x: x, y: -30)
                    }
                } keyframes: { x in
                    LinearKeyframe(x + 40, duration: 1)
                }
            if let policy {
                animated.reduceMotionPolicy(policy)
            } else {
                animated
            }
        }
    }

    private func stars(_ stage: Stage, at time: Double) -> [(x: Double, opacity: Double)] {
        stage.advance(to: time)
        let list = stage.displayList()
        return list.symbols(named: "star.fill").map { item in
            let opacity = if case .symbol(let symbol) = item.content { Double(symbol.color.opacity) } else { 0.0 }
            return (Double(item.transform.tx), opacity)
        }
    }

    @Test func byDefaultReduceMotionChangesNothing() {
        let stage = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) { Sliding() }
        stage.schedule(.tap(label: "Move"), at: 0.2)
        let shown = stars(stage, at: 0.7)
        #expect(shown.count == 1)
        #expect(isClose(shown.first?.x ?? .nan, 20, absolute: 1e-9))
    }

    @Test func skipToEndShowsTheFinalStateAtOnce() {
        let stage = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) { Sliding(policy: .skipToEnd) }
        stage.schedule(.tap(label: "Move"), at: 0.2)
        let shown = stars(stage, at: 0.2)
        #expect(shown.count == 1)
        #expect(isClose(shown.first?.x ?? .nan, 40, absolute: 1e-9))
        #expect(stage.nextFrameTime == nil)
    }

    @Test func crossFadeFadesFromTheOldPictureToTheFinalOne() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) { Sliding(policy: .crossFade) }
        stage.schedule(.tap(label: "Move"), at: 0.2)
        let start = stars(stage, at: 0.2)
        #expect(start.count == 2)
        #expect(stage.nextFrameTime == 0.2)
        let halfway = stars(stage, at: 0.3)
        // The outgoing picture (where the star was) is drawn first, behind the final one.
        try #require(halfway.count == 2)
        #expect(isClose(halfway[0].x, 0, absolute: 1e-9) && isClose(halfway[0].opacity, 0.5, absolute: 1e-6))
        #expect(isClose(halfway[1].x, 40, absolute: 1e-9) && isClose(halfway[1].opacity, 0.5, absolute: 1e-6))
        // Only the current picture's button can be tapped: the tap is not ambiguous.
        try stage.tap(label: "Move")
        let after = stars(stage, at: 0.75)
        #expect(after.count == 1)
        #expect(isClose(after.first?.x ?? .nan, 80, absolute: 1e-9))
        #expect(isClose(after.first?.opacity ?? .nan, 1, absolute: 1e-6))
        #expect(stage.nextFrameTime == nil)
        #expect(stage.issues.isEmpty)
    }

    @Test func crossFadeDurationIsNamedInThePolicy() {
        #expect(ReduceMotionPolicy<Never>.crossFade.description == "crossFade")
        #expect(ReduceMotionPolicy<Never>.crossFade(duration: 0.5).description == "crossFade(duration: 0.5)")
        #expect(ReduceMotionPolicy<Never>.crossFade(duration: -1).description == "crossFade(duration: 0.0)")
        #expect(ReduceMotionPolicy<Never>.crossFade(duration: .nan).description == "crossFade(duration: 0.0)")

        let stage = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) {
            Sliding(policy: .crossFade(duration: 0.5))
        }
        stage.schedule(.tap(label: "Move"), at: 0.2)
        let quarter = stars(stage, at: 0.325)
        #expect(quarter.count == 2)
        #expect(isClose(quarter.last?.opacity ?? .nan, 0.25, absolute: 1e-6))
        #expect(stars(stage, at: 0.75).count == 1)
    }

    @Test func crossFadeWithoutReduceMotionMovesAsUsual() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Sliding(policy: .crossFade) }
        stage.schedule(.tap(label: "Move"), at: 0.2)
        let shown = stars(stage, at: 0.45)
        #expect(shown.count == 1)
        #expect(isClose(shown.first?.x ?? .nan, 10, absolute: 1e-9))
    }

    /// A dot breathing for ever under `policy`.
    private struct Breathing: View {
        var policy: ReduceMotionPolicy<Never>
        var body: some View {
            Circle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    MoveKeyframe(1.0)
                    LinearKeyframe(2.0, duration: 1)
                }
                .reduceMotionPolicy(policy)
        }
    }

    private func dotScales(_ stage: Stage, at time: Double) -> [Double] {
        stage.advance(to: time)
        return stage.displayList().items.filter { if case .shape = $0.content { true } else { false } }.map(\.transform.uniformScale)
    }

    @Test func loopsHoldStillUnderReduceMotionAndGoOnWhenItIsOff() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Breathing(policy: .skipToEnd) }
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 0.5)
        stage.schedule(.environment(\.accessibilityReduceMotion, false), at: 2)
        #expect(isClose(dotScales(stage, at: 0.4).first ?? .nan, 1.4, absolute: 1e-9))
        #expect(isClose(dotScales(stage, at: 1).first ?? .nan, 1, absolute: 1e-9))   // the pass's start
        #expect(stage.nextFrameTime == 2)                                          // only the script
        #expect(isClose(dotScales(stage, at: 2.25).first ?? .nan, 1.25, absolute: 1e-9))
        #expect(stage.nextFrameTime == 2.25)
    }

    @Test func aLoopStoppedByReduceMotionCrossFadesToItsStill() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Breathing(policy: .crossFade) }
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 0.5)
        let fading = dotScales(stage, at: 0.6)
        #expect(fading.count == 2)
        #expect(isClose(fading.first ?? .nan, 1.5, absolute: 1e-9))   // outgoing: where it was
        #expect(isClose(fading.last ?? .nan, 1, absolute: 1e-9))      // current: held still
        #expect(dotScales(stage, at: 0.8).count == 1)
    }

    @Test func simplifiedKeyframesPlayInsteadUnderReduceMotion() {
        let stage = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) {
            Sliding()
                .reduceMotionPolicy(.simplified { (x: Double) in
                    LinearKeyframe(x + 40, duration: 0.2)
                })
        }
        stage.schedule(.tap(label: "Move"), at: 0.2)
        #expect(isClose(stars(stage, at: 0.3).first?.x ?? .nan, 20, absolute: 1e-9))
        #expect(isClose(stars(stage, at: 0.5).first?.x ?? .nan, 40, absolute: 1e-9))
    }

    /// A panel opened inside `withAnimation(.linear(duration: 1))`.
    private struct Panel: View {
        @State private var isOpen = false
        var body: some View {
            VStack {
                Button("Open") { withAnimation(.linear(duration: 1)) { isOpen = true } }
                Text("Panel").opacity(isOpen ? 1 : 0)
            }
        }
    }

    private func panelOpacity(_ stage: Stage, at time: Double) -> Double {
        stage.advance(to: time)
        return Double(stage.displayList().texts.first { $0.text == "Panel" }?.color.opacity ?? .nan)
    }

    @Test func stateAnimationsFollowTheirPolicy() {
        let ignoring = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) { Panel() }
        ignoring.schedule(.tap(label: "Open"), at: 0)
        #expect(isClose(panelOpacity(ignoring, at: 0.5), 0.5, absolute: 1e-6))

        let skipping = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) {
            Panel().reduceMotionPolicy(.skipToEnd)
        }
        skipping.schedule(.tap(label: "Open"), at: 0)
        #expect(isClose(panelOpacity(skipping, at: 0.1), 1, absolute: 1e-6))

        let gentle = Stage(size: CGSize(width: 200, height: 200), environment: Self.reduced) {
            Panel().reduceMotionPolicy(.simplified(.linear(duration: 0.2)))
        }
        gentle.schedule(.tap(label: "Open"), at: 0)
        #expect(isClose(panelOpacity(gentle, at: 0.1), 0.5, absolute: 1e-6))
        #expect(isClose(panelOpacity(gentle, at: 0.3), 1, absolute: 1e-6))
    }

    /// A trigger-less cycle between two opacities.
    private struct Blinking: View {
        var body: some View {
            Circle()
                .fill(.orange)
                .frame(width: 20, height: 20)
                .phaseAnimator([1.0, 0.2]) { dot, opacity in
                    dot.opacity(opacity)
                } animation: { _ in .linear(duration: 1) }
                .reduceMotionPolicy(.crossFade)
        }
    }

    @Test func aPhaseCycleStoppedByReduceMotionCrossFadesToItsFirstPhase() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Blinking() }
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 1.5)
        stage.advance(to: 1.6)
        let fading = stage.displayList().shapes
        #expect(fading.count == 2)
        // Outgoing: the picture at 1.5 s, halfway into the first phase (0.6), fading out; current: the
        // first phase held still (1), fading in. What was animating into it stopped.
        #expect(isClose(Double(fading.first?.paint.color.opacity ?? .nan), 0.6 * 0.5, absolute: 1e-6))
        #expect(isClose(Double(fading.last?.paint.color.opacity ?? .nan), 1 * 0.5, absolute: 1e-6))
        stage.advance(to: 2)
        #expect(stage.displayList().shapes.count == 1)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aScriptedReduceMotionEventReachesThePlayers() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Breathing(policy: .skipToEnd) }
        #expect(stage.nextFrameTime == 0)
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 0.3)
        stage.advance(to: 0.3)
        #expect(stage.nextFrameTime == nil)
    }
}
