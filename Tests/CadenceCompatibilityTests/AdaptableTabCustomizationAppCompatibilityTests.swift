#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A mail app with an iOS 18 adaptable tab view, as such apps declare it: every tab and section has
// a customization identifier, the customization is kept in `@AppStorage`, drafts are hidden from
// the tab bar by default, search is pinned, and the folders live in the sidebar only. On an
// iPhone-sized stage the tab bar shows the tabs that belong in it; the others are still reachable
// through the selection.

private enum MailTab: Hashable {
    case inbox, drafts, outbox, search, archive, junk
}

private struct MailTabsScreen: View {
    @AppStorage("mail.tabs") private var customization: TabViewCustomization
    @State private var selection: MailTab = .inbox
    var showsOutbox = false

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                VStack {
                    Text("Inbox screen")
                    Button("Open archive") {
                        withAnimation(.snappy) { selection = .archive }
                    }
                    Button("Hide drafts in sidebar") {
                        customization[sidebarVisibility: "mail.drafts"] = .hidden
                    }
                    Button("Reset tabs") {
                        customization.resetVisibility()
                        customization.resetSectionOrder()
                    }
                    Text("Drafts in sidebar: \(String(describing: customization[sidebarVisibility: "mail.drafts"]))")
                }
            }
            .customizationID("mail.inbox")
            .badge(3)
            .customizationBehavior(.reorderable, for: .sidebar)

            Tab("Drafts", systemImage: "doc", value: .drafts) {
                Text("Drafts screen")
            }
            .customizationID("mail.drafts")
            .defaultVisibility(.hidden, for: .tabBar)

            Tab("Outbox", systemImage: "tray.and.arrow.up", value: .outbox) {
                Text("Outbox screen")
            }
            .hidden(!showsOutbox)
            .accessibilityLabel("Outbox")

            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) {
                Text("Search screen")
            }
            .tabPlacement(.pinned)
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)

            TabSection("Folders") {
                Tab("Archive", systemImage: "archivebox", value: .archive) {
                    Text("Archive screen")
                }
                .customizationID("mail.archive")
                Tab("Junk", systemImage: "xmark.bin", value: .junk) {
                    Text("Junk screen")
                }
                .customizationID("mail.junk")
            }
            .customizationID("mail.folders")
            .tabPlacement(.sidebarOnly)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

@MainActor
@Suite struct AdaptableTabCustomizationAppCompatibilityTests {
    @Test func theTabBarLeavesOutSidebarOnlyAndHiddenTabs() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { MailTabsScreen() }
        let list = stage.displayList()
        #expect(list.item(text: "Inbox") != nil)
        #expect(list.item(text: "Search") != nil)
        #expect(list.item(text: "3") != nil, "the inbox badge, through the modifiers around it")
        #expect(list.item(text: "Drafts") == nil, "hidden from the tab bar by default")
        #expect(list.item(text: "Archive") == nil, "sidebar only")
        #expect(list.item(text: "Junk") == nil, "sidebar only")
        #expect(list.item(text: "Outbox") == nil, "hidden")
        let shown = Stage(size: CGSize(width: 390, height: 700)) { MailTabsScreen(showsOutbox: true) }
        #expect(shown.displayList().item(text: "Outbox") != nil)
        #expect(throws: (any Error).self) { try stage.tap(label: "Archive") }

        try stage.tap(label: "Search")
        #expect(stage.displayList().item(text: "Search screen") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTabLeftOutOfTheBarStillShowsWhenSelected() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { MailTabsScreen() }
        try stage.tap(label: "Open archive")
        stage.advance(by: 1)
        let list = stage.displayList()
        #expect(list.item(text: "Archive screen") != nil)
        #expect(list.item(text: "Inbox screen") == nil)
        #expect(list.item(text: "Archive") == nil, "still not in the tab bar")
        try stage.tap(label: "Inbox")
        #expect(stage.displayList().item(text: "Inbox screen") != nil)
    }

    @Test func theCustomizationIsKeptInAppStorageAndResets() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { MailTabsScreen() }
        #expect(stage.displayList().item(text: "Drafts in sidebar: automatic") != nil)
        try stage.tap(label: "Hide drafts in sidebar")
        #expect(stage.displayList().item(text: "Drafts in sidebar: hidden") != nil)
        // The app set the sidebar only: the drafts tab stays out of the tab bar by its default.
        #expect(stage.displayList().item(text: "Drafts") == nil)
        try stage.tap(label: "Reset tabs")
        #expect(stage.displayList().item(text: "Drafts in sidebar: automatic") != nil)
    }

    @Test func aCustomizationRoundTripsThroughCodable() throws {
        var customization = TabViewCustomization()
        #expect(customization == TabViewCustomization())
        #expect(customization[tab: "mail.junk"].sidebarVisibility == .automatic)
        #expect(customization[tab: "mail.junk"].tabBarVisibility == .automatic)
        customization[tab: "mail.junk"].sidebarVisibility = .hidden
        customization[sidebarVisibility: "mail.archive"] = .visible
        #expect(customization[sidebarVisibility: "mail.junk"] == .hidden)
        #expect(customization[section: "mail.folders"].tabOrder == nil)

        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: data)
        #expect(decoded == customization)
        #expect(decoded[sidebarVisibility: "mail.archive"] == .visible)

        var section = decoded[section: "mail.folders"]
        section.resetTabOrder()
        #expect(section.tabOrder == nil)
        var reset = decoded
        reset.resetVisibility()
        #expect(reset == TabViewCustomization())
    }
}
