#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A checkout summary: amounts shown with `.currency(code:)` format styles, as a US device shows them.

private struct CheckoutSummary: View {
    let subtotal = 750.0
    let discount = -12.5
    let total = Decimal(string: "1234.56")!
    let items = 3

    var body: some View {
        VStack(alignment: .leading) {
            Text(subtotal, format: .currency(code: "USD"))
            Text(discount, format: .currency(code: "USD"))
            Text(total, format: .currency(code: "USD"))
            Text(items * 1000, format: .currency(code: "USD"))
            Text("Total: \(total, format: .currency(code: "USD"))")
            Text(0.25, format: .percent)
            Text(1234567.0, format: .number)
        }
    }
}

@MainActor
@Suite struct CurrencyTextCompatibilityTests {
    @Test func currencyAmountsReadAsInTheUnitedStates() {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { CheckoutSummary() }
        let texts = stage.displayList().texts.map(\.text)
        #expect(texts == ["$750.00", "-$12.50", "$1,234.56", "$3,000.00", "Total: $1,234.56", "25%", "1,234,567"])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
