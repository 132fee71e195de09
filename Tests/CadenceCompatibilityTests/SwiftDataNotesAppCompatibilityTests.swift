#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import SwiftData
import Testing
import CadenceStageTestSupport

// Notes in folders: a one-to-many @Relationship with a cascade delete rule and an inverse, a
// folder list showing each folder's note count, and a folder screen adding and deleting notes.

@Model
private final class Folder {
    var name: String
    var createdAt: Date
    @Relationship(deleteRule: .cascade, inverse: \Note.folder)
    var notes: [Note] = []

    init(name: String, createdAt: Date = .now) {
        self.name = name
        self.createdAt = createdAt
    }
}

@Model
private final class Note {
    var text: String
    var folder: Folder?

    init(text: String, folder: Folder? = nil) {
        self.text = text
        self.folder = folder
    }
}

private struct FolderScreen: View {
    let folder: Folder
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack(alignment: .leading) {
            Text(folder.name).font(.title)
            ForEach(folder.notes.sorted { $0.text < $1.text }) { note in
                HStack {
                    Text(note.text)
                    Spacer()
                    Button("Delete \(note.text)") {
                        modelContext.delete(note)
                    }
                }
            }
            Button("New Note") {
                folder.notes.append(Note(text: "Note \(folder.notes.count + 1)"))
            }
        }
    }
}

private struct FoldersView: View {
    @Query(sort: \Folder.createdAt) private var folders: [Folder]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(folders) { folder in
                HStack {
                    Text(folder.name)
                    Text("\(folder.notes.count) notes")
                    Button("Remove \(folder.name)") {
                        modelContext.delete(folder)
                    }
                }
            }
            if let first = folders.first {
                FolderScreen(folder: first)
            }
        }
    }
}

@MainActor
@Suite struct SwiftDataNotesAppCompatibilityTests {
    private func makeContainer() throws -> (ModelContainer, Folder) {
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let work = Folder(name: "Work", createdAt: Date(timeIntervalSince1970: 0))
        container.mainContext.insert(work)
        container.mainContext.insert(Folder(name: "Home", createdAt: Date(timeIntervalSince1970: 1)))
        // Setting the to-one side of an inserted folder's relationship inserts the note and keeps
        // the inverse in step.
        let note = Note(text: "Agenda")
        note.folder = work
        return (container, work)
    }

    @Test func theInverseFollowsAndNewNotesAreInserted() throws {
        let (container, work) = try makeContainer()
        #expect(work.notes.map(\.text) == ["Agenda"])
        let stage = Stage(size: CGSize(width: 390, height: 700)) {
            FoldersView().modelContainer(container)
        }
        #expect(stage.displayList().item(text: "1 notes") != nil)
        try stage.tap(label: "New Note")
        #expect(stage.displayList().item(text: "2 notes") != nil)
        #expect(stage.displayList().item(text: "Note 2") != nil)
        let notes = try container.mainContext.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.text)]))
        #expect(notes.map(\.text) == ["Agenda", "Note 2"], "appending to an inserted folder's notes inserts the note")
        #expect(notes.allSatisfy { $0.folder === work }, "and sets its folder")

        try stage.tap(label: "Delete Agenda")
        #expect(stage.displayList().item(text: "Agenda") == nil)
        #expect(stage.displayList().item(text: "1 notes") != nil, "deleting a note takes it out of its folder (nullify)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func deletingAFolderDeletesItsNotes() throws {
        let (container, work) = try makeContainer()
        let stage = Stage(size: CGSize(width: 390, height: 700)) {
            FoldersView().modelContainer(container)
        }
        try stage.tap(label: "Remove Work")
        #expect(work.isDeleted)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Note>()) == 0, "cascade")
        #expect(stage.displayList().item(text: "Work") == nil)
        #expect(stage.displayList().item(text: "Home") != nil)
        #expect(stage.displayList().item(text: "0 notes") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
