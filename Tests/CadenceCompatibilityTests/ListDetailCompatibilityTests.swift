#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A recipe list that pushes a detail screen, with an animated favourite button, a sheet to add a
// recipe, and a confirmation dialog before deleting.
private struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var isFavorite = false
}

private struct RecipeRow: View {
    let recipe: Recipe
    @State private var appeared = false

    var body: some View {
        HStack {
            Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                .foregroundStyle(.pink)
                .scaleEffect(appeared ? 1 : 0.2)
            VStack(alignment: .leading) {
                Text(recipe.name).font(.headline)
                Text("\(recipe.minutes) min").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .onAppear {
            withAnimation(.spring(duration: 0.5, bounce: 0.4)) { appeared = true }
        }
    }
}

private struct RecipeDetail: View {
    @Binding var recipe: Recipe
    @State private var confirmsDelete = false
    let onDelete: () -> Void

    var body: some View {
        VStack(spacing: 20) {
            Text(recipe.name).font(.largeTitle.bold())
            Button {
                withAnimation(.bouncy) { recipe.isFavorite.toggle() }
            } label: {
                Label(recipe.isFavorite ? "Favorite" : "Add to Favorites", systemImage: recipe.isFavorite ? "heart.fill" : "heart")
            }
            .buttonStyle(.borderedProminent)
            .scaleEffect(recipe.isFavorite ? 1.2 : 1)
            Button("Delete Recipe", role: .destructive) { confirmsDelete = true }
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
        .confirmationDialog("Delete \(recipe.name)?", isPresented: $confirmsDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { onDelete() }
        }
    }
}

private struct NewRecipeForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = "Pancakes"
    let onAdd: (String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                LabeledContent("Name", value: name)
            }
            .navigationTitle("New Recipe")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onAdd(name)
                        dismiss()
                    }
                }
            }
        }
    }
}

private struct RecipeBook: View {
    @State private var recipes = [
        Recipe(id: 1, name: "Shakshuka", minutes: 30),
        Recipe(id: 2, name: "Risotto", minutes: 45),
    ]
    @State private var path: [Recipe] = []
    @State private var showsNewRecipe = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(recipes) { recipe in
                    NavigationLink(value: recipe) {
                        RecipeRow(recipe: recipe)
                    }
                }
                .onDelete { offsets in recipes.remove(atOffsets: offsets) }
            }
            .navigationTitle("Recipes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showsNewRecipe = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("New Recipe")
                }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                if let index = recipes.firstIndex(where: { $0.id == recipe.id }) {
                    RecipeDetail(recipe: $recipes[index]) {
                        recipes.remove(at: index)
                        path.removeAll()
                    }
                }
            }
            .sheet(isPresented: $showsNewRecipe) {
                NewRecipeForm { name in
                    recipes.append(Recipe(id: recipes.count + 1, name: name, minutes: 15))
                }
            }
        }
    }
}

@Suite struct ListDetailCompatibilityTests {
    @Test @MainActor func pushFavouriteAndComeBack() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipeBook() }
        // The rows' hearts spring in when they appear.
        let small = try #require(stage.displayList().item(symbol: "heart")).bounds.width
        stage.advance(by: 1)
        let grown = try #require(stage.displayList().item(symbol: "heart")).bounds.width
        #expect(grown > small * 2)

        try stage.tap(label: "Shakshuka 30 min")
        stage.advance(by: 0.1)
        // The detail slides in from the trailing edge.
        let sliding = try #require(stage.displayList().item(text: "Add to Favorites")).bounds.midX
        stage.advance(by: 1)
        let settled = try #require(stage.displayList().item(text: "Add to Favorites")).bounds.midX
        #expect(sliding > settled + 20)
        #expect(isClose(settled, 195, absolute: 30))

        try stage.tap(label: "Add to Favorites")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Favorite") != nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Recipes") != nil)
        #expect(stage.displayList().item(symbol: "heart.fill") != nil)
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func addARecipeInASheetAndDeleteOne() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipeBook() }
        try stage.tap(label: "New Recipe")
        stage.advance(by: 0.1)
        let rising = try #require(stage.displayList().item(text: "New Recipe")).bounds.minY
        stage.advance(by: 1)
        let shown = try #require(stage.displayList().item(text: "New Recipe")).bounds.minY
        #expect(rising > shown + 50)
        try stage.tap(label: "Save")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "New Recipe") == nil)
        #expect(stage.displayList().item(text: "Pancakes") != nil)

        try stage.tap(label: "Risotto 45 min")
        stage.advance(by: 1)
        try stage.tap(label: "Delete Recipe")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Delete Risotto?") != nil)
        try stage.tap(label: "Delete")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Risotto") == nil)
        #expect(stage.displayList().item(text: "Recipes") != nil)
        #expect(stage.issues.isEmpty)
    }
}
