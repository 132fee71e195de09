#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A pantry recipes app: a NavigationStack driven by a NavigationPath, destinations for recipes and
// for step numbers, a searchable list with scopes and suggestions, and a "Jump to step" button that
// appends to the path. Favouriting a recipe bounces its heart with symbolEffect.

private enum Course: String, CaseIterable, Hashable {
    case all = "All", mains = "Mains", desserts = "Desserts"
}

private struct PantryRecipe: Identifiable, Hashable {
    let id: String
    let course: Course
    let steps: [String]
}

private let pantryRecipes = [
    PantryRecipe(id: "Lentil Soup", course: .mains, steps: ["Rinse lentils", "Simmer", "Season"]),
    PantryRecipe(id: "Lemon Tart", course: .desserts, steps: ["Blind bake", "Fill", "Chill"]),
    PantryRecipe(id: "Lemon Pasta", course: .mains, steps: ["Boil pasta", "Zest", "Toss"]),
]

private struct RecipeDetail: View {
    let recipe: PantryRecipe
    @Binding var path: NavigationPath
    @State private var isFavourite = false

    var body: some View {
        List {
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                NavigationLink(value: index + 1) {
                    Text("\(index + 1). \(step)")
                }
            }
            Button("Jump to Last Step") {
                path.append(recipe.steps.count)
            }
            Button {
                isFavourite.toggle()
            } label: {
                Label(isFavourite ? "Favourite" : "Add to Favourites", systemImage: isFavourite ? "heart.fill" : "heart")
            }
            .symbolEffect(.bounce, value: isFavourite)
        }
        .navigationTitle(recipe.id)
    }
}

private struct PantryApp: View {
    @State private var path = NavigationPath()
    @State private var query = ""
    @State private var course: Course = .all

    private var results: [PantryRecipe] {
        pantryRecipes.filter {
            (course == .all || $0.course == course) && (query.isEmpty || $0.id.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(results) { recipe in
                    NavigationLink(recipe.id, value: recipe)
                }
                Section("Recent Searches") {
                    ForEach(["lemon", "soup"], id: \.self) { recent in
                        Button("Search “\(recent)”") { query = recent }
                    }
                    Picker("Course", selection: $course) {
                        ForEach(Course.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("Pantry")
            .navigationDestination(for: PantryRecipe.self) { recipe in
                RecipeDetail(recipe: recipe, path: $path)
            }
            .navigationDestination(for: Int.self) { step in
                Text("Step \(step) of the recipe")
                    .font(.title)
            }
            .searchable(text: $query, prompt: "Find a recipe")
            .searchScopes($course) {
                ForEach(Course.allCases, id: \.self) { course in
                    Text(course.rawValue).tag(course)
                }
            }
            .searchSuggestions {
                if query.isEmpty {
                    Text("Lemon").searchCompletion("Lemon")
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }
}

@MainActor
@Suite struct PantryRecipesNavigationAppCompatibilityTests {
    @Test func searchingAndScopingNarrowTheList() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { PantryApp() }
        #expect(stage.displayList().item(text: "Lentil Soup") != nil)
        try stage.tap(label: "Search “lemon”")
        #expect(stage.displayList().item(text: "Lentil Soup") == nil)
        #expect(stage.displayList().item(text: "Lemon Tart") != nil && stage.displayList().item(text: "Lemon Pasta") != nil)
        try stage.select("Desserts", label: "Course")
        #expect(stage.displayList().item(text: "Lemon Pasta") == nil, "\(stage.displayList().texts.map(\.text))")
        #expect(stage.displayList().item(text: "Lemon Tart") != nil)
        try stage.tap(label: "Search “soup”")
        #expect(stage.displayList().texts.contains { $0.text.contains("No Results") }, "\(stage.displayList().texts.map(\.text))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func thePathPushesRecipesAndSteps() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { PantryApp() }
        try stage.tap(label: "Lemon Tart")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "2. Fill") != nil)
        try stage.tap(label: "Jump to Last Step")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Step 3 of the recipe") != nil)
        #expect(stage.accessibilityTree().element(label: "2. Fill") == nil, "the step is on top: the recipe under it is not read")
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        try stage.tap(label: "1. Blind bake")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Step 1 of the recipe") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
