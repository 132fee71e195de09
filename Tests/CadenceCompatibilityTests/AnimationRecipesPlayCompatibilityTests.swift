#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Animation recipes seen in real app files, replayed with views of our own and checked at given
// times against the closed forms of SwiftUI's definitions (computed here, independently of the
// library): a keyframe "jiggle" whose short spring is cut mid-flight and hands its velocity to a
// bouncy spring, a phase animator whose peak phase is delayed, an indeterminate spinner that turns
// forever on a linear curve, and a custom cubic Bézier timing curve.

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// solved for x = `progress` by bisection.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at progress: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < progress { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// A spring of `duration` and `bounce` moving a value by `target` from rest-or-`velocity`: the
/// displacement and its velocity `t` seconds in (λ = 2πζ/d, ω = 2π√(1 − ζ²)/d, ζ = 1 − bounce).
private func spring(duration: Double, bounce: Double, target: Double, velocity: Double, time t: Double) -> (value: Double, velocity: Double) {
    let zeta = 1 - bounce
    let lambda = 2 * .pi * zeta / duration
    let decay = exp(-lambda * t)
    if bounce == 0 {
        let value = target - decay * (target + (lambda * target - velocity) * t)
        return (value, decay * (velocity + lambda * (lambda * target - velocity) * t))
    }
    let omega = 2 * .pi * (1 - zeta * zeta).squareRoot() / duration
    let b = (lambda * target - velocity) / omega
    let value = target - decay * (target * cos(omega * t) + b * sin(omega * t))
    return (value, decay * (velocity * cos(omega * t) + (lambda * b + target * omega) * sin(omega * t)))
}

private struct SaveToListButton: View {
    @State private var saves = 0
    var body: some View {
        VStack(spacing: 30) {
            Image(systemName: "plus.circle.fill")
                .font(.system(size: 40))
                .keyframeAnimator(initialValue: 1.0, trigger: saves) { view, scale in
                    view.scaleEffect(scale)
                } keyframes: { _ in
                    SpringKeyframe(1.3, duration: 0.14)
                    SpringKeyframe(1, duration: 0.4, spring: .bouncy)
                }
            Button("Save") { saves += 1 }
        }
    }
}

private enum TileFloat: CaseIterable {
    case rest, peak
    var lift: CGFloat { self == .peak ? -20 : 0 }
}

private struct WinningTile: View {
    @State private var wins = 0
    var body: some View {
        VStack(spacing: 40) {
            RoundedRectangle(cornerRadius: 4)
                .fill(.green)
                .frame(width: 50, height: 50)
                .phaseAnimator(TileFloat.allCases, trigger: wins) { content, phase in
                    content.offset(y: phase.lift)
                } animation: { phase in
                    .easeOut(duration: 0.3).delay(phase == .peak ? 0.2 : 0)
                }
            Button("Win") { wins += 1 }
        }
    }
}

private struct BusySpinner: View {
    @State private var angle = 0.0
    @State private var moved = false
    var body: some View {
        VStack(spacing: 30) {
            Rectangle().fill(.blue).frame(width: 40, height: 8)
                .rotationEffect(.degrees(angle))
            Rectangle().fill(.orange).frame(width: 20, height: 20)
                .offset(x: moved ? 200 : 0)
            Button("Start") {
                withAnimation(.linear(duration: 0.8).repeatForever(autoreverses: false)) { angle = 360 }
                withAnimation(Animation.timingCurve(0.35, 0.05, 0.65, 0.95, duration: 1.333)) { moved = true }
            }
        }
    }
}

/// Lifts the text by `lift` points and reserves room around it for the lift, as wave and bounce
/// renderers do.
private struct LiftRenderer: TextRenderer {
    var lift: Double
    var animatableData: Double {
        get { lift }
        set { lift = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        let size = text.sizeThatFits(proposal)
        return CGSize(width: size.width + 20, height: size.height + 8)
    }
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        context.translateBy(x: 0, y: -lift)
        for line in layout { context.draw(line) }
    }
}

private struct LiftedTitle: View {
    @State private var lift = 0.0
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 0) {
                Text("Level up").textRenderer(LiftRenderer(lift: lift))
                Rectangle().fill(.red).frame(width: 10, height: 10)
            }
            HStack(spacing: 0) {
                Text("Level up")
                Rectangle().fill(.purple).frame(width: 10, height: 10)
            }
            Button("Lift") { withAnimation(.linear(duration: 1)) { lift = 10 } }
        }
    }
}

/// A "you have mail" badge that pulses three times (out, back, out) and a dot that pulses twice,
/// ending on a backward run, as notification badges are written.
private struct PulsingBadges: View {
    @State private var pulse = false
    var body: some View {
        HStack(spacing: 40) {
            Circle().fill(.red).frame(width: 20, height: 20)
                .scaleEffect(pulse ? 1.5 : 1)
                .animation(.easeInOut(duration: 0.4).repeatCount(3, autoreverses: true), value: pulse)
            Circle().fill(.yellow).frame(width: 20, height: 20)
                .scaleEffect(pulse ? 1.5 : 1)
                .animation(.easeInOut(duration: 0.4).repeatCount(2, autoreverses: true), value: pulse)
            Button("Ping") { pulse = true }
        }
    }
}

/// Three loading dots cycling through their phases forever, each dot's animations delayed a
/// little more than the last, so they rise in a wave.
private struct WaveDots: View {
    enum Phase: CaseIterable { case low, mid, high }
    var body: some View {
        HStack(spacing: 20) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill([Color.red, .green, .blue][index])
                    .frame(width: 18, height: 18)
                    .phaseAnimator(Phase.allCases) { content, phase in
                        content.scaleEffect(phase == .high ? 1.35 : (phase == .mid ? 1.0 : 0.65))
                    } animation: { phase in
                        switch phase {
                        case .low: .easeIn(duration: 0.35).delay(Double(index) * 0.12)
                        case .mid: .easeOut(duration: 0.3).delay(Double(index) * 0.12)
                        case .high: .linear(duration: 0.4).delay(Double(index) * 0.12)
                        }
                    }
            }
        }
    }
}

@MainActor
@Suite struct AnimationRecipesPlayCompatibilityTests {
    @Test func loadingDotsStartTheirCycleOneDelayApart() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { WaveDots() }
        func scale(_ color: Color) throws -> Double { try #require(stage.displayList().item(filledWith: color)).transform.uniformScale }
        func easeOut(_ x: Double) -> Double { bezier(0, 0, 0.58, 1, at: x) }
        #expect(isClose(try scale(.green), 0.65, absolute: 1e-9), "every dot starts in the first phase")
        // Entering `.mid` (easeOut 0.3 s after the dot's delay): red at once, green 0.12 s later.
        stage.advance(to: 0.1)
        #expect(isClose(try scale(.red), 0.65 + 0.35 * easeOut(0.1 / 0.3), absolute: 1e-4))
        #expect(isClose(try scale(.green), 0.65, absolute: 1e-9), "still waiting out its delay")
        stage.advance(to: 0.27)
        #expect(isClose(try scale(.green), 0.65 + 0.35 * easeOut(0.15 / 0.3), absolute: 1e-4))
        #expect(isClose(try scale(.blue), 0.65 + 0.35 * easeOut(0.03 / 0.3), absolute: 1e-4))
        // Red reached `.mid` at 0.3 s and rises linearly to `.high` over the next 0.4 s.
        stage.advance(to: 0.5)
        #expect(isClose(try scale(.red), 1 + 0.35 * 0.5, absolute: 1e-4))
        #expect(stage.nextFrameTime != nil, "the cycle never ends")
    }

    @Test func autoreversingRepeatsRunOutAndBackThenEndOnTheNewValue() throws {
        let stage = Stage(size: CGSize(width: 300, height: 100)) { PulsingBadges() }
        func scale(_ color: Color) throws -> Double { try #require(stage.displayList().item(filledWith: color)).transform.uniformScale }
        func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
        try stage.tap(label: "Ping")
        stage.advance(to: 0.1)
        #expect(isClose(try scale(.red), 1 + 0.5 * easeInOut(0.25), absolute: 1e-4))
        stage.advance(to: 0.5)
        // The second run plays backwards: 0.1 s into it.
        #expect(isClose(try scale(.red), 1.5 - 0.5 * easeInOut(0.25), absolute: 1e-4))
        #expect(isClose(try scale(.yellow), 1.5 - 0.5 * easeInOut(0.25), absolute: 1e-4))
        stage.advance(to: 0.78)
        #expect(try scale(.yellow) < 1.01, "the two-run dot is nearly back where it started")
        stage.advance(to: 0.9)
        #expect(isClose(try scale(.red), 1 + 0.5 * easeInOut(0.25), absolute: 1e-4), "the third run plays forwards again")
        #expect(isClose(try scale(.yellow), 1.5, absolute: 1e-9), "after its last (backward) run the dot shows the new value")
        stage.advance(to: 2)
        #expect(isClose(try scale(.red), 1.5, absolute: 1e-9))
    }

    @Test func aTextRendererSizesWithItsProxyAndAnimatesItsData() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { LiftedTitle() }
        let list = stage.displayList()
        let afterRendered = try #require(list.item(filledWith: .red))
        let afterPlain = try #require(list.item(filledWith: .purple))
        #expect(isClose(afterRendered.rect.minX - afterPlain.rect.minX, 20, absolute: 1e-9),
                "the renderer's size is the proxy's plus 20 points")
        func titleY() throws -> Double {
            let items = stage.displayList().items.filter { if case .text(let text) = $0.content { text.text == "Level up" } else { false } }
            let rendered = try #require(items.first)
            return Double(rendered.rect.minY + rendered.transform.ty)
        }
        let rest = try titleY()
        try stage.tap(label: "Lift")
        stage.advance(to: 0.25)
        #expect(isClose(try titleY() - rest, -2.5, absolute: 1e-6), "a quarter of the linear lift")
        stage.advance(to: 2)
        #expect(isClose(try titleY() - rest, -10, absolute: 1e-6))
    }

    @Test func aCutSpringKeyframeHandsItsVelocityToTheBouncySpringAfterIt() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { SaveToListButton() }
        func scale() throws -> Double { try #require(stage.displayList().item(symbol: "plus.circle.fill")).transform.uniformScale }
        #expect(isClose(try scale(), 1, absolute: 1e-9))
        try stage.tap(label: "Save")
        // First keyframe: the default spring (0.5 s, no bounce) from 1 towards 1.3, from rest.
        stage.advance(to: 0.07)
        let early = 1 + spring(duration: 0.5, bounce: 0, target: 0.3, velocity: 0, time: 0.07).value
        let shown = try scale()
        #expect(isClose(shown, early, absolute: 1e-6), "\(shown) vs \(early)")
        // Cut at 0.14 s, well short of 1.3, still moving up.
        let cut = spring(duration: 0.5, bounce: 0, target: 0.3, velocity: 0, time: 0.14)
        #expect(cut.velocity > 1)
        // Second keyframe: `.bouncy` (0.5 s, bounce 0.3) from the cut towards 1, starting with the
        // cut's velocity, so it first keeps rising past where it was cut.
        for t in [0.05, 0.15, 0.3] {
            stage.advance(to: 0.14 + t)
            let expected = 1 + cut.value + spring(duration: 0.5, bounce: 0.3, target: -cut.value, velocity: cut.velocity, time: t).value
            let shown = try scale()
            #expect(isClose(shown, expected, absolute: 1e-6), "t = \(t): \(shown) vs \(expected)")
            if t == 0.05 { #expect(shown > 1 + cut.value, "the carried velocity first lifts it past the cut") }
        }
        // The last spring is cut at 0.4 s too, short of 1: the track holds where the cut left it.
        stage.advance(to: 1)
        let held = 1 + cut.value + spring(duration: 0.5, bounce: 0.3, target: -cut.value, velocity: cut.velocity, time: 0.4).value
        #expect(isClose(try scale(), held, absolute: 1e-6))
        #expect(abs(held - 1) > 0.005)
    }

    @Test func aDelayedPeakPhaseWaitsThenRisesAndFallsOnEaseOut() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { WinningTile() }
        func lift() throws -> Double { Double(try #require(stage.displayList().item(filledWith: .green)).transform.ty) }
        let rest = try lift()
        try stage.tap(label: "Win")
        stage.advance(to: 0.15)
        #expect(isClose(try lift() - rest, 0, absolute: 1e-9), "the peak's animation is delayed 0.2 s")
        stage.advance(to: 0.35)
        // 0.15 s into the 0.3 s rise: easeOut is the Bézier (0, 0), (0.58, 1).
        let rising = try lift() - rest
        #expect(isClose(rising, -20 * bezier(0, 0, 0.58, 1, at: 0.5), absolute: 1e-3), "\(rising)")
        stage.advance(to: 0.5)
        #expect(isClose(try lift() - rest, -20, absolute: 1e-6), "at the peak when its animation ends")
        stage.advance(to: 0.6)
        // Back to rest at once (no delay for that phase): 0.1 s into its 0.3 s ease out.
        let falling = try lift() - rest
        #expect(isClose(falling, -20 + 20 * bezier(0, 0, 0.58, 1, at: 1.0 / 3), absolute: 1e-3), "\(falling)")
        stage.advance(to: 2)
        #expect(isClose(try lift() - rest, 0, absolute: 1e-9))
        #expect(stage.nextFrameTime == nil, "one run per trigger change")
    }

    @Test func aForeverSpinnerWrapsAndACustomBezierFollowsItsCurve() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { BusySpinner() }
        func degrees() throws -> Double { try #require(stage.displayList().item(filledWith: .blue)).transform.rotationDegrees }
        func shift() throws -> Double { Double(try #require(stage.displayList().item(filledWith: .orange)).transform.tx) }
        let start = try shift()
        try stage.tap(label: "Start")
        stage.advance(to: 0.3)
        #expect(isClose(try degrees(), 135, absolute: 1e-6), "0.3 / 0.8 of a turn")
        #expect(isClose(try shift() - start, 200 * bezier(0.35, 0.05, 0.65, 0.95, at: 0.3 / 1.333), absolute: 1e-3))
        stage.advance(to: 1.1)
        #expect(isClose(try degrees(), 135, absolute: 1e-6), "the second turn starts again from 0")
        #expect(isClose(try shift() - start, 200 * bezier(0.35, 0.05, 0.65, 0.95, at: 1.1 / 1.333), absolute: 1e-3))
        stage.advance(to: 8.3)
        #expect(isClose(try degrees(), 135, absolute: 1e-6), "still turning ten turns later")
        #expect(isClose(try shift() - start, 200, absolute: 1e-9))
        #expect(stage.nextFrameTime != nil)
    }
}
