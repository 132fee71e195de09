#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A to-do list with reordering and deletion, edit mode driven by an EditButton through a binding the
// screen owns, and a counter of what remains.
private struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

private struct TodoList: View {
    @State private var todos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call mum"), Todo(id: 3, title: "File taxes")]
    @State private var editMode: EditMode = .inactive

    var body: some View {
        NavigationStack {
            List {
                ForEach($todos) { $todo in
                    Button {
                        todo.isDone.toggle()
                    } label: {
                        Label(todo.title, systemImage: todo.isDone ? "checkmark.circle.fill" : "circle")
                    }
                }
                .onDelete { offsets in todos.remove(atOffsets: offsets) }
                .onMove { source, destination in todos.move(fromOffsets: source, toOffset: destination) }
                Section {
                    Text(editMode.isEditing ? "Editing" : "\(todos.filter { !$0.isDone }.count) left")
                }
            }
            .navigationTitle("To Do")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear Done") { todos.removeAll { $0.isDone } }
                        .disabled(editMode.isEditing)
                }
            }
            .environment(\.editMode, $editMode)
        }
    }
}

@MainActor
@Suite struct TodoEditingAppCompatibilityTests {
    @Test func theEditButtonDrivesTheScreensOwnEditMode() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { TodoList() }
        #expect(stage.displayList().item(text: "3 left") != nil)
        try stage.tap(label: "Call mum")
        #expect(stage.displayList().item(text: "2 left") != nil)
        #expect(stage.displayList().item(symbol: "checkmark.circle.fill") != nil)
        try stage.tap(label: "Edit")
        #expect(stage.displayList().item(text: "Editing") != nil, "EditButton writes the binding set below it")
        #expect(stage.displayList().item(text: "Done") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Clear Done") }
        #expect(stage.displayList().item(symbol: "minus.circle.fill") != nil, "edit mode shows delete buttons")
        #expect(stage.displayList().item(symbol: "line.3.horizontal") != nil, "and reorder handles")
        let title = try #require(stage.displayList().item(text: "File taxes")).bounds
        try stage.tap(label: "Delete", index: 0)
        #expect(stage.displayList().item(text: "Buy milk") == nil)
        let moved = try #require(stage.displayList().item(text: "File taxes")).bounds
        #expect(moved.minY < title.minY, "the rows below move up")
        try stage.tap(label: "Done")
        #expect(stage.displayList().item(symbol: "minus.circle.fill") == nil)
        try stage.tap(label: "Clear Done")
        #expect(stage.displayList().item(text: "Call mum") == nil)
        #expect(stage.displayList().item(text: "1 left") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
