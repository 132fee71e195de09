#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Presentations: sheet(item:) with detents and a drag indicator, fullScreenCover, an alert that
// presents data, a confirmationDialog with a visible title, an error alert and dismiss().

private struct Order: Identifiable {
    let id: Int
    let item: String
}

private enum CheckoutError: LocalizedError {
    case cardDeclined
    var errorDescription: String? { "Card declined" }
    var recoverySuggestion: String? { "Try another card." }
}

private struct OrderSheet: View {
    let order: Order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("Order #\(order.id)").font(.title)
            Text(order.item)
            Button("Close") { dismiss() }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationCornerRadius(28)
        .presentationBackground(.thinMaterial)
    }
}

private struct CheckoutView: View {
    @State private var openOrder: Order?
    @State private var showingReceipt = false
    @State private var deleteCandidate: Order?
    @State private var showingDelete = false
    @State private var error: CheckoutError?
    @State private var log: [String] = []
    private let orders = [Order(id: 1, item: "Espresso"), Order(id: 2, item: "Croissant")]

    var body: some View {
        VStack(spacing: 12) {
            ForEach(orders) { order in
                HStack {
                    Button(order.item) { openOrder = order }
                    Button("Delete \(order.item)") {
                        deleteCandidate = order
                        showingDelete = true
                    }
                }
            }
            Button("Pay") { error = .cardDeclined }
            Button("Receipt") { showingReceipt = true }
            Text(log.joined(separator: " "))
        }
        .sheet(item: $openOrder, onDismiss: { log.append("dismissed") }) { order in
            OrderSheet(order: order)
        }
        .fullScreenCover(isPresented: $showingReceipt) {
            ReceiptView()
        }
        .confirmationDialog("Delete order?", isPresented: $showingDelete, titleVisibility: .visible, presenting: deleteCandidate) { order in
            Button("Delete \(order.item) for good", role: .destructive) { log.append("deleted\(order.id)") }
        } message: { order in
            Text("\(order.item) will be removed.")
        }
        .alert(isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } }), error: error) { _ in
            Button("OK") { log.append("ok") }
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

private struct ReceiptView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Text("Thank you!")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Done") { dismiss() }
                    }
                }
        }
    }
}

@MainActor
@Suite struct PresentationFlowAppCompatibilityTests {
    @Test func sheetsCoversDialogsAndAlerts() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { CheckoutView() }
        try stage.tap(label: "Croissant")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Order #2") != nil)
        try stage.tap(label: "Close")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "dismissed") != nil)

        try stage.tap(label: "Delete Espresso")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Delete order?") != nil)
        #expect(stage.displayList().item(text: "Espresso will be removed.") != nil)
        try stage.tap(label: "Delete Espresso for good")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "dismissed deleted1") != nil)

        try stage.tap(label: "Pay")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Card declined") != nil)
        #expect(stage.displayList().item(text: "Try another card.") != nil)
        try stage.tap(label: "OK")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "dismissed deleted1 ok") != nil)

        try stage.tap(label: "Receipt")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Thank you!") != nil)
        try stage.tap(label: "Done")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Thank you!") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
