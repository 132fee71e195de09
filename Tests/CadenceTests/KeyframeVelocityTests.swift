import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

private struct Transform: Animatable {
    var scale: Double = 1
    var offset: CGPoint = .zero

    var animatableData: AnimatablePair<Double, CGPoint.AnimatableData> {
        get { AnimatablePair(scale, offset.animatableData) }
        set { (scale, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

private struct Sprite {
    var transform = Transform()
    var opacity: Double = 1
    var tilt: Angle = .zero
}

/// `velocity(time:)`, and timelines that start moving: what an animator needs to replay keyframes
/// mid-flight without a jolt.
@Suite struct KeyframeVelocityTests {
    private static let sprite = KeyframeTimeline(initialValue: Sprite()) {
        KeyframeTrack(\.transform.scale) {
            CubicKeyframe(1.5, duration: 0.3)
            CubicKeyframe(1.0, duration: 0.3)
        }
        KeyframeTrack(\.tilt) {
            SpringKeyframe(.degrees(20), duration: 0.4, spring: .bouncy)
        }
        KeyframeTrack(\.transform.offset) {
            LinearKeyframe(CGPoint(x: 30, y: -10), duration: 0.5)
        }
    }

    @Test func eachTrackReportsItsPropertysVelocityPerSecond() throws {
        let time = 0.2
        let velocity = Self.sprite.velocity(time: time)
        let scale = try #require(velocity[\.transform.scale])
        #expect(kfClose(scale, kfDerivative({ Self.sprite.value(time: $0).transform.scale }, at: time), abs: 1e-6, rel: 1e-6))
        let tilt = try #require(velocity[\.tilt])
        #expect(kfClose(tilt.radians, kfDerivative({ Self.sprite.value(time: $0).tilt.radians }, at: time),
                        abs: 1e-6, rel: 1e-6))
        // A linear keyframe moves at constant velocity: (30, −10) points over 0.5 s.
        let offset = try #require(velocity[\.transform.offset])
        #expect(kfClose(offset.x, 60, abs: 1e-9) && kfClose(offset.y, -20, abs: 1e-9))
        #expect(velocity[\.opacity] == nil)  // not animated: no entry
    }

    @Test(arguments: [-1.0, -Double.infinity, Double.nan, 0.6000001, 5, Double.infinity])
    func beforeTheStartAfterTheEndAndAtNaNEveryPropertyIsAtRest(time: Double) {
        let velocity = Self.sprite.velocity(time: time)
        #expect(velocity[\.transform.scale] == 0)
        #expect(velocity[\.tilt] == .zero)
        #expect(velocity[\.transform.offset] == .zero)
    }

    @Test func atAJointTheVelocityIsTheEarlierKeyframesEndVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            LinearKeyframe(-1, duration: 1)
        }
        #expect(timeline.velocity(time: 1)[\.self] == 1)
        #expect(timeline.velocity(time: 1.5)[\.self] == -2)
    }

    @Test func appliedWritesVelocitiesIntoAValueInTrackOrder() {
        let velocity = Self.sprite.velocity(time: 0.1)
        let written = velocity.applied(to: Sprite(opacity: 0.25))
        #expect(written.transform.scale == velocity[\.transform.scale])
        #expect(written.transform.offset == velocity[\.transform.offset])
        #expect(written.opacity == 0.25)  // untouched
        #expect(KeyframeVelocity<Sprite>.zero.isEmpty && !velocity.isEmpty)
    }

    @Test func aTimelineCanStartMovingCubicAndSpringKeyframesPickTheVelocityUp() throws {
        var carried = KeyframeVelocity<Sprite>()
        carried.set(\.transform.scale, to: 4.0)
        carried.set(\.tilt, to: .radians(-3))
        carried.set(\.opacity, to: 2.0)
        let timeline = KeyframeTimeline(initialValue: Sprite(), initialVelocity: carried) {
            KeyframeTrack(\.transform.scale) { CubicKeyframe(1.2, duration: 0.5) }
            KeyframeTrack(\.tilt) { SpringKeyframe(.zero, duration: 0.5, spring: .snappy) }
            KeyframeTrack(\.opacity) { LinearKeyframe(0, duration: 0.5) }
            KeyframeTrack(\.transform.offset) { CubicKeyframe(CGPoint(x: 5, y: 5), duration: 0.5) }
        }
        let tracks = timeline.tracks
        #expect(tracks[0].initialVelocity == [4] && tracks[0].segments[0].startVelocity == [4])
        #expect(tracks[1].segments[0].startVelocity == [-3])
        // A linear keyframe keeps its own velocity; a property with no velocity given starts at rest.
        #expect(tracks[2].initialVelocity == [2] && tracks[2].segments[0].startVelocity == [-2])
        #expect(tracks[3].segments[0].startVelocity == [0, 0])
        #expect(kfClose(timeline.velocity(time: 0)[\.transform.scale] ?? .nan, 4))
        let slope = (timeline.value(time: 1e-7).tilt.radians - timeline.value(time: 0).tilt.radians) / 1e-7
        #expect(kfClose(slope, -3, abs: 1e-4))
    }

    @Test func anExplicitStartVelocityWinsOverTheCarriedOne() throws {
        var carried = KeyframeVelocity<Double>()
        carried.set(\.self, to: 10)
        let timeline = KeyframeTimeline(initialValue: 0.0, initialVelocity: carried) {
            CubicKeyframe(1, duration: 1, startVelocity: -1)
        }
        #expect(timeline.tracks[0].segments[0].startVelocity == [-1])
    }

    @Test func aVelocityRecordedForAnEnclosingOrEnclosedPropertyIsFound() throws {
        // Recorded for the whole transform, read by a track on its scale.
        var whole = KeyframeVelocity<Sprite>()
        whole.set(\.transform, to: Transform(scale: 7, offset: CGPoint(x: 1, y: 2)))
        let scaleTrack = KeyframeTimeline(initialValue: Sprite(), initialVelocity: whole) {
            KeyframeTrack(\.transform.scale) { CubicKeyframe(2, duration: 1) }
        }
        #expect(scaleTrack.tracks[0].initialVelocity == [7])
        // Recorded for the scale, read by a track on the whole transform: the offset part starts at rest.
        var part = KeyframeVelocity<Sprite>()
        part.set(\.transform.scale, to: 3.0)
        let transformTrack = KeyframeTimeline(initialValue: Sprite(transform: Transform(scale: 9, offset: CGPoint(x: 4, y: 4))),
                                              initialVelocity: part) {
            KeyframeTrack(\.transform) { CubicKeyframe(Transform(), duration: 1) }
        }
        #expect(transformTrack.tracks[0].initialVelocity == [3, 0, 0])
    }

    @Test(arguments: [0.05, 0.17, 0.29, 0.41])
    func replayingMidFlightKeepsTheMotionSmooth(interruption: Double) throws {
        // A trigger fires mid-flight: the animator rebuilds the timeline from the current value and
        // velocity. The spring and cubic tracks continue without a jolt in value or velocity (the linear
        // ones keep their own velocities, as in SwiftUI).
        let first = SeedTimelines.likeButton()
        let value = first.value(time: interruption)
        let velocity = first.velocity(time: interruption)
        let replay = SeedTimelines.likeButton(from: value, velocity: velocity)
        let replayed = replay.velocity(time: 0)
        #expect(replay.value(time: 0).scale == value.scale)
        #expect(kfClose(Double(try #require(replayed[\.scale])), Double(try #require(velocity[\.scale])), abs: 1e-12))
        #expect(kfClose(try #require(replayed[\.rotation]).radians, try #require(velocity[\.rotation]).radians, abs: 1e-12))
    }
}
