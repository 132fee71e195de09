#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A growing feed that keeps its newest row in view: `proxy.scrollTo(_:anchor:)` on appearing and
// after each append, called before the new row has ever been laid out.

private struct GrowingFeed: View {
    @State private var items = Array(0..<30)

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(items, id: \.self) { item in
                            Text("Row \(item)")
                                .frame(maxWidth: .infinity)
                                .frame(height: 50)
                                .id(item)
                        }
                    }
                }
                .frame(height: 300)
                .onAppear {
                    proxy.scrollTo(items.last, anchor: .bottom)
                }
                .onChange(of: items.count) {
                    withAnimation {
                        proxy.scrollTo(items.last, anchor: .bottom)
                    }
                }
                Button("Add") { items.append(items.count) }
                Button("Top") { proxy.scrollTo(0, anchor: .top) }
            }
        }
    }
}

@MainActor
@Suite struct ScrollToCompatibilityTests {
    /// The bottom of the scroll view: the top of the first button below it.
    private func viewportBottom(_ stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(text: "Add")).bounds.minY
    }

    @Test func scrollingOnAppearShowsTheLastRowAtTheBottom() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { GrowingFeed() }
        let last = try #require(stage.displayList().item(text: "Row 29")).bounds
        #expect(isClose(last.midY + 25, try viewportBottom(stage), absolute: 0.5), "\(last)")
    }

    @Test func scrollingAfterAnAppendShowsTheNewRowAtTheBottom() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { GrowingFeed() }
        try stage.tap(label: "Top")
        let first = try #require(stage.displayList().item(text: "Row 0")).bounds
        let top = try viewportBottom(stage) - 300
        #expect(isClose(first.midY - 25, top, absolute: 0.5), "\(first)")
        try stage.tap(label: "Add")
        stage.advance(by: 1)
        let added = try #require(stage.displayList().item(text: "Row 30")).bounds
        #expect(isClose(added.midY + 25, try viewportBottom(stage), absolute: 0.5), "\(added)")
        try stage.tap(label: "Add")
        stage.advance(by: 1)
        let next = try #require(stage.displayList().item(text: "Row 31")).bounds
        #expect(isClose(next.midY + 25, try viewportBottom(stage), absolute: 0.5), "\(next)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
