#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Observation
import Testing
import CadenceStageTestSupport

// A news feed: an @Observable store loads headlines from an async service; the list is pulled down
// to refresh (the system spinner shows while the service sleeps), and the headlines scroll under
// the finger. A "last updated" footer counts refreshes.

private struct HeadlineService: Sendable {
    func latest(page: Int) async -> [String] {
        try? await Task.sleep(for: .seconds(1.5))
        return (0..<3).map { "Breaking \(page)-\($0)" }
    }
}

@MainActor @Observable
private final class FeedStore {
    var headlines: [String] = (1...20).map { "Story \($0)" }
    var refreshCount = 0
    let service = HeadlineService()

    func refresh() async {
        let fresh = await service.latest(page: refreshCount + 1)
        headlines.insert(contentsOf: fresh, at: 0)
        refreshCount += 1
    }
}

private struct NewsFeed: View {
    @State private var store = FeedStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.headlines, id: \.self) { headline in
                    Text(headline).font(.headline)
                }
                Text("Refreshed \(store.refreshCount) times").foregroundStyle(.secondary)
            }
            .listStyle(.plain)
            .refreshable {
                await store.refresh()
            }
            .navigationTitle("News")
        }
    }
}

@MainActor
@Suite struct NewsFeedRefreshAppCompatibilityTests {
    @Test func pullingDownRefreshesTheFeedWhileTheSpinnerShows() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { NewsFeed() }
        let top = try #require(stage.displayList().item(text: "Story 1")).bounds
        stage.drag(from: CGPoint(x: 200, y: top.midY), to: CGPoint(x: 200, y: top.midY + 200), duration: 0.4)
        await stage.play(by: 0.5)
        #expect(stage.accessibilityTree().allElements.contains { $0.value == "In progress" })
        #expect(stage.displayList().item(text: "Breaking 1-0") == nil)
        await stage.play(by: 1.5)
        #expect(stage.displayList().item(text: "Breaking 1-0") != nil)
        await stage.play(by: 1)
        #expect(stage.accessibilityTree().allElements.contains { $0.value == "In progress" } == false)
        let settled = try #require(stage.displayList().item(text: "Breaking 1-0")).bounds
        #expect(abs(settled.minY - top.minY) < 1, "the content springs back under the bar")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func draggingUpScrollsTheHeadlinesAndAPullBelowTheTopDoesNotRefresh() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { NewsFeed() }
        stage.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 550))
        #expect(stage.scrollOffset()?.y == 150)
        // Scrolled down, a downward drag scrolls back instead of refreshing.
        stage.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 600))
        await stage.play(by: 3)
        #expect(stage.scrollOffset()?.y == 50)
        // Past the end, the content stops at its bottom.
        stage.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100))
        let bottom = try #require(stage.scrollOffset()?.y)
        #expect(bottom > 150 && bottom < 300)
        #expect(stage.displayList().item(text: "Breaking 1-0") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
