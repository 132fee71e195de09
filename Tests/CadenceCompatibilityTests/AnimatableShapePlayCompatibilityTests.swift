#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// Custom shapes and modifiers that animate through their own `animatableData`, played as a meter
// app plays them (a modifier storing `EdgeInsets` animates each inset):
// a level bar eased in, sprung, or smoothed to full, and a chart bar whose height and width move
// together through an `AnimatablePair`. The expected numbers come from SwiftUI's definitions,
// worked out here independently of the library: the ease-in-out Bézier (0.42, 0, 0.58, 1), the
// closed-form spring of `interpolatingSpring(duration:bounce:)`, and the persistent spring of
// `spring(duration:bounce:)` and `smooth`, which SwiftUI steps numerically every 1/300 s
// (stiffness (2π/response)², damping 2√stiffness × (1 − bounce), a half-step velocity update).

/// A bar filled to `level` (0…1) of its width.
private struct LevelBar: Shape {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * level, height: rect.height))
    }
}

/// A chart bar `value` (0…1) of the height tall, standing on the bottom edge, widening from half to
/// the full width as `emphasis` goes from 0 to 1.
private struct ChartBar: Shape {
    var value: Double
    var emphasis: CGFloat
    var animatableData: AnimatablePair<Double, CGFloat> {
        get { AnimatablePair(value, emphasis) }
        set { (value, emphasis) = (newValue.first, newValue.second) }
    }
    func path(in rect: CGRect) -> Path {
        let height = rect.height * value, width = rect.width * (0.5 + 0.5 * emphasis)
        return Path(CGRect(x: rect.minX, y: rect.maxY - height, width: width, height: height))
    }
}

private struct Meter: View {
    @State private var level = 0.0
    @State private var value = 0.2
    @State private var emphasis: CGFloat = 0
    var body: some View {
        VStack(spacing: 20) {
            LevelBar(level: level)
                .fill(.teal)
                .frame(width: 200, height: 10)
            ChartBar(value: value, emphasis: emphasis)
                .fill(.indigo)
                .frame(width: 40, height: 100)
            Button("Ease") { withAnimation(.easeInOut(duration: 1)) { level = 1 } }
            Button("Spring") { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { level = 1 } }
            Button("Bounce") { withAnimation(.interpolatingSpring(duration: 0.5, bounce: 0.3)) { level = 1 } }
            Button("Smooth") { withAnimation(.smooth(duration: 0.8)) { level = 1 } }
            Button("Half") { withAnimation(.linear(duration: 1)) { level = 0.5 } }
            Button("Full") { withAnimation(.linear(duration: 1)) { level = 1 } }
            Button("Blink") { withAnimation(.linear(duration: 1).repeatCount(3, autoreverses: true)) { level = 1 } }
            Button("Later") { withAnimation(.easeOut(duration: 1).delay(0.5)) { level = 1 } }
            Button("Grow") {
                withAnimation(.linear(duration: 2)) {
                    value = 1
                    emphasis = 1
                }
            }
        }
    }
}

/// The timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1) at `progress`: the cubic Bézier
/// solved for x by bisection.
private func bezierEase(_ progress: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if bezier(mid, x1, x2) < progress { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
}

/// The ease-in-out timing curve (0.42, 0, 0.58, 1).
private func easeInOut(_ progress: Double) -> Double {
    bezierEase(progress, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
}

/// A card's content pushed in from its edges by insets that animate edge by edge.
private struct Inset: ViewModifier, Animatable {
    var insets: EdgeInsets
    var animatableData: EdgeInsets.AnimatableData {
        get { insets.animatableData }
        set { insets.animatableData = newValue }
    }
    func body(content: Content) -> some View { content.padding(insets) }
}

private struct InsetCard: View {
    @State private var roomy = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(.pink)
                .frame(width: 20, height: 20)
                .modifier(Inset(insets: roomy ? EdgeInsets(top: 40, leading: 10, bottom: 0, trailing: 0) : EdgeInsets()))
                .frame(width: 200, height: 200, alignment: .topLeading)
            Button("Roomy") { withAnimation(.linear(duration: 1)) { roomy = true } }
        }
    }
}

/// The fraction of the way a spring of `duration` and `bounce` (0 ≤ bounce < 1) has moved at
/// `time`, starting at rest: damping ratio 1 − bounce, natural frequency 2π / duration.
private func springFraction(duration: Double, bounce: Double, time: Double) -> Double {
    let zeta = 1 - bounce, omega = 2 * Double.pi / duration
    let decay = zeta * omega
    if zeta == 1 { return 1 - exp(-decay * time) * (1 + decay * time) }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-decay * time) * (cos(damped * time) + decay / damped * sin(damped * time))
}

/// The fraction of the way SwiftUI's persistent spring of `response` and `dampingFraction` has
/// moved after `steps` steps of 1/300 s from rest.
private func steppedSpringFraction(response: Double, dampingFraction: Double, steps: Int) -> Double {
    let stiffness = min(pow(2 * Double.pi / response, 2), 45_000)
    let damping = 2 * stiffness.squareRoot() * dampingFraction
    var position = 0.0, velocity = 0.0, force = 0.0
    for _ in 0..<steps {
        let half = velocity + force / 600
        position += half / 300
        force = -damping * half + stiffness * (1 - position)
        velocity = half + force / 600
    }
    return position
}

@MainActor
@Suite struct AnimatableShapePlayCompatibilityTests {
    private func fill(_ stage: Stage, _ color: Color) throws -> CGRect {
        let item = try #require(stage.displayList().items.first { item in
            if case .shape(let shape) = item.content { shape.paint.color == color.resolve(in: EnvironmentValues()) } else { false }
        })
        guard case .shape(let shape) = item.content else { return .null }
        return shape.path.boundingRect
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.8])
    func anEasedLevelFollowsTheEaseInOutCurve(time: Double) throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        #expect(try fill(stage, .teal).width == 0)
        try stage.tap(label: "Ease")
        stage.advance(by: time)
        let width = try fill(stage, .teal).width
        #expect(isClose(width, 200 * easeInOut(time), absolute: 0.01), "\(width) at \(time) s")
    }

    @Test(arguments: [0.05, 0.15, 0.3, 0.45, 0.7])
    func anInterpolatingSpringOvershootsAsItsClosedFormSays(time: Double) throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        try stage.tap(label: "Bounce")
        stage.advance(by: time)
        let width = try fill(stage, .teal).width
        let expected = 200 * springFraction(duration: 0.5, bounce: 0.3, time: time)
        #expect(isClose(width, expected, absolute: 0.01), "\(width) at \(time) s, expected \(expected)")
    }

    @Test(arguments: [15, 45, 90, 135, 210])
    func aPersistentSpringMovesAsSwiftUIStepsIt(steps: Int) throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        try stage.tap(label: "Spring")
        stage.advance(by: Double(steps) / 300)
        let width = try fill(stage, .teal).width
        let expected = 200 * steppedSpringFraction(response: 0.5, dampingFraction: 0.7, steps: steps)
        #expect(isClose(width, expected, absolute: 1e-6), "\(width) after \(steps) steps, expected \(expected)")
        // Close to the ideal spring, not equal to it.
        #expect(isClose(width, 200 * springFraction(duration: 0.5, bounce: 0.3, time: Double(steps) / 300), absolute: 1.5))
    }

    @Test func aSmoothLevelIsCriticallyDampedAndNeverPassesFull() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        try stage.tap(label: "Smooth")
        var previous = 0.0
        for frame in 1...20 {
            stage.advance(to: Double(frame * 15) / 300)
            let width = try fill(stage, .teal).width
            let expected = 200 * steppedSpringFraction(response: 0.8, dampingFraction: 1, steps: frame * 15)
            #expect(isClose(width, expected, absolute: 1e-6), "\(width) at frame \(frame), expected \(expected)")
            #expect(width >= previous && width <= 200)
            previous = width
        }
    }

    @Test func aSecondLinearAnimationAddsItsChangeOnTopOfTheFirst() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        try stage.tap(label: "Half")
        stage.advance(to: 0.5)
        #expect(isClose(try fill(stage, .teal).width, 50, absolute: 1e-6))
        try stage.tap(label: "Full")
        // The first run goes on to 100 (half of 200) by 1 s while the second adds its 100 over 1 s.
        stage.advance(to: 1)
        #expect(isClose(try fill(stage, .teal).width, 100 + 50, absolute: 1e-6))
        stage.advance(to: 1.25)
        #expect(isClose(try fill(stage, .teal).width, 100 + 75, absolute: 1e-6))
        stage.advance(to: 2)
        #expect(isClose(try fill(stage, .teal).width, 200, absolute: 1e-9))
    }

    @Test func anAutoreversingRepeatGoesOutAndBackThenLandsOnTheNewValue() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        try stage.tap(label: "Blink")
        // Three 1 s runs: out, back, out.
        for (time, expected) in [(0.25, 50.0), (1.25, 150), (1.75, 50), (2.5, 100)] {
            stage.advance(to: time)
            #expect(isClose(try fill(stage, .teal).width, expected, absolute: 1e-6), "at \(time) s")
        }
        stage.advance(to: 3.5)
        #expect(try fill(stage, .teal).width == 200)
    }

    @Test func aDelayedEaseOutWaitsThenDecelerates() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        try stage.tap(label: "Later")
        stage.advance(to: 0.4)
        #expect(try fill(stage, .teal).width == 0, "still waiting")
        stage.advance(to: 1)
        // Half way through the ease-out (0, 0, 0.58, 1).
        let expected = 200 * bezierEase(0.5, x1: 0, y1: 0, x2: 0.58, y2: 1)
        #expect(isClose(try fill(stage, .teal).width, expected, absolute: 0.01))
    }

    @Test func aModifierStoringEdgeInsetsAnimatesEachInset() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { InsetCard() }
        func origin() throws -> CGPoint { try #require(stage.displayList().item(filledWith: .pink)).bounds.origin }
        let start = try origin()
        try stage.tap(label: "Roomy")
        stage.advance(to: 0.25)
        var moved = try origin()
        #expect(isClose(moved.x - start.x, 2.5, absolute: 1e-6) && isClose(moved.y - start.y, 10, absolute: 1e-6), "\(moved)")
        stage.advance(to: 1)
        moved = try origin()
        #expect(isClose(moved.x - start.x, 10, absolute: 1e-9) && isClose(moved.y - start.y, 40, absolute: 1e-9), "\(moved)")
    }

    @Test func bothHalvesOfAnAnimatablePairMoveTogether() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Meter() }
        let rest = try fill(stage, .indigo)
        #expect(isClose(rest.height, 20, absolute: 1e-9) && isClose(rest.width, 20, absolute: 1e-9))
        try stage.tap(label: "Grow")
        stage.advance(by: 0.5)
        // A quarter of the way, linearly: height 20 → 100, width 20 → 40.
        let quarter = try fill(stage, .indigo)
        #expect(isClose(quarter.height, 40, absolute: 0.01), "\(quarter)")
        #expect(isClose(quarter.width, 25, absolute: 0.01), "\(quarter)")
        #expect(isClose(quarter.maxY, rest.maxY, absolute: 1e-9), "it stands on the same edge")
        stage.advance(by: 2)
        let grown = try fill(stage, .indigo)
        #expect(isClose(grown.height, 100, absolute: 1e-9) && isClose(grown.width, 40, absolute: 1e-9))
    }
}
