#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct CornerRotate: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(amount), anchor: .topLeading).clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition { .modifier(active: CornerRotate(amount: -90), identity: CornerRotate(amount: 0)) }
}

private struct Panel: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
            if shown {
                Rectangle().fill(.indigo).frame(width: 80, height: 80).transition(.pivot)
            }
        }
    }
}

@Suite struct ModifierTransitionCompatibilityTests {
    @Test @MainActor func pivotsIn() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Panel() }
        try stage.tap(label: "Show")
        stage.advance(by: 0.5)
        let panel = try #require(stage.displayList().items.first { $0.rect.width == 80 })
        #expect(abs(panel.transform.b) > 0.5)
        stage.advance(by: 1)
        let done = try #require(stage.displayList().items.first { $0.rect.width == 80 })
        #expect(abs(done.transform.b) < 1e-9)
        #expect(stage.issues.isEmpty)
    }
}
