#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A support inbox: rows with leading and trailing swipe actions, a pull-to-refresh that loads new
// tickets (also run by a button inside the list through the environment's refresh action), and
// an unread count in the title.
private struct Ticket: Identifiable {
    let id: Int
    var subject: String
    var isRead = false
}

private struct ReloadRow: View {
    @Environment(\.refresh) private var refresh

    var body: some View {
        Button("Check for New Tickets") {
            Task { await refresh?() }
        }
        .disabled(refresh == nil)
    }
}

private struct SupportInbox: View {
    @State private var tickets = [Ticket(id: 1, subject: "Login fails"), Ticket(id: 2, subject: "Refund")]
    @State private var nextID = 3

    private func loadNewTickets() async {
        try? await Task.sleep(for: .seconds(1))
        tickets.insert(Ticket(id: nextID, subject: "Ticket \(nextID)"), at: 0)
        nextID += 1
    }

    var body: some View {
        NavigationStack {
            List {
                ReloadRow()
                ForEach($tickets) { $ticket in
                    Text(ticket.subject)
                        .fontWeight(ticket.isRead ? .regular : .bold)
                        .swipeActions(edge: .leading) {
                            Button(ticket.isRead ? "Unread" : "Read") { ticket.isRead.toggle() }
                                .tint(.blue)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Close", role: .destructive) { tickets.removeAll { $0.id == ticket.id } }
                        }
                }
            }
            .refreshable {
                await loadNewTickets()
            }
            .navigationTitle("Inbox (\(tickets.filter { !$0.isRead }.count))")
        }
    }
}

@MainActor
@Suite struct InboxSwipeAppCompatibilityTests {
    @Test func theRefreshActionLoadsOnTheStageClock() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SupportInbox() }
        #expect(stage.displayList().item(text: "Inbox (2)") != nil)
        #expect(stage.displayList().item(text: "Close") == nil, "swipe actions stay hidden until a swipe")
        try stage.tap(label: "Check for New Tickets")
        await stage.play(by: 0.5)
        #expect(stage.displayList().item(text: "Ticket 3") == nil, "still loading")
        await stage.play(by: 1)
        #expect(stage.displayList().item(text: "Ticket 3") != nil)
        #expect(stage.displayList().item(text: "Inbox (3)") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
