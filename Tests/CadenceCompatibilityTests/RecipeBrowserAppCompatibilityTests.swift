#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A recipe browser: NavigationStack bound to a typed path, value-based links with
// navigationDestination(for:), navigationDestination(item:), search, a sort Menu with an inline
// Picker, ShareLink and Link.

private struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let minutes: Int
    let ingredients: [String]
    var url: URL { URL(string: "https://example.com/recipes/\(id)")! }
}

private enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name", time = "Time"
    var id: String { rawValue }
}

private let allRecipes = [
    Recipe(id: 1, name: "Shakshuka", minutes: 30, ingredients: ["Eggs", "Tomatoes", "Peppers"]),
    Recipe(id: 2, name: "Carbonara", minutes: 20, ingredients: ["Spaghetti", "Eggs", "Guanciale"]),
    Recipe(id: 3, name: "Ramen", minutes: 240, ingredients: ["Noodles", "Broth", "Egg"]),
]

private struct RecipeDetail: View {
    let recipe: Recipe
    @State private var substitution: String?

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(recipe.ingredients, id: \.self) { ingredient in
                    Button(ingredient) { substitution = ingredient }
                }
            }
            Section {
                Link("Open original", destination: recipe.url)
                ShareLink(item: recipe.url, subject: Text(recipe.name), message: Text("Try this!")) {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
            }
        }
        .navigationTitle(recipe.name)
        .navigationDestination(item: $substitution) { ingredient in
            Text("Substitutes for \(ingredient)")
        }
    }
}

private struct RecipeBrowser: View {
    @State private var path: [Recipe] = []
    @State private var query = ""
    @State private var sort: SortOrder = .name

    private var recipes: [Recipe] {
        let filtered = query.isEmpty ? allRecipes : allRecipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
        switch sort {
        case .name: return filtered.sorted { $0.name < $1.name }
        case .time: return filtered.sorted { $0.minutes < $1.minutes }
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    VStack(alignment: .leading) {
                        Text(recipe.name).font(.headline)
                        Text("\(recipe.minutes) min").font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .searchable(text: $query, prompt: "Search recipes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Picker("Sort by", selection: $sort) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                        .pickerStyle(.inline)
                        Divider()
                        Button("Surprise me") {
                            if let random = allRecipes.randomElement() { path.append(random) }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }
}

@MainActor
@Suite struct RecipeBrowserAppCompatibilityTests {
    @Test func aLinkPushesTheDetailAndAnItemDestination() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipeBrowser() }
        let names = { stage.displayList().texts.map(\.text).filter { ["Shakshuka", "Carbonara", "Ramen"].contains($0) } }
        #expect(names() == ["Carbonara", "Ramen", "Shakshuka"])
        let ramen = try #require(stage.displayList().item(text: "Ramen")).bounds
        try stage.tap(at: CGPoint(x: ramen.midX, y: ramen.midY))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Noodles") != nil)
        try stage.tap(label: "Broth")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Substitutes for Broth") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theSortMenuReordersTheList() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipeBrowser() }
        try stage.tap(label: "Sort")
        stage.advance(by: 0.5)
        try stage.tap(label: "Time")
        stage.advance(by: 0.5)
        let names = stage.displayList().texts.map(\.text).filter { ["Shakshuka", "Carbonara", "Ramen"].contains($0) }
        #expect(names == ["Carbonara", "Shakshuka", "Ramen"])
    }
}
