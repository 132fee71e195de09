import CadenceTesting
import CadenceUI
import Foundation
import Testing

/// Each animation assertion passes on a view that does what it says and fails, with a message that
/// names what went wrong, on one that does not.
@MainActor
@Suite struct AssertionTests {
    private let size = CGSize(width: 120, height: 120)
    private let scale = ValueColumn<DisplayList>.scale(ofSymbol: "heart.fill")

    /// Runs `body` expecting exactly one failure whose message contains every part of `parts`.
    private func expectFailure(_ parts: [String], _ body: () -> Void) {
        withKnownIssue {
            body()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return parts.allSatisfy { text.contains($0) }
        }
    }

    // MARK: Continuity

    @Test func aRetriggerMidRunDoesNotJump() {
        let stage = Stage(size: size) { PoppingHeart() }
        stage.schedule(.tap(identifier: "heart"), at: 0.1)
        stage.schedule(.tap(identifier: "heart"), at: 0.2)
        #expect(expectNoJumps(in: stage, scale, until: 1, maximumStep: 0.03))
    }

    @Test func aStateChangeWithoutAnimationJumps() {
        let stage = Stage(size: size) { SnappingHeart() }
        stage.schedule(.tap(identifier: "heart"), at: 0.5)
        expectFailure(["heart.fill scale jumps by 0.5 between t=0.491667 and t=0.5 (1 → 1.5)", "at most 0.03 a frame at 120 fps"]) {
            #expect(!expectNoJumps(in: stage, scale, until: 1, maximumStep: 0.03))
        }
    }

    @Test func aTimelineWithAMoveKeyframeJumpsAtItsLoopSeam() {
        let closed = KeyframeTimeline(initialValue: 1.0) {
            CubicKeyframe(1.3, duration: 0.3)
            CubicKeyframe(1.0, duration: 0.3)
        }
        #expect(expectNoJumps(in: closed, ValueColumn("scale") { $0 }, maximumStep: 0.03, loops: 2))
        let open = KeyframeTimeline(initialValue: 1.0) {
            MoveKeyframe(1.0)
            CubicKeyframe(1.3, duration: 0.3)
            CubicKeyframe(1.2, duration: 0.3)
        }
        expectFailure(["scale jumps by -0.2 between t=0.6 and t=0.6 (1.2 → 1)", "at a loop seam"]) {
            expectNoJumps(in: open, ValueColumn("scale") { $0 }, maximumStep: 0.03, loops: 1)
        }
    }

    @Test func badArgumentsAreOneLine() {
        let stage = Stage(size: size) { PoppingHeart() }
        expectFailure(["expectNoJumps: fps 0.0 is not in (0, 10000]"]) {
            expectNoJumps(in: stage, scale, until: 1, fps: 0, maximumStep: 1)
        }
        expectFailure(["expectNoJumps: the end t=-1 is before t=0"]) {
            expectNoJumps(in: stage, scale, until: -1, maximumStep: 1)
        }
    }

    // MARK: Settling

    @Test func aBurstSettlesWhenItsKeyframesEnd() throws {
        let stage = Stage(size: size) { PoppingHeart() }
        stage.schedule(.tap(identifier: "heart"), at: 0.1)
        let settled = try #require(expectSettles(stage, by: 1))
        // The run is 0.5 s long from the tap: at rest from the first frame at or after 0.6.
        #expect(abs(settled - 0.6) <= 1.0 / 60 + 1e-9)
    }

    @Test func aLoopNeverSettles() {
        let stage = Stage(size: size) { BreathingDot() }
        expectFailure(["the stage has not settled by t=2: it is still animating"]) {
            #expect(expectSettles(stage, by: 2) == nil)
        }
    }

    // MARK: Loops

    @Test func aClosedLoopEndsWhereItStarted() {
        let stage = Stage(size: size) { BreathingDot() }
        stage.advance(to: 0.1)
        #expect(expectLoopEndsWhereItStarted(stage, .scale(ofSymbol: "circle.fill"), period: 0.6, loops: 3))
    }

    @Test func anOpenLoopShowsItsSeam() {
        let stage = Stage(size: size) { BreathingDot(end: 1.1) }
        expectFailure(["pass 1 of the loop ends at circle.fill scale = 1.1 (t=0.6), but it started at 1 (t=0): the loop shows a seam"]) {
            expectLoopEndsWhereItStarted(stage, .scale(ofSymbol: "circle.fill"), period: 0.6)
        }
    }

    // MARK: Replay policies

    @Test(arguments: [ReplayPolicy.restart, .ignoreWhileRunning, .queue, .coalesceLatest])
    func eachPolicyIsRecognised(policy: ReplayPolicy) {
        let passed = expectReplayPolicy(policy, trigger: .tap(identifier: "heart"), at: 0.1, retriggers: [0.3, 0.4], until: 2) {
            Stage(size: size) { PoppingHeart(policy: policy) }
        }
        #expect(passed)
    }

    @Test func aViewThatRestartsIsNotIgnoringRetriggers() {
        expectFailure(["under ignoreWhileRunning", "the retrigger changed the run (the frames differ from t=0.316667)"]) {
            expectReplayPolicy(.ignoreWhileRunning, trigger: .tap(identifier: "heart"), at: 0.1, retriggers: [0.3], until: 2) {
                Stage(size: size) { PoppingHeart(policy: .restart) }
            }
        }
        expectFailure(["under queue", "expected 2 more runs of 0.5 s, ending at t=1.6, but motion ended at t=1.1"]) {
            expectReplayPolicy(.queue, trigger: .tap(identifier: "heart"), at: 0.1, retriggers: [0.3, 0.4], until: 2) {
                Stage(size: size) { PoppingHeart(policy: .coalesceLatest) }
            }
        }
    }

    // MARK: Reduce Motion

    @Test func aReducedBranchThatOnlyFadesPasses() {
        let passed = expectReduceMotion(.onlyFades, script: [.at(0.1, .tap(identifier: "heart"))], until: 1) { environment in
            Stage(size: size, environment: environment) { FadingHeart() }
        }
        #expect(passed)
    }

    @Test func aFadeIsNotHoldingStillAndASwellIsNotAFade() {
        expectFailure(["with Reduce Motion on, the scene should holds still", "\"+1\""]) {
            expectReduceMotion(.holdsStill, script: [.at(0.1, .tap(identifier: "heart"))], until: 1) { environment in
                Stage(size: size, environment: environment) { FadingHeart() }
            }
        }
        expectFailure(["the scene should only fades, but it changes between t=0.1 and t=0.116667"]) {
            expectReduceMotion(.onlyFades, script: [.at(0.1, .tap(identifier: "heart"))], until: 1) { environment in
                Stage(size: size, environment: environment) { FadingHeart(honoursReduceMotion: false) }
            }
        }
    }

    @Test func aStageBuiltWithoutTheGivenEnvironmentIsReported() {
        expectFailure(["the stage does not have Reduce Motion on"]) {
            expectReduceMotion(script: [], until: 1) { _ in Stage(size: size) { FadingHeart() } }
        }
    }

    // MARK: Accessibility

    @Test func aBurstThatUpdatesTheValueIsPerceived() {
        let report = expectMotionIsNotTheOnlyChannel(script: [.at(0.1, .tap(identifier: "heart"))], fps: 30) { environment in
            Stage(size: size, environment: environment) { PoppingHeart() }
        }
        #expect(report.findings.isEmpty)
        #expect(report.observations.contains { $0.startedMotion && $0.isPerceived })
    }

    @Test func aBurstNobodyHearsIsReported() {
        expectFailure(["accessibility audit: t=0.1 tap(identifier: heart) [standard]: motion is the only channel"]) {
            expectMotionIsNotTheOnlyChannel(script: [.at(0.1, .tap(identifier: "heart"))], fps: 30, settings: [.standard]) { environment in
                Stage(size: size, environment: environment) { PoppingHeart(announcesTaps: false) }
            }
        }
    }

    // MARK: Interactive at the end

    @Test func theHeartCanBeTappedAgainOnceItSettles() {
        let stage = Stage(size: size) { PoppingHeart() }
        stage.schedule(.tap(identifier: "heart"), at: 0.1)
        #expect(expectInteractive(stage, identifier: "heart", by: 1))
        #expect(stage.accessibilityTree().description.contains("value=\"2 taps\""))
    }

    @Test func aViewStillMovingOrDisabledIsNotInteractive() {
        let moving = Stage(size: size) { PoppingHeart() }
        moving.schedule(.tap(identifier: "heart"), at: 0.1)
        expectFailure(["the view is not at rest at t=0.3: it is still animating"]) {
            expectInteractive(moving, identifier: "heart", by: 0.3)
        }
        let spent = Stage(size: size) { OneShotButton() }
        spent.schedule(.tap(identifier: "send"), at: 0.1)
        expectFailure(["the view is not interactive at t=1: tapping the button \"send\" failed: no visible button matches \"send\""]) {
            expectInteractive(spent, identifier: "send", by: 1)
        }
    }

    // MARK: Scripts

    @Test func aScriptKeepsTimeOrderAndSchedulesOnTheStage() {
        let script: StageScript = [.at(0.3, .tap(identifier: "heart")), .at(0.1, .tap(identifier: "heart")), .at(0.3, .hide)]
        #expect(script.times == [0.1, 0.3])
        #expect(script.end == 0.3)
        #expect(script.steps.map(\.event.description) == ["tap(identifier: heart)", "tap(identifier: heart)", "hide"])
        let stage = Stage(size: size) { PoppingHeart() }
        script.appending([.at(0.5, .show)]).schedule(on: stage)
        stage.advance(to: 0.4)
        #expect(!stage.isShown)
        stage.advance(to: 0.6)
        #expect(stage.isShown)
        #expect(stage.accessibilityTree().description.contains("value=\"2 taps\""))
    }
}
