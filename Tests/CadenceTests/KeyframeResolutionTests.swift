import Foundation
import Testing
@testable import Cadence

/// How keyframes are resolved into segments: the Hermite curves, the velocities chosen at joints, the
/// hand-over between kinds and the springs cut mid-flight, checked against the formulas written out
/// independently of the library's power-basis evaluation.
@Suite struct KeyframeResolutionTests {
    /// Samples a whole-value timeline at `u` ∈ [0, 1] of segment `index`.
    private func sample(_ timeline: KeyframeTimeline<Double>, segment index: Int, at u: Double) -> Double {
        let segment = timeline.tracks[0].segments[index]
        return timeline.value(time: segment.start + u * segment.duration)
    }

    @Test func adjacentCubicKeyframesFormACatmullRomSpline() throws {
        let targets = [3.0, -1.0, 2.0, 2.5, 0.0]
        let durations = [0.3, 0.7, 0.2, 0.5, 0.4]
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            for index in targets.indices {
                CubicKeyframe(targets[index], duration: durations[index])
            }
        }
        // Points p₀ … p₅ and the velocity at each: 0 at both ends, (p₍ᵢ₊₁₎ − p₍ᵢ₋₁₎)/(d₍ᵢ₋₁₎ + dᵢ) inside.
        let points = [1.0] + targets
        var velocities = [0.0]
        for joint in 1..<targets.count {
            velocities.append((points[joint + 1] - points[joint - 1]) / (durations[joint - 1] + durations[joint]))
        }
        velocities.append(0)

        let segments = try #require(timeline.tracks.first?.segments)
        for index in targets.indices {
            #expect(kfClose(segments[index].startVelocity[0], velocities[index], abs: 1e-12))
            #expect(kfClose(segments[index].endVelocity[0], velocities[index + 1], abs: 1e-12))
            let d = durations[index]
            for u in stride(from: 0.0, through: 1.0, by: 1.0 / 16) {
                let expected = kfHermite(points[index], points[index + 1], velocities[index] * d, velocities[index + 1] * d, u)
                #expect(kfClose(sample(timeline, segment: index, at: u), expected, abs: 1e-12))
            }
            // Each joint lands on its keyframe's value.
            #expect(kfClose(timeline.value(time: segments[index].end), targets[index], abs: 1e-12))
        }
    }

    @Test func explicitVelocitiesWinAndAreHandedOnToTheNextCubic() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 0.5, startVelocity: 4, endVelocity: -2)
            CubicKeyframe(0, duration: 0.5)
            CubicKeyframe(1, duration: 0.5, startVelocity: 6)
        }
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(segments[0].startVelocity == [4])
        #expect(segments[0].endVelocity == [-2])
        #expect(segments[1].startVelocity == [-2])
        // Before a cubic with an explicit start velocity, that velocity is the end velocity.
        #expect(segments[1].endVelocity == [6])
        #expect(segments[2].endVelocity == [0])
        let slope = kfDerivative({ timeline.value(time: $0) }, at: 0.25, step: 1e-7)
        let expected = kfHermiteSlope(0, 1, 4 * 0.5, -2 * 0.5, 0.5) / 0.5
        #expect(kfClose(slope, expected, abs: 1e-5, rel: 1e-6))
    }

    /// A Bézier timing curve whose slope at both ends is neither 0 nor 1.
    private static let tiltedCurve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 0.6),
                                                      endControlPoint: UnitPoint(x: 0.6, y: 0.8))

    @Test func aCubicAfterALinearKeyframeStartsWithTheLinearEndVelocity() throws {
        let curve = Self.tiltedCurve
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2, duration: 0.5, timingCurve: curve)
            CubicKeyframe(3, duration: 0.5)
        }
        let handOver = 2 / 0.5 * curve.velocity(at: 1)
        #expect(handOver != 0 && handOver != 4)
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(kfClose(segments[0].endVelocity[0], handOver, abs: 1e-12))
        #expect(kfClose(segments[1].startVelocity[0], handOver, abs: 1e-12))
        // The motion itself has that slope on both sides of the joint. (Before it, the curve's value is
        // rounded to multiples of 2⁻²⁰ as SwiftUI does, so the difference needs a wider step.)
        let after = (timeline.value(time: 0.5 + 1e-7) - timeline.value(time: 0.5)) / 1e-7
        let before = (timeline.value(time: 0.5) - timeline.value(time: 0.5 - 1e-3)) / 1e-3
        #expect(kfClose(after, handOver, abs: 1e-4, rel: 1e-4))
        #expect(kfClose(before, handOver, abs: 1e-2, rel: 1e-2))
    }

    @Test func aCubicBeforeALinearKeyframeEndsWithTheLinearStartVelocity() throws {
        let curve = Self.tiltedCurve
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 0.4)
            LinearKeyframe(4, duration: 0.6, timingCurve: curve)
        }
        let expected = (4 - 1) / 0.6 * curve.velocity(at: 0)
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(kfClose(segments[0].endVelocity[0], expected, abs: 1e-12))
        #expect(kfClose(segments[1].startVelocity[0], expected, abs: 1e-12))
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(kfClose(sample(timeline, segment: 1, at: u), 1 + 3 * curve.value(at: u), abs: 1e-12))
        }
    }

    @Test func aCubicBeforeASpringWithoutStartVelocityAimsAtTheSpringTargetOverTwiceItsDuration() throws {
        let spring = Spring.smooth
        let timeline = KeyframeTimeline(initialValue: 0.5) {
            CubicKeyframe(1, duration: 0.4)
            SpringKeyframe(3, duration: 0.5, spring: spring)
        }
        let handOver = (3 - 0.5) / (2 * 0.4)
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(kfClose(segments[0].endVelocity[0], handOver, abs: 1e-12))
        #expect(kfClose(segments[1].startVelocity[0], handOver, abs: 1e-12))
        for elapsed in stride(from: 0.0, through: 0.5, by: 0.05) {
            let expected = 1 + spring.value(target: 2.0, initialVelocity: handOver, time: elapsed)
            #expect(kfClose(timeline.value(time: 0.4 + elapsed), expected, abs: 1e-12))
        }
    }

    @Test func aSpringCutMidFlightHandsOnItsRealPositionAndVelocity() throws {
        let first = Spring.bouncy, second = Spring.snappy
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            SpringKeyframe(1.3, duration: 0.18, spring: first)
            CubicKeyframe(1.0, duration: 0.32)
            SpringKeyframe(2.0, duration: 0.1, spring: second)
        }
        let cutValue = 1 + first.value(target: 0.3, time: 0.18)
        let cutVelocity = first.derivative(target: 0.3, time: 0.18)
        #expect(abs(cutValue - 1.3) > 0.01)  // genuinely cut short, not settled
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(kfClose(segments[0].endValue[0], cutValue, abs: 1e-12))
        #expect(kfClose(segments[0].endVelocity[0], cutVelocity, abs: 1e-12))
        #expect(kfClose(timeline.value(time: 0.18), cutValue, abs: 1e-12))
        #expect(kfClose(segments[1].startValue[0], cutValue, abs: 1e-12))
        #expect(kfClose(segments[1].startVelocity[0], cutVelocity, abs: 1e-12))
        // The cubic then lands on its own target.
        #expect(kfClose(timeline.value(time: 0.5), 1.0, abs: 1e-12))
        // A spring after a cubic starts from the cubic's end velocity (Catmull-Rom towards its target).
        let handOver = (2.0 - cutValue) / (2 * 0.32)
        #expect(kfClose(segments[2].startVelocity[0], handOver, abs: 1e-12))
        // The track ends where the second spring was cut, not on its target.
        let end = 1 + second.value(target: 1.0, initialVelocity: handOver, time: 0.1)
        #expect(kfClose(timeline.value(time: 10), end, abs: 1e-12))
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.7, bounce: -0.4),
                      Spring(mass: 1, stiffness: 100, damping: 10), Spring(response: 0.3, dampingRatio: 0.2)])
    func aSpringWithoutDurationLastsItsSettlingTimeForThisMotion(spring: Spring) throws {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            LinearKeyframe(0, duration: 0.25)
            SpringKeyframe(5, spring: spring)
        }
        // It starts with the linear keyframe's velocity, and settles within 1e-4 of a 5-unit move.
        let velocity = -2 / 0.25
        let settling = spring.settlingDuration(target: 5.0, initialVelocity: velocity, epsilon: 1e-4)
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(segments[1].startVelocity == [velocity])
        #expect(kfClose(segments[1].duration, settling, abs: 1e-12))
        #expect(kfClose(timeline.duration, 0.25 + settling, abs: 1e-12))
        #expect(kfClose(timeline.value(time: timeline.duration + 1), 5, abs: 2e-4))
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.7, bounce: -0.2),
                      Spring(response: 0.2, dampingRatio: 0.05), Spring(duration: 2, bounce: 0.9)])
    func springSegmentsFollowTheSpringsClosedForm(spring: Spring) {
        let timeline = KeyframeTimeline(initialValue: -3.0) {
            SpringKeyframe(4, duration: 1.7, spring: spring, startVelocity: 12)
        }
        for time in stride(from: 0.0, through: 1.7, by: 0.0137) {
            let expected = -3 + spring.value(target: 7.0, initialVelocity: 12.0, time: time)
            #expect(kfClose(timeline.value(time: time), expected, abs: 1e-12, rel: 1e-12))
            let velocity = spring.derivative(target: 7.0, initialVelocity: 12.0, time: time)
            #expect(kfClose(timeline.velocity(time: time)[\.self] ?? .nan, velocity, abs: 1e-12, rel: 1e-12))
        }
    }

    @Test func anOverdampedSpringHandsOverItsTrueDerivativeNotTheQuirkyPublicVelocity() throws {
        let spring = Spring(duration: 0.7, bounce: -0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.2, duration: 0.2, spring: spring, startVelocity: 0.1)
            CubicKeyframe(1.2, duration: 0.3)
        }
        let derivative = spring.derivative(target: 1.2, initialVelocity: 0.1, time: 0.2)
        let quirky = spring.velocity(target: 1.2, initialVelocity: 0.1, time: 0.2)
        #expect(abs(quirky - derivative - 1.2) < 1e-9)  // SwiftUI's public velocity adds the target
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(kfClose(segments[1].startVelocity[0], derivative, abs: 1e-12))
        // And the derivative is what the motion does just before the cut.
        let slope = kfDerivative({ timeline.value(time: $0) }, at: 0.2 - 1e-5, step: 1e-6)
        #expect(kfClose(slope, derivative, abs: 1e-4, rel: 1e-4))
    }

    @Test func aSpringAfterALinearKeyframeStartsWithItsVelocity() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 0.5, timingCurve: .easeIn)
            SpringKeyframe(0, duration: 0.4, spring: .bouncy)
        }
        let handOver = 1 / 0.5 * UnitCurve.easeIn.velocity(at: 1)
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(kfClose(segments[1].startVelocity[0], handOver, abs: 1e-12))
    }

    @Test func aMoveStopsTheMotionAndCatmullRomDoesNotLookAcrossIt() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 0.5)
            CubicKeyframe(2, duration: 0.5)
            MoveKeyframe(10.0)
            CubicKeyframe(11, duration: 0.5)
            CubicKeyframe(9, duration: 0.5)
        }
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(kfClose(segments[0].endVelocity[0], 2.0))  // (2 − 0) / (0.5 + 0.5)
        #expect(segments[1].endVelocity == [0])              // the move comes next
        #expect(segments[3].startValue == [10])
        #expect(segments[3].startVelocity == [0])            // not (11 − 2)/… across the move
        #expect(kfClose(segments[3].endVelocity[0], (9.0 - 10.0) / 1.0))
    }

    @Test func aTrackStartsFromRestAndComesToRestUnlessTold() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(5, duration: 1)
        }
        let segment = try #require(timeline.tracks.first?.segments.first)
        #expect(segment.startVelocity == [0] && segment.endVelocity == [0])
    }

    @Test func anInfiniteHandOverVelocityBecomesRestInsteadOfNaN() throws {
        // circularEaseIn is vertical at its end: the linear keyframe ends at infinite speed.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 0.5, timingCurve: .circularEaseIn)
            CubicKeyframe(2, duration: 0.5)
            SpringKeyframe(0, duration: 0.5)
        }
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(segments[0].endVelocity == [.infinity])
        #expect(segments[1].startVelocity == [0])
        for time in stride(from: 0.0, through: 1.6, by: 0.01) {
            #expect(timeline.value(time: time).isFinite)
        }
    }

    @Test func aLinearKeyframeThatDoesNotMoveHasNoVelocityEvenWhereItsCurveIsVertical() throws {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(1, duration: 0.5, timingCurve: .circularEaseOut)
            CubicKeyframe(2, duration: 0.5)
        }
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(segments[0].startVelocity == [0])
        #expect(segments[1].startVelocity == [0])
    }

    @Test func theSegmentSummariesDescribeWhatWasDeclared() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(1.0)
            LinearKeyframe(2, duration: 0.25, timingCurve: .easeOut)
            CubicKeyframe(3, duration: 0.5)
            SpringKeyframe(4, duration: 0.25, spring: .bouncy)
        }
        let segments = try #require(timeline.tracks.first?.segments)
        #expect(segments.map(\.kind) == [.move, .linear(.easeOut), .cubic, .spring(.bouncy)])
        #expect(segments.map(\.start) == [0, 0, 0.25, 0.75])
        #expect(segments.map(\.end) == [0, 0.25, 0.75, 1.0])
        #expect(segments.map(\.target) == [[1], [2], [3], [4]])
        #expect(segments.map(\.startValue) == [[0], [1], [2], [3]])
    }
}
