import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// A value with several animatable properties, as an animator's value struct would be.
private struct Pose: Equatable {
    var x: Double = 0
    var y: Double = 10
    var scale: CGFloat = 1
    var angle: Angle = .zero
}

@Suite struct KeyframeTimelineTests {
    private static let twoTracks = KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\.x) {
            CubicKeyframe(4, duration: 0.5)
            CubicKeyframe(2, duration: 0.5)
        }
        KeyframeTrack(\.y) {
            LinearKeyframe(20, duration: 0.25)
        }
    }

    @Test func durationIsThatOfTheLongestTrack() {
        #expect(Self.twoTracks.duration == 1.0)
        let three = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(1, duration: 0.3) }
            KeyframeTrack(\.y) { LinearKeyframe(1, duration: 0.2); LinearKeyframe(2, duration: 0.4) }
            KeyframeTrack(\.scale) { MoveKeyframe(2) }
        }
        #expect(kfClose(three.duration, 0.6))
    }

    @Test func aTimelineWithoutTracksLastsNoTimeAndIsItsInitialValue() {
        let empty = KeyframeTimeline(initialValue: Pose(x: 3)) {}
        #expect(empty.duration == 0)
        for time in [-1, 0, 0.5, 1e9, .infinity, .nan] as [Double] {
            #expect(empty.value(time: time) == Pose(x: 3))
        }
        #expect(empty.value(progress: 0.5) == Pose(x: 3))
        #expect(empty.tracks.isEmpty)
    }

    @Test(arguments: [-1.0, -1e-12, -Double.infinity, Double.nan, -Double.leastNonzeroMagnitude])
    func beforeTheStartAndAtNaNTheValueIsTheInitialValue(time: Double) {
        #expect(Self.twoTracks.value(time: time) == Pose())
        #expect(Self.twoTracks.value(progress: time) == Pose())
    }

    @Test(arguments: [1.0000001, 2, 1e9, Double.infinity])
    func pastTheEndEveryTrackHoldsItsLastValue(time: Double) {
        let value = Self.twoTracks.value(time: time)
        #expect(value.x == 2)
        #expect(value.y == 20)
        #expect(value.scale == 1)  // not animated
    }

    @Test func aShorterTrackHoldsItsEndWhileLongerOnesGoOn() {
        for time in stride(from: 0.25, through: 1.0, by: 0.05) {
            #expect(Self.twoTracks.value(time: time).y == 20)
        }
        // Meanwhile x is still moving.
        #expect(Self.twoTracks.value(time: 0.75).x != Self.twoTracks.value(time: 0.8).x)
    }

    @Test func theLaterTrackWinsWhenTwoAnimateTheSameProperty() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
            KeyframeTrack(\.x) { LinearKeyframe(-1, duration: 0.5) }
        }
        #expect(kfClose(timeline.value(time: 0.25).x, -0.5))
        // After the later track ends it holds its end, still winning over the longer earlier one.
        #expect(timeline.value(time: 0.75).x == -1)
        #expect(timeline.duration == 1)
    }

    @Test func everyTrackStartsFromTheInitialValueNotFromEarlierTracks() {
        let timeline = KeyframeTimeline(initialValue: Pose(x: 1)) {
            KeyframeTrack(\.x) { MoveKeyframe(50) }
            KeyframeTrack(\.x) { LinearKeyframe(3, duration: 1) }
        }
        // The second track goes from the initial 1 to 3, not from 50.
        #expect(kfClose(timeline.value(time: 0.5).x, 2))
        #expect(timeline.tracks[1].startValue == [1])
    }

    @Test func valueAtProgressIsValueAtTheSameFractionOfTheDuration() {
        for progress in stride(from: -0.5, through: 1.5, by: 0.0625) {
            #expect(Self.twoTracks.value(progress: progress) == Self.twoTracks.value(time: progress * 1.0))
        }
        let like = SeedTimelines.likeButton()
        for progress in stride(from: 0.0, through: 1.0, by: 0.01) {
            let byProgress = like.value(progress: progress), byTime = like.value(time: progress * like.duration)
            #expect(byProgress.scale == byTime.scale && byProgress.overlayOpacity == byTime.overlayOpacity)
        }
    }

    @Test func aSingleCubicKeyframeEasesInAndOutFromRestToRest() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 2)
        }
        for u in stride(from: 0.0, through: 1.0, by: 0.05) {
            // Both end velocities are 0, so the curve is 3u² − 2u³.
            #expect(kfClose(timeline.value(time: 2 * u), 3 * u * u - 2 * u * u * u, abs: 1e-14))
        }
        #expect(timeline.value(time: 0) == 0)
    }

    @Test(arguments: ["move", "linear", "cubic", "spring"])
    func aZeroDurationKeyframeOfAnyKindJumpsToItsTargetAndRests(kind: String) throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 0.5)
            switch kind {
            case "move": MoveKeyframe(5.0)
            case "linear": LinearKeyframe(5.0, duration: 0)
            case "cubic": CubicKeyframe(5.0, duration: 0)
            default: SpringKeyframe(5.0, duration: 0, spring: .bouncy)
            }
            CubicKeyframe(6, duration: 0.5)
        }
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(segments[1].duration == 0)
        #expect(segments[1].endValue == [5])
        #expect(segments[1].endVelocity == [0])
        // The cubic before the jump comes to rest; the one after starts from the target at rest.
        #expect(segments[0].endVelocity == [0])
        #expect(segments[2].startValue == [5])
        #expect(segments[2].startVelocity == [0])
        #expect(timeline.value(time: 0.5) == 1)                    // the jump is not yet visible at its instant
        #expect(kfClose(timeline.value(time: 0.5 + 1e-9), 5, abs: 1e-6))
        for time in stride(from: 0.0, through: 1.2, by: 0.01) {
            #expect(timeline.value(time: time).isFinite)
            #expect(timeline.velocity(time: time)[\.self].map { $0.isFinite } == true)
        }
    }

    @Test(arguments: [-0.5, -Double.infinity, Double.nan, 0.0, Double.leastNormalMagnitude / 4])
    func negativeNaNAndSubnormalDurationsCountAsZero(duration: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(3, duration: duration)
            LinearKeyframe(4, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 3)
        #expect(kfClose(timeline.value(time: 0.5), 3.5))
    }

    @Test func aCurveStretchedOverForeverNeverLeavesItsStart() {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            CubicKeyframe(10, duration: .infinity)
            LinearKeyframe(5, duration: 1)
        }
        #expect(timeline.duration == .infinity)
        for time in [0, 1, 1e6, 1e300] as [Double] {
            #expect(timeline.value(time: time) == 2)
        }
        #expect(timeline.value(progress: 0.5) == 2)
    }

    @Test func anUndampedSpringLeftToSettleNeverEnds() {
        let undamped = Spring(duration: 0.5, bounce: 1)  // ζ = 0: λ = 0, settling time ∞
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, spring: undamped)
        }
        #expect(timeline.duration == .infinity)
        for time in stride(from: 0.0, through: 3, by: 0.1) {
            let expected = undamped.value(target: 1.0, time: time)
            #expect(kfClose(timeline.value(time: time), expected, abs: 1e-12))
        }
    }

    @Test func anEmptyTrackHoldsItsStartValueAndStillWins() {
        let timeline = KeyframeTimeline(initialValue: Pose(x: 7)) {
            KeyframeTrack(\.x) { LinearKeyframe(0, duration: 1) }
            KeyframeTrack(\.x) {}
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.5).x == 7)
        #expect(timeline.tracks[1].segments.isEmpty)
        #expect(timeline.tracks[1].duration == 0)
    }

    @Test func aJumpBetweenKeyframesIsSeenJustAfterItsInstant() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            MoveKeyframe(5.0)
            LinearKeyframe(6, duration: 1)
        }
        #expect(timeline.value(time: 1) == 1)
        #expect(kfClose(timeline.value(time: 1 + 1e-9), 5, abs: 1e-8))
        #expect(kfClose(timeline.value(time: 1.5), 5.5))
    }

    @Test func aJumpAtTheStartIsAlreadyVisibleAtTimeZero() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(-40.0)
            LinearKeyframe(0, duration: 1)
        }
        #expect(timeline.value(time: 0) == -40)
        #expect(timeline.value(time: -0.1) == 0)  // before the timeline: the initial value
    }

    @Test func aJumpAtTheEndIsSeenAfterTheEnd() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            MoveKeyframe(0.0)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 1) == 1)
        #expect(timeline.value(progress: 1) == 1)
        #expect(timeline.value(time: 1.0000001) == 0)
    }

    @Test func aTimelineIsSendableWhenItsValueIs() async {
        let timeline = Self.twoTracks
        let value = await Task.detached { timeline.value(time: 0.5) }.value
        #expect(value == timeline.value(time: 0.5))
    }
}
