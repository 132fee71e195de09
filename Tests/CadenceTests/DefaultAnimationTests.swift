import Foundation
import Testing
@testable import Cadence

/// `Animation.default`, `base`, `customMirror` and the descriptions, against Apple's documentation of
/// `Animation.default` and `Animation.base`, and OpenSwiftUI's audited `Animation.swift`.
@Suite struct DefaultAnimationTests {
    private let spring = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    // Apple, Animation.default: "A default animation instance is only equal to other default animation
    // instances (using ==), and not equal to other animation instances even when the animations are
    // identical."
    @Test func defaultEqualsOnlyItself() {
        #expect(Animation.default == .default)
        #expect(Animation.default != spring)
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
        #expect(Set([Animation.default, .default, spring]).count == 2)
    }

    // Issue #17 (SwiftUI prints Animation.default as DefaultAnimation()).
    @Test func defaultPrintsAsDefaultAnimation() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "AnyAnimator(DefaultAnimation())")
    }

    // Apple, Animation.default: the default is spring(response: 0.55, dampingFraction: 1.0,
    // blendDuration: 0.0) — it moves exactly as that spring does.
    @Test func defaultMovesExactlyLikeItsSpring() {
        var a = AnimationEvaluator(Animation.default, from: 0.0, to: 100.0)
        var b = AnimationEvaluator(spring, from: 0.0, to: 100.0)
        for frame in 0...120 {
            let time = Double(frame) / 60
            #expect(a.sample(at: time) == b.sample(at: time), "at \(time)")
        }
        #expect(Animation.default.finishTime(value: 100.0, context: AnimationContext())
            == spring.finishTime(value: 100.0, context: AnimationContext()))
    }

    @Test func defaultMergesAndIsMergedIntoLikeItsSpring() {
        // A spring interrupting .default takes over its offset, velocity and force, as from the spring.
        var fromDefault = AnimationEvaluator(Animation.default, from: 0.0, to: 100.0)
        var fromSpring = AnimationEvaluator(spring, from: 0.0, to: 100.0)
        _ = fromDefault.sample(at: 0.2)
        _ = fromSpring.sample(at: 0.2)
        let mergedFromDefault = fromDefault.retarget(to: 40, with: .snappy, at: 0.2)
        #expect(mergedFromDefault)
        let mergedFromSpring = fromSpring.retarget(to: 40, with: .snappy, at: 0.2)
        #expect(mergedFromSpring)
        for time in [0.2, 0.25, 0.4, 0.8, 1.5] {
            #expect(fromDefault.sample(at: time) == fromSpring.sample(at: time), "at \(time)")
        }
        // .default interrupting a spring merges too.
        var intoDefault = AnimationEvaluator(Animation.snappy, from: 0.0, to: 100.0)
        var intoSpring = AnimationEvaluator(Animation.snappy, from: 0.0, to: 100.0)
        let mergedIntoDefault = intoDefault.retarget(to: 40, with: .default, at: 0.1)
        #expect(mergedIntoDefault)
        let mergedIntoSpring = intoSpring.retarget(to: 40, with: spring, at: 0.1)
        #expect(mergedIntoSpring)
        for time in [0.1, 0.3, 0.9] {
            #expect(intoDefault.sample(at: time) == intoSpring.sample(at: time), "at \(time)")
        }
    }

    // Apple, Animation.base: `var base: any CustomAnimation { get }`.
    @Test func baseIsTheCustomAnimation() {
        #expect(Animation.easeIn.base is TimingCurveAnimation)
        #expect(Animation.default.base is DefaultAnimation)
        #expect(Animation.smooth.base(as: FluidSpringAnimation.self)?.response == 0.5)
    }

    // SwiftUI's customMirror has one child, `base` (OpenSwiftUI's Animation.swift, audited for 6.5.4).
    @Test func mirrorShowsTheBase() {
        let children = Array(Mirror(reflecting: Animation.easeIn.delay(1)).children)
        #expect(children.count == 1)
        #expect(children.first?.label == "base")
        #expect(children.first?.value is DelayAnimation)
        #expect(Animation.easeIn.customMirror.displayStyle == .struct)
    }

    // withState keeps isLogicallyComplete (Apple's AnimationContext: a new context "that contains the
    // state that you provide and view environment values from the original context"; OpenSwiftUI
    // carries isLogicallyComplete over).
    @Test func withStateKeepsLogicalCompletion() {
        let context = AnimationContext<Double>(isLogicallyComplete: true)
        let other: AnimationContext<AnimatablePair<Double, Double>> = context.withState(AnimationState())
        #expect(other.isLogicallyComplete)
    }

    /// Reports logical completion from 0.3 s and tries to take it back from 0.6 s; records what the
    /// context said when it was called.
    struct Fickle: CustomAnimation {
        let seen: SeenLog
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            seen.append(time, context.isLogicallyComplete)
            if time >= 1 { return nil }
            if time >= 0.6 { context.isLogicallyComplete = false } else if time >= 0.3 { context.isLogicallyComplete = true }
            return value.scaled(by: time)
        }
        static func == (lhs: Fickle, rhs: Fickle) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    final class SeenLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(Double, Bool)] = []
        func append(_ time: Double, _ complete: Bool) { lock.withLock { entries.append((time, complete)) } }
        func value(at time: Double) -> Bool? { lock.withLock { entries.last { $0.0 == time }?.1 } }
    }

    // Apple, AnimationContext.isLogicallyComplete: "This should be set to true at most once in the
    // life of an animation, changing back to false later will be ignored."
    @Test func logicalCompletionIsSetOnceAndNeverTakenBack() {
        let seen = SeenLog()
        var run = AnimationEvaluator(Animation(Fickle(seen: seen)), from: 0.0, to: 1.0)
        #expect(!run.sample(at: 0.2).isLogicallyComplete)
        #expect(seen.value(at: 0.2) == false)
        #expect(run.sample(at: 0.3).isLogicallyComplete)
        #expect(run.sample(at: 0.7).isLogicallyComplete)   // the animation said false: ignored
        #expect(seen.value(at: 0.7) == true)               // and it was told it is complete
        #expect(run.sample(at: 0.9).isLogicallyComplete)
        // Samples stay a function of time: before the completion it is still false.
        #expect(!run.sample(at: 0.25).isLogicallyComplete)
    }
}
