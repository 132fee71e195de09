import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// Joint and loop-seam analysis: the jumps in value and velocity a viewer sees, in the property's units.
@Suite struct KeyframeContinuityTests {
    private func joints(_ all: [KeyframeJoint], track: Int, kind: KeyframeJoint.Kind? = nil) -> [KeyframeJoint] {
        all.filter { $0.track == track && (kind == nil || $0.kind == kind) }
    }

    @Test func cubicJointsAreSmoothAndLinearJointsJoltTheVelocity() throws {
        let all = SeedTimelines.likeButton().joints()
        // Rotation: Catmull-Rom throughout, from rest to rest.
        let rotation = joints(all, track: 1)
        #expect(rotation.map(\.kind) == [.start, .joint, .joint, .end])
        #expect(rotation.map(\.time).enumerated().allSatisfy { kfClose($1, [0, 0.12, 0.28, 0.5][$0]) })
        for joint in rotation {
            #expect(joint.valueJump < 1e-12 && joint.velocityJump < 1e-12)
            #expect(joint.trackName == #"\LikeValues.rotation"#)
        }
        // Opacity: 0 → 1 in 0.1 s, hold, 1 → 0 in 0.2 s: from rest to 10/s, to 0, to −5/s, to rest.
        let opacity = joints(all, track: 2)
        let expectedJumps = [10.0, 10, 5, 5]
        #expect(opacity.count == 4)
        for (joint, jump) in zip(opacity, expectedJumps) {
            #expect(joint.valueJump < 1e-12)
            #expect(kfClose(joint.velocityJump, jump, abs: 1e-9))
        }
        #expect(opacity[1].velocityBefore == [10] && opacity[1].velocityAfter == [0])
    }

    @Test func aCubicAfterALinearKeyframeTakesItsVelocityOverSmoothly() {
        let offset = joints(SeedTimelines.likeButton().joints(), track: 3)
        #expect(offset.map(\.kind) == [.start, .joint, .end])
        #expect(kfClose(offset[0].velocityJump, 240, abs: 1e-9))  // the linear keyframe starts at -240 pt/s
        #expect(offset[1].velocityJump < 1e-9 && offset[1].valueJump < 1e-12)
        #expect(offset[2].velocityJump < 1e-12)                   // the cubic comes to rest
    }

    @Test func aSpringCutShortStopsWithAJolt() throws {
        let scale = joints(SeedTimelines.likeButton().joints(), track: 0)
        #expect(scale.map(\.kind) == [.start, .joint, .end])
        #expect(scale[1].valueJump == 0 && scale[1].velocityJump < 1e-12)  // hands over position and velocity
        let end = try #require(scale.last)
        let lastSpring = try #require(SeedTimelines.likeButton().tracks[0].segments.last)
        #expect(end.velocityBefore == lastSpring.endVelocity)
        #expect(kfClose(end.velocityJump, abs(lastSpring.endVelocity[0]), abs: 1e-12))
        #expect(end.velocityJump > 0.01)
    }

    @Test func aMoveBetweenKeyframesIsOneJointWithItsJump() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2, duration: 1)
            MoveKeyframe(-1.0)
            MoveKeyframe(5.0)
            CubicKeyframe(6, duration: 1)
        }
        let all = timeline.joints()
        #expect(all.map(\.kind) == [.start, .joint, .end])
        let jump = all[1]
        #expect(jump.time == 1)
        #expect(jump.valueBefore == [2] && jump.valueAfter == [5])
        #expect(jump.valueJump == 3)
        #expect(jump.velocityBefore == [2] && jump.velocityAfter == [0])
        #expect(jump.velocityJump == 2)
    }

    @Test func theStartReportsAJumpToALeadingMoveAndTheInitialVelocity() {
        var velocity = KeyframeVelocity<Double>()
        velocity.set(\.self, to: 3)
        let timeline = KeyframeTimeline(initialValue: 10.0, initialVelocity: velocity) {
            MoveKeyframe(0.0)
            LinearKeyframe(1, duration: 0.5)
        }
        let start = timeline.joints()[0]
        #expect(start.kind == .start && start.time == 0)
        #expect(start.valueBefore == [10] && start.valueAfter == [0] && start.valueJump == 10)
        #expect(start.velocityBefore == [3] && start.velocityAfter == [2] && start.velocityJump == 1)
    }

    @Test func aTrackOfJumpsOnlyHasJustItsStart() {
        let timeline = KeyframeTimeline(initialValue: 1.0) { MoveKeyframe(4.0) }
        let all = timeline.joints()
        #expect(all.map(\.kind) == [.start])
        #expect(all[0].valueJump == 3)
    }

    // MARK: Loop seams

    @Test func thePulseLoopsWithoutASnapBecauseEachTrackOpensWithAJumpToWhereItEnds() throws {
        let seams = SeedTimelines.pulse().joints(repeating: true).filter { $0.kind == .loopSeam }
        #expect(seams.count == 2)
        for seam in seams {
            #expect(kfClose(seam.time, 1.4))
            #expect(seam.valueJump < 1e-12)
        }
        // The scale comes to rest and starts again from rest; the opacity turns from falling to rising.
        #expect(seams[0].velocityJump < 1e-12)
        #expect(kfClose(seams[1].velocityBefore[0], -0.5 / 0.8, abs: 1e-12))
        #expect(kfClose(seams[1].velocityAfter[0], 0.5 / 0.6, abs: 1e-12))
        #expect(kfClose(seams[1].velocityJump, 0.5 / 0.8 + 0.5 / 0.6, abs: 1e-12))
    }

    @Test func aLoopThatResetsWithALeadingMoveSnapsBackVisibly() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(0.0)
            LinearKeyframe(1, duration: 1)
        }
        let seam = try #require(timeline.joints(repeating: true).last)
        #expect(seam.kind == .loopSeam && seam.time == 1)
        #expect(seam.valueBefore == [1] && seam.valueAfter == [0] && seam.valueJump == 1)
        #expect(seam.velocityJump == 0)  // moving at 1/s before and after
    }

    @Test func aLoopThatDoesNotResetStartsFromWhereItEndedAndStalls() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
        }
        let seam = try #require(timeline.joints(repeating: true).last)
        // The next loop goes from 1 to 1: no snap, but the motion stops dead.
        #expect(seam.valueJump == 0)
        #expect(seam.velocityBefore == [1] && seam.velocityAfter == [0])
        #expect(seam.velocityJump == 1)
    }

    @Test func aLoopCarriesItsVelocityIntoCubicsAndSprings() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 0.5)
            LinearKeyframe(0, duration: 0.5)
        }
        let seam = try #require(timeline.joints(repeating: true).last)
        // Ends falling at −2/s, and the next loop's cubic picks that velocity up.
        #expect(seam.velocityBefore == [-2] && seam.velocityAfter == [-2])
        #expect(seam.velocityJump == 0 && seam.valueJump == 0)
    }

    @Test(arguments: [0.5, 1.0, 2.0])
    func theSquashAndBounceLoopIsSeamless(totalDuration: Double) {
        let seams = SeedTimelines.squashAndBounce(totalDuration: totalDuration).joints(repeating: true)
            .filter { $0.kind == .loopSeam }
        #expect(seams.count == 2)
        for seam in seams {
            #expect(kfClose(seam.time, 1.5 * totalDuration, abs: 1e-12))
            #expect(seam.valueJump < 1e-12 && seam.velocityJump < 1e-9)
        }
    }

    @Test func aShorterTrackStopsAndHoldsBeforeTheSeam() throws {
        let timeline = KeyframeTimeline(initialValue: SeedTimelines.PulseValues()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 0.5) }
            KeyframeTrack(\.opacity) { LinearKeyframe(0, duration: 1) }
        }
        let scale = joints(timeline.joints(repeating: true), track: 0)
        #expect(scale.map(\.kind) == [.start, .end, .loopSeam])
        #expect(scale[1].time == 0.5 && scale[1].velocityJump == 2)
        #expect(scale[2].time == 1 && scale[2].velocityBefore == [0])
        #expect(scale[2].valueJump == 0)
        // The longest track has no separate end: the seam is where it stops.
        #expect(joints(timeline.joints(repeating: true), track: 1).map(\.kind) == [.start, .loopSeam])
    }

    @Test func timelinesThatNeverWrapHaveNoSeams() {
        let instant = KeyframeTimeline(initialValue: 0.0) { MoveKeyframe(1.0) }
        let endless = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: Spring(duration: 1, bounce: 1)) }
        #expect(!instant.joints(repeating: true).contains { $0.kind == .loopSeam })
        #expect(!endless.joints(repeating: true).contains { $0.kind == .loopSeam })
    }

    @Test func discontinuitiesAreTheJointsThatJumpBeyondTheTolerances() {
        let like = SeedTimelines.likeButton()
        let found = like.discontinuities()
        #expect(!found.contains { $0.track == 1 })          // rotation is smooth throughout
        #expect(found.filter { $0.track == 2 }.count == 4)  // every opacity joint jolts
        #expect(like.discontinuities(velocityTolerance: 100).allSatisfy { $0.track == 3 })
        #expect(like.discontinuities(valueTolerance: .infinity, velocityTolerance: .infinity).isEmpty)
    }

    @Test func jumpsOfVectorValuesAreDistancesInTheirOwnUnits() throws {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 3, y: 4), duration: 1)
            MoveKeyframe(CGPoint(x: 0, y: 0))
        }
        let end = try #require(timeline.joints().last)
        #expect(end.valueBefore == [3, 4] && end.valueAfter == [0, 0])
        #expect(end.valueJump == 5)
        #expect(end.velocityJump == 5)
    }
}
