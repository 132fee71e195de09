#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A social app with a TabView whose system tab bar is hidden behind a custom one: tab buttons with
// symbol bounces, a selection capsule that slides between tabs with matchedGeometryEffect, and
// unread badges; the inbox tab also carries a system .badge, and reading a message updates both.

private enum AppTab: String, CaseIterable, Hashable {
    case home = "Home", inbox = "Inbox", profile = "Profile"

    var symbol: String {
        switch self {
        case .home: return "house"
        case .inbox: return "tray"
        case .profile: return "person"
        }
    }
}

private struct CustomTabBar: View {
    @Binding var selection: AppTab
    let unread: Int
    @Namespace private var capsule

    var body: some View {
        HStack {
            ForEach(AppTab.allCases, id: \.self) { tab in
                Button {
                    withAnimation(.spring(duration: 0.35)) { selection = tab }
                } label: {
                    VStack(spacing: 2) {
                        Image(systemName: tab.symbol)
                            .symbolVariant(selection == tab ? .fill : .none)
                            .symbolEffect(.bounce, value: selection == tab)
                        Text(tab.rawValue).font(.caption)
                    }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .background {
                        if selection == tab {
                            Capsule()
                                .fill(Color.accentColor.opacity(0.2))
                                .matchedGeometryEffect(id: "selection", in: capsule)
                        }
                    }
                    .overlay(alignment: .topTrailing) {
                        if tab == .inbox && unread > 0 {
                            Text("\(unread)")
                                .font(.caption2.bold())
                                .foregroundStyle(.white)
                                .padding(5)
                                .background(.red, in: .circle)
                                .contentTransition(.numericText())
                        }
                    }
                }
                .buttonStyle(.plain)
                .accessibilityLabel(tab.rawValue)
            }
        }
        .padding(.horizontal)
        .background(.bar)
    }
}

private struct SocialApp: View {
    @State private var selection: AppTab = .home
    @State private var unreadMessages = ["Lunch?", "Slides", "Photos"]

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selection) {
                Text("Home feed")
                    .tag(AppTab.home)
                    .toolbar(.hidden, for: .tabBar)
                List {
                    ForEach(unreadMessages, id: \.self) { message in
                        Button("Read \(message)") {
                            withAnimation { unreadMessages.removeAll { $0 == message } }
                        }
                    }
                }
                .tag(AppTab.inbox)
                .badge(unreadMessages.count)
                .toolbar(.hidden, for: .tabBar)
                Text("Profile page")
                    .tag(AppTab.profile)
                    .toolbar(.hidden, for: .tabBar)
            }
            CustomTabBar(selection: $selection, unread: unreadMessages.count)
        }
    }
}

@MainActor
@Suite struct CustomTabBarBadgesAppCompatibilityTests {
    private func capsule(_ stage: Stage) -> CGRect? {
        stage.displayList().items.first {
            if case .shape(let shape) = $0.content { return shape.paint.color.opacity < 0.5 && shape.paint.color.blue > 0.5 && $0.bounds.height < 80 }
            return false
        }?.bounds
    }

    @Test func theCapsuleSlidesToTheSelectedTab() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { SocialApp() }
        #expect(stage.displayList().item(text: "Home feed") != nil)
        #expect(stage.displayList().item(symbol: "house.fill") != nil)
        let home = try #require(capsule(stage))
        try stage.tap(label: "Profile")
        stage.advance(by: 0.1)
        let moving = try #require(capsule(stage))
        stage.advance(by: 1)
        let profile = try #require(capsule(stage))
        #expect(moving.midX > home.midX && moving.midX < profile.midX, "\(home.midX) → \(moving.midX) → \(profile.midX)")
        #expect(stage.displayList().item(text: "Profile page") != nil)
        #expect(stage.displayList().item(symbol: "person.fill") != nil)
        #expect(stage.displayList().item(symbol: "house") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func readingMessagesCountsTheBadgeDown() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { SocialApp() }
        #expect(stage.displayList().item(text: "3") != nil)
        try stage.tap(label: "Inbox")
        stage.advance(by: 1)
        try stage.tap(label: "Read Slides")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "2") != nil)
        #expect(stage.displayList().item(text: "Read Slides") == nil)
        try stage.tap(label: "Read Lunch?")
        try stage.tap(label: "Read Photos")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "0") == nil, "no badge without unread messages")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
