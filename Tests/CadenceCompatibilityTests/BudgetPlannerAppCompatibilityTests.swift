#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A budget planner: TextFields bound to numbers through format styles (currency, number, percent),
// totals formatted as currency, a capacity Gauge, a Menu with a primary action and a ShareLink
// with a preview.

private struct Expense: Identifiable {
    let id = UUID()
    var name: String
    var amount: Double
}

private struct BudgetView: View {
    @State private var budget: Double = 1000
    @State private var savingsRate: Double = 0.1
    @State private var newAmount: Double?
    @State private var people = 1
    @State private var expenses = [Expense(name: "Rent", amount: 600), Expense(name: "Food", amount: 150)]
    @State private var currency = "USD"

    private var spent: Double { expenses.reduce(0) { $0 + $1.amount } }
    private var available: Double { budget * (1 - savingsRate) }
    private var summary: String { "Spent \(spent.formatted(.currency(code: currency))) of \(available.formatted(.currency(code: currency)))" }

    var body: some View {
        Form {
            Section("Budget") {
                TextField("Monthly budget", value: $budget, format: .currency(code: currency))
                    .keyboardType(.decimalPad)
                TextField("Savings rate", value: $savingsRate, format: .percent)
                TextField("People", value: $people, format: .number)
                    .keyboardType(.numberPad)
            }
            Section("Expenses") {
                ForEach(expenses) { expense in
                    LabeledContent(expense.name, value: expense.amount, format: .currency(code: currency))
                }
                TextField("New expense", value: $newAmount, format: .number)
                    .onSubmit {
                        if let newAmount {
                            expenses.append(Expense(name: "Other", amount: newAmount))
                            self.newAmount = nil
                        }
                    }
            }
            Section {
                Gauge(value: min(spent, available), in: 0...max(available, 1)) {
                    Text("Spent")
                } currentValueLabel: {
                    Text(spent / max(available, 1), format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Text(summary)
                Text("Per person: \(available / Double(max(people, 1)), format: .currency(code: currency))")
            }
            Section {
                Menu {
                    Button("US Dollar") { currency = "USD" }
                    Button("Euro") { currency = "EUR" }
                } label: {
                    Label("Currency", systemImage: "dollarsign.circle")
                } primaryAction: {
                    currency = currency == "USD" ? "EUR" : "USD"
                }
                ShareLink(item: summary, preview: SharePreview("Budget", image: Image(systemName: "chart.pie")))
            }
        }
    }
}

@MainActor
@Suite struct BudgetPlannerAppCompatibilityTests {
    @Test func numbersTypedThroughFormatStylesUpdateTheTotals() throws {
        let stage = Stage(size: CGSize(width: 390, height: 1200)) { BudgetView() }
        let summary = { stage.displayList().texts.map(\.text).first { $0.hasPrefix("Spent ") } }
        let perPerson = { stage.displayList().texts.map(\.text).first { $0.hasPrefix("Per person") } }
        let before = try #require(summary())
        try stage.setText("2000", label: "Monthly budget")
        try stage.submit(label: "Monthly budget")
        let afterBudget = try #require(summary())
        #expect(afterBudget != before, "the parsed budget changes the summary: \(before) → \(afterBudget)")
        let onePerson = try #require(perPerson())
        try stage.setText("2", label: "People")
        try stage.submit(label: "People")
        #expect(try #require(perPerson()) != onePerson)
        try stage.setText("50", label: "New expense")
        try stage.submit(label: "New expense")
        #expect(try #require(summary()) != afterBudget, "the new expense is added")
        #expect(stage.displayList().item(text: "Other") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
