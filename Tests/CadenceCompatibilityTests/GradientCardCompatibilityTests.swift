#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A gradient card that flips in 3-D when tapped, as card demos write it.
private struct FlipCard: View {
    @State private var flipped = false
    var body: some View {
        Button { withAnimation(.spring(duration: 0.6)) { flipped.toggle() } } label: {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 160, height: 100)
                .shadow(color: .black.opacity(0.3), radius: 8, x: 0, y: 4)
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .accessibilityLabel("Card")
    }
}

@Suite struct GradientCardCompatibilityTests {
    @Test @MainActor func flipsThroughPerspective() throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { FlipCard() }
        let before = stage.displayList()
        try stage.tap(label: "Card")
        stage.advance(by: 0.15)
        let mid = stage.displayList()
        #expect(stage.issues.isEmpty)
        #expect(before.shapes.first?.shading != nil)
        #expect(mid.items.contains { $0.layers.contains { if case .projection = $0.effect { true } else { false } } })
        #expect(mid != before)
    }
}
