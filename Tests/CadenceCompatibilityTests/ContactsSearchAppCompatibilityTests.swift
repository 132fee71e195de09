#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A contacts list filtered by a search field, with quick filters that set the search text and a
// count of matches.
private struct Contact: Identifiable {
    let id: Int
    let name: String
    let company: String
}

private struct Contacts: View {
    @State private var query = ""
    private let contacts = [
        Contact(id: 1, name: "Ada Lovelace", company: "Analytical"),
        Contact(id: 2, name: "Grace Hopper", company: "Navy"),
        Contact(id: 3, name: "Alan Turing", company: "Bletchley"),
    ]

    private var results: [Contact] {
        query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) || $0.company.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(results) { contact in
                        VStack(alignment: .leading) {
                            Text(contact.name)
                            Text(contact.company).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                } footer: {
                    Text("\(results.count) contacts")
                }
                Section("Quick Filters") {
                    Button("Starts with A") { query = "a" }
                    Button("Navy") { query = "navy" }
                    Button("Clear") { query = "" }
                }
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Name or company")
            .navigationTitle("Contacts")
        }
    }
}

@MainActor
@Suite struct ContactsSearchAppCompatibilityTests {
    @Test func theSearchTextFiltersTheList() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Contacts() }
        #expect(stage.displayList().item(text: "3 contacts") != nil)
        try stage.tap(label: "Navy")
        #expect(stage.displayList().item(text: "1 contacts") != nil)
        #expect(stage.displayList().item(text: "Grace Hopper") != nil)
        #expect(stage.displayList().item(text: "Ada Lovelace") == nil)
        try stage.tap(label: "Starts with A")
        #expect(stage.displayList().item(text: "3 contacts") != nil, "every name has an a")
        try stage.tap(label: "Clear")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
