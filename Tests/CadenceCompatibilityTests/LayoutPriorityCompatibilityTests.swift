#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A title and a detail competing for a narrow row: the title has priority.
private struct PriorityRow: View {
    @State private var wide = false

    var body: some View {
        VStack {
            HStack(spacing: 0) {
                Text("A long and important title").layoutPriority(1)
                Text("detail text here")
            }
            .frame(width: wide ? 500 : 300)
            Button("Widen") { wide.toggle() }
        }
    }
}

@Suite struct LayoutPriorityCompatibilityTests {
    @Test @MainActor func priorityTextGetsItsWidthFirst() throws {
        let stage = Stage(size: CGSize(width: 520, height: 200)) { PriorityRow() }
        let title = try #require(stage.displayList().texts.first { $0.text.hasPrefix("A long") })
        #expect(title.lines.count == 1)
        try stage.tap(label: "Widen")
        stage.advance(by: 0.5)
        let detail = try #require(stage.displayList().texts.first { $0.text.hasPrefix("detail") })
        #expect(detail.lines.count == 1)
        #expect(stage.issues.isEmpty)
    }
}
