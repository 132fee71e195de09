#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A custom iOS 17 Transition, as apps declare them.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(phase.value * 90))
            .blur(radius: phase.isIdentity ? 0 : 6)
    }
}

private struct Toaster: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.easeInOut(duration: 0.4)) { shown.toggle() } }
            if shown {
                Circle().fill(.orange).frame(width: 60, height: 60).transition(Twirl())
            }
        }
    }
}

@Suite struct CustomTransitionCompatibilityTests {
    @Test @MainActor func twirlsIn() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Toaster() }
        try stage.tap(label: "Toggle")
        stage.advance(by: 0.2)
        let circle = try #require(stage.displayList().items.first { if case .shape = $0.content { $0.rect.width == 60 } else { false } })
        #expect(circle.transform.uniformScaleForCompat > 0.5 && circle.transform.uniformScaleForCompat < 1)
        stage.advance(by: 0.4)
        let settled = try #require(stage.displayList().items.first { if case .shape = $0.content { $0.rect.width == 60 } else { false } })
        #expect(isClose(settled.transform.uniformScaleForCompat, 1, absolute: 1e-6))
        #expect(stage.issues.isEmpty)
    }
}

extension AffineTransform2D {
    var uniformScaleForCompat: CGFloat { (a * d - b * c).magnitude.squareRoot() }
}
