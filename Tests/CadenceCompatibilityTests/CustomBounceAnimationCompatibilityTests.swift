#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An app's own animation curves through iOS 17's CustomAnimation, as "custom animations in SwiftUI"
// posts write them: the classic ease-out-bounce (easings.net) as a struct with animate, velocity and
// shouldMerge, wrapped by a static Animation member; and a linear one that keeps state in the
// context through an AnimationStateKey and merges with what it interrupts.

private func easeOutBounce(_ x: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if x < 1 / d1 {
        return n1 * x * x
    } else if x < 2 / d1 {
        let x = x - 1.5 / d1
        return n1 * x * x + 0.75
    } else if x < 2.5 / d1 {
        let x = x - 2.25 / d1
        return n1 * x * x + 0.9375
    } else {
        let x = x - 2.625 / d1
        return n1 * x * x + 0.984375
    }
}

private struct BounceOutAnimation: CustomAnimation {
    var duration: TimeInterval = 1

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: easeOutBounce(time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let step = 0.001
        let slope = (easeOutBounce(min(1, (time + step) / duration)) - easeOutBounce(time / duration)) / step
        return value.scaled(by: slope)
    }
}

private struct StartKey: AnimationStateKey {
    static var defaultValue: TimeInterval { -1 }
}

extension AnimationContext {
    fileprivate var mergedAt: TimeInterval {
        get { state[StartKey.self] }
        set { state[StartKey.self] = newValue }
    }
}

/// A linear ramp that notes in its context (through an AnimationStateKey) when it interrupted another
/// run, and declines to merge with it, so both runs add up.
private struct TakeoverLinearAnimation: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: time / duration)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        context.mergedAt = time
        return false
    }
}

extension Animation {
    fileprivate static var bounceOut: Animation { Animation(BounceOutAnimation()) }

    fileprivate static func bounceOut(duration: TimeInterval) -> Animation {
        Animation(BounceOutAnimation(duration: duration))
    }
}

private struct DropInBanner: View {
    @State private var isDropped = false
    @State private var shift: CGFloat = 0

    var body: some View {
        VStack(spacing: 40) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.orange)
                .frame(width: 200, height: 60)
                .offset(y: isDropped ? 0 : -200)
            Circle()
                .fill(Color.green)
                .frame(width: 20, height: 20)
                .offset(x: shift)
            HStack {
                Button("Drop") {
                    withAnimation(.bounceOut(duration: 0.8)) { isDropped.toggle() }
                }
                Button("Shift") {
                    withAnimation(Animation(TakeoverLinearAnimation(duration: 1))) { shift += 100 }
                }
            }
        }
    }
}

@MainActor
@Suite struct CustomBounceAnimationCompatibilityTests {
    @Test func theBannerDropsOnTheAppsBounceCurve() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { DropInBanner() }
        let up = try #require(stage.displayList().item(filledWith: .orange)).bounds.midY
        try stage.tap(label: "Drop")
        for time in [0.1, 0.3, 0.45, 0.6, 0.75] {
            stage.advance(to: time)
            let y = try #require(stage.displayList().item(filledWith: .orange)).bounds.midY
            #expect(isClose(y - up, 200 * easeOutBounce(time / 0.8), absolute: 1e-6), "t = \(time): \(y - up)")
        }
        stage.advance(to: 0.81)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .orange)).bounds.midY - up, 200, absolute: 1e-9))
        #expect(stage.nextFrameTime == nil)
        #expect(Animation.bounceOut == Animation.bounceOut(duration: 1))
    }

    @Test func anInterruptingRunThatDoesNotMergeAddsOnTop() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { DropInBanner() }
        let rest = try #require(stage.displayList().item(filledWith: .green)).bounds.midX
        try stage.tap(label: "Shift")
        stage.advance(to: 0.5)
        try stage.tap(label: "Shift")
        // shouldMerge is false: both runs go on, each animating its own 100 points.
        for time in [0.75, 1.25] {
            stage.advance(to: time)
            let first = min(1, time / 1)
            let second = min(1, (time - 0.5) / 1)
            let x = try #require(stage.displayList().item(filledWith: .green)).bounds.midX - rest
            #expect(isClose(x, 100 * first + 100 * second, absolute: 1e-6), "t = \(time): \(x)")
        }
        stage.advance(to: 2)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .green)).bounds.midX - rest, 200, absolute: 1e-9))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
