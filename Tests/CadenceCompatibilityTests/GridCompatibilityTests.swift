#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A settings table in a Grid with a spanning divider.
private struct SpringTable: View {
    @State private var bounce = 0.2

    var body: some View {
        VStack {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                GridRow {
                    Text("Duration")
                    Text("0.5 s")
                }
                Divider()
                GridRow {
                    Text("Bounce")
                    Text(bounce, format: .number)
                }
            }
            Button("Bouncier") { bounce += 0.1 }
        }
    }
}

@Suite struct GridCompatibilityTests {
    @Test @MainActor func columnsLineUp() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { SpringTable() }
        let list = stage.displayList()
        let duration = try #require(list.item(text: "0.5 s"))
        let bounce = try #require(list.texts.first { $0.text.hasPrefix("0.2") })
        #expect(isClose(duration.bounds.minX, bounce.rect.minX, absolute: 1e-6))
        try stage.tap(label: "Bouncier")
        stage.advance(by: 0.2)
        #expect(stage.displayList().texts.contains { $0.text.hasPrefix("0.3") })
        #expect(stage.issues.isEmpty)
    }
}
