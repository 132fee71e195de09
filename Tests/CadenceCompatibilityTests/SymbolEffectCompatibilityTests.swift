#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct Bell: View {
    @State private var count = 0
    var body: some View {
        Button { count += 1 } label: {
            Image(systemName: "bell.fill")
                .font(.system(size: 40))
                .symbolEffect(.bounce, value: count)
        }
        .accessibilityLabel("Ring")
    }
}

@Suite struct SymbolEffectCompatibilityTests {
    @Test @MainActor func bounceScalesThenSettles() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Bell() }
        try stage.tap(label: "Ring")
        stage.advance(by: 0.15)
        let item = try #require(stage.displayList().items.first { if case .symbol = $0.content { true } else { false } })
        #expect(item.transform.a > 1.05)
        stage.advance(by: 1)
        let settled = try #require(stage.displayList().items.first { if case .symbol = $0.content { true } else { false } })
        #expect(settled.transform.isIdentity)
        #expect(stage.issues.isEmpty)
    }
}
