#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A notes screen with toolbar items in several placements: a principal title menu, a primary
// action, a confirmation action in a sheet and a bottom bar group with a status text.
private struct Notes: View {
    @State private var notes = ["Groceries", "Ideas"]
    @State private var sort = "Name"
    @State private var composing = false
    @State private var draft = "New note"

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { Text($0) }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            composing = true
                        } label: {
                            Label("New Note", systemImage: "square.and.pencil")
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Menu("Sort") {
                            Button("Name") { sort = "Name"; notes.sort() }
                            Button("Newest") { sort = "Newest"; notes.reverse() }
                        }
                        Spacer()
                        Text("\(notes.count) notes by \(sort)")
                    }
                }
                .sheet(isPresented: $composing) {
                    NavigationStack {
                        TextField("Text", text: $draft)
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { composing = false } }
                                ToolbarItem(placement: .confirmationAction) {
                                    Button("Add") {
                                        notes.append(draft)
                                        composing = false
                                    }
                                    .disabled(draft.isEmpty)
                                }
                            }
                    }
                }
        }
    }
}

@MainActor
@Suite struct NotesToolbarAppCompatibilityTests {
    @Test func toolbarItemsInEveryPlacementAct() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Notes() }
        let status = try #require(stage.displayList().item(text: "2 notes by Name")).bounds
        #expect(status.minY > 700, "the bottom bar is at the bottom")
        try stage.tap(label: "New Note")
        stage.advance(by: 1)
        try stage.setText("", label: "Text")
        #expect(throws: StageError.self) { try stage.tap(label: "Add") }
        try stage.setText("Books", label: "Text")
        try stage.tap(label: "Add")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "3 notes by Name") != nil)
        try stage.tap(label: "Sort")
        stage.advance(by: 1)
        try stage.tap(label: "Newest")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "3 notes by Newest") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
