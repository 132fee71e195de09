#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import OSLog
import Testing
import CadenceStageTestSupport

// App files log with `import OSLog`: a `Logger` per subsystem and category, values marked public or
// private in the interpolation, and a diagnostics screen that reads the process's own log back
// through `OSLogStore` to show or export it.

private extension Logger {
    static let sync = Logger(subsystem: "com.example.diagnostics.sync", category: "sync")
    static let store = Logger(subsystem: "com.example.diagnostics.store", category: "purchases")
}

private final class SyncModel {
    private(set) var synced = 0

    func sync(account: String, notes: Int) {
        Logger.sync.info("Syncing \(notes) notes for \(account)")
        synced += notes
        Logger.sync.notice("Synced \(notes, privacy: .public) notes for \(account, privacy: .public) in \(0.25, format: .fixed(precision: 2))s")
        Logger.sync.error("Retry later: \(false) \(account, privacy: .private(mask: .hash))")
    }
}

private struct DiagnosticsScreen: View {
    let subsystem: String
    @State private var lines: [String] = []

    var body: some View {
        List(lines, id: \.self) { Text($0) }
            .onAppear {
                let store = try? OSLogStore(scope: .currentProcessIdentifier)
                let entries = (try? store?.getEntries()).map { Array($0) } ?? []
                lines = entries
                    .compactMap { $0 as? OSLogEntryLog }
                    .filter { $0.subsystem == subsystem }
                    .map { "\($0.category) \($0.level == .error ? "ERROR" : "info"): \($0.composedMessage)" }
            }
    }
}

@MainActor
@Suite struct SyncDiagnosticsLogAppCompatibilityTests {
    @Test func messagesAreStoredWithPrivateValuesRedacted() throws {
        SyncModel().sync(account: "ada@example.com", notes: 3)
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let mine = try store.getEntries().compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == "com.example.diagnostics.sync" }
        #expect(mine.map(\.composedMessage).prefix(2) == [
            "Syncing 3 notes for <private>",
            "Synced 3 notes for ada@example.com in 0.25s",
        ])
        #expect(mine.map(\.level).prefix(3) == [.info, .notice, .error])
        #expect(mine.allSatisfy { $0.category == "sync" })
        let retry = try #require(mine.dropFirst(2).first).composedMessage
        #expect(retry.hasPrefix("Retry later: false <mask.hash: '"))
        #expect(!retry.contains("ada@"))
    }

    @Test func aDiagnosticsScreenShowsTheProcesssLog() {
        Logger.store.info("Loaded \(4) products")
        Logger.store.error("Purchase failed: \(URLError(.notConnectedToInternet).localizedDescription, privacy: .public)")
        let list = Stage(size: CGSize(width: 390, height: 400)) { DiagnosticsScreen(subsystem: "com.example.diagnostics.store") }.displayList()
        #expect(list.item(text: "purchases info: Loaded 4 products") != nil)
        #expect(list.items.contains { item in
            if case .text(let text) = item.content { return text.text.hasPrefix("purchases ERROR: Purchase failed: ") }
            return false
        })
    }

    @Test func integersAndLevelsFormatAsAsked() throws {
        let logger = Logger(subsystem: "com.example.diagnostics.format", category: "format")
        logger.debug("id \(255, format: .hex(includePrefix: true)) count \(7, align: .right(columns: 3)) ok \(true, format: .answer)")
        logger.fault("fatal")
        os_log("legacy %@ %d", log: OSLog(subsystem: "com.example.diagnostics.format", category: "legacy"), type: .info, "value", 42)
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let mine = try store.getEntries(with: .reverse).compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == "com.example.diagnostics.format" }
        #expect(mine.map(\.composedMessage) == ["legacy value 42", "fatal", "id 0xff count   7 ok YES"], "newest first with .reverse")
        #expect(mine.map(\.level) == [.info, .fault, .debug])
        #expect(mine.first?.category == "legacy")
    }

    @Test func aDisabledLogRecordsNothing() throws {
        Logger(OSLog.disabled).error("never stored \(1)")
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        #expect(try store.getEntries().allSatisfy { $0.composedMessage != "never stored 1" })
    }
}
