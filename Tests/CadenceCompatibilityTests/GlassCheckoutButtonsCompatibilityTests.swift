#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A checkout sheet with iOS 26 glass buttons: .glassProminent for "Pay", .glass for the quantity
// controls, .glass(.clear) over a product photo, a tint from the brand colour, a Grid of totals
// and an ObservableObject cart.

private final class Cart: ObservableObject {
    @Published var quantity = 1
    @Published var paid = false
    let unitPrice = 24.0

    var total: Double { Double(quantity) * unitPrice }
}

private struct QuantityControl: View {
    @ObservedObject var cart: Cart

    var body: some View {
        HStack(spacing: 16) {
            Button("Less", systemImage: "minus") {
                if cart.quantity > 1 { cart.quantity -= 1 }
            }
            .labelStyle(.iconOnly)
            .buttonStyle(.glass)
            Text("\(cart.quantity)")
                .font(.title3.monospacedDigit())
                .contentTransition(.numericText())
            Button("More", systemImage: "plus") {
                withAnimation(.snappy) { cart.quantity += 1 }
            }
            .labelStyle(.iconOnly)
            .buttonStyle(.glass)
        }
    }
}

private struct CheckoutSheet: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack(spacing: 20) {
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 20)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 180)
                Button("Favorite", systemImage: "heart") {}
                    .labelStyle(.iconOnly)
                    .buttonStyle(.glass(.clear))
                    .padding(12)
            }
            QuantityControl(cart: cart)
            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8) {
                GridRow {
                    Text("Subtotal")
                    Text(cart.total, format: .currency(code: "USD"))
                }
                GridRow {
                    Text("Shipping")
                    Text("Free")
                }
            }
            Button {
                cart.paid = true
            } label: {
                Text(cart.paid ? "Paid" : "Pay")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.glassProminent)
            .controlSize(.large)
            .disabled(cart.paid)
        }
        .padding(24)
        .tint(.purple)
    }
}

@MainActor
@Suite struct GlassCheckoutButtonsCompatibilityTests {
    private func glass(_ stage: Stage) -> [(bounds: CGRect, blur: CGFloat, tint: Color.Resolved)] {
        stage.displayList().items.compactMap {
            if case .shape(let shape) = $0.content, case .material(let blur, let tint)? = shape.shading { return ($0.bounds, blur, tint) }
            return nil
        }
    }

    @Test func theButtonsAreGlassAndPayIsTintedWithTheAppTint() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { CheckoutSheet() }
        let shapes = glass(stage)
        #expect(shapes.count == 4, "favorite, minus, plus and pay: \(shapes.count)")
        let pay = try #require(shapes.max { $0.bounds.width < $1.bounds.width })
        #expect(pay.bounds.width > 300, "Pay fills the width: \(pay.bounds)")
        let purple = Color.purple.resolve(in: EnvironmentValues())
        #expect(isClose(pay.tint.red, purple.red, absolute: 0.01) && isClose(pay.tint.blue, purple.blue, absolute: 0.01), "\(pay.tint)")
        // The clear glass over the photo blurs less than the regular glass of the stepper.
        #expect(Set(shapes.map(\.blur)).count == 2)
        let label = try #require(stage.displayList().item(text: "Pay"))
        if case .text(let text) = label.content { #expect(text.color.red == 1 && text.color.green == 1, "a white label") }
    }

    @Test func theQuantityButtonsChangeTheTotalAndPayingDisablesTheButton() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { CheckoutSheet() }
        #expect(stage.displayList().item(text: "$24.00") != nil)
        try stage.tap(label: "More")
        try stage.tap(label: "More")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "$72.00") != nil)
        try stage.tap(label: "Less")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "$48.00") != nil)
        try stage.tap(label: "Pay")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Paid") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Paid") }
    }
}
