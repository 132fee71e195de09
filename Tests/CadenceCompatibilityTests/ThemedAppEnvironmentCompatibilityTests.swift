#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Theming through the environment: a custom EnvironmentKey with a struct value, an environment
// action, @Environment(Type.self) for an @Observable model, colorScheme, scenePhase,
// horizontalSizeClass and dynamicTypeSize, plus an App with a WindowGroup and a Settings scene.

private struct Theme: Equatable {
    var accent: Color
    var cornerRadius: CGFloat
    static let standard = Theme(accent: .blue, cornerRadius: 8)
    static let playful = Theme(accent: .pink, cornerRadius: 20)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

private struct LogEventAction {
    var handler: (String) -> Void = { _ in }
    func callAsFunction(_ event: String) { handler(event) }
}

private struct LogEventKey: EnvironmentKey {
    static let defaultValue = LogEventAction()
}

extension EnvironmentValues {
    fileprivate var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }

    fileprivate var logEvent: LogEventAction {
        get { self[LogEventKey.self] }
        set { self[LogEventKey.self] = newValue }
    }
}

extension View {
    fileprivate func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}

@Observable
private final class Session {
    var userName = "Ada"
    var events: [String] = []
}

private struct ThemedCard: View {
    @Environment(\.theme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.logEvent) private var logEvent
    @Environment(Session.self) private var session

    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello, \(session.userName)")
            Text(colorScheme == .dark ? "Dark" : "Light")
            Text(sizeClass == .compact ? "Compact" : "Regular")
            if typeSize.isAccessibilitySize {
                Text("Large type")
            }
            Button("Log") { logEvent("tap") }
        }
        .padding()
        .background(theme.accent.opacity(colorScheme == .dark ? 0.6 : 1), in: RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

private struct ScenePhaseWatcher: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(Session.self) private var session

    var body: some View {
        ThemedCard()
            .onChange(of: scenePhase) { _, phase in
                switch phase {
                case .active: session.events.append("active")
                case .inactive: session.events.append("inactive")
                case .background: session.events.append("background")
                @unknown default: break
                }
            }
    }
}

private struct ThemedApp: App {
    @State private var session = Session()

    var body: some Scene {
        WindowGroup {
            ScenePhaseWatcher()
                .environment(session)
                .theme(.playful)
        }
        #if os(macOS)
        Settings {
            Text("Preferences")
        }
        #endif
    }
}

@MainActor
@Suite struct ThemedAppEnvironmentCompatibilityTests {
    @Test func customKeysActionsAndObservableModelsFlowDown() throws {
        let session = Session()
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.dynamicTypeSize = .accessibility2
        let stage = Stage(size: CGSize(width: 390, height: 600), environment: environment) {
            ScenePhaseWatcher()
                .environment(session)
                .theme(.playful)
                .environment(\.logEvent, LogEventAction { session.events.append($0) })
        }
        #expect(stage.displayList().item(text: "Hello, Ada") != nil)
        #expect(stage.displayList().item(text: "Dark") != nil)
        #expect(stage.displayList().item(text: "Large type") != nil)
        let card = try #require(stage.displayList().shapes.first { $0.paint.color.red > 0.9 && $0.paint.color.blue > 0.3 })
        #expect(isClose(Double(card.paint.color.opacity), 0.6, absolute: 1e-3))
        try stage.tap(label: "Log")
        #expect(session.events == ["tap"])
        session.userName = "Grace"
        #expect(stage.displayList().item(text: "Hello, Grace") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func scenePhaseChangesRunOnChange() {
        let session = Session()
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            ScenePhaseWatcher()
                .environment(session)
                .theme(.playful)
        }
        stage.updateEnvironment { $0.scenePhase = .inactive }
        stage.updateEnvironment { $0.scenePhase = .background }
        #expect(session.events == ["inactive", "background"], "the views see the background before they stop")
        stage.updateEnvironment { $0.scenePhase = .active }
        #expect(session.events == ["inactive", "background", "active"])
        #expect(stage.displayList().item(text: "Hello, Ada") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theAppDeclaresItsScenes() {
        ThemedApp.main()
    }
}
