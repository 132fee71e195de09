@testable import CadenceUI
import Testing

/// A frame in which only keyframe animators' values changed resolves just their content (a subtree
/// pass); it must show exactly what resolving the whole tree shows. Each scenario plays on two stages,
/// one with subtree passes and one without, and every frame's display list, the accessibility tree and
/// the issues must be the same. The scenarios are the cases where a subtree pass has to give up (the
/// content's structure, environment or lifecycle changes with the value, state written from the
/// content, nesting, custom modifiers, animated transactions) besides the plain one.
@MainActor
@Suite struct SubtreePassEquivalenceTests {
    @KeyframesBuilder<Double>
    static func swell() -> some Keyframes<Double> {
        CubicKeyframe(1.3, duration: 0.3)
        LinearKeyframe(0.8, duration: 0.2)
        SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
    }

    /// Scales the modified view.
    private struct Plain: View {
        var body: some View {
            VStack {
                ForEach(0..<4, id: \.self) { index in
                    Rectangle()
                        .frame(width: 20, height: 10)
                        .keyframeAnimator(initialValue: 1.0) { content, value in
                            content
                                .scaleEffect(value)
                                .rotationEffect(.degrees(value * 30))
                                .opacity(value - 0.2)
                                .offset(x: value * 4)
                        } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                    Text("Row \(index)")
                }
            }
        }
    }

    /// A frame width animates: the rows below move, the stack lays out again.
    private struct GrowingWidth: View {
        var body: some View {
            HStack(spacing: 4) {
                KeyframeAnimator(initialValue: 1.0) { value in
                    Capsule().frame(width: 30 * value, height: 12)
                } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                Text("after")
                Circle().frame(width: 10, height: 10)
            }
        }
    }

    /// The content's structure, environment and lifecycle change with the value.
    private struct ChangingStructure: View {
        @State private var appearances = 0
        @State private var crossings = 0

        var body: some View {
            VStack {
                Text("appeared \(appearances), crossed \(crossings)")
                Image(systemName: "star")
                    .keyframeAnimator(initialValue: 1.0) { content, value in
                        if value > 1.1 {
                            content
                                .foregroundStyle(.red)
                                .scaleEffect(value)
                                .onAppear { appearances += 1 }
                        } else {
                            HStack {
                                content.foregroundStyle(value > 0.9 ? Color.blue : Color.green)
                                Text(value < 0.9 ? "small" : "")
                            }
                        }
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                    .onChange(of: appearances) { crossings += 1 }
            }
        }
    }

    /// Animators in animators, in the placeholder's view and in the content.
    private struct Nested: View {
        var body: some View {
            Rectangle()
                .frame(width: 30, height: 30)
                .keyframeAnimator(initialValue: 0.0) { content, angle in
                    content.rotationEffect(.degrees(angle))
                } keyframes: { _ in
                    LinearKeyframe(90, duration: 0.5)
                    LinearKeyframe(0, duration: 0.5)
                }
                .keyframeAnimator(initialValue: 1.0) { content, value in
                    content
                        .scaleEffect(value)
                        .overlay {
                            KeyframeAnimator(initialValue: 0.0) { inner in
                                Circle().fill(.blue).frame(width: 6, height: 6).offset(y: inner)
                            } keyframes: { _ in
                                CubicKeyframe(8, duration: 0.35)
                                CubicKeyframe(0, duration: 0.35)
                            }
                        }
                } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
        }
    }

    /// Value-bound animations inside the content, and state changed by a button and `withAnimation`.
    private struct Transactions: View {
        @State private var taps = 0
        @State private var wide = false

        var body: some View {
            VStack {
                Button("Tap") {
                    taps += 1
                    withAnimation(.easeInOut(duration: 0.3)) { wide.toggle() }
                }
                Rectangle()
                    .frame(width: wide ? 60 : 20, height: 10)
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, value in
                        content
                            .scaleEffect(value)
                            .opacity(value > 1.1 ? 0.5 : 1)
                            .animation(.spring(duration: 0.2), value: value > 1.1)
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                KeyframeAnimator(initialValue: 1.0) { value in
                    Text("loop").scaleEffect(value)
                } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
            }
        }
    }

    /// An animator inside a custom modifier's body, around the modifier's content.
    private struct Wobble: ViewModifier {
        func body(content: Content) -> some View {
            KeyframeAnimator(initialValue: 0.0) { angle in
                content.rotationEffect(.degrees(angle))
            } keyframes: { _ in
                CubicKeyframe(12, duration: 0.25)
                CubicKeyframe(-12, duration: 0.25)
            }
        }
    }

    private struct InCustomModifier: View {
        var body: some View {
            Text("wobbly").modifier(Wobble())
        }
    }

    /// Traits on the animators' nodes: set by modifiers around the animator (kept by the nodes when
    /// they take new content) and by the content itself (which only a whole pass can follow).
    private struct Traits: View {
        var body: some View {
            HStack(spacing: 2) {
                Text("priority")
                    .keyframeAnimator(initialValue: 1.0) { content, value in
                        content.scaleEffect(value)
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                    .layoutPriority(1)
                    .zIndex(2)
                    .id("first")
                Text("a longer text that has to give way")
                    .keyframeAnimator(initialValue: 1.0) { content, value in
                        content.opacity(value - 0.1).zIndex(value > 1.1 ? 3 : 0)
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                Color.red.frame(width: 12, height: 12)
                    .keyframeAnimator(initialValue: 0.0) { content, value in
                        content.offset(y: value)
                    } keyframes: { _ in
                        CubicKeyframe(-6, duration: 0.3)
                        CubicKeyframe(0, duration: 0.3)
                    }
                    .alignmentGuide(VerticalAlignment.center) { $0.height }
            }
        }
    }

    /// Content that frames patch in place (the placeholder under animated effects), through what
    /// interrupts patching: Reduce Motion switched on mid-loop (the loop's jump cross-fades from the
    /// picture the patches drew), a trigger, and a `withAnimation` change around the animator.
    private struct PatchedThroughChanges: View {
        @State private var calm = false
        @State private var taps = 0
        @State private var dim = false

        var body: some View {
            VStack {
                Button("Tap") {
                    taps += 1
                    if taps == 2 { calm = true }
                    withAnimation(.easeOut(duration: 0.25)) { dim.toggle() }
                }
                Circle()
                    .frame(width: 16, height: 16)
                    .keyframeAnimator(initialValue: 1.0, repeating: true) { content, value in
                        content.scaleEffect(value).offset(y: value * 3)
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                    .reduceMotionPolicy(.crossFade(duration: 0.2))
                    .environment(\.accessibilityReduceMotion, calm)
                Rectangle()
                    .frame(width: 20, height: 8)
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, value in
                        content.opacity(value - 0.2).rotationEffect(.degrees(value * 10))
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                    .opacity(dim ? 0.6 : 1)
                // Seen by a screen reader only while the patched opacity is above zero.
                Circle()
                    .frame(width: 8, height: 8)
                    .keyframeAnimator(initialValue: 1.0, repeating: true) { content, value in
                        content.opacity(value - 1)
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
                    .accessibilityLabel("pulse")
                // A button and a text in patched content (the list is drawn whole for them).
                Button("Go") {}
                    .keyframeAnimator(initialValue: 1.0, repeating: true) { content, value in
                        content.scaleEffect(value)
                    } keyframes: { _ in SubtreePassEquivalenceTests.swell() }
            }
        }
    }

    /// Render effects animated by state changes (`withAnimation`, `.animation(_:value:)`): frames in
    /// which only those animations move write them into their nodes. A change mid-flight retargets
    /// (springs keep their velocity); one effect wraps a `ForEach` (several nodes, resolved whole).
    private struct ImplicitEffects: View {
        @State private var on = false
        @State private var taps = 0

        var body: some View {
            VStack(spacing: 6) {
                Button("Tap") {
                    taps += 1
                    withAnimation(.spring(duration: 0.4, bounce: 0.3)) { on.toggle() }
                }
                Circle()
                    .frame(width: 20, height: 20)
                    .scaleEffect(on ? 1.4 : 1)
                    .offset(x: on ? 30 : -30)
                    .rotationEffect(.degrees(on ? 45 : 0))
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: 40, height: 10)
                    .opacity(on ? 0.3 : 1)
                    .animation(.easeInOut(duration: 0.5), value: taps)
                Text("count \(taps)")
                    .scaleEffect(on ? 1.2 : 1)
                HStack {
                    ForEach(0..<3, id: \.self) { _ in Capsule().frame(width: 8, height: 8) }
                }
                .offset(y: on ? 6 : 0)
            }
        }
    }

    /// Phase animators: between phases, the phases' animations of render effects run as state
    /// animations, which frames write into the effect nodes; a trigger restarts one mid-phase.
    private struct PhasePulses: View {
        @State private var taps = 0

        var body: some View {
            VStack(spacing: 8) {
                Button("Tap") { taps += 1 }
                Circle()
                    .frame(width: 16, height: 16)
                    .phaseAnimator([false, true]) { content, phase in
                        content.scaleEffect(phase ? 1.3 : 1).opacity(phase ? 0.5 : 1)
                    } animation: { phase in phase ? .easeOut(duration: 0.3) : .spring(duration: 0.4) }
                Rectangle()
                    .frame(width: 30, height: 6)
                    .phaseAnimator([0.0, 12, -12, 0], trigger: taps) { content, offset in
                        content.offset(x: offset).rotationEffect(.degrees(offset))
                    }
            }
        }
    }

    /// Keyframe animators whose frames move the items already drawn (a rotation about a corner
    /// over two shapes, an offset over a row of capsules), and one whose scale wraps a view whose
    /// opacity a tap animates inside it (its items are drawn again, not moved).
    private struct MovedItems: View {
        @State private var dim = false

        var body: some View {
            VStack(spacing: 8) {
                Button("Tap") { withAnimation(.easeInOut(duration: 0.3)) { dim.toggle() } }
                HStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 3).frame(width: 16, height: 16)
                    Rectangle().frame(width: 24, height: 8)
                }
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, degrees in
                    content.rotationEffect(.degrees(degrees), anchor: .topLeading)
                } keyframes: { _ in
                    LinearKeyframe(30.0, duration: 0.4)
                    CubicKeyframe(-10.0, duration: 0.4)
                }
                HStack(spacing: 2) {
                    ForEach(0..<4, id: \.self) { _ in Capsule().frame(width: 10, height: 6) }
                }
                .keyframeAnimator(initialValue: CGSize.zero, repeating: true) { content, offset in
                    content.offset(offset)
                } keyframes: { _ in
                    SpringKeyframe(CGSize(width: 20, height: -4), duration: 0.5, spring: .bouncy)
                    CubicKeyframe(CGSize.zero, duration: 0.3)
                }
                Circle()
                    .frame(width: 14, height: 14)
                    .opacity(dim ? 0.3 : 1)
                    .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in
                        CubicKeyframe(1.4, duration: 0.3)
                        CubicKeyframe(1.0, duration: 0.3)
                    }
            }
        }
    }

    /// Opacities that frames fade again instead of drawing again: a pulsing row's opacity over its
    /// scale (both written into their nodes, as in the benchmark's implicit row), a keyframe
    /// animator's opacity over a filled and a stroked shape that goes down to 0 and back (a screen
    /// reader stops seeing them: drawn again then), a tap's animated opacity around a patched
    /// keyframe scale (the scale's recorded state takes the new opacity), and opacities that must
    /// be drawn again: over a gradient, and over another opacity.
    private struct FadedItems: View {
        @State private var pulse = false
        @State private var dim = false

        var body: some View {
            VStack(spacing: 6) {
                Button("Tap") { withAnimation(.easeInOut(duration: 0.3)) { dim.toggle() } }
                ForEach(0..<3, id: \.self) { _ in
                    Rectangle()
                        .frame(width: 20, height: 4)
                        .scaleEffect(pulse ? 1.3 : 1)
                        .opacity(pulse ? 0.6 : 1)
                }
                HStack(spacing: 4) {
                    Rectangle().fill(.orange).frame(width: 12, height: 12)
                    Circle().stroke(.blue, lineWidth: 2).frame(width: 12, height: 12)
                }
                .keyframeAnimator(initialValue: 1.0, repeating: true) { content, opacity in
                    content.opacity(opacity)
                } keyframes: { _ in
                    LinearKeyframe(0.0, duration: 0.3)
                    LinearKeyframe(1.0, duration: 0.3)
                }
                Circle()
                    .frame(width: 14, height: 14)
                    .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in
                        CubicKeyframe(1.4, duration: 0.3)
                        CubicKeyframe(1.0, duration: 0.3)
                    }
                    .opacity(dim ? 0.3 : 1)
                Rectangle()
                    .fill(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 30, height: 6)
                    .opacity(pulse ? 0.4 : 0.9)
                Capsule()
                    .frame(width: 18, height: 6)
                    .opacity(0.5)
                    .opacity(pulse ? 0.2 : 1)
            }
            .onAppear {
                withAnimation(.easeInOut(duration: 0.4).repeatForever(autoreverses: true)) { pulse = true }
            }
        }
    }

    /// Keyframe animators whose content closure wraps the placeholder in several effects, only
    /// some of them changing: a changing scale under a constant opacity (the opacity alone faded its
    /// items again with their old transforms, and the scale stood still), a changing opacity under a
    /// constant scale, and a scale, rotation and opacity all changing.
    private struct ChainedEffects: View {
        var body: some View {
            VStack(spacing: 10) {
                Rectangle()
                    .fill(.teal)
                    .frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: 2.0, repeating: true) { content, scale in
                        content.scaleEffect(scale).opacity(0.8)
                    } keyframes: { _ in
                        CubicKeyframe(0.5, duration: 0.4)
                        CubicKeyframe(2.0, duration: 0.4)
                    }
                Circle()
                    .fill(.orange)
                    .frame(width: 12, height: 12)
                    .keyframeAnimator(initialValue: 1.0, repeating: true) { content, opacity in
                        content.opacity(opacity).scaleEffect(2)
                    } keyframes: { _ in
                        LinearKeyframe(0.2, duration: 0.3)
                        LinearKeyframe(1.0, duration: 0.3)
                    }
                Capsule()
                    .fill(.indigo)
                    .frame(width: 24, height: 8)
                    .keyframeAnimator(initialValue: 1.0, repeating: true) { content, value in
                        content.scaleEffect(value).rotationEffect(.degrees(value * 20)).opacity(value / 2)
                    } keyframes: { _ in
                        CubicKeyframe(1.5, duration: 0.35)
                        CubicKeyframe(1.0, duration: 0.35)
                    }
            }
        }
    }

    private static func scenario(_ index: Int) -> AnyView {
        switch index {
        case 0: AnyView(Plain())
        case 1: AnyView(GrowingWidth())
        case 2: AnyView(ChangingStructure())
        case 3: AnyView(Nested())
        case 4: AnyView(Transactions())
        case 5: AnyView(InCustomModifier())
        case 6: AnyView(Traits())
        case 7: AnyView(PatchedThroughChanges())
        case 8: AnyView(ImplicitEffects())
        case 9: AnyView(PhasePulses())
        case 10: AnyView(MovedItems())
        case 11: AnyView(FadedItems())
        default: AnyView(ChainedEffects())
        }
    }

    private static func stage(_ index: Int, subtreePasses: Bool, patches: Bool = true) -> Stage {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { scenario(index) }
        stage.graph.allowsSubtreePasses = subtreePasses
        stage.graph.allowsPatches = patches
        if index == 4 || (7...11).contains(index) {
            stage.schedule(.tap(label: "Tap"), at: 0.2)
            stage.schedule(.tap(label: "Tap"), at: 0.55)
        }
        return stage
    }

    @Test(arguments: 0..<13)
    func aSubtreePassShowsWhatAWholePassShows(scenario: Int) {
        let fast = Self.stage(scenario, subtreePasses: true)
        let unpatched = Self.stage(scenario, subtreePasses: true, patches: false)
        let whole = Self.stage(scenario, subtreePasses: false)
        for frame in 0..<75 {
            let fastList = fast.frame(frame, fps: 60)
            let unpatchedList = unpatched.frame(frame, fps: 60)
            let wholeList = whole.frame(frame, fps: 60)
            #expect(fastList.items == wholeList.items, "frame \(frame)")
            #expect(unpatchedList.items == wholeList.items, "frame \(frame)")
            #expect(fast.accessibilityTree().description == whole.accessibilityTree().description, "frame \(frame)")
        }
        #expect(fast.issues == whole.issues)
        #expect(fast.issues.isEmpty)
        #expect(unpatched.graph.patchedSubtrees == 0)
        #expect(unpatched.graph.patchedEffects == 0)
        #expect(unpatched.patchedDisplayLists == 0)
        #expect(unpatched.movedDisplayListNodes == 0)
        #expect(unpatched.fadedDisplayListNodes == 0)
        switch scenario {
        case 0:
            #expect(fast.graph.patchedSubtrees > 4 * 60, "the four animators' content was patched")
            #expect(fast.patchedDisplayLists > 60, "and only they were drawn again")
        case 7: #expect(fast.graph.patchedSubtrees > 30, "the loop was patched until Reduce Motion stopped it")
        case 8:
            #expect(fast.graph.patchedEffects > 60, "the animated effects were written into their nodes")
            // The text's scale is not quiet (a screen reader reads its frame): while it animates,
            // the list is drawn whole; the other effects run on after it.
            #expect(fast.patchedDisplayLists > 2, "and only the quiet ones drawn again")
        case 9:
            #expect(fast.graph.patchedEffects > 60, "the phases' animations were written into their nodes")
        case 10:
            #expect(fast.graph.patchedSubtrees > 3 * 50, "the three animators' content was patched")
            #expect(fast.movedDisplayListNodes > 2 * 50, "the rotation's and the offset's items were moved")
        case 11:
            #expect(fast.patchedDisplayLists > 30, "frames drew only what changed")
            #expect(fast.movedDisplayListNodes > 3 * 30, "the rows' scales moved their items")
            #expect(fast.fadedDisplayListNodes > 3 * 30, "the rows' opacities faded their items again")
        case 12:
            #expect(fast.graph.patchedSubtrees > 3 * 60, "the three animators' content was patched")
            #expect(fast.patchedDisplayLists > 60, "and only their effects were drawn again")
        case 2: #expect(fast.graph.patchedSubtrees == 0, "its content is not the placeholder under effects")
        default: break
        }
        if scenario == 2 {
            // Its content's environment is rebuilt every time: after two subtree passes that gave up,
            // its frames are whole passes only.
            let storage = fast.graph.storages.first { $0.subtree != nil }
            #expect(storage?.subtreePassFailures == ViewGraph.maximumSubtreePassFailures)
            #expect(fast.graph.resolvedViews > whole.graph.resolvedViews)
            #expect(fast.graph.resolvedViews < whole.graph.resolvedViews + 20)
        } else {
            // The animators took the subtree path.
            #expect(fast.graph.resolvedViews < whole.graph.resolvedViews)
        }
    }
}
