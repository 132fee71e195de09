import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// The seed articles' timelines, evaluated: where each track is at its joints, how long each lasts,
/// what holds, and where the springs were cut.
@Suite struct SeedTimelineTests {
    // MARK: Like button

    @Test func theLikeButtonLastsAsLongAsItsFadingOverlay() {
        let like = SeedTimelines.likeButton()
        #expect(like.tracks.map(\.duration).enumerated().allSatisfy { index, duration in
            kfClose(duration, [0.5, 0.5, 0.6, 0.5][index])
        })
        #expect(kfClose(like.duration, 0.6))
    }

    @Test func theLikeButtonRotationPassesThroughItsAnglesOnACatmullRomSpline() throws {
        let like = SeedTimelines.likeButton()
        let joints: [(time: Double, degrees: Double)] = [(0.12, -8), (0.28, 6), (0.5, 0)]
        for joint in joints {
            #expect(kfClose(like.value(time: joint.time).rotation.degrees, joint.degrees, abs: 1e-10))
        }
        // Catmull-Rom velocity at 0.12 s: (6° − 0°) / (0.12 + 0.16) s; at 0.28 s: (0° − (−8°)) / (0.16 + 0.22) s.
        let rotation = try #require(like.tracks.first { $0.name.hasSuffix(".rotation") })
        let radiansPerDegree = Double.pi / 180
        #expect(kfClose(rotation.segments[1].startVelocity[0], 6 * radiansPerDegree / 0.28, abs: 1e-12))
        #expect(kfClose(rotation.segments[2].startVelocity[0], 8 * radiansPerDegree / 0.38, abs: 1e-12))
        #expect(rotation.segments[2].endVelocity == [0])
        // The rotation holds at 0° while the overlay finishes fading.
        #expect(like.value(time: 0.55).rotation.radians == 0)
    }

    @Test func theLikeButtonScaleSpringsAreCutMidFlight() throws {
        let like = SeedTimelines.likeButton()
        let firstCut = 1 + Spring.bouncy.value(target: CGFloat(0.3), time: 0.18)
        let firstCutVelocity = Spring.bouncy.derivative(target: CGFloat(0.3), time: 0.18)
        #expect(abs(firstCut - 1.3) > 0.01)
        #expect(kfClose(like.value(time: 0.18).scale, firstCut, abs: 1e-12))
        // The second spring starts from where the first was and with its velocity.
        let second = try #require(like.tracks.first?.segments.last)
        #expect(kfClose(second.startValue[0], Double(firstCut), abs: 1e-12))
        #expect(kfClose(second.startVelocity[0], Double(firstCutVelocity), abs: 1e-12))
        let secondCut = firstCut + Spring.snappy.value(target: 1 - firstCut, initialVelocity: firstCutVelocity, time: 0.32)
        #expect(kfClose(like.value(time: 0.5).scale, secondCut, abs: 1e-12))
        #expect(kfClose(like.value(time: 0.6).scale, secondCut, abs: 1e-12))  // held
    }

    @Test func theLikeButtonOverlayFadesInHoldsAndFadesOutLinearly() {
        let like = SeedTimelines.likeButton()
        let expectations: [(time: Double, opacity: Double)] = [
            (0, 0), (0.05, 0.5), (0.1, 1), (0.25, 1), (0.4, 1), (0.45, 0.75), (0.5, 0.5), (0.6, 0), (0.7, 0),
        ]
        for expectation in expectations {
            #expect(kfClose(like.value(time: expectation.time).overlayOpacity, expectation.opacity, abs: 1e-12))
        }
    }

    @Test func theLikeButtonOverlayRisesLinearlyThenEasesIntoItsCubic() throws {
        let like = SeedTimelines.likeButton()
        #expect(kfClose(like.value(time: 0.05).overlayOffsetY, -12, abs: 1e-12))
        #expect(kfClose(like.value(time: 0.1).overlayOffsetY, -24, abs: 1e-12))
        #expect(kfClose(like.value(time: 0.5).overlayOffsetY, -48, abs: 1e-12))
        // The cubic takes over the linear keyframe's -240 pt/s and comes to rest at the end.
        let offset = try #require(like.tracks.last?.segments)
        #expect(kfClose(offset[1].startVelocity[0], -240, abs: 1e-9))
        for u in stride(from: 0.0, through: 1.0, by: 0.1) {
            let expected = kfHermite(-24, -48, -240 * 0.4, 0, u)
            #expect(kfClose(like.value(time: 0.1 + 0.4 * u).overlayOffsetY, CGFloat(expected), abs: 1e-10))
        }
    }

    // MARK: Reduce Motion variant

    @Test func theReduceMotionVariantKeepsOnlyANoOpScaleTrack() {
        let reduced = SeedTimelines.accessibleLikeButton(reduceMotion: true)
        #expect(reduced.tracks.map(\.name) == [#"\LikeValues.scale"#])
        for time in stride(from: 0.0, through: 0.02, by: 0.001) {
            let value = reduced.value(time: time)
            #expect(value.scale == 1 && value.rotation == .zero)
        }
        let full = SeedTimelines.accessibleLikeButton(reduceMotion: false)
        #expect(full.tracks.map(\.name) == [#"\LikeValues.scale"#, #"\LikeValues.rotation"#])
        #expect(kfClose(full.value(time: 0.15).rotation.degrees, -6, abs: 1e-10))
    }

    // MARK: Pulse badge

    @Test func thePulseStartsEveryLoopFromItsZeroDurationKeyframes() {
        let pulse = SeedTimelines.pulse(from: SeedTimelines.PulseValues(scale: 3, opacity: 0))
        #expect(kfClose(pulse.duration, 1.4))
        // Whatever the value it starts from, time 0 already shows the zero-duration keyframes' values.
        let start = pulse.value(time: 0)
        #expect(start.scale == 1 && start.opacity == 0.5)
        #expect(kfClose(pulse.value(time: 0.3).opacity, 0.75, abs: 1e-12))
        #expect(kfClose(pulse.value(time: 1.4).opacity, 0.5, abs: 1e-12))
        #expect(kfClose(pulse.value(time: 1.4).scale, 1, abs: 1e-12))
    }

    @Test func thePulseSpringIsCutBeforeItSettlesAndTheCubicBringsItBack() throws {
        let pulse = SeedTimelines.pulse()
        let cut = 1 + Spring.bouncy.value(target: 0.4, time: 0.6)
        #expect(kfClose(pulse.value(time: 0.6).scale, cut, abs: 1e-12))
        let scale = try #require(pulse.tracks.first?.segments)
        // The spring starts at rest after the zero-duration keyframe.
        #expect(scale[1].startVelocity == [0])
        #expect(kfClose(scale[2].startVelocity[0], Spring.bouncy.derivative(target: 0.4, time: 0.6), abs: 1e-12))
    }

    // MARK: Floating badge

    @Test func theFloatingBadgeTracksAllLastOnePointSixSeconds() {
        let badge = SeedTimelines.floatingBadge()
        for track in badge.tracks {
            #expect(kfClose(track.duration, 1.6))
        }
        #expect(kfClose(badge.value(time: 0.4).scale, 1.15, abs: 1e-12))
        #expect(kfClose(badge.value(time: 0.5).rotation.degrees, -6, abs: 1e-10))
        #expect(kfClose(badge.value(time: 1.0).rotation.degrees, 6, abs: 1e-10))
        #expect(kfClose(badge.value(time: 1.6).rotation.degrees, 0, abs: 1e-10))
        // The float: a bouncy spring up, cut at 0.9 s, then a smooth one back down from there.
        let top = Spring.bouncy.value(target: CGFloat(-24), time: 0.9)
        let topVelocity = Spring.bouncy.derivative(target: CGFloat(-24), time: 0.9)
        let end = top + Spring.smooth.value(target: -top, initialVelocity: topVelocity, time: 0.7)
        #expect(kfClose(badge.value(time: 0.9).yOffset, top, abs: 1e-12))
        #expect(kfClose(badge.value(time: 1.6).yOffset, end, abs: 1e-12))
        #expect(abs(end) < 0.05)
    }

    // MARK: Squash and bounce

    @Test(arguments: [0.5, 1.0, 2.0, 3.7])
    func theSquashAndBounceTracksAddUpToOneAndAHalfTotalDurations(totalDuration: Double) {
        let bounce = SeedTimelines.squashAndBounce(totalDuration: totalDuration)
        for track in bounce.tracks {
            #expect(kfClose(track.duration, 1.5 * totalDuration, abs: 1e-12))
        }
        #expect(kfClose(bounce.duration, 1.5 * totalDuration, abs: 1e-12))
        // The translation track's cubic joints land on their values at the scaled times.
        let joints: [(fraction: Double, translation: Double)] = [(0.2, 0), (0.6, -100), (1.0, -100), (1.5, 0)]
        for joint in joints {
            #expect(kfClose(bounce.value(time: joint.fraction * totalDuration).translation, joint.translation, abs: 1e-9))
        }
    }

    @Test func theSquashStartsWithACutDefaultSpring() {
        let bounce = SeedTimelines.squashAndBounce()
        let squash = 1 + Spring().value(target: -0.4, time: 0.2)
        #expect(kfClose(bounce.value(time: 0.2).verticalStretch, squash, abs: 1e-12))
        // The default spring is critically damped; cut at 0.2 s it has not reached 0.6 yet.
        #expect(squash > 0.6)
    }
}
