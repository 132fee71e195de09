#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct Reveal: View {
    @State private var open = false
    var body: some View {
        VStack {
            LinearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing)
                .frame(width: 120, height: 60)
                .mask(alignment: .leading) {
                    Capsule().frame(width: open ? 120 : 20)
                }
                .border(.secondary, width: 2)
                .cornerRadius(6)
            Button("Reveal") { withAnimation { open = true } }
        }
    }
}

@Suite struct MaskedRevealCompatibilityTests {
    @Test @MainActor func maskGrows() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Reveal() }
        try stage.tap(label: "Reveal")
        stage.advance(by: 2)
        let masked = stage.displayList().items.first { $0.layers.contains { if case .mask = $0.effect { true } else { false } } }
        #expect(masked != nil)
        #expect(stage.issues.isEmpty)
    }
}
