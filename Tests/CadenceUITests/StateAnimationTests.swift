import CadenceUI
import Foundation
import Synchronization
import Testing
import CadenceStageTestSupport

/// State animation in views: a `@State` write inside `withAnimation`, or under `.animation(_:value:)`,
/// animates the render parameters that change (effects, colours, fixed frames) from their old values,
/// per identity; interruptions follow the model's rules (springs carry velocity, timing curves add).
@MainActor
@Suite struct StateAnimationTests {
    /// A disclosure whose toggle runs in `withAnimation(animation)`.
    private struct Disclosure: View {
        var animation: Animation?
        var usesWithAnimation = true
        @State private var isOpen = false

        var body: some View {
            VStack {
                Button("Toggle") {
                    if usesWithAnimation {
                        withAnimation(animation) { isOpen.toggle() }
                    } else {
                        isOpen.toggle()
                    }
                }
                Image(systemName: "plus.circle.fill")
                    .rotationEffect(.degrees(isOpen ? 45 : 0))
            }
        }
    }

    private func angle(_ stage: Stage, at time: Double) throws -> Double {
        stage.advance(to: time)
        return try #require(stage.displayList().transform(ofSymbol: "plus.circle.fill")).rotationDegrees
    }

    @Test(arguments: [0.0, 0.05, 0.15, 0.4, 0.9])
    func withAnimationInterpolatesAnEffect(elapsed: Double) throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Disclosure(animation: .snappy) }
        stage.schedule(.tap(label: "Toggle"), at: 0.2)
        // An angle animates its radians × 128, as SwiftUI's does (measured; OpenSwiftUI's
        // AngleCompatibilityTests); the scale decides when the spring has settled (after 0.9 s here,
        // where on the bare radians it had already come to rest).
        let expected = animatedValue(.snappy, from: 0, to: Angle.degrees(45).animatableData, at: elapsed) / 128 * 180 / .pi
        #expect(isClose(try angle(stage, at: 0.2 + elapsed), expected, absolute: 1e-9))
    }

    @Test func withAnimationNilAndPlainWritesJump() throws {
        for view in [Disclosure(animation: nil), Disclosure(animation: .snappy, usesWithAnimation: false)] {
            let stage = Stage(size: CGSize(width: 200, height: 200)) { view }
            try stage.tap(label: "Toggle")
            #expect(isClose(try angle(stage, at: 0), 45, absolute: 1e-9))
            #expect(stage.nextFrameTime == nil)
        }
    }

    @Test func theStageNeedsFramesWhileAStateAnimationRunsAndNotAfter() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Disclosure(animation: .linear(duration: 0.5)) }
        try stage.tap(label: "Toggle")
        #expect(stage.nextFrameTime == 0)
        stage.advance(to: 0.25)
        #expect(stage.nextFrameTime == 0.25)
        #expect(isClose(try angle(stage, at: 0.5), 45, absolute: 1e-9))
        stage.advance(to: 0.6)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aSpringInterruptedCarriesItsVelocity() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Disclosure(animation: .bouncy) }
        stage.schedule(.tap(label: "Toggle"), at: 0)
        stage.schedule(.tap(label: "Toggle"), at: 0.1)
        // The model's retargeting, without the view layer: the same two changes on one value.
        let open = Angle.degrees(45).radians
        var model = AnimatedValue(0.0)
        model.set(open, animation: .bouncy, at: 0)
        _ = model.sample(at: 0.1)
        model.set(0, animation: .bouncy, at: 0.1)
        let atInterruption = animatedValue(.bouncy, from: 0, to: open, at: 0.1)
        for elapsed in [0.0, 0.05, 0.2] {
            let shown = try angle(stage, at: 0.1 + elapsed)
            #expect(isClose(shown, model.sample(at: 0.1 + elapsed).value * 180 / .pi, absolute: 1e-9))
            if elapsed > 0 {
                // From rest at the same angle it would be elsewhere: the velocity carried over.
                let fromRest = animatedValue(.bouncy, from: atInterruption, to: 0, at: elapsed) * 180 / .pi
                #expect(abs(shown - fromRest) > 0.5)
            }
        }
    }

    /// An offset animated by `.animation(_:value:)`, changed by plain writes.
    private struct Slider: View {
        var animation: Animation? = .linear(duration: 1)
        @State private var target: CGFloat = 0
        var body: some View {
            VStack {
                Button("Right") { target = 100 }
                Button("Left") { target = 0 }
                Text("Knob")
                    .offset(x: target)
                    .animation(animation, value: target)
            }
        }
    }

    private func knob(_ stage: Stage, at time: Double) throws -> Double {
        stage.advance(to: time)
        return Double(try #require(stage.displayList().item(text: "Knob")).transform.tx)
    }

    @Test func animationForAValueInterpolatesWhenTheValueChanges() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Slider() }
        stage.schedule(.tap(label: "Right"), at: 0.5)
        #expect(isClose(try knob(stage, at: 0.75), 25, absolute: 1e-9))
        #expect(isClose(try knob(stage, at: 1.5), 100, absolute: 1e-9))
    }

    @Test func timingCurvesInterruptedAddUp() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Slider() }
        stage.schedule(.tap(label: "Right"), at: 0)
        stage.schedule(.tap(label: "Left"), at: 0.5)
        // The first change runs on to its end while the second animates the way back on top of it.
        #expect(isClose(try knob(stage, at: 0.75), 100 * 0.75 - 100 * 0.25, absolute: 1e-9))
        #expect(isClose(try knob(stage, at: 1.25), 100 - 100 * 0.75, absolute: 1e-9))
        #expect(isClose(try knob(stage, at: 2), 0, absolute: 1e-9))
    }

    @Test func animationNilForAValueJumpsEvenInsideWithAnimation() throws {
        struct Wrapped: View {
            @State private var target: CGFloat = 0
            var body: some View {
                VStack {
                    Button("Go") { withAnimation(.linear(duration: 1)) { target = 60 } }
                    Text("A").offset(x: target).animation(nil, value: target)
                    Text("B").offset(x: target)
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Wrapped() }
        try stage.tap(label: "Go")
        stage.advance(to: 0.5)
        let list = stage.displayList()
        #expect(isClose(Double(try #require(list.item(text: "A")).transform.tx), 60, absolute: 1e-9))
        #expect(isClose(Double(try #require(list.item(text: "B")).transform.tx), 30, absolute: 1e-9))
    }

    @Test func aTransactionModifierCanTurnAnimationOff() throws {
        struct Quiet: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Button("Go") { withAnimation(.linear(duration: 1)) { on = true } }
                    Text("A").opacity(on ? 1 : 0.2).transaction { $0.animation = nil }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Quiet() }
        try stage.tap(label: "Go")
        stage.advance(to: 0.5)
        let text = try #require(stage.displayList().texts.first { $0.text == "A" })
        #expect(isClose(text.color.opacity, 1))
    }

    @Test func animationWithABodyAnimatesItsModifiersOnly() throws {
        struct Scoped: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Button("Go") { on = true }
                    Text("A")
                        .offset(y: on ? 20 : 0)
                        .animation(.linear(duration: 1)) { content in
                            content.offset(x: on ? 40 : 0)
                        }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Scoped() }
        try stage.tap(label: "Go")
        stage.advance(to: 0.25)
        let transform = try #require(stage.displayList().item(text: "A")).transform
        #expect(isClose(Double(transform.tx), 10, absolute: 1e-9))   // animated, in the body
        #expect(isClose(Double(transform.ty), 20, absolute: 1e-9))   // the view's own change: at once
    }

    /// A swatch whose fill colour and frame change together.
    private struct Swatch: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Button("Switch") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                Rectangle()
                    .fill(isOn ? Color.blue : Color.red)
                    .frame(width: isOn ? 100 : 50, height: 20)
            }
        }
    }

    @Test(arguments: [0.25, 0.5, 0.8])
    func fillColoursAndFrameSizesAnimate(progress: Double) throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Swatch() }
        try stage.tap(label: "Switch")
        stage.advance(to: progress)
        let shape = try #require(stage.displayList().shapes.first)
        #expect(isClose(Double(shape.rect.width), 50 + 50 * progress, absolute: 1e-9))
        // Colours blend in linear light with premultiplied alpha (Color.Resolved's animatable data).
        let red = Color.red.resolve(in: EnvironmentValues())
        let blue = Color.blue.resolve(in: EnvironmentValues())
        var expected = red
        var difference = blue.animatableData - red.animatableData
        difference.scale(by: progress)
        expected.animatableData = red.animatableData + difference
        let shown = shape.paint.color
        #expect(isClose(shown.red, expected.red, absolute: 1e-5))
        #expect(isClose(shown.green, expected.green, absolute: 1e-5))
        #expect(isClose(shown.blue, expected.blue, absolute: 1e-5))
        // Not a plain sRGB blend: linear light brightens the middle.
        #expect(abs(Double(shown.red) - (Double(red.red) + (Double(blue.red) - Double(red.red)) * progress)) > 0.01)
    }

    @Test func frameSpringsThatOvershootZeroDoNotGoNegative() throws {
        struct Collapsing: View {
            @State private var isOpen = true
            var body: some View {
                VStack {
                    Button("Close") { withAnimation(.bouncy) { isOpen = false } }
                    Color.green.frame(width: 40, height: isOpen ? 60 : 0)
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Collapsing() }
        try stage.tap(label: "Close")
        for frame in 1...60 {
            let shape = try #require(stage.frame(frame, fps: 60).shapes(filledWith: .green).first)
            #expect(shape.rect.height >= 0)
        }
    }

    @Test func withAnimationCompletionRunsWhenTheAnimationIsLogicallyComplete() throws {
        let counter = CompletionCounter()
        let stage = Stage(size: CGSize(width: 300, height: 200)) { CompletingView(counter: counter) }
        try stage.tap(label: "Go")
        // Not when the body returns, nor during the animation: once it is over (a timing curve is
        // logically complete once past its end).
        #expect(counter.value == 0)
        stage.advance(to: 0.99)
        #expect(counter.value == 0)
        stage.advance(to: 1.01)
        #expect(counter.value == 1)
        // A change that animates nothing completes after the pass that made it.
        try stage.tap(label: "Nothing")
        #expect(counter.value == 2)
    }
}

/// Counts completions; shared with `@Sendable` completion handlers, which run on the main actor here.
final class CompletionCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

private struct CompletingView: View {
    let counter: CompletionCounter
    @State private var on = false
    @State private var unrelated = 0

    var body: some View {
        VStack {
            Button("Go") {
                withAnimation(.linear(duration: 1)) {
                    on = true
                } completion: { [counter] in
                    counter.increment()
                }
            }
            Button("Nothing") {
                withAnimation(.linear(duration: 1)) {
                    unrelated += 1
                } completion: { [counter] in
                    counter.increment()
                }
            }
            Text("A").offset(x: on ? 10 : 0)
        }
    }
}
