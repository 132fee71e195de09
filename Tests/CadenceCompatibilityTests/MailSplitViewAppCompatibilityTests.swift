#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A mail app for iPad: a sidebar of mailboxes with unread badges, a detail that lists the chosen
// mailbox's messages, and a toolbar group of actions.
private enum Mailbox: String, CaseIterable, Identifiable, Hashable {
    case inbox = "Inbox", drafts = "Drafts", archive = "Archive"
    var id: Self { self }
    var symbol: String {
        switch self {
        case .inbox: "tray"
        case .drafts: "doc"
        case .archive: "archivebox"
        }
    }
}

private struct MailSplit: View {
    @State private var mailbox: Mailbox? = .inbox
    @State private var unread: [Mailbox: Int] = [.inbox: 3, .drafts: 1]
    @State private var composed = 0

    var body: some View {
        NavigationSplitView {
            List(Mailbox.allCases, selection: $mailbox) { box in
                Label(box.rawValue, systemImage: box.symbol)
                    .badge(unread[box] ?? 0)
            }
            .navigationTitle("Mail")
        } detail: {
            if let mailbox {
                VStack {
                    Text("\(mailbox.rawValue): \(unread[mailbox] ?? 0) unread")
                    Text("\(composed) composed")
                }
                .navigationTitle(mailbox.rawValue)
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Mark All Read") { unread[mailbox] = 0 }
                        Button("Compose") { composed += 1 }
                    }
                }
            } else {
                Text("Select a mailbox")
            }
        }
    }
}

@MainActor
@Suite struct MailSplitViewAppCompatibilityTests {
    @Test func theSidebarSelectsTheDetailAndShowsBadges() throws {
        let stage = Stage(size: CGSize(width: 1024, height: 768)) { MailSplit().environment(\.horizontalSizeClass, .regular) }
        #expect(stage.displayList().item(text: "Inbox: 3 unread") != nil)
        #expect(stage.displayList().item(text: "3") != nil, "the inbox row's badge")
        #expect(stage.displayList().item(text: "0") == nil, "a zero badge is not drawn")
        try stage.tap(label: "Drafts")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Drafts: 1 unread") != nil)
        try stage.tap(label: "Mark All Read")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Drafts: 0 unread") != nil)
        #expect(stage.displayList().item(text: "1") == nil, "the drafts badge went away")
        try stage.tap(label: "Compose")
        #expect(stage.displayList().item(text: "1 composed") != nil)
        let sidebar = try #require(stage.displayList().item(text: "Archive")).bounds
        let detail = try #require(stage.displayList().item(text: "1 composed")).bounds
        #expect(sidebar.maxX < 320 && detail.minX > 320, "the columns stand side by side")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func onAPhoneTheSidebarPushesTheDetail() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { MailSplit() }
        #expect(stage.displayList().item(text: "Mail") != nil)
        try stage.tap(label: "Archive")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Archive: 0 unread") != nil)
    }
}
