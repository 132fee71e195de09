#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A toolbar button that drops its title when there is no room.
private struct CompactButton: View {
    @State private var narrow = false

    var body: some View {
        VStack {
            ViewThatFits(in: .horizontal) {
                Label("Add to favourites", systemImage: "heart")
                Image(systemName: "heart")
            }
            .frame(width: narrow ? 40 : 300)
            Button("Narrow") { narrow = true }
        }
    }
}

@Suite struct ViewThatFitsCompatibilityTests {
    @Test @MainActor func theFirstCandidateThatFitsIsShown() throws {
        let stage = Stage(size: CGSize(width: 320, height: 200)) { CompactButton() }
        #expect(stage.displayList().item(text: "Add to favourites") != nil)
        try stage.tap(label: "Narrow")
        stage.advance(by: 0.2)
        #expect(stage.displayList().item(text: "Add to favourites") == nil)
        #expect(stage.displayList().item(symbol: "heart") != nil)
        #expect(stage.issues.isEmpty)
    }
}
