import Foundation
import Testing
@testable import Cadence

/// The `VectorArithmetic` and `Animatable` forms of the spring functions (issue 2 requirement: a
/// vector spring is the scalar spring applied to each component).
///
/// Where the numbers come from: derived here. Component-wise results are compared with Cadence's
/// scalar functions (themselves checked against the reference oscillator in SpringMotionTests);
/// vector settling durations against the envelope bound written out with Euclidean norms; the
/// `fromValue:toValue:` forms against target = to − from with from added back (Apple's
/// documentation of these overloads; notes §1.4).
@Suite struct SpringVectorTests {
    typealias Pair = AnimatablePair<CGFloat, Double>

    static let springs: [Spring] = [.smooth, .snappy, .bouncy, Spring(duration: 0.7, bounce: -0.2), Spring(duration: 0.5, bounce: 1)]
    static let times: [Double] = [0, 0.016, 0.1, 0.35, 1, 4]

    @Test(arguments: springs, times)
    func pairIsComponentWise(spring: Spring, time t: Double) {
        let target = Pair(3, -40), velocity = Pair(-1, 12)
        let value = spring.value(target: target, initialVelocity: velocity, time: t)
        #expect(isClose(Double(value.first), spring.value(target: 3.0, initialVelocity: -1, time: t), abs: 1e-14, rel: 1e-14))
        #expect(isClose(value.second, spring.value(target: -40.0, initialVelocity: 12, time: t), abs: 1e-14, rel: 1e-14))

        let v = spring.velocity(target: target, initialVelocity: velocity, time: t)
        #expect(isClose(Double(v.first), spring.velocity(target: 3.0, initialVelocity: -1, time: t), abs: 1e-13, rel: 1e-14))
        #expect(isClose(v.second, spring.velocity(target: -40.0, initialVelocity: 12, time: t), abs: 1e-13, rel: 1e-14))

        let d = spring.derivative(target: target, initialVelocity: velocity, time: t)
        #expect(isClose(Double(d.first), spring.derivative(target: 3.0, initialVelocity: -1, time: t), abs: 1e-13, rel: 1e-14))
        #expect(isClose(d.second, spring.derivative(target: -40.0, initialVelocity: 12, time: t), abs: 1e-13, rel: 1e-14))

        let f = spring.force(target: target, position: value, velocity: v)
        #expect(isClose(Double(f.first), spring.force(target: 3.0, position: Double(value.first), velocity: Double(v.first)), abs: 1e-11, rel: 1e-14))
        #expect(isClose(f.second, spring.force(target: -40.0, position: value.second, velocity: v.second), abs: 1e-11, rel: 1e-14))
    }

    @Test(arguments: springs)
    func pairUpdateIsComponentWise(spring: Spring) {
        var pair = Pair(0.5, 10), pairVelocity = Pair(2, -3)
        var x = 0.5, xVelocity = 2.0, y = 10.0, yVelocity = -3.0
        for _ in 0..<10 {
            spring.update(value: &pair, velocity: &pairVelocity, target: Pair(1, -2), deltaTime: 0.02)
            spring.update(value: &x, velocity: &xVelocity, target: 1, deltaTime: 0.02)
            spring.update(value: &y, velocity: &yVelocity, target: -2, deltaTime: 0.02)
        }
        #expect(isClose(Double(pair.first), x, abs: 1e-13, rel: 1e-13) && isClose(pair.second, y, abs: 1e-13, rel: 1e-13))
        #expect(isClose(Double(pairVelocity.first), xVelocity, abs: 1e-12, rel: 1e-13) && isClose(pairVelocity.second, yVelocity, abs: 1e-12, rel: 1e-13))
    }

    /// Settling uses the vector's length: a target along a line settles like the scalar of its length.
    @Test(arguments: springs.filter { $0.settlingDuration.isFinite })
    func parallelVectorSettlesLikeItsLength(spring: Spring) {
        // (3, 4) has length 5; a velocity along it, (0.6, 0.8)·2, has signed length 2.
        let vector = spring.settlingDuration(target: Pair(3, 4), initialVelocity: Pair(1.2, 1.6), epsilon: 0.001)
        let scalar = spring.settlingDuration(target: 5.0, initialVelocity: 2.0, epsilon: 0.001)
        #expect(isClose(vector, scalar, abs: 1e-12, rel: 1e-12))
    }

    /// Underdamped: the envelope bound with Euclidean norms, max(0, ln((‖λT − v₀‖ + ‖T‖)/ε)/λ), λ = 2πζ/d.
    @Test func underdampedVectorSettlingUsesNorms() {
        let spring = Spring.bouncy
        let lambda = 2 * Double.pi * 0.7 / 0.5
        let target = (x: 3.0, y: -4.0), velocity = (x: 5.0, y: 7.0)
        let spread = hypot(lambda * target.x - velocity.x, lambda * target.y - velocity.y) + hypot(target.x, target.y)
        let expected = log(spread / 0.001) / lambda
        let got = spring.settlingDuration(target: Pair(CGFloat(target.x), target.y),
                                          initialVelocity: Pair(CGFloat(velocity.x), velocity.y), epsilon: 0.001)
        #expect(isClose(got, expected))
    }

    // MARK: fromValue:toValue:

    @Test(arguments: springs, times)
    func fromToOnPoints(spring: Spring, time t: Double) {
        let from = CGPoint(x: 1, y: 2), to = CGPoint(x: 4, y: -2), velocity = CGPoint(x: 0.5, y: 0)
        let point = spring.value(fromValue: from, toValue: to, initialVelocity: velocity, time: t)
        #expect(isClose(Double(point.x), 1 + spring.value(target: 3.0, initialVelocity: 0.5, time: t), abs: 1e-14, rel: 1e-14))
        #expect(isClose(Double(point.y), 2 + spring.value(target: -4.0, initialVelocity: 0, time: t), abs: 1e-14, rel: 1e-14))

        let pointVelocity = spring.velocity(fromValue: from, toValue: to, initialVelocity: velocity, time: t)
        #expect(isClose(Double(pointVelocity.x), spring.velocity(target: 3.0, initialVelocity: 0.5, time: t), abs: 1e-13, rel: 1e-14))
        #expect(isClose(Double(pointVelocity.y), spring.velocity(target: -4.0, initialVelocity: 0, time: t), abs: 1e-13, rel: 1e-14))
    }

    @Test(arguments: springs, times)
    func fromToOnAnglesAndDoubles(spring: Spring, time t: Double) {
        let angle = spring.value(fromValue: Angle.degrees(10), toValue: .degrees(100), initialVelocity: .radians(-1), time: t)
        let radians = Angle.degrees(10).radians
            + spring.value(target: Angle.degrees(100).radians - Angle.degrees(10).radians, initialVelocity: -1, time: t)
        #expect(isClose(angle.radians, radians, abs: 1e-14, rel: 1e-14))

        let number = spring.value(fromValue: 2.0, toValue: 7.0, initialVelocity: 1.0, time: t)
        #expect(isClose(number, 2 + spring.value(target: 5.0, initialVelocity: 1, time: t), abs: 1e-14, rel: 1e-14))
        let numberVelocity = spring.velocity(fromValue: 2.0, toValue: 7.0, initialVelocity: 1.0, time: t)
        #expect(isClose(numberVelocity, spring.velocity(target: 5.0, initialVelocity: 1, time: t), abs: 1e-14, rel: 1e-14))
    }

    @Test(arguments: springs)
    func fromToSettlingAndForce(spring: Spring) {
        let from = CGPoint(x: 1, y: 2), to = CGPoint(x: 4, y: 6)
        let settling = spring.settlingDuration(fromValue: from, toValue: to, initialVelocity: CGPoint.zero, epsilon: 0.001)
        #expect(isClose(settling, spring.settlingDuration(target: 5.0, initialVelocity: 0, epsilon: 0.001), abs: 1e-12, rel: 1e-12))
        #expect(spring.settlingDuration(fromValue: 2.0, toValue: 7.0, initialVelocity: 0.0, epsilon: 0.001)
                == spring.settlingDuration(target: 5.0, initialVelocity: 0, epsilon: 0.001))

        // The force pulls the position towards `toValue`: stiffness·(to − position) − damping·velocity.
        let position = CGPoint(x: 2, y: 5), velocity = CGPoint(x: -1, y: 0.5)
        let force = spring.force(fromValue: from, toValue: to, position: position, velocity: velocity)
        let k = spring.stiffness, c = spring.damping
        #expect(isClose(Double(force.x), k * (4 - 2) - c * -1, abs: 1e-12, rel: 1e-12))
        #expect(isClose(Double(force.y), k * (6 - 5) - c * 0.5, abs: 1e-12, rel: 1e-12))
    }

    @Test func fromEqualsToAtRestStaysPut() {
        for spring in Self.springs {
            let point = spring.value(fromValue: CGPoint(x: 7, y: -3), toValue: CGPoint(x: 7, y: -3), initialVelocity: .zero, time: 0.3)
            #expect(point == CGPoint(x: 7, y: -3))
        }
    }
}
