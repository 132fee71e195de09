import CadenceStageTestSupport
@testable import CadenceUI
import Foundation
import Observation
import Testing

/// The system interactions a stage drives like a user: the search field of `searchable`, list
/// rows' swipe actions, pull to refresh and scrolling by drag, and context menus.
@MainActor
@Suite struct SystemInteractionTests {
    // MARK: Search

    private struct Fruits: View {
        let log: EventLog
        @State private var query = ""
        let fruits = ["Apple", "Apricot", "Banana", "Cherry"]

        var body: some View {
            List {
                ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                SearchStatus()
            }
            .searchable(text: $query)
            .onSubmit(of: .search) { log.append("search \(query)") }
            .onSubmit { log.append("text submit") }
        }
    }

    private struct SearchStatus: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch

        var body: some View {
            HStack {
                Text(isSearching ? "searching" : "idle")
                Button("End") { dismissSearch() }
            }
        }
    }

    @Test func theSearchFieldIsDrawnTypedIntoAndSubmitted() throws {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 320, height: 500)) { Fruits(log: log) }
        // A rounded field with the magnifying glass and the default prompt, above the rows.
        let prompt = try #require(stage.displayList().item(text: "Search"))
        let glass = try #require(stage.displayList().item(symbol: "magnifyingglass"))
        let apple = try #require(stage.displayList().item(text: "Apple"))
        #expect(glass.bounds.maxX < prompt.bounds.minX)
        #expect(prompt.bounds.maxY < apple.bounds.minY)
        let field = try #require(stage.accessibilityTree().element(label: "Search"))
        #expect(field.frame.height < 60)
        #expect(stage.displayList().item(text: "idle") != nil)
        #expect(stage.displayList().item(text: "Cancel") == nil)

        try stage.setText("ap", label: "Search")
        #expect(stage.displayList().item(text: "Apple") != nil)
        #expect(stage.displayList().item(text: "Apricot") != nil)
        #expect(stage.displayList().item(text: "Banana") == nil)
        #expect(stage.displayList().item(text: "searching") != nil)
        #expect(stage.displayList().item(text: "Cancel") != nil)
        #expect(stage.accessibilityTree().element(label: "Search")?.value == "ap")

        // Return in the search field runs the `.search` submit actions only.
        try stage.submit(label: "Search")
        #expect(log.entries == ["search ap"])

        // Cancel clears the text and ends the search.
        try stage.tap(label: "Cancel")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Banana") != nil)
        #expect(stage.displayList().item(text: "idle") != nil)
        #expect(stage.displayList().item(text: "Cancel") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func dismissSearchEndsTheSearchFromInsideTheContent() throws {
        let stage = Stage(size: CGSize(width: 320, height: 500)) { Fruits(log: EventLog()) }
        try stage.setText("ch", label: "Search")
        #expect(stage.displayList().item(text: "Apple") == nil)
        try stage.tap(label: "End")
        #expect(stage.displayList().item(text: "Apple") != nil)
        #expect(stage.displayList().item(text: "idle") != nil)
    }

    private enum Scope: Hashable { case all, archived }

    private struct Mail: View {
        @State private var query = ""
        @State private var scope = Scope.all
        @State private var isPresented = false

        var body: some View {
            NavigationStack {
                VStack {
                    Text("scope \(scope == .all ? "all" : "archived")")
                    Text(isPresented ? "presented" : "not presented")
                    Button("Find") { isPresented = true }
                }
                .navigationTitle("Mail")
            }
            .searchable(text: $query, isPresented: $isPresented, prompt: "Find mail")
            .searchScopes($scope) {
                Text("All").tag(Scope.all)
                Text("Archived").tag(Scope.archived)
            }
        }
    }

    @Test func inANavigationStackTheFieldSitsUnderTheTitleWithScopesWhileSearching() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Mail() }
        let title = try #require(stage.displayList().item(text: "Mail"))
        let prompt = try #require(stage.displayList().item(text: "Find mail"))
        let scopeText = try #require(stage.displayList().item(text: "scope all"))
        #expect(title.bounds.maxY <= prompt.bounds.minY)
        #expect(prompt.bounds.maxY <= scopeText.bounds.minY)
        #expect(stage.displayList().item(text: "Archived") == nil)

        // The app presents the search: Cancel shows; scopes wait for typing (`.automatic`).
        try stage.tap(label: "Find")
        #expect(stage.displayList().item(text: "Cancel") != nil)
        try stage.setText("invoice", label: "Find mail")
        #expect(stage.displayList().item(text: "Archived") != nil)
        try stage.select("Archived", label: "Search Scope")
        #expect(stage.displayList().item(text: "scope archived") != nil)

        try stage.tap(label: "Cancel")
        #expect(stage.displayList().item(text: "not presented") != nil)
        #expect(stage.displayList().item(text: "Archived") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func outsideListsAndStacksTheFieldGoesAboveTheView() throws {
        struct Plain: View {
            @State private var text = ""
            var body: some View {
                Text("typed: \(text)").searchable(text: $text, prompt: Text("Filter"))
            }
        }
        let stage = Stage(size: CGSize(width: 320, height: 300)) { Plain() }
        let prompt = try #require(stage.displayList().item(text: "Filter"))
        let typed = try #require(stage.displayList().item(text: "typed: "))
        #expect(prompt.bounds.maxY <= typed.bounds.minY)
        try stage.setText("kiwi", label: "Filter")
        #expect(stage.displayList().item(text: "typed: kiwi") != nil)
        // The clear button empties the field.
        try stage.tap(label: "Clear text")
        #expect(stage.displayList().item(text: "typed: ") != nil)
    }

    private struct FocusedSearch: View {
        @State private var text = ""
        @FocusState private var isFocused: Bool

        var body: some View {
            VStack {
                Text(isFocused ? "focused" : "unfocused")
                Button("Focus Search") { isFocused = true }
            }
            .searchable(text: $text)
            .searchFocused($isFocused)
        }
    }

    @Test func searchFocusedFollowsTheFieldAndFocusesIt() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) { FocusedSearch() }
        #expect(stage.displayList().item(text: "Cancel") == nil)
        try stage.tap(label: "Focus Search")
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "Cancel") != nil, "the app focusing the field activates the search")
        try stage.tap(label: "Cancel")
        #expect(stage.displayList().item(text: "unfocused") != nil)
        try stage.setText("q", label: "Search")
        #expect(stage.displayList().item(text: "focused") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    // MARK: Swipe actions

    @Observable final class Inbox {
        var messages = ["Alpha", "Bravo", "Charlie"]
        var log: [String] = []
    }

    private struct InboxList: View {
        let inbox: Inbox
        var allowsFullSwipe = true

        var body: some View {
            List {
                ForEach(inbox.messages, id: \.self) { message in
                    Text(message)
                        .swipeActions(edge: .trailing, allowsFullSwipe: allowsFullSwipe) {
                            Button(role: .destructive) {
                                inbox.messages.removeAll { $0 == message }
                                inbox.log.append("delete \(message)")
                            } label: {
                                Label("Delete", systemImage: "trash.fill")
                            }
                            Button { inbox.log.append("flag \(message)") } label: {
                                Label("Flag", systemImage: "flag.fill")
                            }
                            .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Read") { inbox.log.append("read \(message)") }.tint(.blue)
                        }
                }
            }
            .listStyle(.plain)
        }
    }

    private func center(of text: String, in stage: Stage) throws -> CGPoint {
        let item = try #require(stage.displayList().item(text: text))
        return CGPoint(x: item.bounds.midX, y: item.bounds.midY)
    }

    @Test func aShortSwipeRevealsTheButtonsAndATapRunsOneAndCloses() throws {
        let inbox = Inbox()
        let stage = Stage(size: CGSize(width: 320, height: 400)) { InboxList(inbox: inbox) }
        let start = try center(of: "Bravo", in: stage)
        #expect(stage.displayList().item(text: "Flag") == nil)
        #expect(stage.displayList().item(filledWith: .red) == nil)

        stage.drag(from: CGPoint(x: 250, y: start.y), to: CGPoint(x: 150, y: start.y))
        stage.advance(by: 1)
        // Open: the row rests two buttons (2 × 74 points) to the left, over a red and an orange button.
        let moved = try center(of: "Bravo", in: stage)
        #expect(abs((start.x - moved.x) - 148) < 0.5)
        let red = try #require(stage.displayList().item(filledWith: .red))
        let orange = try #require(stage.displayList().item(filledWith: .orange))
        #expect(orange.bounds.maxX <= red.bounds.minX + 0.5)
        #expect(abs(red.bounds.maxX - 320) < 0.5)
        #expect(stage.accessibilityTree().element(label: "Flag") != nil)

        try stage.tap(label: "Flag")
        stage.advance(by: 1)
        #expect(inbox.log == ["flag Bravo"])
        #expect(abs(try center(of: "Bravo", in: stage).x - start.x) < 0.5)
        #expect(stage.displayList().item(filledWith: .red) == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aSwipeUnderHalfTheButtonsClosesAndAFullSwipeRunsTheFirstButton() throws {
        let inbox = Inbox()
        let stage = Stage(size: CGSize(width: 320, height: 400)) { InboxList(inbox: inbox) }
        let start = try center(of: "Alpha", in: stage)
        stage.drag(from: CGPoint(x: 250, y: start.y), to: CGPoint(x: 200, y: start.y))
        stage.advance(by: 1)
        #expect(abs(try center(of: "Alpha", in: stage).x - start.x) < 0.5)
        #expect(inbox.log.isEmpty)

        // 250 points is past 60 % of the 320-point row: the destructive first button runs.
        stage.drag(from: CGPoint(x: 290, y: start.y), to: CGPoint(x: 40, y: start.y))
        stage.advance(by: 1)
        #expect(inbox.log == ["delete Alpha"])
        #expect(stage.displayList().item(text: "Alpha") == nil)
        #expect(stage.displayList().item(text: "Bravo") != nil)
    }

    @Test func withoutFullSwipeALongSwipeRestsOpen() throws {
        let inbox = Inbox()
        let stage = Stage(size: CGSize(width: 320, height: 400)) { InboxList(inbox: inbox, allowsFullSwipe: false) }
        let start = try center(of: "Alpha", in: stage)
        stage.drag(from: CGPoint(x: 290, y: start.y), to: CGPoint(x: 40, y: start.y))
        stage.advance(by: 1)
        #expect(inbox.log.isEmpty)
        #expect(abs((start.x - (try center(of: "Alpha", in: stage).x)) - 148) < 0.5)
    }

    @Test func aRightwardSwipeRevealsTheLeadingActions() throws {
        let inbox = Inbox()
        let stage = Stage(size: CGSize(width: 320, height: 400)) { InboxList(inbox: inbox) }
        let start = try center(of: "Charlie", in: stage)
        stage.drag(from: CGPoint(x: 60, y: start.y), to: CGPoint(x: 120, y: start.y))
        stage.advance(by: 1)
        let blue = try #require(stage.displayList().item(filledWith: .blue))
        #expect(abs(blue.bounds.minX) < 0.5)
        #expect(abs(blue.bounds.width - 74) < 0.5)
        try stage.tap(label: "Read")
        #expect(inbox.log == ["read Charlie"])
    }

    private struct Groceries: View {
        @State private var items = ["Milk", "Eggs", "Bread"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
            }
        }
    }

    @Test func onDeleteRowsAreSwipedToDelete() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) { Groceries() }
        let eggs = try center(of: "Eggs", in: stage)
        stage.drag(from: CGPoint(x: 250, y: eggs.y), to: CGPoint(x: 180, y: eggs.y))
        stage.advance(by: 1)
        #expect(stage.displayList().item(filledWith: .red) != nil)
        try stage.tap(label: "Delete")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Eggs") == nil)
        #expect(stage.displayList().item(text: "Milk") != nil)
        #expect(stage.displayList().item(text: "Bread") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aVerticalDragOnARowDoesNotSwipeIt() throws {
        let inbox = Inbox()
        let stage = Stage(size: CGSize(width: 320, height: 400)) { InboxList(inbox: inbox) }
        let start = try center(of: "Bravo", in: stage)
        stage.drag(from: CGPoint(x: 200, y: start.y), to: CGPoint(x: 190, y: start.y + 80))
        stage.advance(by: 1)
        #expect(abs(try center(of: "Bravo", in: stage).x - start.x) < 0.5)
        #expect(stage.displayList().item(filledWith: .red) == nil)
    }

    // MARK: Refresh and scrolling by drag

    @Observable final class Feed: @unchecked Sendable {
        var posts = ["First post"]
        var refreshes = 0
    }

    private struct FeedList: View {
        let feed: Feed

        var body: some View {
            let feed = self.feed
            List(feed.posts, id: \.self) { Text($0) }
                .refreshable {
                    try? await Task.sleep(for: .seconds(2))
                    await MainActor.run {
                        feed.refreshes += 1
                        feed.posts.insert("Post \(feed.refreshes + 1)", at: 0)
                    }
                }
        }
    }

    @Test func pullingDownAtTheTopRunsTheRefreshWithASpinnerInStageTime() async throws {
        let feed = Feed()
        let stage = Stage(size: CGSize(width: 320, height: 400)) { FeedList(feed: feed) }
        let first = try center(of: "First post", in: stage)
        #expect(stage.accessibilityTree().allElements.contains { $0.value == "In progress" } == false)

        stage.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 200))
        await stage.play(by: 0.5)
        // Held 60 points down with the spinner above while the action sleeps (stage time).
        #expect(feed.refreshes == 0)
        #expect(stage.accessibilityTree().allElements.contains { $0.value == "In progress" })
        #expect(abs(try center(of: "First post", in: stage).y - (first.y + 60)) < 0.5)

        await stage.play(by: 2)
        #expect(feed.refreshes == 1)
        #expect(stage.displayList().item(text: "Post 2") != nil)
        #expect(stage.accessibilityTree().allElements.contains { $0.value == "In progress" } == false)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aShortPullDoesNotRefresh() throws {
        let feed = Feed()
        let stage = Stage(size: CGSize(width: 320, height: 400)) { FeedList(feed: feed) }
        let first = try center(of: "First post", in: stage)
        stage.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 110))
        stage.advance(by: 3)
        #expect(feed.refreshes == 0)
        #expect(abs(try center(of: "First post", in: stage).y - first.y) < 0.5)
    }

    @Test func aVerticalDragScrollsAScrollView() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { Text("Row \($0)").frame(height: 50) }
                }
            }
        }
        stage.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
        #expect(stage.scrollOffset()?.y == 200)
        // Dragging down past the top stops at the top (no refresh action here).
        stage.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 390))
        #expect(stage.scrollOffset()?.y == 0)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    // MARK: Context menus

    private struct Photo: View {
        let log: EventLog
        var body: some View {
            VStack {
                Button("Open") { log.append("open") }
                    .contextMenu {
                        Button("Favorite") { log.append("favorite") }
                        Button("Delete", role: .destructive) { log.append("delete") }
                    }
                Text("Caption")
                    .contextMenu {
                        Button("Copy") { log.append("copy") }
                    } preview: {
                        Text("Big preview")
                    }
            }
            .frame(width: 300, height: 400, alignment: .top)
        }
    }

    @Test func aLongPressOpensTheContextMenuAndAnItemRunsAndCloses() throws {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Photo(log: log) }
        let open = try center(of: "Open", in: stage)
        #expect(stage.displayList().item(text: "Favorite") == nil)

        stage.longPress(at: open)
        stage.advance(by: 1)
        // The menu is open under the button; the long press did not tap it.
        let favorite = try #require(stage.displayList().item(text: "Favorite"))
        #expect(favorite.bounds.minY > open.y)
        #expect(log.entries.isEmpty)

        try stage.tap(label: "Favorite")
        stage.advance(by: 1)
        #expect(log.entries == ["favorite"])
        #expect(stage.displayList().item(text: "Favorite") == nil)

        // A tap still taps the button.
        try stage.tap(at: open)
        #expect(log.entries == ["favorite", "open"])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aContextMenuWithAPreviewShowsItAboveTheItems() throws {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Photo(log: log) }
        stage.longPress(at: try center(of: "Caption", in: stage), duration: 0.6)
        stage.advance(by: 1)
        let preview = try #require(stage.displayList().item(text: "Big preview"))
        let copy = try #require(stage.displayList().item(text: "Copy"))
        #expect(preview.bounds.maxY < copy.bounds.minY)
        try stage.tap(label: "Copy")
        #expect(log.entries == ["copy"])
    }

    @Test func aShortPressDoesNotOpenTheContextMenu() throws {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Photo(log: log) }
        stage.longPress(at: try center(of: "Caption", in: stage), duration: 0.2)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Copy") == nil)
    }
}
