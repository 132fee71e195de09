#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A shop whose @Observable cart store is injected with .environment(_:) at the root and read with
// @Environment(CartStore.self) in the product rows, the cart badge and the checkout sheet, where
// @Bindable makes a binding for the quantity Stepper and the gift-note TextField. Totals count with
// numericText and the badge pops with a scale transition.

@MainActor
@Observable
private final class CartStore {
    var quantities: [String: Int] = [:]
    var giftNote = ""

    let prices = ["Mug": 12.0, "Poster": 20.0, "Sticker": 3.0]

    var count: Int { quantities.values.reduce(0, +) }
    var total: Double { quantities.reduce(0) { $0 + Double($1.value) * (prices[$1.key] ?? 0) } }

    func add(_ product: String) {
        quantities[product, default: 0] += 1
    }
}

private struct ProductRow: View {
    @Environment(CartStore.self) private var cart
    let name: String

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button("Add \(name)") {
                withAnimation(.bouncy) { cart.add(name) }
            }
        }
    }
}

private struct CartBadge: View {
    @Environment(CartStore.self) private var cart

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "cart")
                .font(.title2)
            if cart.count > 0 {
                Text("\(cart.count)")
                    .font(.caption2.bold())
                    .padding(4)
                    .background(.red, in: .circle)
                    .foregroundStyle(.white)
                    .transition(.scale.combined(with: .opacity))
            }
        }
    }
}

private struct CheckoutSheet: View {
    @Environment(CartStore.self) private var cart
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var cart = cart
        NavigationStack {
            Form {
                ForEach(cart.quantities.keys.sorted(), id: \.self) { product in
                    Stepper("\(product): \(cart.quantities[product] ?? 0)", value: Binding(
                        get: { cart.quantities[product] ?? 0 },
                        set: { cart.quantities[product] = $0 }
                    ), in: 0...9)
                }
                TextField("Gift note", text: $cart.giftNote)
                Text("Total \(cart.total, format: .number.precision(.fractionLength(2)))")
                    .contentTransition(.numericText(value: cart.total))
            }
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

private struct ShopScreen: View {
    @Environment(CartStore.self) private var cart
    @State private var showsCheckout = false

    var body: some View {
        VStack {
            HStack {
                Text("Shop").font(.largeTitle.bold())
                Spacer()
                Button { showsCheckout = true } label: { CartBadge() }
                    .accessibilityLabel("Cart")
            }
            ForEach(["Mug", "Poster", "Sticker"], id: \.self) { ProductRow(name: $0) }
            Text(cart.giftNote.isEmpty ? "No gift note" : "Note: \(cart.giftNote)")
            Spacer()
        }
        .padding()
        .sheet(isPresented: $showsCheckout) { CheckoutSheet() }
    }
}

private struct ShopApp: View {
    @State private var cart = CartStore()

    var body: some View {
        ShopScreen()
            .environment(cart)
    }
}

@MainActor
@Suite struct CartStoreEnvironmentAppCompatibilityTests {
    @Test func addingProductsUpdatesTheBadgeEverywhere() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ShopApp() }
        #expect(stage.displayList().item(text: "1") == nil)
        try stage.tap(label: "Add Mug")
        stage.advance(by: 0.05)
        let popping = try #require(stage.displayList().item(text: "1"))
        stage.advance(by: 1)
        let settled = try #require(stage.displayList().item(text: "1"))
        #expect(popping.bounds.width < settled.bounds.width, "the badge scales in")
        try stage.tap(label: "Add Poster")
        try stage.tap(label: "Add Mug")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "3") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theSheetEditsTheSharedStoreThroughBindable() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ShopApp() }
        try stage.tap(label: "Add Mug")
        try stage.tap(label: "Add Sticker")
        try stage.tap(label: "Cart")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Total 15.00") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.tap(label: "Mug: 1 Increment")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Total 27.00") != nil)
        try stage.setText("Happy birthday", label: "Gift note")
        try stage.tap(label: "Close")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Note: Happy birthday") != nil)
        #expect(stage.displayList().item(text: "3") != nil, "the badge shows the sheet's change")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
