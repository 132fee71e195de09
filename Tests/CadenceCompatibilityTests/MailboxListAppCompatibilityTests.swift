#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A mailbox: an ObservableObject store, a searchable list with a drawer placement and search
// scopes, swipe actions on both edges, a context menu with a nested Menu, pull to refresh and
// ContentUnavailableView.search when nothing matches.

private struct Mail: Identifiable, Equatable {
    let id: Int
    var sender: String
    var subject: String
    var isUnread: Bool
    var isFlagged = false
}

private enum MailScope: String, CaseIterable {
    case all = "All", unread = "Unread"
}

@MainActor
private final class MailStore: ObservableObject {
    @Published var mails: [Mail] = [
        Mail(id: 1, sender: "Ada", subject: "Engines", isUnread: true),
        Mail(id: 2, sender: "Grace", subject: "Compilers", isUnread: false),
        Mail(id: 3, sender: "Linus", subject: "Kernels", isUnread: true),
    ]
    @Published var refreshes = 0

    func refresh() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        refreshes += 1
        mails.insert(Mail(id: 100 + refreshes, sender: "Barbara", subject: "Abstractions", isUnread: true), at: 0)
    }

    func delete(_ mail: Mail) { mails.removeAll { $0.id == mail.id } }

    func toggleRead(_ mail: Mail) {
        if let index = mails.firstIndex(of: mail) { mails[index].isUnread.toggle() }
    }
}

private struct MailboxView: View {
    @StateObject private var store = MailStore()
    @State private var query = ""
    @State private var scope: MailScope = .all

    private var visible: [Mail] {
        store.mails.filter { mail in
            (scope == .all || mail.isUnread) && (query.isEmpty || mail.sender.localizedStandardContains(query) || mail.subject.localizedStandardContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visible) { mail in
                    HStack {
                        Circle()
                            .fill(mail.isUnread ? Color.blue : Color.clear)
                            .frame(width: 8, height: 8)
                        VStack(alignment: .leading) {
                            Text(mail.sender).font(.headline)
                            Text(mail.subject).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            store.delete(mail)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            store.toggleRead(mail)
                        } label: {
                            Label(mail.isUnread ? "Read" : "Unread", systemImage: "envelope.badge")
                        }
                        .tint(.blue)
                    }
                    .contextMenu {
                        Button("Mark as Read", systemImage: "envelope.open") { store.toggleRead(mail) }
                        Menu("Move to") {
                            Button("Archive") {}
                            Button("Junk") {}
                        }
                        Divider()
                        Button("Delete", systemImage: "trash", role: .destructive) { store.delete(mail) }
                    }
                }
            }
            .listStyle(.plain)
            .overlay {
                if visible.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .refreshable {
                await store.refresh()
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search mail")
            .searchScopes($scope) {
                ForEach(MailScope.allCases, id: \.self) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text("\(store.mails.filter(\.isUnread).count) unread").font(.caption)
                }
            }
        }
    }
}

@MainActor
@Suite struct MailboxListAppCompatibilityTests {
    @Test func theListShowsTheStoreAndTheStatusItem() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { MailboxView() }
        #expect(stage.displayList().item(text: "2 unread") != nil)
        let senders = stage.displayList().texts.map(\.text).filter { ["Ada", "Grace", "Linus"].contains($0) }
        #expect(senders == ["Ada", "Grace", "Linus"])
        let dots = stage.displayList().shapes(filledWith: .blue).filter { isClose($0.rect.width, 8, absolute: 0.01) }
        #expect(dots.count == 2, "one dot per unread mail")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
