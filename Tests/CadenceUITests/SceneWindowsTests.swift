import Foundation
import Testing
import CadenceStageTestSupport
@testable import CadenceUI

/// The windows of `Window`, `Settings`, `MenuBarExtra`, `WindowGroup(for:)` and scene modifiers.
@MainActor
@Suite struct SceneWindowsTests {
    private struct Gallery: App {
        var body: some Scene {
            WindowGroup { Text("Main") }
                .defaultSize(width: 900, height: 600)
                .windowStyle(.hiddenTitleBar)
                .windowResizability(.contentMinSize)
                .commands {
                    CommandMenu("Photo") { Button("Rotate") {} }
                }
            Window("Inspector", id: "inspector") { Text("Inspector") }
                .defaultSize(CGSize(width: 300, height: 400))
            WindowGroup("Photo", for: String.self) { $name in Text("Photo \(name ?? "none")") }
            WindowGroup(for: Int.self, content: { $n in Text("Number \(n)") }, defaultValue: { 7 })
            Settings { Text("Settings") }
            MenuBarExtra("Gallery", systemImage: "photo") { Text("Menu") }
        }
    }

    @Test func scenesGiveTheWindowsAStageCanShow() throws {
        let windows = SceneContents.windows(of: Gallery().body)
        #expect(windows.count == 4, "Settings and a menu bar item give no window")
        let texts = windows.map { window in
            Stage(size: CGSize(width: 300, height: 200)) { window }.displayList().texts.map(\.text)
        }
        #expect(texts == [["Main"], ["Inspector"], ["Photo none"], ["Number 7"]])
    }
}
