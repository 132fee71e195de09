#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Labels switching between icon-only and full styles.
private struct FavouriteLabel: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Group {
                if compact {
                    Label("Favourites", systemImage: "star.fill").labelStyle(.iconOnly)
                } else {
                    Label("Favourites", systemImage: "star.fill").labelStyle(.titleAndIcon)
                }
            }
            .foregroundStyle(.yellow)
            Button("Compact") { compact = true }
        }
    }
}

@Suite struct LabelStyleCompatibilityTests {
    @Test @MainActor func iconOnlyDropsTheTitle() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { FavouriteLabel() }
        #expect(stage.displayList().item(text: "Favourites") != nil)
        let star = try #require(stage.displayList().item(symbol: "star.fill"))
        try stage.tap(label: "Compact")
        stage.advance(by: 0.2)
        #expect(stage.displayList().item(text: "Favourites") == nil)
        let alone = try #require(stage.displayList().item(symbol: "star.fill"))
        #expect(alone.bounds.minX > star.bounds.minX)
        #expect(stage.issues.isEmpty)
    }
}
