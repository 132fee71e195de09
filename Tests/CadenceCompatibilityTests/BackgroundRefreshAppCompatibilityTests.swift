#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A news app that refreshes its feed in the background, as apps declare it on their scenes:
// `backgroundTask(.appRefresh(_:))` next to `onChange(of: scenePhase)`, a handler for every
// background URL session and one for the download sessions only, and a detail window group
// opened for a value. `SceneBackgroundTasks` wakes the app as the system would.

private actor FeedStore {
    private(set) var refreshes = 0
    private(set) var sessions: [String] = []

    func refresh() { refreshes += 1 }
    func finishEvents(of session: String) { sessions.append(session) }
}

private struct NewsApp: App {
    let store: FeedStore
    var includesDownloads = true
    @Environment(\.scenePhase) private var scenePhase

    init() { store = FeedStore() }
    init(store: FeedStore, includesDownloads: Bool) {
        self.store = store
        self.includesDownloads = includesDownloads
    }

    var body: some Scene {
        WindowGroup {
            Text("Top stories")
        }
        .onChange(of: scenePhase) { _, _ in }
        .backgroundTask(.appRefresh("news.refresh")) { [store] in
            await store.refresh()
        }
        .backgroundTask(.urlSession) { [store] identifier in
            await store.finishEvents(of: "any:\(identifier)")
        }
        .commands {
            CommandMenu("Feed") { Button("Reload") {} }
        }
        if includesDownloads {
            WindowGroup("Article", id: "article", for: String.self) { $articleID in
                Text("Article \(articleID ?? "none")")
            }
            .backgroundTask(.urlSession(matching: { $0.hasPrefix("downloads.") })) { [store] identifier in
                await store.finishEvents(of: "downloads:\(identifier)")
            }
        }
    }
}

@MainActor
@Suite struct BackgroundRefreshAppCompatibilityTests {
    @Test func anAppRefreshRunsTheMatchingActionOnly() async {
        let store = FeedStore()
        let app = NewsApp(store: store, includesDownloads: true)
        #expect(await SceneBackgroundTasks.refreshApp(identifier: "news.refresh", in: app.body) == 1)
        #expect(await store.refreshes == 1)
        #expect(await SceneBackgroundTasks.refreshApp(identifier: "news.other", in: app.body) == 0)
        #expect(await store.refreshes == 1)
        #expect(await store.sessions.isEmpty)
    }

    @Test func urlSessionEventsReachEveryMatchingAction() async {
        let store = FeedStore()
        let app = NewsApp(store: store, includesDownloads: true)
        #expect(await SceneBackgroundTasks.handleURLSessionEvents(identifier: "downloads.podcasts", in: app.body) == 2)
        #expect(await SceneBackgroundTasks.handleURLSessionEvents(identifier: "uploads.photos", in: app.body) == 1)
        #expect(await store.sessions == ["any:downloads.podcasts", "downloads:downloads.podcasts", "any:uploads.photos"])

        // A scene left out by its `if` handles nothing.
        let lean = NewsApp(store: store, includesDownloads: false)
        #expect(await SceneBackgroundTasks.handleURLSessionEvents(identifier: "downloads.more", in: lean.body) == 1)
        #expect(await store.refreshes == 0)
    }

    @Test func aWindowGroupForAValueTitledAndIdentifiedShowsNoValueOnAStage() {
        let stage = Stage(size: CGSize(width: 390, height: 300)) {
            WindowGroup("Article", id: "article", for: String.self) { $articleID in
                Text("Article \(articleID ?? "none")")
            }
            .content
        }
        #expect(stage.accessibilityTree().element(label: "Article none") != nil)
    }
}
