#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import SwiftData
import Testing
import CadenceStageTestSupport

// An address book whose container is made in the App's init (seeded there), with a list view
// that builds its @Query in init from a search text and a sort order chosen by its parent.

@Model
private final class Person {
    var name: String
    var age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
}

private struct PeopleList: View {
    @Query private var people: [Person]

    init(searchText: String, sortByAge: Bool) {
        let sort = sortByAge ? [SortDescriptor(\Person.age)] : [SortDescriptor(\Person.name)]
        _people = Query(filter: #Predicate<Person> { person in
            searchText.isEmpty || person.name.contains(searchText)
        }, sort: sort)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(people) { person in
                Text("\(person.name), \(person.age)")
            }
            if people.isEmpty {
                Text("Nobody")
            }
        }
    }
}

private struct PeopleScreen: View {
    @State private var searchText = ""
    @State private var sortByAge = false
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $searchText)
            Toggle("Sort by age", isOn: $sortByAge)
            Button("Add Ada") {
                modelContext.insert(Person(name: "Ada", age: 36))
            }
            PeopleList(searchText: searchText, sortByAge: sortByAge)
        }
    }
}

private struct PeopleApp: App {
    let container: ModelContainer

    init() {
        do {
            container = try ModelContainer(for: Person.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
        let context = container.mainContext
        context.insert(Person(name: "Grace", age: 85))
        context.insert(Person(name: "Alan", age: 41))
        context.insert(Person(name: "Barbara", age: 70))
    }

    var body: some Scene {
        WindowGroup {
            PeopleScreen()
        }
        .modelContainer(container)
    }
}

@MainActor
@Suite struct SwiftDataDynamicQueryAppCompatibilityTests {
    private func rows(_ stage: Stage) -> [String] {
        stage.displayList().texts.map(\.text).filter { $0.contains(",") || $0 == "Nobody" }
    }

    @Test func theQueryFollowsTheParentsSearchAndSort() throws {
        let app = PeopleApp()
        let stage = Stage(size: CGSize(width: 390, height: 700)) {
            PeopleScreen().modelContainer(app.container)
        }
        #expect(rows(stage) == ["Alan, 41", "Barbara, 70", "Grace, 85"])
        try stage.tap(label: "Sort by age")
        #expect(rows(stage) == ["Alan, 41", "Barbara, 70", "Grace, 85"].sorted { $0.suffix(2) < $1.suffix(2) })
        try stage.setText("ra", label: "Search")
        #expect(rows(stage) == ["Barbara, 70", "Grace, 85"], "names containing \"ra\"")
        try stage.tap(label: "Add Ada")
        #expect(rows(stage) == ["Barbara, 70", "Grace, 85"], "the new model is fetched, and filtered out")
        try stage.setText("Ad", label: "Search")
        #expect(rows(stage) == ["Ada, 36"])
        try stage.setText("Zed", label: "Search")
        #expect(rows(stage) == ["Nobody"])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theAppsContainerIsSeededInInit() throws {
        let app = PeopleApp()
        #expect(try app.container.mainContext.fetchCount(FetchDescriptor<Person>()) == 3)
        #expect(app.container.mainContext.hasChanges)
        let other = ModelContext(app.container)
        #expect(try other.fetchCount(FetchDescriptor<Person>()) == 3, "contexts of one container share its store")
        PeopleApp.main()
    }
}
