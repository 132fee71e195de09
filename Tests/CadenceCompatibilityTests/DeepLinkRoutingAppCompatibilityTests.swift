#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A recipe app routed by deep links, as apps write it: `onOpenURL` parses `recipes://recipe/<id>`
// and universal links into a navigation path, a Spotlight result comes back through
// `onContinueUserActivity`, and a banner inside the list also listens while it is shown.

private struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
}

private let cookbook = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Ramen"), Recipe(id: 3, name: "Tacos")]

private enum Route: Hashable {
    case recipe(Int)
    case settings
}

private struct RecipesRoot: View {
    @State private var path: [Route] = []
    @State private var showsBanner = true
    @State private var bannerLinks = 0

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if showsBanner {
                    Text("Links seen: \(bannerLinks)")
                        .onOpenURL { _ in bannerLinks += 1 }
                }
                Button("Hide banner") { showsBanner = false }
                ForEach(cookbook) { recipe in
                    NavigationLink(recipe.name, value: Route.recipe(recipe.id))
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .recipe(let id):
                    Text("Recipe: \(cookbook.first { $0.id == id }?.name ?? "missing")")
                case .settings:
                    Text("Settings screen")
                }
            }
        }
        .onOpenURL { url in
            if let route = Self.route(for: url) { path = [route] }
        }
        .onContinueUserActivity("com.example.recipes.view") { (activity: NSUserActivity) in
            if let id = activity.userInfo?["id"] as? Int { path = [.recipe(id)] }
        }
        .handlesExternalEvents(preferring: ["recipes"], allowing: ["*"])
    }

    /// `recipes://recipe/2`, `recipes://settings`, `https://recipes.example.com/recipe/3`.
    static func route(for url: URL) -> Route? {
        let parts = url.scheme == "recipes" ? [url.host ?? ""] + url.pathComponents.filter { $0 != "/" }
                                           : url.pathComponents.filter { $0 != "/" }
        switch parts.first {
        case "recipe": return parts.dropFirst().first.flatMap(Int.init).map(Route.recipe)
        case "settings": return .settings
        default: return nil
        }
    }
}

@MainActor
@Suite struct DeepLinkRoutingAppCompatibilityTests {
    @Test func customSchemeAndUniversalLinksReachEveryHandlerOnScreen() {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipesRoot() }
        #expect(stage.accessibilityTree().element(label: "Links seen: 0") != nil)

        #expect(stage.deliver(URL(string: "recipes://recipe/2")!))
        #expect(stage.accessibilityTree().element(label: "Recipe: Ramen") != nil)

        // A universal link is a URL too, not an activity.
        #expect(stage.deliver(URL(string: "https://recipes.example.com/recipe/3")!))
        #expect(stage.accessibilityTree().element(label: "Recipe: Tacos") != nil)
        #expect(stage.accessibilityTree().element(label: "Recipe: Ramen") == nil)
    }

    @Test func aHandlerListensOnlyWhileItsViewIsShown() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipesRoot() }
        // The root's handler routes unknown links to nothing; the banner still counts them.
        stage.deliver(URL(string: "recipes://unknown")!)
        #expect(stage.accessibilityTree().element(label: "Links seen: 1") != nil)

        try stage.tap(label: "Hide banner")
        #expect(stage.accessibilityTree().element(label: "Links seen: 1") == nil)
        stage.deliver(URL(string: "recipes://settings")!)
        #expect(stage.accessibilityTree().element(label: "Settings screen") != nil)
    }

    @Test func activitiesReachTheHandlersOfTheirTypeOnly() {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RecipesRoot() }
        let other = NSUserActivity(activityType: "com.example.recipes.share")
        other.userInfo = ["id": 1]
        #expect(!stage.deliver(other))
        #expect(stage.accessibilityTree().element(label: "Recipe: Pancakes") == nil)

        let viewing = NSUserActivity(activityType: "com.example.recipes.view")
        viewing.userInfo = ["id": 1]
        #expect(stage.deliver(viewing))
        #expect(stage.accessibilityTree().element(label: "Recipe: Pancakes") != nil)
    }

    @Test func aSceneWithoutHandlersIgnoresLinksAndEachStageHasItsOwn() {
        let plain = Stage(size: CGSize(width: 200, height: 100)) { Text("No links here") }
        #expect(!plain.deliver(URL(string: "recipes://recipe/1")!))

        let first = Stage(size: CGSize(width: 390, height: 844)) { RecipesRoot() }
        let second = Stage(size: CGSize(width: 390, height: 844)) { RecipesRoot() }
        first.deliver(URL(string: "recipes://recipe/1")!)
        #expect(first.accessibilityTree().element(label: "Recipe: Pancakes") != nil)
        #expect(second.accessibilityTree().element(label: "Recipe: Pancakes") == nil)
        #expect(second.accessibilityTree().element(label: "Links seen: 0") != nil)
    }
}
