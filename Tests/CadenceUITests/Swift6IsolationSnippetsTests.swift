import Foundation
import Observation
import Testing
import CadenceUI
import CadenceStageTestSupport

// Swift 6 snippets (this target compiles in Swift 6 language mode with complete checking): code as
// it is written against SwiftUI must compile against CadenceUI's isolation without errors. Each
// declaration below is one snippet; the tests host the views to show they also run.

// 1. A view whose gesture closures write @State and @GestureState.
private struct SnippetDrag: View {
    @State private var offset = CGSize.zero
    @GestureState private var isPressed = false

    var body: some View {
        Circle()
            .offset(offset)
            .scaleEffect(isPressed ? 0.9 : 1)
            .gesture(DragGesture(minimumDistance: 0)
                .updating($isPressed) { _, state, _ in state = true }
                .onChanged { offset = $0.translation }
                .onEnded { _ in withAnimation(.bouncy) { offset = .zero } })
    }
}

// 2. A gesture in a computed property typed `some Gesture`, and a custom Gesture with a body.
private struct SwipeGesture: Gesture {
    var body: some Gesture<Bool> {
        DragGesture(minimumDistance: 20).map { $0.translation.width > 0 }
    }
}

private struct SnippetComputedGesture: View {
    @State private var swipedRight = false
    var swipe: some Gesture {
        SwipeGesture().onEnded { swipedRight = $0 }
    }
    var body: some View {
        Rectangle().gesture(swipe)
    }
}

// 3. A view modifier with its own state and a tap gesture.
private struct Shake: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        content
            .offset(x: taps.isMultiple(of: 2) ? 0 : 6)
            .onTapGesture { withAnimation(.snappy) { taps += 1 } }
    }
}

// 4. A shape whose path is computed off the main actor and whose animatableData is a plain
// property, written exactly as against SwiftUI, no isolation spelled out: `Shape` refines
// `_RemoveGlobalActorIsolation` (as SwiftUI declares it), so
// `Wave` is not inferred to be @MainActor and satisfies Animatable's nonisolated requirement.
private struct Wave: Shape {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + CGFloat(sin(phase)) * 10))
        }
    }
}

// 4b. An insettable shape with two animated values (AnimatablePair), stroked inside its frame.
private struct Blob: InsettableShape {
    var bulge: CGFloat
    var tilt: Double
    var inset: CGFloat = 0
    var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(bulge, tilt) }
        set { (bulge, tilt) = (newValue.first, newValue.second) }
    }
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset + bulge, dy: inset)
        return Path(ellipseIn: r).applying(CGAffineTransform(rotationAngle: CGFloat(tilt)))
    }
    func inset(by amount: CGFloat) -> Blob {
        var copy = self
        copy.inset += amount
        return copy
    }
}

// 4c. A GeometryEffect with animatableData, as shake effects are written.
private struct Wobble: GeometryEffect {
    var travel: CGFloat = 8
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
    }
}

// 4d. A view modifier that is Animatable itself (the pattern that replaced AnimatableModifier).
private struct CountingFade: ViewModifier, Animatable {
    var animatableData: Double
    func body(content: Content) -> some View {
        content.opacity(0.5 + animatableData / 2)
    }
}

private struct SnippetShapes: View {
    @State private var on = false
    var body: some View {
        HStack {
            Wave(phase: on ? 2 : 0).stroke(.blue, lineWidth: 2)
            Blob(bulge: on ? 6 : 0, tilt: on ? 0.3 : 0).strokeBorder(.pink, lineWidth: 3)
            Rectangle().modifier(Wobble(animatableData: on ? 1 : 0))
            Circle().modifier(CountingFade(animatableData: on ? 1 : 0))
        }
        .frame(height: 40)
        .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { on.toggle() } }
    }
}

// 4e. An insettable ring whose progress animates, stroked inside its frame.
private struct Ring: InsettableShape {
    var progress: Double
    var insetAmount: CGFloat = 0
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path { path in
            let box = rect.insetBy(dx: insetAmount, dy: insetAmount)
            path.addArc(center: CGPoint(x: box.midX, y: box.midY), radius: box.width / 2,
                        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        }
    }
    func inset(by amount: CGFloat) -> Ring {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

// 5. An Animatable value used from a nonisolated function.
private struct Tilt: Animatable {
    var animatableData: Double
}

private func halfway(_ tilt: Tilt) -> Double {
    tilt.animatableData / 2
}

// 6. A custom transition as a static member, used in a view.
extension AnyTransition {
    fileprivate static var popIn: AnyTransition { .scale.combined(with: .opacity) }
}

// 7. A @MainActor @Observable model and an ObservableObject, with .task and Task.sleep.
@MainActor @Observable
private final class Loader {
    var progress = 0.0
    func load() async {
        for step in 1...4 {
            try? await Task.sleep(for: .milliseconds(100))
            progress = Double(step) / 4
        }
    }
}

@MainActor
private final class Settings: ObservableObject {
    @Published var bounces = true
}

private struct SnippetTask: View {
    @State private var loader = Loader()
    @StateObject private var settings = Settings()
    @State private var shown = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Capsule().frame(width: 100 * loader.progress, height: 6)
            if shown { Text("ready").transition(.popIn) }
        }
        .modifier(Shake())
        .task { await loader.load() }
        .onReceive(timer) { _ in shown = settings.bounces }
        .onChange(of: loader.progress) { _, new in if new == 1 { withAnimation { shown = true } } }
    }
}

@MainActor
@Suite struct Swift6IsolationSnippetsTests {
    @Test func theSnippetsCompileAndRun() async throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) {
            VStack {
                SnippetDrag()
                SnippetComputedGesture()
                SnippetTask()
                SnippetShapes()
                Wave(phase: 0.5).stroke(.teal, lineWidth: 2).frame(height: 20)
                Ring(progress: 0.75).strokeBorder(.orange, lineWidth: 4).frame(width: 40, height: 40)
            }
        }
        await stage.play(to: 1.5)
        #expect(stage.displayList().texts.contains { $0.text == "ready" }, "\(stage.displayList().texts.map(\.text)) \(stage.issues)")
        let path = await Task.detached { Wave(phase: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }.value
        #expect(!path.isEmpty)
        // The shapes and effects build their values off the main actor too, as with SwiftUI.
        let offset = await Task.detached { Wobble(animatableData: 0.25).effectValue(size: CGSize(width: 10, height: 10)) }.value
        #expect(abs(offset.m31 - 8) < 1e-9)
        let blob = await Task.detached { Blob(bulge: 2, tilt: 0).inset(by: 1).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }.value
        #expect(isClose(blob.boundingRect, CGRect(x: 3, y: 1, width: 14, height: 18), absolute: 1e-6))
        let ring = await Task.detached { () -> Path in
            var ring = Ring(progress: 0)
            ring.animatableData = 0.5
            return ring.inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }.value
        #expect(!ring.isEmpty)
        #expect(halfway(Tilt(animatableData: 4)) == 2)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
