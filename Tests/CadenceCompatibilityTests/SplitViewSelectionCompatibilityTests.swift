#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Apple's standard split view: a sidebar List(selection:) and a detail that shows the selection.
// On an iPhone-sized stage the split view collapses into a stack, and selecting a row pushes the
// detail.

private struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct MailSplit: View {
    private let folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Sent"), Folder(id: 3, name: "Drafts")]
    @State private var selection: Folder.ID?

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { folder in
                Text(folder.name)
            }
            .navigationTitle("Mail")
        } detail: {
            if let folder = folders.first(where: { $0.id == selection }) {
                Text("\(folder.name) messages")
            } else {
                Text("No folder selected")
            }
        }
    }
}

@MainActor
@Suite struct SplitViewSelectionCompatibilityTests {
    @Test func selectingARowPushesTheDetailWhenCompact() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { MailSplit() }
        #expect(stage.displayList().item(text: "Inbox") != nil)
        try stage.tap(label: "Sent")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Sent messages") != nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        try stage.tap(label: "Drafts")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Drafts messages") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func regularWidthShowsTheColumnsSideBySide() throws {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        let stage = Stage(size: CGSize(width: 1024, height: 768), environment: environment) { MailSplit() }
        #expect(stage.displayList().item(text: "No folder selected") != nil)
        try stage.tap(label: "Inbox")
        #expect(stage.displayList().item(text: "Inbox messages") != nil)
    }
}
