#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A custom animation that reads the view's environment through its context, as real app files do
// to pause an animation from a toggle: the pause flag is an `EnvironmentKey` of the app's own, and
// the time spent paused is kept in the animation's state.

private struct MotionPausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var isMotionPaused: Bool {
        get { self[MotionPausedKey.self] }
        set { self[MotionPausedKey.self] = newValue }
    }
}

private struct PauseBookkeeping: AnimationStateKey {
    var pausedSince: TimeInterval?
    var timePaused: TimeInterval = 0
    static var defaultValue: PauseBookkeeping { PauseBookkeeping() }
}

private struct HoldableAnimation: CustomAnimation {
    var base: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var book = context.state[PauseBookkeeping.self]
        let paused = context.environment.isMotionPaused
        if paused, book.pausedSince == nil {
            book.pausedSince = time
        } else if !paused, let since = book.pausedSince {
            book.timePaused += time - since
            book.pausedSince = nil
        }
        context.state[PauseBookkeeping.self] = book
        return base.animate(value: value, time: (book.pausedSince ?? time) - book.timePaused, context: &context)
    }
}

private struct SlidingCard: View {
    @State private var moved = false
    @State private var paused = false

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.orange)
                .frame(width: 60, height: 60)
                .offset(x: moved ? 100 : 0)
                .animation(Animation(HoldableAnimation(base: .linear(duration: 1))), value: moved)
            Button("Slide") { moved.toggle() }
            Button(paused ? "Resume" : "Pause") { paused.toggle() }
        }
        .environment(\.isMotionPaused, paused)
    }
}

@MainActor
@Suite struct EnvironmentReadingCustomAnimationCompatibilityTests {
    /// Played frame by frame at 120 Hz, as a display samples it: the animation sees the toggle at
    /// its first sample after the tap (SwiftUI's custom animations see the environment of the
    /// frame they are sampled in).
    @Test func aToggleInTheEnvironmentHoldsTheAnimationAndLetsItGoOn() async throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { SlidingCard() }
        func x() throws -> CGFloat { try #require(stage.displayList().item(filledWith: .orange)).transform.tx }
        var frame = 0
        func play(toFrame last: Int) async {
            while frame < last {
                frame += 1
                _ = await stage.playFrame(frame, fps: 120)
            }
        }
        let rest = try x()
        try stage.tap(label: "Slide")
        await play(toFrame: 30)
        #expect(abs(try x() - rest - 25) < 1e-6, "a quarter of the way at t = 0.25")
        try stage.tap(label: "Pause")
        await play(toFrame: 90)
        // Held from the first frame after the tap, t = 31/120.
        let held = try x() - rest
        #expect(abs(held - 100 * 31 / 120) < 1e-6, "held while the environment says paused: \(held)")
        try stage.tap(label: "Resume")
        await play(toFrame: 120)
        // Paused from frame 31 to frame 91: half a second.
        let resumed = try x() - rest
        #expect(abs(resumed - 50) < 1e-6, "half way at t = 1 after half a second held: \(resumed)")
        await play(toFrame: 180)
        #expect(abs(try x() - rest - 100) < 1e-6, "finished by t = 1.5")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func offAViewTheContextHasTheDefaultEnvironment() {
        var context = AnimationContext<Double>()
        #expect(context.environment.isMotionPaused == false)
        let animation = HoldableAnimation(base: .linear(duration: 1))
        #expect(animation.animate(value: 10.0, time: 0.5, context: &context) == 5)
    }
}
