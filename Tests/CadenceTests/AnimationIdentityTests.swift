import Testing
@testable import Cadence

/// `Animation` as a value: equality, hashing, descriptions, Sendable.
@Suite struct AnimationIdentityTests {
    @Test func equalAnimationsAreEqualAndHashAlike() {
        let pairs: [(Animation, Animation)] = [
            (.easeInOut, .easeInOut(duration: 0.35)),
            (.linear(duration: 2).delay(0.5), .linear(duration: 2).delay(0.5)),
            (.default, .default),
            (.bouncy.repeatForever(autoreverses: false), .spring(duration: 0.5, bounce: 0.3).repeatForever(autoreverses: false)),
            (.interpolatingSpring(stiffness: 100, damping: 10), .interpolatingSpring(mass: 1, stiffness: 100, damping: 10)),
        ]
        for (a, b) in pairs {
            #expect(a == b)
            #expect(a.hashValue == b.hashValue)
        }
        #expect(Set(pairs.flatMap { [$0.0, $0.1] }).count == pairs.count)
    }

    @Test func differentAnimationsDiffer() {
        let all: [Animation] = [
            .linear, .easeIn, .easeOut, .easeInOut, .linear(duration: 1), .default, .spring, .snappy, .bouncy,
            .interactiveSpring, .interpolatingSpring, .linear.delay(1), .linear.speed(2), .linear.repeatCount(2),
            .linear.repeatCount(2, autoreverses: false), .linear.repeatForever(), .linear.logicallyComplete(after: 1),
            .linear.delay(1).speed(2), .linear.speed(2).delay(1),
        ]
        #expect(Set(all).count == all.count)
        // Built the same way, so equal, as in SwiftUI: spring() is spring(duration: 0.5, bounce: 0).
        #expect(Animation.spring == .smooth)
    }

    @Test(arguments: [
        (Animation.easeInOut, "easeInOut(duration: 0.35)"),
        (.linear(duration: 2), "linear(duration: 2.0)"),
        (.easeIn(duration: 1).delay(0.5), "easeIn(duration: 1.0).delay(0.5)"),
        (.easeOut.speed(2).repeatCount(3, autoreverses: false), "easeOut(duration: 0.35).speed(2.0).repeatCount(3, autoreverses: false)"),
        (.linear.repeatForever(), "linear(duration: 0.35).repeatForever(autoreverses: true)"),
        (.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2), "timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2.0)"),
        (.timingCurve(.circularEaseIn, duration: 1), "timingCurve(.circularEaseIn, duration: 1.0)"),
        // Apple's `Animation.default` prints as DefaultAnimation() (issue #17's SwiftUI facts).
        (.default, "DefaultAnimation()"),
        (.interpolatingSpring(Spring(duration: 0.5, bounce: 0.3), initialVelocity: 2),
         "interpolatingSpring(\(Spring(duration: 0.5, bounce: 0.3)), initialVelocity: 2.0)"),
        (.smooth.logicallyComplete(after: 0.2), "spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0).logicallyComplete(after: 0.2)"),
    ] as [(Animation, String)])
    func descriptionsSpellTheAnimation(animation: Animation, text: String) {
        #expect(animation.description == text)
        // SwiftUI's form (OpenSwiftUI's Animation.swift, audited for 6.5.4): AnyAnimator(…).
        #expect(animation.debugDescription == "AnyAnimator(\(text))")
    }

    @Test func combinationsDescribeTheirParts() {
        var run = AnimationEvaluator(Animation.linear, from: 0.0, to: 1.0)
        run.retarget(to: 2, with: .easeIn, at: 0.1, combining: .additive)
        #expect(run.animation.description == "combined(additive: [linear(duration: 0.35) at 0.0, easeIn(duration: 0.35) at 0.1])")
    }

    @Test func animationsAreSendableValues() async {
        let animation = Animation.bouncy.delay(0.1)
        let copy = await Task.detached { animation }.value
        #expect(copy == animation)
        let rules: Set<AnimationCombiningRule> = [.chained, .additive, .chained]
        #expect(rules.count == 2)
    }
}
