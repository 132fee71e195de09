#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An expense app's iOS 18 toolbar calls: a receipt screen that removes its title but keeps its
// items (`toolbar(removing: .title)`), a full-screen scan that hides the bar with
// `toolbarVisibility(_:for:)`, the background with `toolbarBackgroundVisibility(_:for:)`, and a
// `.sidebarAdaptable` tab view with a sidebar header that an iPhone does not show.

private struct ReceiptScreen: View {
    var removesTitle: Bool

    var body: some View {
        NavigationStack {
            Text("Total 42.00")
                .navigationTitle("Receipt")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share") {}
                    }
                }
                .toolbar(removing: removesTitle ? .title : nil)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        }
    }
}

private struct ScanScreen: View {
    var body: some View {
        NavigationStack {
            Color.black
                .overlay { Text("Point at a receipt") }
                .navigationTitle("Scan")
                .toolbarVisibility(.hidden, for: .navigationBar)
        }
    }
}

private struct ExpensesTabs: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            Tab("Expenses", systemImage: "list.bullet", value: 0) { Text("All expenses") }
            Tab("Reports", systemImage: "chart.bar", value: 1) { Text("Monthly report") }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewSidebarHeader { Text("Household budget") }
        .tabViewSidebarFooter { Text("Synced") }
    }
}

@MainActor
@Suite struct ReceiptToolbarAppCompatibilityTests {
    @Test func removingTheTitleKeepsTheBarAndItsItems() {
        let titled = Stage(size: CGSize(width: 390, height: 844)) { ReceiptScreen(removesTitle: false) }
        #expect(titled.displayList().item(text: "Receipt") != nil)
        let untitled = Stage(size: CGSize(width: 390, height: 844)) { ReceiptScreen(removesTitle: true) }
        #expect(untitled.displayList().item(text: "Receipt") == nil, "the title is removed")
        #expect(untitled.displayList().item(text: "Share") != nil, "the bar's items stay")
        #expect(untitled.displayList().item(text: "Total 42.00") != nil)
        #expect(titled.issues.isEmpty && untitled.issues.isEmpty, "\(titled.issues) \(untitled.issues)")
    }

    @Test func toolbarVisibilityHidesTheNavigationBar() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ScanScreen() }
        #expect(stage.displayList().item(text: "Scan") == nil, "no bar, so no title")
        let prompt = try #require(stage.displayList().item(text: "Point at a receipt")).bounds
        #expect(isClose(prompt.midY, 422, absolute: 1), "the content has the whole screen: \(prompt)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func anIPhoneTabBarHasNoSidebarHeader() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ExpensesTabs() }
        #expect(stage.displayList().item(text: "Household budget") == nil)
        #expect(stage.displayList().item(text: "Synced") == nil)
        #expect(stage.displayList().item(text: "All expenses") != nil)
        try stage.tap(label: "Reports")
        #expect(stage.displayList().item(text: "Monthly report") != nil, "the tabs still switch")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
