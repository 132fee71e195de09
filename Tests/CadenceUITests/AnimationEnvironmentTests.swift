import Testing
@testable import CadenceUI
import Cadence

private struct FactorKey: EnvironmentKey { static let defaultValue = 1.0 }

/// Moves linearly over a second, scaled by a factor it reads from the view's environment.
private struct ScaledByEnvironment: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return value.scaled(by: time * context.environment[FactorKey.self])
    }
}

@Suite struct AnimationEnvironmentTests {
    private var halved: EnvironmentValues {
        var environment = EnvironmentValues()
        environment[FactorKey.self] = 0.5
        return environment
    }

    @Test func onlyAnimationsThatRunACustomOneReadTheEnvironment() {
        let builtIn: [Animation] = [.linear, .easeInOut, .spring, .smooth, .bouncy, .default,
                                    .easeIn.delay(1).speed(2).repeatCount(2), .interpolatingSpring(stiffness: 100, damping: 10),
                                    .easeOut.logicallyComplete(after: 0.1)]
        for animation in builtIn { #expect(!animation.readsEnvironment, "\(animation)") }
        let custom = Animation(ScaledByEnvironment())
        for animation in [custom, custom.delay(0.5), custom.speed(2), custom.repeatForever(), custom.logicallyComplete(after: 0.2)] {
            #expect(animation.readsEnvironment, "\(animation)")
        }
    }

    @Test func theEnvironmentReachesTheAnimationInsideARepeatAndADelay() {
        for animation in [Animation(ScaledByEnvironment()).repeatCount(3, autoreverses: false), Animation(ScaledByEnvironment()).delay(0.25)] {
            var run = AnimationEvaluator(animation, from: 0.0, to: 100.0)
            #expect(run.sample(at: 0.5).value == (animation.base is DelayAnimation ? 25 : 50), "the default environment: factor 1")
            run.setEnvironmentPayload(halved)
            #expect(run.sample(at: 0.75).value == (animation.base is DelayAnimation ? 25 : 37.5), "factor 0.5 from now on")
        }
    }

    @Test func aCombinationHandsTheEnvironmentToItsEntries() {
        var run = AnimationEvaluator(Animation(ScaledByEnvironment()), from: 0.0, to: 100.0)
        run.setEnvironmentPayload(halved)
        #expect(run.sample(at: 0.5).value == 25)
        // A linear animation does not merge: the two run combined, additively.
        run.retarget(to: 200.0, with: .linear(duration: 1), at: 0.5, combining: .additive)
        #expect(run.animation.readsEnvironment)
        // The first entry still animates its 100 at half speed: 100 · 0.75 · 0.5; the second its
        // 100 linearly from 0.5: 100 · 0.25.
        #expect(abs(run.sample(at: 0.75).value - (37.5 + 25)) < 1e-9)
    }

    @Test func aBuiltInRunKeepsNothing() {
        var run = AnimationEvaluator(.spring, from: 0.0, to: 1.0)
        run.setEnvironmentPayload(halved)
        #expect(run.context.environmentPayload == nil, "a built-in animation's state keeps no environment")
    }
}
