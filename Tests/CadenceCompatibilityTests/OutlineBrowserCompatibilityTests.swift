#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A file browser of the kind macOS and iPad sample code shows: a tree of folders in a hierarchical
// List, and the same tree in an OutlineGroup inside a sectioned list.

private struct FileItem: Identifiable, Hashable {
    let id: String
    var name: String { id }
    var children: [FileItem]?

    static let sample: [FileItem] = [
        FileItem(id: "Documents", children: [
            FileItem(id: "Resume.pdf"),
            FileItem(id: "Taxes", children: [FileItem(id: "2024.xlsx")]),
        ]),
        FileItem(id: "Photos", children: []),
        FileItem(id: "notes.txt"),
    ]
}

private struct FileBrowser: View {
    @State private var selection: FileItem.ID?

    var body: some View {
        VStack {
            List(FileItem.sample, children: \.children, selection: $selection) { item in
                Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
            }
            Text("Selected: \(selection ?? "nothing")")
        }
    }
}

private struct SectionedBrowser: View {
    var body: some View {
        List {
            Section("Library") {
                OutlineGroup(FileItem.sample, id: \.id, children: \.children) { item in
                    Text(item.name)
                }
            }
        }
    }
}

@MainActor
@Suite struct OutlineBrowserCompatibilityTests {
    @Test func foldersExpandToShowTheirChildrenIndented() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { FileBrowser() }
        #expect(stage.displayList().item(text: "Documents") != nil)
        #expect(stage.displayList().item(text: "notes.txt") != nil)
        #expect(stage.displayList().item(text: "Resume.pdf") == nil)
        // Folders have a chevron; the leaf does not.
        #expect(stage.displayList().symbols.filter { $0.name == "chevron.right" }.count == 2)

        try stage.tap(label: "Documents")
        stage.advance(by: 1)
        let folder = try #require(stage.displayList().item(text: "Documents"))
        let child = try #require(stage.displayList().item(text: "Resume.pdf"))
        #expect(child.bounds.minY > folder.bounds.maxY)
        #expect(child.bounds.minX > folder.bounds.minX)
        // The nested folder starts collapsed.
        #expect(stage.displayList().item(text: "2024.xlsx") == nil)
        try stage.tap(label: "Taxes")
        stage.advance(by: 1)
        let grandchild = try #require(stage.displayList().item(text: "2024.xlsx"))
        #expect(grandchild.bounds.minX > child.bounds.minX)

        try stage.tap(label: "Documents")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Resume.pdf") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func topLevelRowsAreSelectable() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { FileBrowser() }
        #expect(stage.displayList().item(text: "Selected: nothing") != nil)
        try stage.tap(label: "notes.txt")
        #expect(stage.displayList().item(text: "Selected: notes.txt") != nil)
    }

    @Test func outlineGroupInsideASection() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { SectionedBrowser() }
        #expect(stage.displayList().item(text: "Photos") != nil)
        try stage.tap(label: "Photos")
        stage.advance(by: 1)
        // An empty folder still expands (to nothing) and the rows below stay in order.
        let photos = try #require(stage.displayList().item(text: "Photos"))
        let notes = try #require(stage.displayList().item(text: "notes.txt"))
        #expect(notes.bounds.minY > photos.bounds.maxY)
    }
}
