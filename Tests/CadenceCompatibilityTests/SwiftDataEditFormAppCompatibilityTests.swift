#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import SwiftData
import Testing
import CadenceStageTestSupport

// A recipe book: a list from @Query sorted by name, a NavigationLink to a Form that edits the
// model through @Bindable, a @Transient cache, and Save through the environment's context.

@Model
private final class Recipe {
    @Attribute(.unique) var name: String
    var minutes: Int
    var isFavorite = false
    @Transient var viewCount = 0

    init(name: String, minutes: Int) {
        self.name = name
        self.minutes = minutes
    }
}

private struct RecipeEditor: View {
    @Bindable var recipe: Recipe
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        Form {
            TextField("Name", text: $recipe.name)
            Stepper("\(recipe.minutes) min", value: $recipe.minutes, in: 5...240, step: 5)
            Toggle("Favorite", isOn: $recipe.isFavorite)
            Button("Save") {
                try? modelContext.save()
            }
            .disabled(!modelContext.hasChanges)
        }
        .navigationTitle(recipe.name)
    }
}

private struct RecipeList: View {
    @Query(sort: \Recipe.name) private var recipes: [Recipe]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    HStack {
                        Text(recipe.name)
                        Spacer()
                        if recipe.isFavorite {
                            Image(systemName: "star.fill")
                        }
                        Text("\(recipe.minutes) min")
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeEditor(recipe: recipe)
            }
        }
    }
}

@MainActor
@Suite struct SwiftDataEditFormAppCompatibilityTests {
    @Test func editingInTheFormUpdatesTheListAndTheModel() throws {
        let container = try ModelContainer(for: Recipe.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let pancakes = Recipe(name: "Pancakes", minutes: 20)
        container.mainContext.insert(pancakes)
        container.mainContext.insert(Recipe(name: "Omelette", minutes: 10))
        try container.mainContext.save()
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            RecipeList().modelContainer(container)
        }
        let omelette = try #require(stage.displayList().item(text: "Omelette")).bounds.minY
        #expect(omelette < (try #require(stage.displayList().item(text: "Pancakes")).bounds.minY), "sorted by name")

        let row = try #require(stage.displayList().item(text: "Pancakes")).bounds
        try stage.tap(at: CGPoint(x: row.midX, y: row.midY))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "20 min") != nil)
        try stage.tap(label: "Increment")
        #expect(pancakes.minutes == 25)
        #expect(pancakes.hasChanges && container.mainContext.hasChanges)
        try stage.setText("Apple pancakes", label: "Name")
        #expect(pancakes.name == "Apple pancakes")
        try stage.tap(label: "Favorite")
        #expect(pancakes.isFavorite)
        try stage.tap(label: "Save")
        #expect(!container.mainContext.hasChanges && !pancakes.hasChanges)

        pancakes.viewCount += 1
        #expect(!pancakes.hasChanges, "a @Transient property is not part of the model")
        #expect(stage.issues.isEmpty, "\(stage.issues)")

        // The list, opened again, shows the edited model, re-sorted by its new name.
        let list = Stage(size: CGSize(width: 390, height: 844)) {
            RecipeList().modelContainer(container)
        }
        #expect(list.displayList().item(text: "25 min") != nil)
        #expect(list.displayList().item(symbol: "star.fill") != nil)
        let renamed = try #require(list.displayList().item(text: "Apple pancakes")).bounds.minY
        #expect(renamed < (try #require(list.displayList().item(text: "Omelette")).bounds.minY), "the rename re-sorts the query")
    }
}
