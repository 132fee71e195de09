#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An iOS 18 app's root: TabView with `Tab` values and a selection, and a tab without a value.

private enum Section: Hashable {
    case feed, search, profile
}

private struct RootTabs: View {
    @State private var selection: Section = .feed

    var body: some View {
        TabView(selection: $selection) {
            Tab("Feed", systemImage: "house", value: .feed) {
                Text("Feed screen")
            }
            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) {
                Text("Search screen")
            }
            Tab("Profile", systemImage: "person", value: .profile) {
                VStack {
                    Text("Profile screen")
                    Button("Back to feed") { selection = .feed }
                }
            }
        }
    }
}

private struct PlainTabs: View {
    var body: some View {
        TabView {
            Tab("One", systemImage: "1.circle") { Text("First tab") }
            Tab("Two", systemImage: "2.circle") { Text("Second tab") }
        }
    }
}

@MainActor
@Suite struct ModernTabsCompatibilityTests {
    @Test func tabsWithValuesFollowTheSelection() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { RootTabs() }
        #expect(stage.displayList().item(text: "Feed screen") != nil)
        try stage.tap(label: "Profile")
        #expect(stage.displayList().item(text: "Profile screen") != nil)
        #expect(stage.displayList().item(text: "Feed screen") == nil)
        try stage.tap(label: "Back to feed")
        #expect(stage.displayList().item(text: "Feed screen") != nil)
        try stage.tap(label: "Search")
        #expect(stage.displayList().item(text: "Search screen") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func tabsWithoutValuesSwitchByPosition() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { PlainTabs() }
        #expect(stage.displayList().item(text: "First tab") != nil)
        try stage.tap(label: "Two")
        #expect(stage.displayList().item(text: "Second tab") != nil)
    }
}
