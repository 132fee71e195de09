#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import SwiftData
import Testing
import CadenceStageTestSupport

// Xcode's "App" template with SwiftData storage: an @Model Item, a NavigationSplitView listing the
// items from @Query, add and delete through the model context, and a preview with an in-memory
// container.

@Model
private final class Item {
    var timestamp: Date

    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}

private struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var items: [Item]

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(items) { item in
                    NavigationLink {
                        Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
                    } label: {
                        Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItem {
                    Button(action: addItem) {
                        Label("Add Item", systemImage: "plus")
                    }
                }
            }
        } detail: {
            Text("Select an item")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = Item(timestamp: Date())
            modelContext.insert(newItem)
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(items[index])
            }
        }
    }
}

#Preview {
    ContentView()
        .modelContainer(for: Item.self, inMemory: true)
}

@MainActor
@Suite struct SwiftDataTemplateAppCompatibilityTests {
    // The stage formats dates in US English.
    private let format = Date.FormatStyle(date: .numeric, time: .standard).locale(Locale(identifier: "en_US"))

    @Test func addingItemsListsThemInTheOrderTheyWereInserted() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            ContentView().modelContainer(for: Item.self, inMemory: true)
        }
        let rowsBefore = stage.displayList().texts.count
        try stage.tap(label: "Add Item")
        stage.advance(by: 1)
        try stage.tap(label: "Add Item")
        stage.advance(by: 1)
        #expect(stage.displayList().texts.count == rowsBefore + 2, "two rows: \(stage.displayList().texts.map(\.text))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func deletingInEditModeRemovesTheRowAndTheModel() throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let first = Date(timeIntervalSince1970: 1_700_000_000)
        let second = first.addingTimeInterval(3_600)
        container.mainContext.insert(Item(timestamp: first))
        container.mainContext.insert(Item(timestamp: second))
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            ContentView().modelContainer(container)
        }
        let firstRow = try #require(stage.displayList().item(text: first.formatted(format)))
        let secondRow = try #require(stage.displayList().item(text: second.formatted(format)))
        #expect(firstRow.bounds.minY < secondRow.bounds.minY, "insertion order, as a query without a sort gives")

        try stage.tap(label: "Edit")
        try stage.tap(label: "Delete", index: 0)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: first.formatted(format)) == nil)
        #expect(stage.displayList().item(text: second.formatted(format)) != nil)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Item>()) == 1)
        #expect(container.mainContext.hasChanges)
        try container.mainContext.save()
        #expect(!container.mainContext.hasChanges)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theModelIsIdentifiableAndHashableByIdentity() throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let a = Item(timestamp: .distantPast), b = Item(timestamp: .distantPast)
        #expect(a != b && a == a && Set([a, b, a]).count == 2)
        #expect(a.id == a.persistentModelID && a.id != b.id)
        #expect(a.modelContext == nil)
        container.mainContext.insert(a)
        #expect(a.modelContext === container.mainContext)
        #expect(try container.mainContext.fetch(FetchDescriptor<Item>()).map(\.id) == [a.id])
    }
}
