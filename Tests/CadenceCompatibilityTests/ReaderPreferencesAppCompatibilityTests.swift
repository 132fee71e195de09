#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A reader app's preferences: a theme stored in app storage as a raw-representable enum, a font
// size stored as a number, and the open tab kept in scene storage; two screens read the same keys.
private enum ReaderTheme: String, CaseIterable, Identifiable {
    case paper, sepia, night
    var id: Self { self }
}

private struct Preferences: View {
    @AppStorage("reader.theme") private var theme: ReaderTheme = .paper
    @AppStorage("reader.fontSize") private var fontSize = 17.0

    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(ReaderTheme.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            Stepper("Size \(Int(fontSize))", value: $fontSize, in: 12...28, step: 1)
        }
    }
}

private struct ReaderPage: View {
    @AppStorage("reader.theme") private var theme: ReaderTheme = .paper
    @AppStorage("reader.fontSize") private var fontSize = 17.0

    var body: some View {
        Text("Chapter 1 in \(theme.rawValue) at \(Int(fontSize))")
            .font(.system(size: fontSize))
    }
}

private struct ReaderApp: View {
    @SceneStorage("reader.tab") private var tab = "library"

    var body: some View {
        TabView(selection: $tab) {
            ReaderPage()
                .tabItem { Label("Read", systemImage: "book") }
                .tag("read")
            Preferences()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag("settings")
            Text("Tab \(tab)")
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag("library")
        }
    }
}

@MainActor
@Suite struct ReaderPreferencesAppCompatibilityTests {
    @Test func storedPreferencesReachTheOtherScreen() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ReaderApp() }
        #expect(stage.displayList().item(text: "Tab library") != nil, "scene storage starts at its default")
        try stage.tap(label: "Settings")
        try stage.select("Night", label: "Theme")
        try stage.setValue(20, label: "Size 17")
        #expect(stage.displayList().item(text: "Size 20") != nil)
        try stage.tap(label: "Read")
        let page = try #require(stage.displayList().item(text: "Chapter 1 in night at 20"))
        #expect(page.bounds.height > 20, "the stored size sets the font")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
