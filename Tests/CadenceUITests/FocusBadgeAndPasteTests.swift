import CadenceStageTestSupport
@testable import CadenceUI
import Foundation
import Testing

/// Smaller SwiftUI surface: `PasteButton`, `toolbarTitleMenu`, `defaultFocus`, `badgeProminence`,
/// `focusSection` and `FocusedObject`.
@MainActor
@Suite(.serialized) struct FocusBadgeAndPasteTests {
    private struct Notes: View {
        @State private var pasted = "nothing"
        var body: some View {
            VStack {
                Text("pasted: \(pasted)")
                PasteButton(payloadType: String.self) { strings in pasted = strings.joined() }
            }
        }
    }

    @Test func pasteButtonPastesThePasteboardsText() throws {
        UIPasteboard.general.string = nil
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Notes() }
        // Nothing to paste: nothing happens.
        try stage.tap(label: "Paste")
        #expect(stage.displayList().item(text: "pasted: nothing") != nil)
        UIPasteboard.general.string = "hello"
        try stage.tap(label: "Paste")
        #expect(stage.displayList().item(text: "pasted: hello") != nil)
        UIPasteboard.general.string = nil
    }

    private struct Library: View {
        @State private var filter = "All"
        var body: some View {
            NavigationStack {
                Text("showing \(filter)")
                    .navigationTitle("Library")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarTitleMenu {
                        Button("Favorites") { filter = "Favorites" }
                        Button("Recent") { filter = "Recent" }
                    }
            }
        }
    }

    @Test func theTitleMenuOpensFromTheTitle() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Library() }
        #expect(stage.displayList().item(symbol: "chevron.down") != nil)
        #expect(stage.displayList().item(text: "Favorites") == nil)
        try stage.tap(label: "Library")
        stage.advance(by: 1)
        try stage.tap(label: "Favorites")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "showing Favorites") != nil)
        #expect(stage.displayList().item(text: "Recent") == nil)
    }

    private enum Field: Hashable { case name, email }

    private struct Form2: View {
        @FocusState private var focus: Field?
        var body: some View {
            VStack {
                TextField("Name", text: .constant("")).focused($focus, equals: .name)
                TextField("Email", text: .constant("")).focused($focus, equals: .email)
                Text("focus: \(focus.map { "\($0)" } ?? "none")")
            }
            .defaultFocus($focus, .email)
            .focusSection()
        }
    }

    @Test func defaultFocusFocusesItsValueOnceWhenTheViewAppears() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Form2() }
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "focus: email") != nil)
        try stage.setText("Ada", label: "Name")
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "focus: name") != nil)
    }

    @Test func badgeProminenceIsInTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.badgeProminence) private var prominence
            var body: some View { Text(prominence == .increased ? "increased" : "other") }
        }
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Reader().badgeProminence(.increased) }
        #expect(stage.displayList().item(text: "increased") != nil)
        #expect(EnvironmentValues().badgeProminence == .standard)
    }

    final class Draft: ObservableObject {
        let name: String
        @Published var words = 0
        init(name: String) { self.name = name }
    }

    private struct DraftStatus: View {
        @FocusedObject private var draft: Draft?
        var body: some View {
            Text(draft.map { "\($0.name): \($0.words) words" } ?? "no draft")
        }
    }

    private struct Editor: View {
        @FocusState private var focus: String?
        let first = Draft(name: "Intro")
        let second = Draft(name: "Outro")
        var body: some View {
            VStack {
                TextField("One", text: .constant("")).focused($focus, equals: "one").focusedObject(first)
                TextField("Two", text: .constant("")).focused($focus, equals: "two").focusedObject(second)
                DraftStatus()
                Button("Count") { second.words += 1 }
            }
        }
    }

    @Test func aFocusedObjectFollowsFocusAndItsChanges() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Editor() }
        #expect(stage.displayList().item(text: "no draft") != nil)
        try stage.setText("x", label: "One")
        #expect(stage.displayList().item(text: "Intro: 0 words") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.setText("y", label: "Two")
        #expect(stage.displayList().item(text: "Outro: 0 words") != nil)
        try stage.tap(label: "Count")
        #expect(stage.displayList().item(text: "Outro: 1 words") != nil, "\(stage.displayList().texts.map(\.text))")
    }
}
