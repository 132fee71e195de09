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

// The same app written with the BackgroundTasks framework: the launch handler registered at
// launch, the next refresh submitted when the scene goes to the background, and the handler
// completing the task or giving up when its time runs out.

import BackgroundTasks

@MainActor
private final class InboxSync {
    let identifier: String
    private(set) var syncs = 0
    private(set) var cancelled = false
    /// The task an odd run leaves running.
    private(set) var pendingTask: BGTask?

    init(identifier: String) {
        self.identifier = identifier
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { [weak self] task in
            MainActor.assumeIsolated { self?.handle(task) }
        }
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }

    /// Syncs at once on even runs; on odd runs it waits, so a test can expire it.
    private func handle(_ task: BGTask) {
        scheduleNext()
        task.expirationHandler = { [weak self] in
            MainActor.assumeIsolated { self?.cancelled = true }
            task.setTaskCompleted(success: false)
        }
        if syncs % 2 == 0 {
            syncs += 1
            task.setTaskCompleted(success: true)
        } else {
            pendingTask = task
        }
    }
}

private struct InboxScreen: View {
    let sync: InboxSync
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Inbox")
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { sync.scheduleNext() }
            }
    }
}

@MainActor
@Suite(.serialized) struct BackgroundTasksFrameworkCompatibilityTests {
    let scheduler = BGTaskScheduler.shared

    @Test func goingToTheBackgroundSubmitsARefreshThatTheSystemLaunches() async throws {
        let sync = InboxSync(identifier: "inbox.refresh.launch")
        // One refresh request may be pending at a time, across the app: leave none behind.
        defer { scheduler.cancel(taskRequestWithIdentifier: sync.identifier) }
        let stage = Stage(size: CGSize(width: 390, height: 300)) { InboxScreen(sync: sync) }
        #expect(await scheduler.pendingTaskRequests().contains { $0.identifier == sync.identifier } == false)

        stage.updateEnvironment { $0.scenePhase = .background }
        let pending = await scheduler.pendingTaskRequests().filter { $0.identifier == sync.identifier }
        #expect(pending.count == 1)
        #expect(pending.first is BGAppRefreshTaskRequest)
        #expect(pending.first?.earliestBeginDate != nil)

        let task = try #require(scheduler.launchTask(identifier: sync.identifier))
        #expect(task is BGAppRefreshTask)
        #expect(task.completion == true)
        #expect(sync.syncs == 1)
        // The handler asked for the next refresh; a second launch finds it.
        #expect(await scheduler.pendingTaskRequests().filter { $0.identifier == sync.identifier }.count == 1)
        #expect(scheduler.launchTask(identifier: "inbox.refresh.unknown") == nil)
    }

    @Test func aTaskThatRunsOutOfTimeIsExpired() throws {
        let sync = InboxSync(identifier: "inbox.refresh.expire")
        defer { scheduler.cancel(taskRequestWithIdentifier: sync.identifier) }
        sync.scheduleNext()
        _ = scheduler.launchTask(identifier: sync.identifier)
        let slow = try #require(scheduler.launchTask(identifier: sync.identifier))
        #expect(slow.completion == nil)
        slow.expire()
        #expect(sync.cancelled)
        #expect(slow.completion == false)
        // A completed task is not expired again.
        slow.expire()
        #expect(slow.completion == false)
    }

    @Test func requestsAreLimitedAndCanBeCancelled() async throws {
        let first = BGAppRefreshTaskRequest(identifier: "inbox.limit.a")
        try scheduler.submit(first)
        // One refresh request at a time: a second identifier is refused; the same one replaces it.
        #expect(throws: BGTaskScheduler.Error.self) { try scheduler.submit(BGAppRefreshTaskRequest(identifier: "inbox.limit.b")) }
        try scheduler.submit(BGAppRefreshTaskRequest(identifier: "inbox.limit.a"))
        let cleanup = BGProcessingTaskRequest(identifier: "inbox.limit.cleanup")
        cleanup.requiresExternalPower = true
        try scheduler.submit(cleanup)
        let identifiers = await scheduler.pendingTaskRequests().map(\.identifier)
        #expect(identifiers.filter { $0.hasPrefix("inbox.limit.") } == ["inbox.limit.a", "inbox.limit.cleanup"])

        scheduler.cancel(taskRequestWithIdentifier: "inbox.limit.a")
        scheduler.permittedIdentifiers = ["inbox.limit.cleanup"]
        defer { scheduler.permittedIdentifiers = nil }
        var refused: BGTaskScheduler.Error.Code?
        do {
            try scheduler.submit(BGAppRefreshTaskRequest(identifier: "inbox.limit.a"))
        } catch BGTaskScheduler.Error.notPermitted {
            refused = .notPermitted
        } catch {
            refused = nil
        }
        #expect(refused == .notPermitted)
        scheduler.cancel(taskRequestWithIdentifier: "inbox.limit.cleanup")
        #expect(await scheduler.pendingTaskRequests().contains { $0.identifier.hasPrefix("inbox.limit.") } == false)
    }
}
