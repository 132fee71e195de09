#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A team directory for iPad and Mac: a Table with sortable columns bound to KeyPathComparators,
// a row selection, a column built from a closure, and a compact fallback.

private struct Member: Identifiable {
    let id: Int
    var name: String
    var role: String
    var commits: Int
}

private struct TeamTable: View {
    @State private var members = [
        Member(id: 1, name: "Grace", role: "Compiler", commits: 120),
        Member(id: 2, name: "Ada", role: "Math", commits: 340),
        Member(id: 3, name: "Linus", role: "Kernel", commits: 90),
    ]
    @State private var sortOrder = [KeyPathComparator(\Member.name)]
    @State private var selection: Member.ID?

    var body: some View {
        VStack {
            Table(members, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Role", value: \.role)
                TableColumn("Commits", value: \.commits) { member in
                    Text(member.commits, format: .number)
                        .monospacedDigit()
                }
                .width(min: 60, ideal: 80)
            }
            .onChange(of: sortOrder) { _, newOrder in
                members.sort(using: newOrder)
            }
            Text(selection.map { id in "Selected \(members.first { $0.id == id }?.name ?? "")" } ?? "No selection")
            Button("Sort by commits") {
                sortOrder = [KeyPathComparator(\Member.commits, order: .reverse)]
            }
        }
    }
}

@MainActor
@Suite struct TeamTableAppCompatibilityTests {
    private func names(_ stage: Stage) -> [String] {
        stage.displayList().texts.map(\.text).filter { ["Ada", "Grace", "Linus"].contains($0) }
    }

    @Test func theTableSortsAndSelects() throws {
        let stage = Stage(size: CGSize(width: 700, height: 500)) { TeamTable().environment(\.horizontalSizeClass, .regular) }
        #expect(stage.displayList().item(text: "Name") != nil)
        #expect(stage.displayList().item(text: "Commits") != nil)
        #expect(names(stage) == ["Grace", "Ada", "Linus"], "unsorted until the order changes")
        try stage.tap(label: "Sort by commits")
        #expect(names(stage) == ["Ada", "Grace", "Linus"])
        #expect(stage.displayList().item(text: "340") != nil)
        try stage.tap(label: "Linus")
        #expect(stage.displayList().item(text: "Selected Linus") != nil)
        let header = try #require(stage.displayList().item(text: "Role")).bounds
        let cell = try #require(stage.displayList().item(text: "Kernel")).bounds
        #expect(isClose(header.minX, cell.minX, absolute: 0.5), "cells line up under their header")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
    @Test func tappingAHeaderSortsByItsColumnAndTappingAgainFlipsIt() throws {
        let stage = Stage(size: CGSize(width: 700, height: 500)) { TeamTable().environment(\.horizontalSizeClass, .regular) }
        #expect(stage.displayList().item(symbol: "chevron.up") != nil, "the name column leads the sort order")
        try stage.tap(label: "Role")
        #expect(names(stage) == ["Grace", "Linus", "Ada"], "Compiler, Kernel, Math")
        try stage.tap(label: "Role")
        #expect(names(stage) == ["Ada", "Linus", "Grace"], "reversed")
        #expect(stage.displayList().item(symbol: "chevron.down") != nil)
        try stage.tap(label: "Commits")
        #expect(names(stage) == ["Linus", "Grace", "Ada"], "fewest commits first")
    }

    @Test func aCompactTableShowsOnlyTheFirstColumn() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { TeamTable() }
        #expect(names(stage) == ["Grace", "Ada", "Linus"])
        #expect(stage.displayList().item(text: "Role") == nil, "no header")
        #expect(stage.displayList().item(text: "Kernel") == nil, "no second column")
        try stage.tap(label: "Ada")
        #expect(stage.displayList().item(text: "Selected Ada") != nil)
    }
}

// A file browser built row by row, with a multiple selection, a bordered style, fixed widths and a
// primary action that opens the tapped file.
private struct FileItem: Identifiable {
    let id: String
    var size: Int
}

private struct FileBrowser: View {
    @State private var selection = Set<FileItem.ID>()
    @State private var opened: [String] = []
    let pinned = FileItem(id: "README.md", size: 4)
    let files = [FileItem(id: "main.swift", size: 12), FileItem(id: "Package.swift", size: 2)]

    var body: some View {
        VStack {
            Table(of: FileItem.self, selection: $selection) {
                TableColumn("File") { file in Text(file.id) }
                    .width(200)
                TableColumn("Size") { file in Text("\(file.size) KB") }
            } rows: {
                TableRow(pinned)
                ForEach(files) { file in
                    TableRow(file)
                }
            }
            .tableStyle(.bordered)
            .contextMenu(forSelectionType: FileItem.ID.self) { items in
                Button("Delete \(items.count)") {}
            } primaryAction: { items in
                opened.append(contentsOf: items.sorted())
            }
            Text("\(selection.count) selected, opened \(opened.joined(separator: ", "))")
        }
    }
}

@MainActor
@Suite struct FileBrowserTableCompatibilityTests {
    @Test func builtRowsSelectAndRunThePrimaryAction() throws {
        let stage = Stage(size: CGSize(width: 800, height: 400)) { FileBrowser().environment(\.horizontalSizeClass, .regular) }
        let texts = stage.displayList().texts.map(\.text)
        #expect(texts.contains("README.md") && texts.contains("main.swift") && texts.contains("2 KB"))
        let size = try #require(stage.displayList().item(text: "Size")).bounds
        #expect(isClose(size.minX, 208, absolute: 1), "the fixed 200-point column, then the cell inset")
        try stage.tap(label: "main.swift")
        #expect(stage.displayList().item(text: "1 selected, opened main.swift") != nil)
        try stage.tap(label: "2 KB")
        #expect(stage.displayList().item(text: "1 selected, opened main.swift, Package.swift") != nil)
        #expect(stage.displayList().item(text: "Delete 1") == nil, "context menus are not shown on a stage")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
