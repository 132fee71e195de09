#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Charts
import Testing
import CadenceStageTestSupport

// A sales dashboard: a segmented Picker switches the period, the bar chart's data changes with
// animation (bars grow to their new heights), a headline total counts with a numeric content
// transition, and a RuleMark marks the target.

private struct Sale: Identifiable {
    let id: String
    let amount: Double
}

private enum Period: String, CaseIterable, Identifiable {
    case week = "Week", month = "Month"
    var id: Self { self }

    var sales: [Sale] {
        switch self {
        case .week: return [Sale(id: "Mon", amount: 20), Sale(id: "Tue", amount: 40), Sale(id: "Wed", amount: 30)]
        case .month: return [Sale(id: "Mon", amount: 80), Sale(id: "Tue", amount: 60), Sale(id: "Wed", amount: 100)]
        }
    }
}

private struct SalesDashboard: View {
    @State private var period: Period = .week

    private var total: Double { period.sales.reduce(0) { $0 + $1.amount } }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("Period", selection: $period.animation(.easeInOut(duration: 0.5))) {
                ForEach(Period.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
                .font(.largeTitle.bold())
                .contentTransition(.numericText(value: total))
            Chart {
                ForEach(period.sales) { sale in
                    BarMark(x: .value("Day", sale.id), y: .value("Sales", sale.amount))
                        .foregroundStyle(.teal)
                        .cornerRadius(4)
                }
                RuleMark(y: .value("Target", 50))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            }
            .chartYScale(domain: 0...100)
            .frame(height: 200)
        }
        .padding()
    }
}

@MainActor
@Suite struct SalesDashboardChartsAppCompatibilityTests {
    private func barHeights(_ stage: Stage) -> [CGFloat] {
        stage.displayList().shapes(filledWith: .teal).sorted { $0.rect.minX < $1.rect.minX }.map(\.rect.height)
    }

    @Test func switchingThePeriodGrowsTheBarsAndTheTotal() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { SalesDashboard() }
        let week = barHeights(stage)
        try #require(week.count == 3)
        #expect(isClose(week[1], week[0] * 2, absolute: 0.5), "\(week)")
        #expect(stage.displayList().item(text: "$90") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.select("Month", label: "Period")
        stage.advance(by: 0.25)
        let midway = barHeights(stage)
        stage.advance(by: 1)
        let month = barHeights(stage)
        #expect(isClose(month[2], week[0] * 5, absolute: 0.5), "\(month)")
        #expect(midway[2] > week[2] && midway[2] < month[2], "the bars animate: \(midway)")
        #expect(stage.displayList().item(text: "$240") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
