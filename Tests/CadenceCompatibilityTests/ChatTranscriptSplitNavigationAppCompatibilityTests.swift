#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A messaging app's screens, as iOS 18 app code writes them: a transcript that opens at its newest
// message and stays there as replies arrive (`defaultScrollAnchor(_:for:)` per role), a split view
// that opens on the conversation on an iPhone (`preferredCompactColumn`), a title menu declared as
// toolbar content (`ToolbarTitleMenu`), and a search tab whose label comes from its role.

private struct Message: Identifiable {
    let id: Int
    var text: String
}

private struct Transcript: View {
    @State var messages: [Message]
    var followsNewMessages = true
    var shortAnchor: UnitPoint = .top

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(messages) { message in
                        Text(message.text).frame(height: 40)
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .defaultScrollAnchor(shortAnchor, for: .alignment)
            .defaultScrollAnchor(.bottom, for: .initialOffset)
            .defaultScrollAnchor(followsNewMessages ? .bottom : nil, for: .sizeChanges)
            .frame(height: 200)
            Button("Receive") {
                let next = messages.count
                messages += (next..<next + 3).map { Message(id: $0, text: "Message \($0)") }
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

private func transcript(_ count: Int) -> [Message] {
    (0..<count).map { Message(id: $0, text: "Message \($0)") }
}

private enum Pane: String {
    case sidebar, content, detail
}

private func pane(_ column: NavigationSplitViewColumn) -> Pane {
    switch column {
    case .sidebar: .sidebar
    case .content: .content
    default: .detail
    }
}

private struct Conversations: View {
    @State var column: NavigationSplitViewColumn = .detail
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
            VStack {
                Text("Chats list")
                Text("Compact column \(pane(column).rawValue)")
                Button("Open conversation") { column = .detail }
            }
            .navigationTitle("Chats")
        } detail: {
            Text("Conversation with Ada")
        }
    }
}

private struct Mailboxes: View {
    @State private var column = NavigationSplitViewColumn.sidebar
    @State private var folder: String?
    @State private var thread: String?

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            List(["Inbox", "Archive"], id: \.self, selection: $folder) { Text($0) }
                .navigationTitle("Mail \(pane(column).rawValue)")
        } content: {
            List(["Lunch plans"], id: \.self, selection: $thread) { Text($0) }
                .navigationTitle(folder ?? "None")
        } detail: {
            Text("Reading \(thread ?? "nothing")")
        }
    }
}

private struct ChatsScreen: View {
    @State private var filter = "All chats"

    var body: some View {
        NavigationStack {
            Text("Showing \(filter)")
                .navigationTitle("Chats")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                    ToolbarTitleMenu {
                        Button("Unread") { filter = "Unread" }
                        Button("Groups") { filter = "Groups" }
                    }
                }
        }
    }
}

private enum ChatSection: Hashable {
    case chats, search
}

private struct ChatTabs: View {
    @State private var section = ChatSection.chats

    var body: some View {
        TabView(selection: $section) {
            Tab("Chats", systemImage: "bubble.left", value: .chats) { Text("Chats screen") }
            Tab(value: .search, role: .search) { Text("Find in chats") }
        }
    }
}

private struct SuggestionRows: View {
    @Environment(\.searchSuggestionsPlacement) private var placement

    var body: some View {
        Text("Ada Lovelace").searchCompletion("Ada")
        Text(placement == .content ? "Suggested over the chats" : "Suggested elsewhere")
    }
}

private struct ChatSearch: View {
    var hidesSuggestions: Bool
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(["Ada Lovelace", "Grace Hopper"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text("Chat with \($0)") }
                .navigationTitle("Chats")
                .searchable(text: $query, prompt: "Search chats")
                .searchSuggestions { SuggestionRows() }
                .searchSuggestions(hidesSuggestions ? .hidden : .automatic, for: .content)
        }
    }
}

@MainActor
@Suite struct ChatTranscriptSplitNavigationAppCompatibilityTests {
    @Test func aLongTranscriptOpensAtItsNewestMessage() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Transcript(messages: transcript(20)) }
        _ = stage.displayList()
        // 20 rows of 40 points in a 200-point viewport: scrolled to the end.
        let offset = try #require(stage.scrollOffset())
        #expect(offset.y == CGFloat(20 * 40 - 200))
        let newest = try #require(stage.displayList().item(text: "Message 19"))
        #expect(abs(newest.bounds.midY - 180) < 1, "the newest row ends at the viewport's bottom")
    }

    @Test func aShortTranscriptSitsAtItsAlignmentAnchor() throws {
        let top = Stage(size: CGSize(width: 300, height: 400)) { Transcript(messages: transcript(2)) }
        let first = try #require(top.displayList().item(text: "Message 0"))
        #expect(abs(first.bounds.midY - 20) < 1, "from the top with .top for .alignment")

        let bottom = Stage(size: CGSize(width: 300, height: 400)) { Transcript(messages: transcript(2), shortAnchor: .bottom) }
        let last = try #require(bottom.displayList().item(text: "Message 1"))
        #expect(abs(last.bounds.midY - 180) < 1, "against the bottom with .bottom for .alignment")
        #expect(bottom.scrollOffset()?.y == 0)
    }

    @Test func newMessagesKeepATranscriptAtTheEndAtTheEnd() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Transcript(messages: transcript(4)) }
        _ = stage.displayList()
        #expect(stage.scrollOffset()?.y == 0, "four rows fit")
        try stage.tap(label: "Receive")
        _ = stage.displayList()
        #expect(stage.scrollOffset()?.y == CGFloat(7 * 40 - 200), "grown past the viewport while at the end: follows it")
        try stage.tap(label: "Receive")
        _ = stage.displayList()
        #expect(stage.scrollOffset()?.y == CGFloat(10 * 40 - 200))
        #expect(stage.displayList().item(text: "Message 9") != nil)
    }

    @Test func aTranscriptScrolledBackStaysWhereThePersonLeftIt() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Transcript(messages: transcript(10)) }
        _ = stage.displayList()
        try stage.scroll(by: CGSize(width: 0, height: -120))
        _ = stage.displayList()
        let before = try #require(stage.scrollOffset()).y
        #expect(before == CGFloat(10 * 40 - 200 - 120))
        try stage.tap(label: "Receive")
        _ = stage.displayList()
        #expect(stage.scrollOffset()?.y == before)
    }

    @Test func withoutASizeChangeAnchorTheOffsetStaysPut() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Transcript(messages: transcript(10), followsNewMessages: false) }
        _ = stage.displayList()
        let opened = try #require(stage.scrollOffset()).y
        #expect(opened == CGFloat(10 * 40 - 200))
        try stage.tap(label: "Receive")
        _ = stage.displayList()
        #expect(stage.scrollOffset()?.y == opened, "the top stays in place")
    }

    @Test func aCompactSplitViewOpensOnItsPreferredColumnAndFollowsBack() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { Conversations() }
        #expect(stage.displayList().item(text: "Conversation with Ada") != nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        let list = stage.displayList()
        #expect(list.item(text: "Conversation with Ada") == nil)
        #expect(list.item(text: "Compact column sidebar") != nil, "Back writes the binding")
        try stage.tap(label: "Open conversation")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Conversation with Ada") != nil)
    }

    @Test func aRegularSplitViewShowsEveryColumnWhateverThePreferredOne() {
        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        let stage = Stage(size: CGSize(width: 1024, height: 700), environment: regular) { Conversations() }
        let list = stage.displayList()
        #expect(list.item(text: "Chats list") != nil)
        #expect(list.item(text: "Conversation with Ada") != nil)
        #expect(list.item(text: "Compact column detail") != nil)
    }

    @Test func selectingRowsMovesThePreferredColumnAlong() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { Mailboxes() }
        #expect(stage.displayList().item(text: "Mail sidebar") != nil)
        try stage.tap(label: "Inbox")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Lunch plans") != nil)
        try stage.tap(label: "Lunch plans")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Reading Lunch plans") != nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Mail sidebar") != nil, "two Backs return to the sidebar")
    }

    @Test func aToolbarTitleMenuOpensFromTheTitle() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { ChatsScreen() }
        #expect(stage.displayList().item(symbol: "chevron.down") != nil)
        #expect(stage.displayList().item(text: "Unread") == nil, "closed until the title is tapped")
        #expect(stage.displayList().item(text: "Compose") != nil)
        try stage.tap(label: "Chats")
        stage.advance(by: 1)
        try stage.tap(label: "Groups")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Showing Groups") != nil)
    }

    @Test func aSearchTabIsLabelledByItsRole() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { ChatTabs() }
        #expect(stage.displayList().item(text: "Search") != nil)
        #expect(stage.displayList().item(symbol: "magnifyingglass") != nil)
        try stage.tap(label: "Search")
        #expect(stage.displayList().item(text: "Find in chats") != nil)
    }

    @Test func searchSuggestionsListOverTheContentUnlessHiddenThere() throws {
        let shown = Stage(size: CGSize(width: 390, height: 700)) { ChatSearch(hidesSuggestions: false) }
        try shown.setText("o", label: "Search chats")
        #expect(shown.displayList().item(text: "Suggested over the chats") != nil, "the rows read their placement")
        #expect(shown.displayList().item(text: "Chat with Grace Hopper") != nil)
        try shown.tap(label: "Ada Lovelace")
        #expect(shown.displayList().item(text: "Chat with Grace Hopper") == nil, "the completion set the query to Ada")
        #expect(shown.displayList().item(text: "Chat with Ada Lovelace") != nil)

        let hidden = Stage(size: CGSize(width: 390, height: 700)) { ChatSearch(hidesSuggestions: true) }
        try hidden.setText("Grace", label: "Search chats")
        let list = hidden.displayList()
        #expect(list.item(text: "Suggested over the chats") == nil)
        #expect(list.item(text: "Chat with Grace Hopper") != nil, "the results stay in view")
    }
}
