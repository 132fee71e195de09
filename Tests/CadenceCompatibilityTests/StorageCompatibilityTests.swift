#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// @AppStorage, @SceneStorage and @FocusState as onboarding and form screens use them.

private struct Onboarding: View {
    @AppStorage("hasSeenIntro") private var hasSeenIntro = false
    @SceneStorage("selectedTab") private var selectedTab = 0
    @AppStorage("theme") private var theme: Theme = .system

    enum Theme: String { case system, dark }

    var body: some View {
        VStack {
            if hasSeenIntro {
                Text("Welcome back \(selectedTab) \(theme.rawValue)")
                    .transition(.opacity)
            } else {
                Button("Get started") {
                    withAnimation { hasSeenIntro = true }
                    selectedTab = 2
                    theme = .dark
                }
            }
            Badge()
        }
    }
}

private struct Badge: View {
    @AppStorage("hasSeenIntro") private var hasSeenIntro = false
    var body: some View { Text(hasSeenIntro ? "seen" : "new") }
}

private struct LoginForm: View {
    enum Field: Hashable { case email, password }
    @FocusState private var focusedField: Field?
    @FocusState private var isSearching: Bool

    var body: some View {
        VStack {
            Text(focusedField == .email ? "email focused" : "no focus")
                .focused($focusedField, equals: .email)
            Text(isSearching ? "searching" : "idle")
                .focused($isSearching)
            Button("Next") { focusedField = .email }
        }
    }
}

@MainActor
@Suite struct StorageCompatibilityTests {
    @Test func appStorageIsSharedByKeyAndStartsFreshPerStage() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Onboarding() }
        #expect(stage.displayList().item(text: "new") != nil)
        try stage.tap(label: "Get started")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Welcome back 2 dark") != nil)
        #expect(stage.displayList().item(text: "seen") != nil, "another view with the same key sees the write")
        let fresh = Stage(size: CGSize(width: 300, height: 200)) { Onboarding() }
        #expect(fresh.displayList().item(text: "new") != nil, "each stage has its own store")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func focusStateCanBeSetByScript() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { LoginForm() }
        #expect(stage.displayList().item(text: "no focus") != nil)
        try stage.tap(label: "Next")
        #expect(stage.displayList().item(text: "email focused") != nil)
    }
}
