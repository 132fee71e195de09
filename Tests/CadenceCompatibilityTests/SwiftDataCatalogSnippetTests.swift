#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import SwiftData
import Testing
import CadenceStageTestSupport

// The example of the SwiftData catalog (Sources/SwiftData/SwiftData.docc/SwiftData.md), played.

@Model
final class Reminder {
    var title: String
    var createdAt: Date
    init(title: String, createdAt: Date = .now) {
        self.title = title
        self.createdAt = createdAt
    }
}

struct RemindersView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Reminder.createdAt, order: .reverse) private var reminders: [Reminder]

    var body: some View {
        NavigationStack {
            List(reminders) { reminder in Text(reminder.title) }
                .toolbar { Button("Add") { modelContext.insert(Reminder(title: "Call mum")) } }
        }
    }
}

@MainActor
@Suite struct SwiftDataCatalogSnippetTests {
    @Test func theCatalogsExampleAddsAReminder() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            RemindersView().modelContainer(for: Reminder.self, inMemory: true)
        }
        #expect(stage.displayList().item(text: "Call mum") == nil)
        try stage.tap(label: "Add")
        #expect(stage.displayList().item(text: "Call mum") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
