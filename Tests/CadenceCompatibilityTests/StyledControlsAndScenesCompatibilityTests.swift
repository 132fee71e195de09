#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// App-file patterns: a custom TextFieldStyle (the underscored `_body(configuration:)` apps
// implement), a custom DisclosureGroupStyle, a tinted list separator, and the scenes and commands
// of an app's entry file.

private struct PillFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(Color.mint.opacity(0.25), in: Capsule())
    }
}

private struct SignUpForm: View {
    @State private var nickname = ""
    @State private var submitted = ""

    var body: some View {
        VStack(spacing: 16) {
            TextField("Nickname", text: $nickname)
                .textFieldStyle(PillFieldStyle())
                .onSubmit { submitted = nickname }
            Text("Hello, \(nickname.isEmpty ? "stranger" : nickname)")
            Text("Submitted: \(submitted)")
        }
        .padding()
    }
}

private struct ArrowDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Text(configuration.isExpanded ? "Hide" : "Show")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

private struct ShippingOptions: View {
    @State private var expanded = false

    var body: some View {
        VStack {
            DisclosureGroup("Shipping", isExpanded: $expanded) {
                Text("Express: 2 days")
            }
            .disclosureGroupStyle(ArrowDisclosureStyle())
            DisclosureGroup("Returns") {
                Text("30 days")
            }
            Text(expanded ? "open" : "closed")
        }
    }
}

private struct TintedSeparatorList: View {
    var body: some View {
        List {
            Text("Bread")
                .listRowSeparatorTint(.orange)
            Text("Milk")
            Text("Eggs")
        }
        .listSectionSeparator(.hidden)
    }
}

private struct FocusedNoteKey: FocusedValueKey {
    typealias Value = String
}

private struct StudioCommands: Commands {
    var body: some Commands {
        CommandMenu("Studio") {
            Button("Render") {}.keyboardShortcut("r")
        }
        CommandGroup(replacing: .newItem) {
            Button("New Take") {}
        }
        SidebarCommands()
    }
}

private struct StudioHome: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    var body: some View {
        VStack {
            Text(supportsMultipleWindows ? "many windows" : "one window")
            Button("Mixer") { openWindow(id: "mixer") }
            Button("Take 3") { openWindow(id: "take", value: 3) }
            Button("Preferences") { openSettings() }
        }
    }
}

private struct StudioApp: App {
    var body: some Scene {
        WindowGroup {
            StudioHome()
        }
        .defaultSize(width: 1200, height: 800)
        .windowStyle(.hiddenTitleBar)
        .windowResizability(.contentSize)
        .commands { StudioCommands() }
        Window("Mixer", id: "mixer") {
            Text("Mixer")
        }
        .defaultPosition(.center)
        .windowToolbarStyle(.unified(showsTitle: false))
        WindowGroup("Take", for: Int.self) { $take in
            Text("Take \(take ?? 0)")
        }
        Settings {
            Text("Settings")
        }
        MenuBarExtra("Studio", systemImage: "waveform") {
            Text("Now recording")
        }
        .menuBarExtraStyle(.window)
    }
}

private enum Section2: Hashable { case inbox, drafts, archive }

private struct SidebarTabs: View {
    @State private var selection: Section2 = .inbox

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("Inbox list") }
            TabSection("Folders") {
                Tab("Drafts", systemImage: "doc", value: .drafts) { Text("Drafts list") }
                Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Archive list") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

private struct PlainSectionTabs: View {
    var body: some View {
        TabView {
            TabSection("Library") {
                Tab("Songs", systemImage: "music.note") { Text("All songs") }
                Tab("Albums", systemImage: "square.stack") { Text("All albums") }
            }
        }
    }
}

@MainActor
@Suite struct StyledControlsAndScenesCompatibilityTests {
    @Test func customTextFieldStyleDrawsItsDecorationAndStillTypes() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { SignUpForm() }
        // The style's capsule is drawn behind the field.
        let capsule = try #require(stage.displayList().item(tinted: .mint))
        #expect(capsule.colorOpacity < 0.5)
        #expect(stage.displayList().item(text: "Nickname") != nil)
        try stage.setText("Ada", label: "Nickname")
        try stage.submit(label: "Nickname")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Hello, Ada") != nil)
        #expect(stage.displayList().item(text: "Submitted: Ada") != nil)
        // The field sits inside the style's 10-point padding.
        let field = try #require(stage.displayList().item(text: "Ada"))
        #expect(field.rect.minX >= capsule.rect.minX + 9)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func customDisclosureGroupStyleExpandsThroughItsConfiguration() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { ShippingOptions() }
        #expect(stage.displayList().item(text: "Show") != nil)
        #expect(stage.displayList().item(text: "Express: 2 days") == nil)
        #expect(stage.displayList().item(text: "closed") != nil)
        try stage.tap(label: "Shipping Show")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Hide") != nil)
        #expect(stage.displayList().item(text: "Express: 2 days") != nil)
        #expect(stage.displayList().item(text: "open") != nil)
        // The group without a style keeps the automatic chevron and its own state.
        #expect(stage.displayList().item(text: "30 days") == nil)
        try stage.tap(label: "Returns")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "30 days") != nil)
    }

    @Test func rowSeparatorTintColoursTheLineBelowTheRow() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { TintedSeparatorList() }
        let line = try #require(stage.displayList().item(tinted: .orange))
        let bread = try #require(stage.displayList().item(text: "Bread"))
        let milk = try #require(stage.displayList().item(text: "Milk"))
        #expect(line.rect.height <= 1)
        #expect(line.rect.minY >= bread.rect.maxY && line.rect.maxY <= milk.rect.minY)
        // Only the tinted row's separator is orange.
        #expect(stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content else { return false }
            return shape.rect.height <= 1 && shape.paint.color == Color.orange.resolve(in: EnvironmentValues())
        }.count == 1)
    }

    @Test func appScenesLaunchAndListTheirCommands() throws {
        // The app launches on a stage (its first window shows), and its commands are kept.
        StudioApp.main()
        let menus = SceneCommands.menus(of: StudioCommands())
        #expect(menus.map(\.name) == ["Studio", "replacing newItem", "SidebarCommands"])
    }

    @Test func openWindowAndOpenSettingsAreRecordedOnTheStage() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { StudioHome() }
        #expect(stage.displayList().item(text: "one window") != nil)
        try stage.tap(label: "Mixer")
        try stage.tap(label: "Take 3")
        try stage.tap(label: "Preferences")
        #expect(stage.openedWindows == ["mixer", "take: 3", "settings"])
    }

    @Test func tabSectionTabsPlayAsTheTabViewsTabs() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { SidebarTabs() }
        #expect(stage.displayList().item(text: "Inbox list") != nil)
        #expect(stage.displayList().item(text: "Archive") != nil)
        try stage.tap(label: "Archive")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Archive list") != nil)
        #expect(stage.displayList().item(text: "Folders") == nil)

        let plain = Stage(size: CGSize(width: 390, height: 700)) { PlainSectionTabs() }
        #expect(plain.displayList().item(text: "All songs") != nil)
        try plain.tap(label: "Albums")
        plain.advance(by: 0.5)
        #expect(plain.displayList().item(text: "All albums") != nil)
    }
}
