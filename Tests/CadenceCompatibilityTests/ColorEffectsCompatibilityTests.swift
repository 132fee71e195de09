#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct Photo: View {
    @State private var dimmed = false
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(.red.gradient)
                .frame(width: 80, height: 80)
                .hueRotation(.degrees(dimmed ? 90 : 0))
                .saturation(dimmed ? 0.2 : 1)
                .brightness(dimmed ? -0.1 : 0)
                .contrast(dimmed ? 0.8 : 1)
                .grayscale(dimmed ? 0.5 : 0)
                .blur(radius: dimmed ? 4 : 0)
            Button("Dim") { withAnimation(.easeOut(duration: 0.3)) { dimmed.toggle() } }
        }
    }
}

@Suite struct ColorEffectsCompatibilityTests {
    @Test @MainActor func filtersAnimate() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Photo() }
        try stage.tap(label: "Dim")
        stage.advance(by: 0.15)
        let layers = stage.displayList().items.first?.layers ?? []
        #expect(layers.count >= 5)
        #expect(layers.contains { if case .blur(let r, _) = $0.effect { r > 0 && r < 4 } else { false } })
        #expect(stage.issues.isEmpty)
    }
}
