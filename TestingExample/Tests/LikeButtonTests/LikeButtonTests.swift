import CadenceImageTesting
import CadenceRender
import CadenceTesting
import CadenceUI
import Foundation
import LikeButton
import Testing

/// The like button tested the way the animation articles advise: the trigger, the repeated-input
/// policy and the Reduce Motion branch, without sleeping; the feedback a screen reader hears; the
/// view interactive again at the end; and snapshots over time for review.
@MainActor
@Suite struct LikeButtonTests {
    let heartScale = ValueColumn<DisplayList>.scale(ofSymbol: "heart.fill")

    func makeStage(_ environment: EnvironmentValues = EnvironmentValues()) -> Stage {
        Stage(size: CGSize(width: 120, height: 120), environment: environment) { LikeButton() }
    }

    // MARK: Snapshots over time

    @Test func theBurstOverTime() {
        let stage = makeStage()
        stage.schedule(.tap(identifier: "like"), at: 0.1)
        let instants = [0, 0.2, 0.35, 0.7]
        assertSnapshot(of: stage, as: .timeline(at: instants, .combining([.displayList, .accessibilityTree])), named: "like-burst")
    }

    @Test func theBurstAsNumbers() {
        let stage = makeStage()
        stage.schedule(.tap(identifier: "like"), at: 0)
        let times = stride(from: 0.0, through: 0.6, by: 0.05).map { $0 }
        let columns: [ValueColumn<DisplayList>] = [heartScale, .opacity(ofText: "+1"), .midY(ofText: "+1")]
        assertSnapshot(of: stage, as: .values(at: times, columns), named: "like-burst-values")
    }

    @Test(.enabled(if: snapshotPlatform == "linux", "image snapshots of this package are recorded on Linux only"))
    func theBurstAsPictures() {
        let stage = makeStage()
        stage.schedule(.tap(identifier: "like"), at: 0.1)
        let strip = SnapshotStrategy<Stage, RasterImage>.timeline(at: [0, 0.2, 0.35, 0.7], .image())
        assertSnapshot(of: stage, as: strip, named: "like-burst")
    }

    @Test func theReducedBurstOverTime() {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let stage = makeStage(environment)
        stage.schedule(.tap(identifier: "like"), at: 0.1)
        assertSnapshot(of: stage, as: .timeline(at: [0, 0.2, 0.35, 0.7], .displayList), named: "like-burst-reduce-motion")
    }

    // MARK: What the animation must do

    @Test func aSecondTapMidBurstNeverMakesTheHeartJump() {
        let stage = makeStage()
        stage.schedule(.tap(identifier: "like"), at: 0.1)
        stage.schedule(.tap(identifier: "like"), at: 0.2)
        expectNoJumps(in: stage, heartScale, until: 1, maximumStep: 0.05)
    }

    @Test func theBurstSettlesWithinHalfASecond() {
        let stage = makeStage()
        stage.schedule(.tap(identifier: "like"), at: 0.1)
        expectSettles(stage, by: 0.6)
    }

    @Test func aSecondTapRestartsTheBurst() {
        expectReplayPolicy(.restart, trigger: .tap(identifier: "like"), at: 0.1, retriggers: [0.25], until: 1.5) {
            makeStage()
        }
    }

    @Test func withReduceMotionTheBurstOnlyFades() {
        expectReduceMotion(.onlyFades, script: [.at(0.1, .tap(identifier: "like"))], until: 1) { environment in
            makeStage(environment)
        }
    }

    @Test func motionIsNotTheOnlyChannel() {
        expectMotionIsNotTheOnlyChannel(script: [.at(0.1, .tap(identifier: "like"))]) { environment in
            makeStage(environment)
        }
    }

    @Test func theButtonIsInteractiveAgainAfterTheBurst() {
        let stage = makeStage()
        stage.schedule(.tap(identifier: "like"), at: 0.1)
        expectInteractive(stage, identifier: "like", by: 0.6)
    }

    @Test func theSendingHeartbeatEndsWhereItStarted() {
        let stage = Stage(size: CGSize(width: 60, height: 60)) { SendingIndicator() }
        expectLoopEndsWhereItStarted(stage, .scale(ofSymbol: "heart"), period: 0.6, loops: 3)
    }
}
