#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The classic shake GeometryEffect.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

private struct Login: View {
    @State private var attempts = 0
    var body: some View {
        Button("Sign in") { withAnimation(.linear(duration: 0.5)) { attempts += 1 } }
            .modifier(Shake(animatableData: CGFloat(attempts)))
    }
}

@Suite struct ShakeEffectCompatibilityTests {
    @Test @MainActor func shakes() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Login() }
        try stage.tap(label: "Sign in")
        stage.advance(by: 0.1)
        let moved = stage.displayList().texts.first.map { _ in stage.displayList().items[0].transform.tx } ?? 0
        #expect(abs(moved) > 1)
        stage.advance(by: 1)
        #expect(abs(stage.displayList().items[0].transform.tx) < 1e-6)
        #expect(stage.issues.isEmpty)
    }
}
