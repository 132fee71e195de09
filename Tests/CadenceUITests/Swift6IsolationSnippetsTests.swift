import Foundation
import Observation
import Testing
import CadenceUI

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

// 4. A shape whose path is computed off the main actor, written as Swift 6 code against SwiftUI
// writes it: no isolation spelled out. `Shape` is `nonisolated` (as SwiftUI declares it), so the
// struct does not take the main actor from `View` and its `animatableData` witnesses the
// nonisolated `Animatable` requirement; an `InsettableShape` the same.
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
                Wave(phase: 0.5).stroke(.teal, lineWidth: 2).frame(height: 20)
                Ring(progress: 0.75).strokeBorder(.orange, lineWidth: 4).frame(width: 40, height: 40)
            }
        }
        await stage.play(to: 1.5)
        #expect(stage.displayList().texts.contains { $0.text == "ready" }, "\(stage.displayList().texts.map(\.text)) \(stage.issues)")
        let path = await Task.detached { Wave(phase: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }.value
        #expect(!path.isEmpty)
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
