import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// `KeyframeAnimator` and `.keyframeAnimator(…)` hosted on a stage: runs, replays with carried
/// velocity, loops, idleness, visibility and identity. Expected values come from `KeyframeTimeline`
/// (the model), never from the view layer.
@MainActor
@Suite struct KeyframeAnimatorTests {
    /// A pop: a bouncy swell cut short into a snappy settle.
    @KeyframesBuilder<Double>
    static func pop() -> some Keyframes<Double> {
        SpringKeyframe(1.4, duration: 0.2, spring: .bouncy)
        SpringKeyframe(1.0, duration: 0.4, spring: .snappy)
    }

    /// A heart that pops on every tap.
    private struct PoppingHeart: View {
        @State private var taps = 0

        var body: some View {
            Button {
                taps += 1
            } label: {
                Image(systemName: "heart.fill")
            }
            .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                KeyframeAnimatorTests.pop()
            }
            .accessibilityLabel("Like")
        }
    }

    private func heartScale(_ stage: Stage, at time: Double) throws -> Double {
        stage.advance(to: time)
        return try #require(stage.displayList().transform(ofSymbol: "heart.fill")).uniformScale
    }

    @Test(arguments: [0.05, 0.2, 0.33, 0.6])
    func aTapPlaysTheTimelineFromTheTapOn(elapsed: Double) throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { PoppingHeart() }
        stage.schedule(.tap(label: "Like"), at: 0.25)
        let timeline = KeyframeTimeline(initialValue: 1.0) { Self.pop() }
        let scale = try heartScale(stage, at: 0.25 + elapsed)
        #expect(isClose(scale, timeline.value(time: elapsed), absolute: 1e-9))
        #expect(stage.issues.isEmpty)
    }

    @Test func aSecondTapRestartsFromTheCurrentValueCarryingItsVelocity() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { PoppingHeart() }
        stage.schedule(.tap(label: "Like"), at: 0.1)
        stage.schedule(.tap(label: "Like"), at: 0.25)   // mid-swell, moving fast
        let first = KeyframeTimeline(initialValue: 1.0) { Self.pop() }
        let atTap = first.value(time: 0.15)
        let velocity = first.velocity(time: 0.15)
        let restarted = KeyframeTimeline(initialValue: atTap, initialVelocity: velocity) { Self.pop() }
        let fromRest = KeyframeTimeline(initialValue: atTap) { Self.pop() }

        // Continuous at the second tap: the new run starts where the first one was.
        #expect(isClose(try heartScale(stage, at: 0.25), atTap, absolute: 1e-9))
        for elapsed in [0.02, 0.08, 0.15] {
            let scale = try heartScale(stage, at: 0.25 + elapsed)
            #expect(isClose(scale, restarted.value(time: elapsed), absolute: 1e-9))
            // The velocity matters: a restart from rest would be visibly elsewhere.
            #expect(abs(scale - fromRest.value(time: elapsed)) > 1e-3)
        }
    }

    @Test func theStageIsIdleOnceARunHasFinished() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { PoppingHeart() }
        #expect(stage.nextFrameTime == nil)
        try stage.tap(label: "Like")
        #expect(stage.nextFrameTime == 0)
        stage.advance(to: 0.3)
        #expect(stage.nextFrameTime == 0.3)
        stage.advance(to: 0.6 + 1e-6)
        #expect(stage.nextFrameTime == nil)
        let final = KeyframeTimeline(initialValue: 1.0) { Self.pop() }.value(time: .infinity)
        #expect(isClose(try heartScale(stage, at: 2), final, absolute: 1e-12))
    }

    /// A button whose trigger is a Boolean set to `true` on each tap: only the first tap changes it.
    private struct OnceOnly: View {
        @State private var liked = false
        var body: some View {
            Button("Like") { liked = true }
                .keyframeAnimator(initialValue: 0.0, trigger: liked) { content, y in
                    content.offset(y: y)
                } keyframes: { _ in
                    LinearKeyframe(-10, duration: 0.2)
                }
        }
    }

    @Test func anEqualTriggerValueDoesNothing() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { OnceOnly() }
        try stage.tap(label: "Like")
        stage.advance(to: 0.5)
        #expect(stage.nextFrameTime == nil)
        try stage.tap(label: "Like")
        #expect(stage.nextFrameTime == nil)
        let text = try #require(stage.displayList().item(text: "Like"))
        #expect(isClose(Double(text.transform.ty), -10))
    }

    /// A dot that breathes for ever; each pass starts with a reset, so passes are identical.
    private struct Breathing: View {
        var repeating = true
        var body: some View {
            Circle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 1.0, repeating: repeating) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    KeyframeAnimatorTests.breath()
                }
        }
    }

    @KeyframesBuilder<Double>
    static func breath() -> some Keyframes<Double> {
        MoveKeyframe(0.8)
        CubicKeyframe(1.2, duration: 0.5)
        CubicKeyframe(0.8, duration: 0.5)
    }

    private func dotScale(_ stage: Stage) throws -> Double {
        let item = try #require(stage.displayList().item(filledWith: .red))
        return item.transform.uniformScale
    }

    @Test(arguments: [0.1, 0.5, 1.35, 2.8, 10.05])
    func aRepeatingAnimatorLoopsFromTheMomentItAppears(time: Double) throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Breathing() }
        stage.advance(to: time)
        let timeline = KeyframeTimeline(initialValue: 1.0) { Self.breath() }
        let local = time.truncatingRemainder(dividingBy: timeline.duration)
        #expect(isClose(try dotScale(stage), timeline.value(time: local), absolute: 1e-9))
        #expect(stage.nextFrameTime == time)
    }

    @Test func notRepeatingShowsTheBeginningOfTheTimelineAndNeedsNoFrames() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Breathing(repeating: false) }
        #expect(stage.nextFrameTime == nil)
        stage.advance(to: 0.7)
        #expect(isClose(try dotScale(stage), 0.8))
    }

    @Test func aHiddenLoopStopsAndGoesOnFromWhereItWas() throws {
        let reference = Stage(size: CGSize(width: 100, height: 100)) { Breathing() }
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Breathing() }
        stage.schedule(.hide, at: 0.3)
        stage.schedule(.show, at: 2.3)
        stage.advance(to: 1)
        #expect(stage.displayList().items.isEmpty)
        #expect(stage.nextFrameTime == 2.3)   // only the scripted show; the loop asks for nothing
        stage.advance(to: 2.45)
        reference.advance(to: 0.45)
        #expect(isClose(try dotScale(stage), try dotScale(reference), absolute: 1e-12))
        #expect(stage.nextFrameTime == 2.45)
    }

    private struct Removable: View {
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Breathing() }
                Button("Toggle") { shown.toggle() }
            }
        }
    }

    @Test func aLoopWhoseBranchIsRemovedStopsAndStartsOverWhenItComesBack() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Removable() }
        stage.advance(to: 0.3)
        try stage.tap(label: "Toggle")
        #expect(stage.nextFrameTime == nil)
        stage.advance(to: 1)
        try stage.tap(label: "Toggle")
        // A new identity: the loop starts at this appearance.
        #expect(isClose(try dotScale(stage), 0.8))
        stage.advance(to: 1.25)
        let timeline = KeyframeTimeline(initialValue: 1.0) { Self.breath() }
        #expect(isClose(try dotScale(stage), timeline.value(time: 0.25), absolute: 1e-9))
    }

    /// A parent re-evaluated on every tap of its own counter, around a popping heart.
    private struct Parent: View {
        @State private var renders = 0
        var body: some View {
            VStack {
                PoppingHeart()
                Button("Count \(renders)") { renders += 1 }
            }
        }
    }

    @Test func theAnimatorSurvivesReevaluationsOfItsParent() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Parent() }
        stage.schedule(.tap(label: "Like"), at: 0.1)
        stage.schedule(.tap(label: "Count 0"), at: 0.2)
        stage.schedule(.tap(label: "Count 1"), at: 0.3)
        let timeline = KeyframeTimeline(initialValue: 1.0) { Self.pop() }
        let scale = try heartScale(stage, at: 0.35)
        #expect(isClose(scale, timeline.value(time: 0.25), absolute: 1e-9))
        #expect(stage.displayList().item(text: "Count 2") != nil)
    }

    /// A badge that floats once each time it appears; the button gives it a new identity.
    private struct Reappearing: View {
        @State private var token = 0
        var body: some View {
            VStack {
                AppearingFloat()
                    .id(token)
                Button("Replace") { token += 1 }
            }
        }
    }

    private struct AppearingFloat: View {
        @State private var appearances = 0
        var body: some View {
            Image(systemName: "sparkles")
                .keyframeAnimator(initialValue: 0.0, trigger: appearances) { content, y in
                    content.offset(y: y)
                } keyframes: { _ in
                    CubicKeyframe(-20, duration: 0.4)
                    CubicKeyframe(0, duration: 0.4)
                }
                .onAppear { appearances += 1 }
        }
    }

    @Test func aNewIdentityStartsOverAndReplaysItsAppearanceAnimation() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Reappearing() }
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(-20, duration: 0.4)
            CubicKeyframe(0, duration: 0.4)
        }
        stage.advance(to: 0.2)
        let first = try #require(stage.displayList().transform(ofSymbol: "sparkles"))
        #expect(isClose(Double(first.ty), timeline.value(time: 0.2), absolute: 1e-9))
        stage.advance(to: 2)
        #expect(stage.nextFrameTime == nil)
        try stage.tap(label: "Replace")
        stage.advance(to: 2.3)
        let replayed = try #require(stage.displayList().transform(ofSymbol: "sparkles"))
        #expect(isClose(Double(replayed.ty), timeline.value(time: 0.3), absolute: 1e-9))
    }

    /// The `KeyframeAnimator` view (not the modifier), with state inside its content.
    private struct ContainerForm: View {
        @State private var taps = 0
        var body: some View {
            KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
                Button("Tap \(taps)") { taps += 1 }
                    .scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(2, duration: 1)
            }
        }
    }

    @Test func theContainerFormPlaysToo() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { ContainerForm() }
        try stage.tap(label: "Tap 0")
        stage.advance(to: 0.25)
        let item = try #require(stage.displayList().item(text: "Tap 1"))
        #expect(isClose(item.transform.uniformScale, 1.25, absolute: 1e-12))
    }

    /// The modified view keeps its own state while the animator's content changes around it.
    private struct StatefulLabel: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test func theModifiedViewKeepsItsStateUnderThePlaceholder() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            StatefulLabel()
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(10, duration: 1)
                }
        }
        try stage.tap(label: "Count 0")
        stage.advance(to: 0.5)
        try stage.tap(label: "Count 1")
        let item = try #require(stage.displayList().item(text: "Count 2"))
        #expect(isClose(Double(item.transform.tx), 5, absolute: 1e-9))
    }
}

/// Degenerate keyframe animators: empty timelines and non-finite values never hang or crash.
@MainActor
@Suite struct KeyframeAnimatorEdgeTests {
    private struct Empty: View {
        var repeating: Bool?
        @State private var taps = 0
        var body: some View {
            if let repeating {
                Text("Loop")
                    .keyframeAnimator(initialValue: 3.0, repeating: repeating) { content, y in
                        content.offset(y: y)
                    } keyframes: { _ in }
            } else {
                Button("Tap") { taps += 1 }
                    .keyframeAnimator(initialValue: 3.0, trigger: taps) { content, y in
                        content.offset(y: y)
                    } keyframes: { _ in }
            }
        }
    }

    @Test(arguments: [nil, true, false] as [Bool?])
    func anEmptyTimelineHoldsItsValueAndNeedsNoFrames(repeating: Bool?) throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Empty(repeating: repeating) }
        if repeating == nil { try stage.tap(label: "Tap") }
        stage.advance(to: 1)
        #expect(stage.nextFrameTime == nil)
        let item = try #require(stage.displayList().items.first)
        #expect(isClose(Double(item.transform.ty), 3))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteValuesAreShownAsTheyAreAndDoNotAnimate(target: Double) throws {
        struct Jumpy: View {
            let target: Double
            @State private var on = false
            var body: some View {
                VStack {
                    Button("Go") { withAnimation(.linear(duration: 1)) { on = true } }
                    Text("A").opacity(on ? target : 1)
                }
            }
        }
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Jumpy(target: target) }
        try stage.tap(label: "Go")
        #expect(stage.nextFrameTime == nil)
        stage.advance(to: 0.5)
        // Opacity is clamped when drawn (NaN draws nothing), whatever the animation.
        let text = try #require(stage.displayList().texts.first { $0.text == "A" })
        #expect(text.color.opacity == (target > 0 ? 1 : 0))
        #expect(stage.issues.isEmpty)
    }
}
