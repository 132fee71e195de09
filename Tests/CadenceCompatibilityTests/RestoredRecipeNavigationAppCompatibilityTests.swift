#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A recipe browser that restores where people were: the navigation stack is saved as an encoded
// `NavigationPath` in `@SceneStorage` (optional `Data`), the last opened category as an optional
// enumeration, and the preferred unit system as optional app storage, all restored when the scene
// comes back from the background.
struct RestoredRecipe: Hashable, Codable {
    var name: String
    var minutes: Int
}

enum RestoredCategory: String {
    case breakfast, dinner
}

private struct RecipeBrowser: View {
    @SceneStorage("recipes.path") private var savedPath: Data?
    @SceneStorage("recipes.category") private var category: RestoredCategory?
    @SceneStorage("recipes.scale") private var scale: Double?
    @AppStorage("recipes.units") private var units: URL?
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Category: \(category?.rawValue ?? "none")")
                Text("Scale: \(scale.map { String($0) } ?? "1")")
                Button("Open pancakes") {
                    category = .breakfast
                    scale = 2
                    path.append(RestoredRecipe(name: "Pancakes", minutes: 20))
                }
                Button("Open step 3") { path.append(3) }
            }
            .navigationDestination(for: RestoredRecipe.self) { recipe in
                VStack {
                    Text("\(recipe.name), \(recipe.minutes) min")
                    Button("Open step 3") { path.append(3) }
                }
            }
            .navigationDestination(for: Int.self) { step in Text("Step \(step)") }
        }
        .onChange(of: path) {
            savedPath = try? path.codable.map { try JSONEncoder().encode($0) }
        }
        .onAppear {
            if let savedPath, let codable = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(codable)
            }
        }
    }
}

@MainActor
@Suite struct RestoredRecipeNavigationAppCompatibilityTests {
    @Test func aPathRoundTripsThroughItsCodableRepresentation() throws {
        var path = NavigationPath()
        path.append(RestoredRecipe(name: "Soup", minutes: 35))
        path.append(7)
        path.append("notes")
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        // SwiftUI's layout: a flat list of strings, last pushed first, type name then JSON.
        let strings = try JSONDecoder().decode([String].self, from: data)
        #expect(strings.count == 6)
        #expect(strings[1] == "\"notes\"" && strings[3] == "7")
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == codable)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)

        // A value that is not Codable makes the path not encodable.
        struct Plain: Hashable {}
        path.append(Plain())
        #expect(path.codable == nil)

        // An unknown type name fails when decoding, as in SwiftUI.
        let unknown = try JSONEncoder().encode(["NoSuchType_Cadence", "1"])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: unknown) }
    }

    @Test func aRelaunchedSceneRestoresTheStackAndOptionalValues() throws {
        let size = CGSize(width: 390, height: 600)
        let first = Stage(size: size) { RecipeBrowser() }
        #expect(first.accessibilityTree().element(label: "Category: none") != nil)
        try first.tap(label: "Open pancakes")
        first.advance(by: 1)
        try first.tap(label: "Open step 3")
        first.advance(by: 1)
        #expect(first.accessibilityTree().element(label: "Step 3") != nil)
        let snapshot = first.sceneStorageSnapshot
        #expect(snapshot.keys == ["recipes.category", "recipes.path", "recipes.scale"])

        // A scene made for the first time starts empty.
        let fresh = Stage(size: size) { RecipeBrowser() }
        #expect(fresh.accessibilityTree().element(label: "Category: none") != nil)

        // Made again with the saved scene storage, it opens where people left it.
        var environment = EnvironmentValues()
        environment.restoredSceneStorage = snapshot
        let relaunched = Stage(size: size, environment: environment) { RecipeBrowser() }
        relaunched.advance(by: 1)
        #expect(relaunched.accessibilityTree().element(label: "Step 3") != nil)
        try relaunched.tap(label: "Back")
        relaunched.advance(by: 1)
        #expect(relaunched.accessibilityTree().element(label: "Pancakes, 20 min") != nil)
        try relaunched.tap(label: "Back")
        relaunched.advance(by: 1)
        #expect(relaunched.accessibilityTree().element(label: "Category: breakfast") != nil)
        #expect(relaunched.accessibilityTree().element(label: "Scale: 2.0") != nil)
    }
}
