#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A contacts screen: a navigation stack with a searchable list filtered by name, favourites pinned
// with a leading swipe, rows deleted with a trailing swipe (the system's `onDelete`), a search
// history recorded on submit, and an "Edit" toolbar button.

private struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var isFavorite = false
}

private struct ContactsScreen: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ada Lovelace"),
        Contact(id: 2, name: "Alan Turing"),
        Contact(id: 3, name: "Grace Hopper"),
        Contact(id: 4, name: "Katherine Johnson"),
    ]
    @State private var query = ""
    @State private var recentSearches: [String] = []

    private var filtered: [Contact] {
        query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                if !recentSearches.isEmpty {
                    Section("Recent") {
                        ForEach(recentSearches, id: \.self) { Text($0) }
                    }
                }
                Section("All Contacts") {
                    ForEach(filtered) { contact in
                        HStack {
                            Text(contact.name)
                            Spacer()
                            if contact.isFavorite {
                                Image(systemName: "star.fill").foregroundStyle(.yellow)
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                toggleFavorite(contact)
                            } label: {
                                Label(contact.isFavorite ? "Unfavorite" : "Favorite", systemImage: "star")
                            }
                            .tint(.yellow)
                        }
                    }
                    .onDelete { offsets in
                        let removed = offsets.map { filtered[$0].id }
                        contacts.removeAll { removed.contains($0.id) }
                    }
                }
            }
            .navigationTitle("Contacts")
            .toolbar { EditButton() }
        }
        .searchable(text: $query, prompt: "Search contacts")
        .onSubmit(of: .search) {
            if !query.isEmpty { recentSearches.insert(query, at: 0) }
        }
    }

    private func toggleFavorite(_ contact: Contact) {
        guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
        contacts[index].isFavorite.toggle()
    }
}

@MainActor
@Suite struct ContactsSearchSwipeAppCompatibilityTests {
    private func row(_ name: String, in stage: Stage) throws -> CGPoint {
        let bounds = try #require(stage.displayList().item(text: name)).bounds
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }

    @Test func searchingFiltersTheListAndSubmittingRecordsTheSearch() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ContactsScreen() }
        let title = try #require(stage.displayList().item(text: "Contacts")).bounds
        let prompt = try #require(stage.displayList().item(text: "Search contacts")).bounds
        #expect(prompt.minY >= title.maxY, "the field sits under the large title")

        try stage.setText("al", label: "Search contacts")
        #expect(stage.displayList().item(text: "Alan Turing") != nil)
        #expect(stage.displayList().item(text: "Grace Hopper") == nil)
        try stage.submit(label: "Search contacts")
        try stage.tap(label: "Cancel")
        #expect(stage.displayList().item(text: "Grace Hopper") != nil)
        #expect(stage.displayList().item(text: "RECENT") != nil, "section headers are upper case")
        #expect(stage.displayList().item(text: "al") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aFullLeftSwipeDeletesAContactAndARightSwipeFavouritesOne() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ContactsScreen() }
        let alan = try row("Alan Turing", in: stage)
        stage.drag(from: CGPoint(x: 360, y: alan.y), to: CGPoint(x: 40, y: alan.y), duration: 0.3)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Alan Turing") == nil)
        #expect(stage.displayList().item(text: "Ada Lovelace") != nil)

        let grace = try row("Grace Hopper", in: stage)
        #expect(stage.displayList().item(symbol: "star.fill") == nil)
        stage.drag(from: CGPoint(x: 60, y: grace.y), to: CGPoint(x: 160, y: grace.y))
        stage.advance(by: 1)
        try stage.tap(label: "Favorite")
        stage.advance(by: 1)
        let star = try #require(stage.displayList().item(symbol: "star.fill")).bounds
        #expect(abs(star.midY - grace.y) < 12, "the star is on Grace's row")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aShortSwipeShowsDeleteWhichDeletesOnTap() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ContactsScreen() }
        let katherine = try row("Katherine Johnson", in: stage)
        stage.drag(from: CGPoint(x: 300, y: katherine.y), to: CGPoint(x: 220, y: katherine.y))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Katherine Johnson") != nil)
        try stage.tap(label: "Delete")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Katherine Johnson") == nil)
    }
}
