#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A to-do list as apps write it: rows in a ForEach over a model array, a row added at the top and
// rows deleted inside `withAnimation`, each row coming in with a move-and-fade transition. The rows
// that stay glide to their new places while the inserted or deleted one plays its transition.

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct TodoListView: View {
    @State private var items: [TodoItem] = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Bread"), TodoItem(id: 3, title: "Eggs")]
    @State private var nextID = 4

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Add") {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        items.insert(TodoItem(id: nextID, title: "Item \(nextID)"), at: 0)
                        nextID += 1
                    }
                }
                Button("Delete first") {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        _ = items.removeFirst()
                    }
                }
            }
            .frame(height: 44)
            VStack(spacing: 4) {
                ForEach(items) { item in
                    Text(item.title)
                        .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
                        .padding(.horizontal, 12)
                        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2)))
                        .transition(.move(edge: .leading).combined(with: .opacity))
                }
            }
            .padding(.horizontal)
            Spacer(minLength: 0)
        }
        .frame(width: 320, height: 300)
    }
}

@MainActor
@Suite struct AnimatedListCompatibilityTests {
    private func top(of title: String, _ stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(text: title)).bounds.minY
    }

    @Test func rowsBelowAnAddedRowGlideDown() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) { TodoListView() }
        let milk = try top(of: "Milk", stage)
        try stage.tap(label: "Add")
        stage.advance(to: 0.2)
        let midway = try top(of: "Milk", stage)
        // easeInOut is half way at half time: Milk is half way to its place one row (36 + 4) down.
        #expect(isClose(midway, milk + 20, absolute: 0.01))
        stage.advance(to: 0.5)
        #expect(isClose(try top(of: "Milk", stage), milk + 40, absolute: 1e-9))
        #expect(stage.displayList().item(text: "Item 4") != nil)
    }

    @Test func rowsBelowADeletedRowGlideUpWhileItLeaves() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) { TodoListView() }
        let milk = try top(of: "Milk", stage)
        let bread = try top(of: "Bread", stage)
        try stage.tap(label: "Delete first")
        stage.advance(to: 0.2)
        let list = stage.displayList()
        let leaving = try #require(list.item(text: "Milk"))
        // Milk moves out to the leading edge at its own height…
        #expect(isClose(leaving.bounds.minY, milk, absolute: 1e-9))
        #expect(leaving.bounds.minX < 16)
        // …while Bread is already half way up into its place.
        #expect(isClose(try #require(list.item(text: "Bread")).bounds.minY, (milk + bread) / 2, absolute: 0.01))
        stage.advance(to: 0.5)
        #expect(stage.displayList().item(text: "Milk") == nil)
        #expect(isClose(try top(of: "Bread", stage), milk, absolute: 1e-9))
    }
}
