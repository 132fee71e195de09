#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A contacts list: each row is a NavigationLink whose label is a VStack of a name and a role,
// pushing a detail screen by value.

private struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let role: String
}

private struct ContactList: View {
    let contacts = [
        Contact(id: 1, name: "Ada Lovelace", role: "Engineer"),
        Contact(id: 2, name: "Grace Hopper", role: "Admiral"),
    ]

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                NavigationLink(value: contact) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(contact.name)
                            .font(.headline)
                        Text(contact.role)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Text("Detail of \(contact.name)")
                    .navigationTitle(contact.name)
            }
        }
    }
}

private struct LegacyContactList: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    Text("Settings detail")
                } label: {
                    HStack {
                        Image(systemName: "gear")
                        VStack(alignment: .leading) {
                            Text("Settings")
                            Text("Sounds, privacy")
                        }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite struct NavigationLinkRowCompatibilityTests {
    @Test func aRowIsTappedByItsTextsJoined() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { ContactList() }
        try stage.tap(label: "Grace Hopper Admiral")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Detail of Grace Hopper") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aRowIsTappedByItsAccessibilityLabel() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { ContactList() }
        let labels = stage.accessibilityTree().allElements.map(\.label)
        #expect(labels.contains("Ada Lovelace, Engineer"), "the chevron is decoration, not part of the label: \(labels)")
        try stage.tap(label: "Ada Lovelace, Engineer")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Detail of Ada Lovelace") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aRowIsTappedAnywhereAcrossItsWidth() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { ContactList() }
        let name = try #require(stage.displayList().item(text: "Grace Hopper")).bounds
        let role = try #require(stage.displayList().item(text: "Admiral")).bounds
        // Between the two lines, right of both texts: no text is drawn there, the row still takes it.
        try stage.tap(at: CGPoint(x: 250, y: (name.maxY + role.minY) / 2))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Detail of Grace Hopper") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aDestinationLinkWithAnIconIsTappedByItsTexts() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { LegacyContactList() }
        try stage.tap(label: "Settings Sounds, privacy")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Settings detail") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
