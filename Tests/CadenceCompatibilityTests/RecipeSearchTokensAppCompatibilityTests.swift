#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A recipe search screen as apps write it: cuisines as search tokens, text and token suggestions
// while searching, and the results filtered by both.
private enum Cuisine: String, CaseIterable, Identifiable, Hashable {
    case thai, italian, mexican
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

private struct Recipe: Identifiable {
    let id: Int
    let name: String
    let cuisine: Cuisine
}

private struct RecipeSearch: View {
    @State private var query = ""
    @State private var cuisines: [Cuisine] = []
    private let recipes = [
        Recipe(id: 1, name: "Green Curry", cuisine: .thai),
        Recipe(id: 2, name: "Pad Thai", cuisine: .thai),
        Recipe(id: 3, name: "Lasagne", cuisine: .italian),
        Recipe(id: 4, name: "Tacos", cuisine: .mexican),
    ]

    private var results: [Recipe] {
        recipes.filter { recipe in
            (cuisines.isEmpty || cuisines.contains(recipe.cuisine))
                && (query.isEmpty || recipe.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { recipe in
                Text(recipe.name)
            }
            .overlay(alignment: .bottom) {
                Text("\(results.count) results; tokens \(cuisines.map(\.rawValue).joined(separator: "+"))")
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, tokens: $cuisines, prompt: "Search recipes") { cuisine in
                Label(cuisine.title, systemImage: "fork.knife")
            }
            .searchSuggestions {
                if query.isEmpty {
                    Text("Curry ideas").searchCompletion("curry")
                }
                ForEach(Cuisine.allCases.filter { !cuisines.contains($0) }) { cuisine in
                    Label("Only \(cuisine.title)", systemImage: "tag").searchCompletion(cuisine)
                }
            }
        }
    }
}

// Suggested tokens, the other way apps offer tokens.
private struct TagFilter: View {
    struct Tag: Identifiable, Hashable {
        let id: String
    }

    @State private var text = ""
    @State private var tags: [Tag] = []
    @State private var suggested = [Tag(id: "urgent"), Tag(id: "home")]

    var body: some View {
        VStack {
            Text("tags \(tags.map(\.id).joined(separator: ","))")
            Spacer()
        }
        .searchable(text: $text, tokens: $tags, suggestedTokens: $suggested, prompt: Text("Filter")) { tag in
            Text("#\(tag.id)")
        }
    }
}

// The older form with the suggestions in `searchable` itself.
private struct CitySearch: View {
    @State private var city = ""

    var body: some View {
        VStack {
            Text("city \(city)")
            Spacer()
        }
        .searchable(text: $city, prompt: "City") {
            Text("Lisbon").searchCompletion("Lisbon")
            Text("Oslo").searchCompletion("Oslo")
        }
    }
}

@MainActor
@Suite struct RecipeSearchTokensAppCompatibilityTests {
    private func texts(_ stage: Stage) -> [String] { stage.displayList().texts.map(\.text) }

    @Test func suggestionsShowOnlyWhileSearchingAndCompleteTheText() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipeSearch() }
        #expect(stage.displayList().item(text: "4 results; tokens ") != nil, "\(texts(stage))")
        #expect(stage.displayList().item(text: "Curry ideas") == nil, "no suggestions before the search is active")

        try stage.setText("c", label: "Search recipes")
        #expect(stage.displayList().item(text: "Only Thai") != nil, "\(texts(stage))")
        #expect(stage.displayList().item(text: "Curry ideas") == nil, "the app hides it once text is typed")

        try stage.setText("", label: "Search recipes")
        try stage.tap(label: "Curry ideas")
        #expect(stage.displayList().item(text: "1 results; tokens ") != nil, "the completion replaced the text: \(texts(stage))")
        #expect(stage.displayList().item(text: "Green Curry") != nil)

        try stage.tap(label: "Cancel")
        #expect(stage.displayList().item(text: "Only Thai") == nil, "the suggestions go with the search")
        #expect(stage.displayList().item(text: "4 results; tokens ") != nil, "\(texts(stage))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTokenCompletionAddsATokenThatTheDeleteKeyRemoves() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipeSearch() }
        try stage.setText("pad", label: "Search recipes")
        try stage.tap(label: "Only Thai")
        #expect(stage.displayList().item(text: "2 results; tokens thai") != nil, "the token replaced the typed text: \(texts(stage))")
        #expect(stage.displayList().item(text: "Only Thai") == nil, "the app no longer suggests a chosen cuisine")
        let chip = try #require(stage.displayList().item(text: "Thai"), "the token is drawn in the field")
        let field = try #require(stage.displayList().item(text: "Search recipes"))
        #expect(chip.bounds.maxX <= field.bounds.minX, "tokens come before the text")

        try stage.tap(label: "Only Italian")
        #expect(stage.displayList().item(text: "3 results; tokens thai+italian") != nil, "\(texts(stage))")

        try stage.setText("ca", label: "Search recipes")
        #expect(stage.displayList().item(text: "0 results; tokens thai+italian") != nil, "\(texts(stage))")
        try stage.deleteBackward(label: "Search recipes")
        #expect(stage.displayList().item(text: "1 results; tokens thai+italian") != nil, "the key deleted the a: \(texts(stage))")
        try stage.deleteBackward(label: "Search recipes")
        #expect(stage.displayList().item(text: "3 results; tokens thai+italian") != nil, "\(texts(stage))")
        try stage.deleteBackward(label: "Search recipes")
        #expect(stage.displayList().item(text: "2 results; tokens thai") != nil, "an empty field loses its last token: \(texts(stage))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func suggestedTokensAreListedAndAddedWhenTapped() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { TagFilter() }
        #expect(stage.displayList().item(text: "#urgent") == nil)
        try stage.setText("", label: "Filter")
        #expect(stage.displayList().item(text: "#urgent") != nil, "\(texts(stage))")
        #expect(stage.displayList().item(text: "#home") != nil)
        try stage.tap(label: "#home")
        #expect(stage.displayList().item(text: "tags home") != nil, "\(texts(stage))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theOlderSuggestionsFormCompletesTheText() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { CitySearch() }
        try stage.setText("o", label: "City")
        try stage.tap(label: "Oslo")
        #expect(stage.displayList().item(text: "city Oslo") != nil, "\(texts(stage))")
        try stage.deleteBackward(label: "City")
        #expect(stage.displayList().item(text: "city Osl") != nil, "\(texts(stage))")
    }
}
