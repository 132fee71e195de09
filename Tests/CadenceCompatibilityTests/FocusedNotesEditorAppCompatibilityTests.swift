#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A notes app in the iOS 18 style: each row's title is a TextField bound with @FocusState, the
// row exports a binding to its note with focusedValue (declared with @Entry in FocusedValues), and
// a format bar below reads the note being edited with @FocusedValue and @FocusedBinding to pin it;
// the screen exports the note count as a scene value. Pinning animates the row's symbol.

private struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var isPinned = false
}

extension FocusedValues {
    @Entry fileprivate var editedNote: Binding<Note>?
    @Entry var notesInScene: Int?
}

private struct NoteRow: View {
    @Binding var note: Note
    var focus: FocusState<Int?>.Binding

    var body: some View {
        HStack {
            Image(systemName: note.isPinned ? "pin.fill" : "note.text")
                .foregroundStyle(note.isPinned ? .orange : .secondary)
                .contentTransition(.symbolEffect(.replace))
            TextField("Note \(note.id)", text: $note.title)
                .focused(focus, equals: note.id)
        }
        .focusedValue(\.editedNote, $note)
    }
}

private struct FormatBar: View {
    @FocusedValue(\.editedNote) private var editedNote
    @FocusedBinding(\.editedNote) private var note
    @FocusedValue(\.notesInScene) private var count

    var body: some View {
        HStack {
            Text(note.map { "Editing \($0.title)" } ?? "No note selected")
                .lineLimit(1)
            Spacer()
            Button(note?.isPinned == true ? "Unpin" : "Pin") {
                withAnimation(.snappy) {
                    note?.isPinned.toggle()
                }
            }
            .disabled(editedNote == nil)
            Text("\(count ?? 0) notes")
                .contentTransition(.numericText())
        }
        .padding()
        .background(.bar)
    }
}

private struct NotesScreen: View {
    @State private var notes = [
        Note(id: 1, title: "Groceries"),
        Note(id: 2, title: "Ideas"),
        Note(id: 3, title: "Trip"),
    ]
    @FocusState private var focusedNote: Int?

    var body: some View {
        VStack(spacing: 0) {
            List {
                ForEach($notes) { $note in
                    NoteRow(note: $note, focus: $focusedNote)
                }
            }
            FormatBar()
            HStack {
                Button("New Note") {
                    withAnimation { notes.append(Note(id: notes.count + 1, title: "")) }
                    focusedNote = notes.count
                }
                Button("Done") { focusedNote = nil }
            }
        }
        .focusedSceneValue(\.notesInScene, notes.count)
    }
}

@MainActor
@Suite struct FocusedNotesEditorAppCompatibilityTests {
    @Test func theFormatBarFollowsTheFocusedRowAndWritesThroughItsBinding() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { NotesScreen() }
        #expect(stage.displayList().item(text: "No note selected") != nil)
        #expect(stage.displayList().item(text: "3 notes") != nil, "the scene value is seen without focus")
        try stage.setText("Groceries for Sunday", label: "Note 1")
        #expect(stage.displayList().item(text: "Editing Groceries for Sunday") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.tap(label: "Pin")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Unpin") != nil)
        #expect(stage.displayList().symbols.filter { $0.name == "pin.fill" }.count == 1)
        // Focus moves to the second row: the bar follows, and pinning writes to that note.
        try stage.setText("Ideas for the talk", label: "Note 2")
        #expect(stage.displayList().item(text: "Editing Ideas for the talk") != nil)
        #expect(stage.displayList().item(text: "Pin") != nil, "the second note is not pinned")
        try stage.tap(label: "Pin")
        stage.advance(by: 1)
        #expect(stage.displayList().symbols.filter { $0.name == "pin.fill" }.count == 2)
        try stage.tap(label: "Done")
        #expect(stage.displayList().item(text: "No note selected") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func anAddedNoteTakesFocusAndTheSceneCountUpdates() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { NotesScreen() }
        try stage.tap(label: "New Note")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "4 notes") != nil)
        #expect(stage.displayList().item(text: "Editing ") != nil, "the new, empty note is focused: \(stage.displayList().texts.map(\.text))")
        try stage.tap(label: "Pin")
        stage.advance(by: 1)
        #expect(stage.displayList().symbols.filter { $0.name == "pin.fill" }.count == 1, "the new note is pinned")
        #expect(stage.displayList().symbols.filter { $0.name == "note.text" }.count == 3)
    }
}
