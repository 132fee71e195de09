#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import SwiftData
import Testing
import CadenceStageTestSupport

// A to-do list on SwiftData: two @Query properties with #Predicate filters and sort descriptors,
// one with an animation, rows that toggle done with withAnimation, and a counter.

@Model
final class TodoTask {
    var title: String
    var isDone: Bool = false
    var priority: Int
    var createdAt: Date

    init(title: String, priority: Int = 0, createdAt: Date = .now) {
        self.title = title
        self.priority = priority
        self.createdAt = createdAt
    }
}

private struct TaskRow: View {
    let task: TodoTask

    var body: some View {
        Button {
            withAnimation(.snappy) {
                task.isDone.toggle()
            }
        } label: {
            HStack {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                Text(task.title)
                    .strikethrough(task.isDone)
                Spacer()
            }
            .frame(height: 44)
        }
        .accessibilityLabel(task.title)
    }
}

private struct TaskListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(filter: #Predicate<TodoTask> { !$0.isDone },
           sort: [SortDescriptor(\TodoTask.priority, order: .reverse), SortDescriptor(\TodoTask.createdAt)],
           animation: .easeInOut(duration: 1))
    private var openTasks: [TodoTask]
    @Query(filter: #Predicate<TodoTask> { $0.isDone }, sort: \TodoTask.title)
    private var doneTasks: [TodoTask]
    @State private var added = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(openTasks.count) open, \(doneTasks.count) done")
            ForEach(openTasks) { task in
                TaskRow(task: task)
            }
            Divider()
            ForEach(doneTasks) { task in
                TaskRow(task: task)
            }
            Button("Add Urgent") {
                added += 1
                modelContext.insert(TodoTask(title: "Urgent \(added)", priority: 9))
            }
            Spacer()
        }
    }
}

@MainActor
@Suite struct SwiftDataTodoAppCompatibilityTests {
    private func makeStage() throws -> (Stage, ModelContainer) {
        let container = try ModelContainer(for: TodoTask.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let start = Date(timeIntervalSince1970: 0)
        for (index, title) in ["Water plants", "Pay rent", "Call mum"].enumerated() {
            container.mainContext.insert(TodoTask(title: title, priority: title == "Pay rent" ? 5 : 1,
                                                  createdAt: start.addingTimeInterval(Double(index))))
        }
        let stage = Stage(size: CGSize(width: 390, height: 700)) {
            TaskListView().modelContainer(container)
        }
        return (stage, container)
    }

    private func top(_ title: String, _ stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(text: title)).bounds.minY
    }

    @Test func theQueriesFilterAndSort() throws {
        let (stage, _) = try makeStage()
        #expect(stage.displayList().item(text: "3 open, 0 done") != nil)
        let rent = try top("Pay rent", stage), water = try top("Water plants", stage), mum = try top("Call mum", stage)
        #expect(rent < water && water < mum, "priority first, then creation date")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func togglingDoneMovesTheRowWithTheTogglesAnimation() throws {
        let (stage, container) = try makeStage()
        let mumBefore = try top("Call mum", stage)
        try stage.tap(label: "Water plants")
        #expect(stage.displayList().item(text: "2 open, 1 done") != nil)
        stage.advance(by: 0.05)
        let mumMidway = try top("Call mum", stage)
        #expect(mumMidway < mumBefore - 1, "the row below moves up, animating: \(mumBefore) → \(mumMidway)")
        stage.advance(by: 2)
        let mumAfter = try top("Call mum", stage)
        #expect(mumAfter < mumMidway)
        #expect(try top("Water plants", stage) > mumAfter, "the done task sits under the open ones")
        let done = try container.mainContext.fetch(FetchDescriptor<TodoTask>(predicate: #Predicate { $0.isDone }))
        #expect(done.map(\.title) == ["Water plants"])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func anInsertOutsideAnAnimationTakesTheQuerysAnimation() throws {
        let (stage, _) = try makeStage()
        let rentBefore = try top("Pay rent", stage)
        try stage.tap(label: "Add Urgent")
        #expect(stage.displayList().item(text: "4 open, 0 done") != nil)
        stage.advance(by: 0.5)
        let rentMidway = try top("Pay rent", stage)
        #expect(rentMidway > rentBefore + 1, "rows below the new one move down")
        stage.advance(by: 1)
        let rentAfter = try top("Pay rent", stage)
        #expect(rentAfter > rentMidway + 1, "over the query's one-second animation: \(rentBefore) → \(rentMidway) → \(rentAfter)")
        #expect(try top("Urgent 1", stage) < rentAfter)
    }

    @Test func fetchDescriptorsLimitAndOffset() throws {
        let (_, container) = try makeStage()
        var descriptor = FetchDescriptor<TodoTask>(sortBy: [SortDescriptor(\.title)])
        descriptor.fetchLimit = 2
        #expect(try container.mainContext.fetch(descriptor).map(\.title) == ["Call mum", "Pay rent"])
        descriptor.fetchOffset = 2
        #expect(try container.mainContext.fetch(descriptor).map(\.title) == ["Water plants"])
        #expect(try container.mainContext.fetchCount(FetchDescriptor<TodoTask>(predicate: #Predicate { $0.priority > 1 })) == 1)
        try container.mainContext.delete(model: TodoTask.self, where: #Predicate { $0.priority == 1 })
        #expect(try container.mainContext.fetch(FetchDescriptor<TodoTask>()).map(\.title) == ["Pay rent"])
        container.mainContext.rollback()
        #expect(try container.mainContext.fetchCount(FetchDescriptor<TodoTask>()) == 0, "the inserts were not saved either")
    }
}
