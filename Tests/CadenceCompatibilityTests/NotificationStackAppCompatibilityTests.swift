#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The iOS lock-screen notification stack as the tutorials rebuild it: collapsed, the cards sit
// behind each other (offset and scaled down by their index, zIndex so the newest is on top, the
// ones further back faded); tapping the stack fans them out into a list with a spring; a card
// dragged sideways past a threshold flies off and is removed; a "Show less" button collapses
// them again, and "Clear All" empties the stack with a staggered transition.

private struct AppNotification: Identifiable, Equatable {
    let id: Int
    let app: String
    let symbol: String
    let title: String
    let body: String
    let tint: Color
}

private struct NotificationCard: View {
    let notification: AppNotification
    let onDismiss: () -> Void
    @State private var dragOffset: CGFloat = 0

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: notification.symbol)
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 38, height: 38)
                .background(notification.tint, in: RoundedRectangle(cornerRadius: 9, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(notification.title).font(.subheadline.bold())
                    Spacer()
                    Text("now").font(.caption).foregroundStyle(.secondary)
                }
                Text(notification.body)
                    .font(.subheadline)
                    .lineLimit(2)
            }
        }
        .padding(14)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .offset(x: dragOffset)
        .gesture(
            DragGesture(minimumDistance: 15)
                .onChanged { value in
                    dragOffset = value.translation.width
                }
                .onEnded { value in
                    if abs(value.translation.width) > 120 {
                        withAnimation(.easeIn(duration: 0.2)) {
                            dragOffset = value.translation.width > 0 ? 500 : -500
                        } completion: {
                            onDismiss()
                        }
                    } else {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { dragOffset = 0 }
                    }
                }
        )
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Clear") { onDismiss() }
    }
}

private struct NotificationStack: View {
    @State private var notifications: [AppNotification]
    @State private var isExpanded = false

    init(notifications: [AppNotification]) {
        _notifications = State(initialValue: notifications)
    }

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text("Notification Centre")
                    .font(.title3.bold())
                Spacer()
                if isExpanded {
                    Button("Show less") {
                        withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) { isExpanded = false }
                    }
                    .transition(.opacity)
                }
                if !notifications.isEmpty {
                    Button {
                        for (offset, notification) in notifications.enumerated() {
                            withAnimation(.easeOut(duration: 0.25).delay(Double(offset) * 0.08)) {
                                notifications.removeAll { $0.id == notification.id }
                            }
                        }
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .accessibilityLabel("Clear All")
                }
            }
            .foregroundStyle(.white)

            ZStack(alignment: .top) {
                ForEach(Array(notifications.enumerated()), id: \.element.id) { index, notification in
                    NotificationCard(notification: notification) {
                        withAnimation(.snappy) {
                            notifications.removeAll { $0.id == notification.id }
                        }
                    }
                    .scaleEffect(isExpanded ? 1 : 1 - CGFloat(min(index, 2)) * 0.06, anchor: .bottom)
                    .offset(y: isExpanded ? CGFloat(index) * 92 : CGFloat(min(index, 2)) * 12)
                    .opacity(isExpanded || index < 3 ? 1 : 0)
                    .zIndex(Double(notifications.count - index))
                    .allowsHitTesting(isExpanded || index == 0)
                    .transition(.move(edge: .trailing).combined(with: .opacity))
                }
            }
            .frame(maxWidth: .infinity, minHeight: 120, alignment: .top)
            .contentShape(Rectangle())
            .onTapGesture {
                guard !isExpanded else { return }
                withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) { isExpanded = true }
            }
            if notifications.isEmpty {
                ContentUnavailableView("No Notifications", systemImage: "bell.slash")
                    .foregroundStyle(.white)
            }
            Spacer()
        }
        .padding()
        .background(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
    }
}

@MainActor
@Suite struct NotificationStackAppCompatibilityTests {
    private static let sample = [
        AppNotification(id: 1, app: "Messages", symbol: "message.fill", title: "Ada", body: "Lunch at noon?", tint: .green),
        AppNotification(id: 2, app: "Calendar", symbol: "calendar", title: "Standup", body: "In 10 minutes", tint: .red),
        AppNotification(id: 3, app: "Mail", symbol: "envelope.fill", title: "Invoice", body: "Your receipt from Acme", tint: .blue),
        AppNotification(id: 4, app: "Fitness", symbol: "figure.run", title: "Move goal", body: "You're nearly there", tint: .orange),
    ]

    @Test func tappingTheStackFansTheCardsOutIntoAList() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { NotificationStack(notifications: Self.sample) }
        let collapsed = stage.displayList()
        let ada = try #require(collapsed.item(text: "Ada")).bounds
        let standup = try #require(collapsed.item(text: "Standup")).bounds
        #expect(standup.midY - ada.midY < 20, "collapsed, the cards overlap")
        let fourth = collapsed.texts.first { $0.text == "Move goal" }
        #expect(fourth.map { $0.color.opacity < 0.01 } ?? true, "the fourth card is hidden behind")
        #expect(throws: StageError.self) { try stage.tap(label: "Show less") }

        try stage.tap(at: CGPoint(x: ada.midX, y: ada.midY))
        stage.advance(by: 0.1)
        let fanning = try #require(stage.displayList().item(text: "Standup")).bounds
        #expect(fanning.midY > standup.midY + 5, "the cards fan out")
        stage.advance(by: 1.5)
        let expanded = stage.displayList()
        let spread = try ["Ada", "Standup", "Invoice", "Move goal"].map { try #require(expanded.item(text: $0)).bounds.midY }
        for (upper, lower) in zip(spread, spread.dropFirst()) {
            #expect(isClose(lower - upper, 92, absolute: 0.5), "\(spread)")
        }
        #expect(expanded.texts.first { $0.text == "Move goal" }.map { $0.color.opacity > 0.99 } == true)

        try stage.tap(label: "Show less")
        stage.advance(by: 1.5)
        let again = try #require(stage.displayList().item(text: "Standup")).bounds
        #expect(isClose(again.midY, standup.midY, absolute: 0.5), "collapsed again")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aCardSwipedAwayFliesOffAndTheRestMoveUp() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { NotificationStack(notifications: Self.sample) }
        let ada = try #require(stage.displayList().item(text: "Ada")).bounds
        try stage.tap(at: CGPoint(x: ada.midX, y: ada.midY))
        stage.advance(by: 1.5)
        let standup = try #require(stage.displayList().item(text: "Standup")).bounds

        stage.schedule(.drag(from: CGPoint(x: 200, y: standup.midY), to: CGPoint(x: 260, y: standup.midY), duration: 0.2), at: stage.time + 0.1)
        stage.advance(by: 1)
        let back = try #require(stage.displayList().item(text: "Standup")).bounds
        #expect(isClose(back.midX, standup.midX, absolute: 0.5), "a short drag springs back")

        stage.schedule(.drag(from: CGPoint(x: 200, y: standup.midY), to: CGPoint(x: 360, y: standup.midY), duration: 0.2), at: stage.time + 0.1)
        stage.advance(by: 0.35)
        let flying = try #require(stage.displayList().item(text: "Standup")).bounds
        #expect(flying.minX > standup.minX + 150, "flies off to the right")
        stage.advance(by: 1.5)
        let list = stage.displayList()
        #expect(list.item(text: "Standup") == nil)
        let invoice = try #require(list.item(text: "Invoice")).bounds
        #expect(isClose(invoice.midY, standup.midY, absolute: 0.5), "the next card took its place")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func clearAllRemovesEveryCardAndShowsTheEmptyState() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { NotificationStack(notifications: Self.sample) }
        try stage.tap(label: "Clear All")
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "Ada") != nil, "the cards leave one after another")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Ada") == nil)
        #expect(stage.displayList().item(text: "Move goal") == nil)
        #expect(stage.displayList().item(text: "No Notifications") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Clear All") }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
