#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A feed of rows in a scroll view, scrolled by the stage and to the bottom by a reader.
private struct Feed: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Bottom") { proxy.scrollTo(29, anchor: .bottom) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<30) { index in
                            Text("Row \(index)")
                                .frame(height: 40)
                        }
                    }
                }
                .frame(height: 200)
                .accessibilityIdentifier("feed")
            }
        }
    }
}

@Suite struct ScrollViewCompatibilityTests {
    @Test @MainActor func scrollEventsAndScrollToMoveTheContent() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { Feed() }
        let first = try #require(stage.displayList().item(text: "Row 0"))
        stage.schedule(.scroll(by: CGSize(width: 0, height: 100), identifier: "feed"), at: 0.5)
        stage.advance(to: 1)
        let scrolled = try #require(stage.displayList().item(text: "Row 0"))
        #expect(isClose(scrolled.bounds.minY, first.bounds.minY - 100, absolute: 1e-6))
        #expect(stage.scrollOffset(identifier: "feed").map { isClose($0.y, 100) } == true)
        try stage.tap(label: "Bottom")
        stage.advance(by: 0.5)
        #expect(stage.scrollOffset(identifier: "feed").map { isClose($0.y, 30 * 40 - 200) } == true)
        // Clamped: scrolling past the end stays at the end.
        try stage.scroll(by: CGSize(width: 0, height: 1000), identifier: "feed")
        #expect(stage.scrollOffset(identifier: "feed").map { isClose($0.y, 1000) } == true)
        #expect(stage.issues.isEmpty)
    }
}
