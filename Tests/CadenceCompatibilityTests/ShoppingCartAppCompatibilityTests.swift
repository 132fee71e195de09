#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A shop with a cart view model shared through the environment: the catalog adds items, the cart
// tab's badge counts them, and the cart screen removes them.
private final class CartModel: ObservableObject {
    @Published var items: [String] = []
    var total: Int { items.count * 5 }

    func add(_ item: String) { items.append(item) }
    func remove(_ item: String) {
        if let index = items.firstIndex(of: item) { items.remove(at: index) }
    }
}

private final class CatalogModel: ObservableObject {
    @Published var products = ["Tea", "Coffee", "Cocoa"]
    @Published var loaded = false

    @MainActor func load() async {
        try? await Task.sleep(for: .milliseconds(300))
        loaded = true
    }
}

private struct CatalogView: View {
    @StateObject private var catalog = CatalogModel()
    @EnvironmentObject private var cart: CartModel

    var body: some View {
        List(catalog.products, id: \.self) { product in
            Button("Add \(product)") { cart.add(product) }
        }
        .overlay {
            if !catalog.loaded { ProgressView("Loading") }
        }
        .task { await catalog.load() }
    }
}

private struct CartView: View {
    @EnvironmentObject private var cart: CartModel

    var body: some View {
        VStack {
            ForEach(Array(cart.items.enumerated()), id: \.offset) { _, item in
                Button("Remove \(item)") { cart.remove(item) }
            }
            Text("Total $\(cart.total)")
        }
    }
}

private struct Shop: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        TabView {
            CatalogView()
                .tabItem { Label("Shop", systemImage: "bag") }
            CartView()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.items.count)
        }
        .environmentObject(cart)
    }
}

@MainActor
@Suite struct ShoppingCartAppCompatibilityTests {
    @Test func theSharedCartUpdatesBothTabsAndTheBadge() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Shop() }
        #expect(stage.displayList().item(text: "Loading") != nil)
        await stage.play(by: 0.5)
        #expect(stage.displayList().item(text: "Loading") == nil)
        try stage.tap(label: "Add Tea")
        try stage.tap(label: "Add Cocoa")
        #expect(stage.displayList().item(text: "2") != nil, "the cart tab's badge")
        try stage.tap(label: "Cart")
        #expect(stage.displayList().item(text: "Total $10") != nil)
        try stage.tap(label: "Remove Tea")
        #expect(stage.displayList().item(text: "Total $5") != nil)
        #expect(stage.displayList().item(text: "1") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
