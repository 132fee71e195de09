import Testing
@testable import Cadence

/// User-defined animations through `CustomAnimation`, `AnimationContext` and `AnimationState`.
@Suite struct CustomAnimationTests {
    /// An ease-out-back curve: overshoots by about 10 % before settling at the target.
    private struct Overshoot: CustomAnimation {
        var duration: Double
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            if time > duration { return nil }
            let p = max(time, 0) / duration - 1
            return value.scaled(by: 1 + 2.70158 * p * p * p + 1.70158 * p * p)
        }
    }

    /// A linear animation that starts when it is first sampled (so it needs per-run state).
    private struct StartsWhenSeen: CustomAnimation {
        var duration: Double
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            let start = context.firstSeen.time ?? time
            context.firstSeen.time = start
            let elapsed = time - start
            if elapsed > duration { return nil }
            if elapsed >= duration / 2 { context.isLogicallyComplete = true }
            return value.scaled(by: max(elapsed, 0) / duration)
        }
    }

    @Test func customAnimationsRunThroughTheEvaluator() {
        var run = AnimationEvaluator(Animation(Overshoot(duration: 1)), from: 0.0, to: 100.0)
        #expect(abs(run.sample(at: 0).value) < 1e-12)
        let peak = run.sample(at: 0.7).value
        #expect(peak > 100 && peak < 111)
        let end = run.sample(at: 1.01)
        #expect(end.isFinished && end.value == 100)
        // No velocity implementation: reported as zero; no merging: a second change combines.
        #expect(run.sample(at: 0.5).velocity == 0)
        let merged = run.retarget(to: 0, with: Animation(Overshoot(duration: 1)), at: 0.5)
        #expect(!merged)
    }

    @Test func stateSurvivesFromFrameToFrame() {
        var run = AnimationEvaluator(Animation(StartsWhenSeen(duration: 1)), from: 0.0, to: 10.0)
        #expect(run.sample(at: 0.3).value == 0)
        #expect(abs(run.sample(at: 0.8).value - 5) < 1e-12)
        #expect(run.context.state[FirstSeen<Double>.self].time == 0.3)
        #expect(run.sample(at: 1.31).isFinished)
    }

    @Test func logicalCompletionStaysReportedOnceSeen() {
        var run = AnimationEvaluator(Animation(StartsWhenSeen(duration: 1)), from: 0.0, to: 10.0)
        #expect(!run.sample(at: 0).isLogicallyComplete)
        #expect(run.sample(at: 0.6).isLogicallyComplete)
        #expect(run.sample(at: 0.7).isLogicallyComplete)
    }

    @Test func stateReadsDefaultsUntilWritten() {
        var state = AnimationState<Double>()
        #expect(state[FirstSeen<Double>.self].time == nil)
        state[FirstSeen<Double>.self].time = 2
        #expect(state[FirstSeen<Double>.self].time == 2)
        let context = AnimationContext(state: state)
        let other: AnimationContext<AnimatablePair<Double, Double>> = context.withState(AnimationState())
        #expect(other.state[FirstSeen<AnimatablePair<Double, Double>>.self].time == nil)
        #expect(!other.isLogicallyComplete)
    }

    @Test func repeatingACustomAnimationFindsItsLength() {
        // The cycle length of a custom animation is found by probing: 0.7 s to within a microsecond.
        let period = Animation(Overshoot(duration: 0.7)).finishTime(value: 1.0, context: AnimationContext())
        #expect(abs(period - 0.7) <= 1e-6)
        var run = AnimationEvaluator(Animation(Overshoot(duration: 0.7)).repeatCount(2, autoreverses: true),
                                     from: 0.0, to: 1.0)
        var single = AnimationEvaluator(Animation(Overshoot(duration: 0.7)), from: 0.0, to: 1.0)
        #expect(abs(run.sample(at: 0.7 + 0.2).value - (1 - single.sample(at: 0.2).value)) < 1e-4)
        #expect(run.sample(at: 1.41).isFinished)
    }

    @Test func animationsThatNeverEndRepeatTheirFirstCycle() {
        struct Forever: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
                value.scaled(by: min(max(time, 0), 1))
            }
        }
        var run = AnimationEvaluator(Animation(Forever()).repeatCount(3), from: 0.0, to: 1.0)
        #expect(run.sample(at: 0.5).value == 0.5)
        let late = run.sample(at: 1e5)
        #expect(late.value == 1 && !late.isFinished)
    }

    @Test func customAnimationsDescribeThemselves() {
        let animation = Animation(Overshoot(duration: 2))
        #expect(animation.description == String(describing: Overshoot(duration: 2)))
        #expect(animation.base(as: Overshoot.self) == Overshoot(duration: 2))
        #expect(animation.base(as: TimingCurveAnimation.self) == nil)
    }
}

/// State kept between frames: the time the animation was first sampled, which it starts from.
private struct FirstSeen<Value: VectorArithmetic>: AnimationStateKey {
    var time: Double?
    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var firstSeen: FirstSeen<Value> {
        get { state[FirstSeen<Value>.self] }
        set { state[FirstSeen<Value>.self] = newValue }
    }
}
