import Foundation
import Testing
@testable import Cadence

/// `Angle.animatableData` is radians × 128 (measured on SwiftUI: OpenSwiftUI's
/// `AngleCompatibilityTests` assert `Angle(radians: r).animatableData == r * 128`, `(a * 2)` and
/// `animatableData *= 2` on SwiftUI itself), and what the factor changes and does not change.
@Suite struct AngleAnimatableDataTests {
    // The four angles of OpenSwiftUI's AngleCompatibilityTests (measured on SwiftUI).
    @Test(arguments: [(0.0, 0.0), (Double.pi / 2, 90.0), (Double.pi, 180.0), (Double.pi * 2, 360.0)])
    func dataIsRadiansTimes128(radians: Double, degrees: Double) {
        let a1 = Angle(radians: radians)
        #expect(a1.radians == radians)
        #expect(a1.degrees == degrees)
        #expect(a1.animatableData == radians * 128)
        let a2 = Angle(degrees: degrees)
        #expect(a2.radians == radians)
        #expect(a1 == a2)
        #expect(a1.animatableData * 2 == (a2 * 2).animatableData)
        var a3 = a1
        a3.animatableData *= 2
        var a4 = a1
        a4.radians *= 2
        #expect(a3 == a4)
    }

    @Test func settingTheDataDividesBy128() {
        var angle = Angle.zero
        angle.animatableData = 128
        #expect(angle.radians == 1)
        angle.animatableData = -64 * Double.pi
        #expect(angle.degrees == -90)
    }

    // SwiftUI's `_VectorMath` (OpenSwiftUI's VectorMath.swift, audited for SwiftUI 6.4.41): the
    // operators act on the data; `/ d` is `* (1 / d)`.
    @Test func vectorMathWorksOnTheData() {
        let quarter = Angle.degrees(90)
        #expect((quarter * 2).degrees == 180)
        #expect((quarter + quarter - .degrees(45)).degrees == 135)
        #expect((-quarter).degrees == -90)
        #expect((quarter / 3).radians == quarter.radians * (1.0 / 3))
        #expect(quarter.magnitude == quarter.radians * 128)
        var angle = Angle.radians(1)
        angle += .radians(2)
        angle -= .radians(0.5)
        angle *= 4
        angle /= 2
        #expect(angle.radians == 5)
        angle.negate()
        #expect(angle.radians == -5)
        // Division by zero follows IEEE arithmetic: ±∞, or NaN for a zero angle.
        #expect((Angle.radians(1) / 0).radians == .infinity)
        #expect((Angle.zero / 0).radians.isNaN)
    }

    // The scale is a power of two, so interpolation on the data equals interpolation on radians bit
    // for bit: a timing curve gives the same angles as before the scale.
    @Test(arguments: [0.0, 0.05, 0.1, 0.175, 0.29, 0.35])
    func timingCurvesAreUnchanged(time: Double) {
        var scaled = AnimationEvaluator(.easeInOut, from: Angle.zero.animatableData, to: Angle.degrees(-8).animatableData)
        var radians = AnimationEvaluator(.easeInOut, from: 0.0, to: Angle.degrees(-8).radians)
        #expect(Angle(radians: 0).with(data: scaled.sample(at: time).value).radians == radians.sample(at: time).value)
    }

    // A fluid spring rests when max(|v|², |f|²) ≤ 0.0036 in data units: on radians × 128 it rests
    // later. Values computed by Cadence's SwiftUI-order integration (1/300 s steps), before the scale
    // (on the bare radians) and after it.
    @Test(arguments: [
        (Animation.default, 90.0, 0.9333333333333333, 1.4433333333333334),
        (Animation.default, 360.0, 1.08, 1.5866666666666667),
        (Animation.smooth, 90.0, 0.8666666666666667, 1.3333333333333335),
        (Animation.snappy, 90.0, 0.5666666666666667, 1.05),
        (Animation.bouncy, 45.0, 0.7566666666666667, 1.1333333333333333),
        (Animation.interactiveSpring, 90.0, 0.29000000000000004, 0.35333333333333333),
    ] as [(Animation, Double, Double, Double)])
    func fluidSpringsRestLaterOnScaledAngles(animation: Animation, degrees: Double, before: Double, after: Double) {
        let angle = Angle.degrees(degrees)
        #expect(animation.finishTime(value: angle.radians, context: AnimationContext()) == before)
        #expect(animation.finishTime(value: angle.animatableData, context: AnimationContext()) == after)
        var run = AnimationEvaluator(animation, from: 0.0, to: angle.animatableData)
        #expect(!run.sample(at: after - 0.004).isFinished)  // the 1/300 s step before
        #expect(run.sample(at: after).isFinished)
    }

    // SpringKeyframe without a duration lasts the settling time at ε = 1e-4 of the data: longer on
    // the scaled data. Before: the same keyframe on radians.
    @Test(arguments: [
        (Spring(), -8.0, 0.7999999999999999, 1.2),
        (Spring.smooth, 90.0, 0.9999999999999999, 1.4000000000000001),
        (Spring.bouncy, 90.0, 1.3578126756558269, 1.909401676037456),
    ] as [(Spring, Double, Double, Double)])
    func springKeyframesSettleLaterOnScaledAngles(spring: Spring, degrees: Double, before: Double, after: Double) {
        let angles = KeyframeTimeline(initialValue: Angle.zero) {
            SpringKeyframe(.degrees(degrees), spring: spring)
        }
        let radians = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(Angle.degrees(degrees).radians, spring: spring)
        }
        #expect(radians.duration == before)
        #expect(angles.duration == after)
    }

    struct Turn: Sendable {
        var angle = Angle.zero
        var radians = 0.0
    }

    // Cubic and linear keyframes, and the velocities handed between them, are linear in the data:
    // an angle track gives the radians a Double track gives, bit for bit, through the fast path that
    // stores the radians directly.
    @Test func curveKeyframesAreUnchanged() {
        let timeline = KeyframeTimeline(initialValue: Turn()) {
            KeyframeTrack(\.angle) {
                CubicKeyframe(.degrees(30), duration: 0.2)
                CubicKeyframe(.degrees(-15), duration: 0.3)
                LinearKeyframe(.degrees(10), duration: 0.25, timingCurve: .easeOut)
                CubicKeyframe(.zero, duration: 0.25)
            }
            KeyframeTrack(\.radians) {
                CubicKeyframe(Angle.degrees(30).radians, duration: 0.2)
                CubicKeyframe(Angle.degrees(-15).radians, duration: 0.3)
                LinearKeyframe(Angle.degrees(10).radians, duration: 0.25, timingCurve: .easeOut)
                CubicKeyframe(0, duration: 0.25)
            }
        }
        for step in 0...100 {
            let time = Double(step) / 100
            let value = timeline.value(time: time)
            #expect(value.angle.radians == value.radians, "at \(time)")
            let velocity = timeline.velocity(time: time)
            #expect(velocity[\.angle]?.radians == velocity[\.radians], "at \(time)")
        }
        // The introspection API reports the angle in radians, as before.
        let summary = timeline.tracks[0].segments[0]
        #expect(summary.endValue == [Angle.degrees(30).radians])
        #expect(timeline.tracks[0].segments[1].startVelocity == timeline.tracks[1].segments[1].startVelocity)
    }

    // UnitPoint's data is scaled by 128 too: from reverse engineering (OpenSwiftUI's UnitPoint.swift,
    // audited for iOS 18, scales by its unitScale, 128), not measured.
    @Test func unitPointDataIsTimes128() {
        var anchor = UnitPoint.bottomTrailing
        #expect(anchor.animatableData == AnimatablePair(CGFloat(128), CGFloat(128)))
        anchor.animatableData = AnimatablePair(64, 32)
        #expect(anchor == UnitPoint(x: 0.5, y: 0.25))
    }
}

extension Angle {
    /// This angle with its animatable data replaced.
    fileprivate func with(data: Double) -> Angle {
        var copy = self
        copy.animatableData = data
        return copy
    }
}
