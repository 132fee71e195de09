#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
#if canImport(Charts)
import Charts
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// Swift Charts code as apps write it: a view model's weekly steps, multi-series lines, a donut,
// an average rule with its annotation, data that changes with animation, dates with custom axis
// marks, and selection with an overlay.

// MARK: - Weekly steps (view model, Chart(data), BarMark, cornerRadius)

private struct DailySteps: Identifiable {
    let id = UUID()
    let weekday: String
    let steps: Int
}

private final class StepsViewModel: ObservableObject {
    @Published var week: [DailySteps] = [
        DailySteps(weekday: "Mon", steps: 4_200), DailySteps(weekday: "Tue", steps: 7_800), DailySteps(weekday: "Wed", steps: 6_100),
        DailySteps(weekday: "Thu", steps: 9_400), DailySteps(weekday: "Fri", steps: 3_300), DailySteps(weekday: "Sat", steps: 11_200),
        DailySteps(weekday: "Sun", steps: 8_000),
    ]
    var total: Int { week.reduce(0) { $0 + $1.steps } }
}

private struct WeeklyStepsView: View {
    @StateObject private var viewModel = StepsViewModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Steps").font(.headline)
            Text("\(viewModel.total) this week").font(.subheadline).foregroundStyle(.secondary)
            Chart(viewModel.week) { day in
                BarMark(
                    x: .value("Day", day.weekday),
                    y: .value("Steps", day.steps)
                )
                .foregroundStyle(Color.pink)
                .cornerRadius(4)
            }
            .frame(height: 220)
        }
        .padding()
    }
}

// MARK: - The Charts catalog's example (a fixed y domain)

struct Day: Identifiable {
    let name: String
    let steps: Double
    var id: String { name }
}

struct WeeklySteps: View {
    let days: [Day]
    var body: some View {
        Chart(days) { day in
            BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                .cornerRadius(4)
        }
        .chartYScale(domain: 0...12_000)
        .frame(height: 200)
    }
}

// MARK: - Multi-series lines (foregroundStyle(by:), catmullRom, symbol(by:))

private struct MonthlyTemperature: Identifiable {
    let month: String
    let celsius: Double
    var id: String { month }
}

private struct CityTemperatures: Identifiable {
    let city: String
    let readings: [MonthlyTemperature]
    var id: String { city }
}

private let cities: [CityTemperatures] = [
    CityTemperatures(city: "Cupertino", readings: [
        MonthlyTemperature(month: "Jan", celsius: 10), MonthlyTemperature(month: "Feb", celsius: 12), MonthlyTemperature(month: "Mar", celsius: 14),
        MonthlyTemperature(month: "Apr", celsius: 16), MonthlyTemperature(month: "May", celsius: 19),
    ]),
    CityTemperatures(city: "London", readings: [
        MonthlyTemperature(month: "Jan", celsius: 5), MonthlyTemperature(month: "Feb", celsius: 6), MonthlyTemperature(month: "Mar", celsius: 8),
        MonthlyTemperature(month: "Apr", celsius: 11), MonthlyTemperature(month: "May", celsius: 14),
    ]),
]

private struct TemperatureChart: View {
    var body: some View {
        Chart {
            ForEach(cities) { series in
                ForEach(series.readings) { reading in
                    LineMark(
                        x: .value("Month", reading.month),
                        y: .value("Temperature", reading.celsius)
                    )
                    .foregroundStyle(by: .value("City", series.city))
                    .symbol(by: .value("City", series.city))
                    .interpolationMethod(.catmullRom)
                }
            }
        }
        .chartYScale(domain: 0...20)
        .frame(width: 300, height: 200)
    }
}

// MARK: - Donut (SectorMark, innerRadius, angularInset)

private struct Expense {
    let category: String
    let amount: Double
}

private struct BudgetDonut: View {
    let expenses = [Expense(category: "Rent", amount: 25), Expense(category: "Food", amount: 25), Expense(category: "Travel", amount: 50)]

    var body: some View {
        Chart(expenses, id: \.category) { expense in
            SectorMark(
                angle: .value("Amount", expense.amount),
                innerRadius: .ratio(0.6),
                angularInset: 1
            )
            .foregroundStyle(by: .value("Category", expense.category))
        }
        .chartLegend(.hidden)
        .frame(width: 200, height: 200)
    }
}

// MARK: - Average rule with an annotation

private struct MonthlySales: Identifiable {
    let month: String
    let total: Double
    var id: String { month }
}

private struct SalesChart: View {
    let sales = [MonthlySales(month: "Jan", total: 40), MonthlySales(month: "Feb", total: 100), MonthlySales(month: "Mar", total: 10)]
    var average: Double { sales.map(\.total).reduce(0, +) / Double(sales.count) }

    var body: some View {
        Chart {
            ForEach(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
                    .foregroundStyle(.gray.opacity(0.5))
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Average \(Int(average))")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
        }
        .chartYScale(domain: 0...100)
        .frame(width: 320, height: 220)
    }
}

// MARK: - Data changing with animation

private struct AnimatedRevenue: View {
    @State private var revenue: [Double] = [20, 40, 60]

    var body: some View {
        VStack {
            Chart {
                ForEach(revenue.indices, id: \.self) { index in
                    BarMark(x: .value("Quarter", "Q\(index + 1)"), y: .value("Revenue", revenue[index]))
                        .foregroundStyle(.green)
                }
            }
            .chartYScale(domain: 0...100)
            .frame(width: 240, height: 200)
            Button("Update") {
                withAnimation(.linear(duration: 1)) {
                    revenue = [80, 40, 30]
                }
            }
        }
    }
}

// MARK: - Dates, areas, custom axis marks, bad values

struct HeartRateSample: Identifiable {
    let id: Int
    let date: Date
    let bpm: Double
}

private struct HeartRateChart: View {
    let samples: [HeartRateSample]

    var body: some View {
        Chart(samples) { sample in
            AreaMark(x: .value("Day", sample.date, unit: .day), y: .value("BPM", sample.bpm))
                .foregroundStyle(.red.opacity(0.2))
                .interpolationMethod(.monotone)
                .alignsMarkStylesWithPlotArea()
            LineMark(x: .value("Day", sample.date, unit: .day), y: .value("BPM", sample.bpm))
                .foregroundStyle(.red)
                .interpolationMethod(.monotone)
            PointMark(x: .value("Day", sample.date, unit: .day), y: .value("BPM", sample.bpm))
                .foregroundStyle(.red)
                .symbolSize(30)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated))
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 50, 100, 150]) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                AxisValueLabel {
                    if let bpm = value.as(Int.self) {
                        Text("\(bpm) bpm")
                    }
                }
            }
        }
        .chartYScale(domain: 0...150)
        .frame(width: 320, height: 200)
    }
}

// MARK: - Selection and an overlay

private struct SelectableWeek: View {
    @State private var selectedDay: String?
    let values: [(day: String, value: Int)] = [("Mon", 3), ("Tue", 5), ("Wed", 2), ("Thu", 4)]

    var body: some View {
        VStack {
            Text(selectedDay.map { "Selected \($0)" } ?? "Nothing selected")
            Chart {
                ForEach(values, id: \.day) { item in
                    BarMark(x: .value("Day", item.day), y: .value("Value", item.value))
                        .opacity(selectedDay == nil || selectedDay == item.day ? 1 : 0.3)
                }
                if let selectedDay {
                    RuleMark(x: .value("Day", selectedDay))
                        .foregroundStyle(.orange)
                }
            }
            .chartXSelection(value: $selectedDay)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if let x = proxy.position(forX: "Wed"), let frame = proxy.plotFrame {
                        Circle()
                            .fill(Color.purple)
                            .frame(width: 6, height: 6)
                            .position(x: geometry[frame].minX + x, y: geometry[frame].maxY)
                    }
                }
            }
            .frame(width: 240, height: 160)
        }
    }
}


// MARK: - Stacked bars by an enum series (Plottable raw values, chartForegroundStyleScale)

private enum Activity: String, Plottable, CaseIterable {
    case walking = "Walking"
    case running = "Running"
}

private struct ActivityMinutes: Identifiable {
    let id = UUID()
    let day: String
    let activity: Activity
    let minutes: Int
}

private struct ActivityChart: View {
    let entries = [
        ActivityMinutes(day: "Sat", activity: .walking, minutes: 30), ActivityMinutes(day: "Sat", activity: .running, minutes: 20),
        ActivityMinutes(day: "Sun", activity: .walking, minutes: 45), ActivityMinutes(day: "Sun", activity: .running, minutes: 15),
    ]

    var body: some View {
        Chart(entries) { entry in
            BarMark(x: .value("Day", entry.day), y: .value("Minutes", entry.minutes))
                .foregroundStyle(by: .value("Activity", entry.activity))
        }
        .chartForegroundStyleScale([Activity.walking: Color.teal, Activity.running: Color.indigo])
        .chartLegend(position: .top)
        .frame(width: 240, height: 200)
    }
}


// MARK: - A line that morphs, view symbols, angle selection

private struct WeightTrend: View {
    @State private var weights: [Double] = [10, 10, 10]

    var body: some View {
        VStack {
            Chart {
                ForEach(Array(weights.enumerated()), id: \.offset) { index, weight in
                    LineMark(x: .value("Week", index), y: .value("Weight", weight))
                        .foregroundStyle(.purple)
                        .symbol {
                            Circle().fill(Color.purple).frame(width: 6, height: 6)
                        }
                        .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                            Text("\(Int(weight))").font(.caption2)
                        }
                }
            }
            .chartYScale(domain: 0...40)
            .chartXAxis(.hidden)
            .frame(width: 200, height: 160)
            Button("Log") {
                withAnimation(.linear(duration: 1)) { weights = [10, 20, 30] }
            }
        }
    }
}

private struct SpendingDonut: View {
    @State private var selectedAmount: Double?
    let expenses = [Expense(category: "Rent", amount: 25), Expense(category: "Food", amount: 25), Expense(category: "Travel", amount: 50)]

    var selectedCategory: String? {
        guard let selectedAmount else { return nil }
        var total = 0.0
        return expenses.first { expense in
            total += expense.amount
            return selectedAmount <= total
        }?.category
    }

    var body: some View {
        VStack {
            Text(selectedCategory ?? "All")
            Chart(expenses, id: \.category) { expense in
                SectorMark(angle: .value("Amount", expense.amount), innerRadius: .ratio(0.5))
                    .foregroundStyle(by: .value("Category", expense.category))
                    .opacity(selectedCategory == nil || selectedCategory == expense.category ? 1 : 0.4)
            }
            .chartAngleSelection(value: $selectedAmount)
            .chartLegend(.hidden)
            .frame(width: 160, height: 160)
        }
    }
}


// MARK: - Horizontal bars with value annotations

private struct LanguageShare: Identifiable {
    let name: String
    let share: Double
    var id: String { name }
}

private struct TopLanguages: View {
    let languages = [LanguageShare(name: "Swift", share: 60), LanguageShare(name: "Kotlin", share: 30), LanguageShare(name: "Dart", share: 15)]

    var body: some View {
        Chart(languages) { language in
            BarMark(x: .value("Share", language.share), y: .value("Language", language.name))
                .foregroundStyle(Color.orange.gradient)
                .annotation(position: .trailing) {
                    Text("\(Int(language.share))%").font(.caption)
                }
        }
        .chartXAxis(.hidden)
        .chartXScale(domain: 0...80)
        .frame(width: 300, height: 150)
    }
}

@Suite struct ChartsCompatibilityTests {
    static let heartRateSamples: [HeartRateSample] = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let monday = calendar.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 9))!
        return (0..<5).map { day in
            HeartRateSample(id: day, date: calendar.date(byAdding: .day, value: day, to: monday)!, bpm: day == 2 ? .nan : 60 + Double(day) * 10)
        }
    }()

    @Test @MainActor func weeklyStepsBarsAreProportionalWithTheirLabels() throws {
        let stage = Stage(size: CGSize(width: 390, height: 320)) { WeeklyStepsView() }
        let list = stage.displayList()
        let bars = list.shapes(filledWith: .pink).sorted { $0.rect.minX < $1.rect.minX }
        #expect(bars.count == 7)
        let steps = [4_200.0, 7_800, 6_100, 9_400, 3_300, 11_200, 8_000]
        let perStep = try #require(bars.first).rect.height / 4_200
        for (bar, value) in zip(bars, steps) {
            #expect(isClose(bar.rect.height, value * perStep, absolute: 0.5))
            #expect(isClose(bar.rect.maxY, bars[0].rect.maxY, absolute: 0.01))
        }
        // The 0 grid line sits at the bars' base; the y labels are to the trailing side.
        let texts = list.texts.map(\.text)
        for day in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] { #expect(texts.contains(day)) }
        #expect(texts.contains("0"))
        #expect(texts.contains("5,000"))
        #expect(texts.contains("10,000"))
        let zero = try #require(list.item(text: "0"))
        #expect(isClose(zero.rect.midY, bars[0].rect.maxY, absolute: 1))
        let lastBar = try #require(bars.last)
        #expect(zero.rect.minX > lastBar.rect.maxX)
        // Category labels are centred under their bars.
        let wednesday = try #require(list.item(text: "Wed"))
        #expect(isClose(wednesday.rect.midX, bars[2].rect.midX, absolute: 0.5))
        #expect(wednesday.rect.minY > bars[2].rect.maxY)
        #expect(texts.contains("50000 this week"))
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func aFixedDomainScalesTheBarsToIt() throws {
        let days = [Day(name: "Mon", steps: 3_000), Day(name: "Tue", steps: 6_000), Day(name: "Wed", steps: 12_000)]
        let stage = Stage(size: CGSize(width: 300, height: 240)) { WeeklySteps(days: days) }
        let list = stage.displayList()
        let bars = list.shapes(filledWith: .blue).sorted { $0.rect.minX < $1.rect.minX }
        try #require(bars.count == 3)
        // 12,000 is the top of the domain: that bar fills the plot; the others are its quarter and half.
        #expect(isClose(bars[0].rect.height * 4, bars[2].rect.height, absolute: 1))
        #expect(isClose(bars[1].rect.height * 2, bars[2].rect.height, absolute: 1))
        #expect(bars[2].rect.height > 150 && bars[2].rect.height <= 200)
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func seriesLinesGetPaletteColoursAndALegend() throws {
        let stage = Stage(size: CGSize(width: 320, height: 240)) { TemperatureChart() }
        let list = stage.displayList()
        let blue = Color.blue.resolve(in: EnvironmentValues()), green = Color.green.resolve(in: EnvironmentValues())
        let lines = list.shapes.filter { if case .stroke = $0.paint { $0.strokeStyle?.lineWidth == 2 } else { false } }
        #expect(lines.count == 2)
        #expect(lines.map(\.paint.color) == [blue, green])
        // Legend: one dot and one label per series, in order of appearance.
        let texts = list.texts.map(\.text)
        let cupertino = try #require(texts.firstIndex(of: "Cupertino")), london = try #require(texts.firstIndex(of: "London"))
        #expect(cupertino < london)
        // The Cupertino line spans 10…19 °C on a 0…20 scale: its top is at 19/20 of the plot.
        let twenty = try #require(list.item(text: "20")), zero = try #require(list.item(text: "0"))
        let plotHeight = zero.rect.midY - twenty.rect.midY
        let bounds = lines[0].path.boundingRect
        #expect(isClose(bounds.minY, zero.rect.midY - plotHeight * 19 / 20, absolute: 1.5))
        // Symbols by series: circles for Cupertino, squares for London, five each.
        #expect(list.shapes(filledWith: .blue).count >= 6)
        #expect(list.shapes(filledWith: .green).count >= 6)
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func donutSectorsTakeTheirShareClockwiseFromTwelve() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { BudgetDonut() }
        let list = stage.displayList()
        let rent = try #require(list.shapes(filledWith: .blue).first).path.boundingRect
        let food = try #require(list.shapes(filledWith: .green).first).path.boundingRect
        let travel = try #require(list.shapes(filledWith: .orange).first).path.boundingRect
        // 25 % from 12 to 3 o'clock, 25 % from 3 to 6, 50 % from 6 round to 12.
        #expect(isClose(rent.minX, 100, absolute: 2) && isClose(rent.maxX, 200, absolute: 2))
        #expect(isClose(rent.minY, 0, absolute: 2) && isClose(rent.maxY, 100, absolute: 2))
        #expect(isClose(food.minX, 100, absolute: 2) && isClose(food.minY, 100, absolute: 2) && isClose(food.maxY, 200, absolute: 2))
        #expect(isClose(travel.maxX, 100, absolute: 2) && isClose(travel.minX, 0, absolute: 2) && travel.height > 195)
        // The hole: the inner radius is 60 % of the outer one, so the centre is not covered.
        #expect(list.texts.isEmpty)
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func averageRuleSitsAtItsValueWithItsAnnotationAbove() throws {
        let stage = Stage(size: CGSize(width: 320, height: 220)) { SalesChart() }
        let list = stage.displayList()
        let red = Color.red.resolve(in: EnvironmentValues())
        let rule = try #require(list.shapes.first { $0.paint.color == red && $0.strokeStyle?.dash == [5, 3] })
        let bars = list.shapes.filter { if case .fill = $0.paint { $0.rect.width > 20 } else { false } }.sorted { $0.rect.minX < $1.rect.minX }
        #expect(bars.count == 3)
        let full = bars[1].rect
        // Feb's 100 reaches the top of a 0…100 scale; the average (50) is halfway.
        let ruleY = rule.path.boundingRect.midY
        #expect(isClose(ruleY, full.maxY - full.height / 2, absolute: 0.5))
        #expect(isClose(bars[0].rect.height, full.height * 0.4, absolute: 0.5))
        let annotation = try #require(list.item(text: "Average 50"))
        #expect(isClose(annotation.rect.maxY, ruleY - 4, absolute: 1))
        #expect(isClose(annotation.rect.minX, rule.path.boundingRect.minX, absolute: 1))
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func enumSeriesStackWithTheirScaleColours() throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { ActivityChart() }
        let list = stage.displayList()
        let walking = list.shapes(filledWith: .teal).filter { $0.rect.width > 10 }.sorted { $0.rect.minX < $1.rect.minX }
        let running = list.shapes(filledWith: .indigo).filter { $0.rect.width > 10 }.sorted { $0.rect.minX < $1.rect.minX }
        #expect(walking.count == 2 && running.count == 2)
        // Running stacks on walking: its bottom is walking's top, and each stack is 50 or 60 minutes high.
        for (walk, run) in zip(walking, running) {
            #expect(isClose(run.rect.maxY, walk.rect.minY, absolute: 0.01))
            #expect(isClose(run.rect.midX, walk.rect.midX, absolute: 0.01))
        }
        let perMinute = walking[0].rect.height / 30
        #expect(isClose(running[0].rect.height, 20 * perMinute, absolute: 0.5))
        #expect(isClose(walking[1].rect.height + running[1].rect.height, 60 * perMinute, absolute: 0.5))
        // The legend is above the plot, in the scale's order, with the raw values as labels.
        let walkingLabel = try #require(list.item(text: "Walking")), runningLabel = try #require(list.item(text: "Running"))
        #expect(walkingLabel.rect.minX < runningLabel.rect.minX)
        #expect(walkingLabel.rect.maxY < walking[0].rect.minY)
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func lineMorphsPointByPointWithViewSymbolsAndAnnotations() throws {
        let stage = Stage(size: CGSize(width: 220, height: 220)) { WeightTrend() }
        let purple = Color.purple.resolve(in: EnvironmentValues())
        func line() throws -> CGRect {
            let list = stage.displayList()
            return try #require(list.shapes.first { if case .stroke = $0.paint { $0.paint.color == purple } else { false } }).path.boundingRect
        }
        let before = try line()
        #expect(before.height < 0.01)
        // The symbol view (a 6-point circle) at each of the three points.
        #expect(stage.displayList().shapes(filledWith: .purple).filter { $0.rect.width == 6 }.count == 3)
        #expect(stage.displayList().texts.filter { $0.text == "10" }.count == 3)
        try stage.tap(label: "Log")
        stage.advance(by: 0.5)
        let middle = try line()
        stage.advance(by: 1)
        let after = try line()
        // At the end the line rises from 10 to 30 of 40: 20 units are after.height points.
        #expect(after.height > 20)
        #expect(isClose(after.maxY, before.maxY, absolute: 0.01))
        // Halfway the last point is at 20: 10 units (half of after.height) above the start.
        #expect(isClose(middle.maxY, before.maxY, absolute: 0.01))
        #expect(isClose(before.minY - middle.minY, after.height / 2, absolute: 0.5))
        #expect(stage.displayList().texts.contains { $0.text == "30" })
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func angleSelectionFindsTheSectorUnderTheFinger() throws {
        let stage = Stage(size: CGSize(width: 200, height: 220)) { SpendingDonut() }
        var list = stage.displayList()
        #expect(list.item(text: "All") != nil)
        let travel = try #require(list.shapes(filledWith: .orange).first).path.boundingRect
        // Travel is the left half: press in its lower-left part.
        try stage.pointerDown(at: CGPoint(x: travel.minX + 10, y: travel.midY + 20))
        stage.pointerMove(to: CGPoint(x: travel.minX + 11, y: travel.midY + 20))
        stage.advance(by: 0.1)
        list = stage.displayList()
        #expect(list.item(text: "Travel") != nil)
        let rent = try #require(list.shapes.first { $0.paint.color.opacity < 0.5 })
        #expect(rent.paint.color.opacity < 0.5)
        stage.pointerUp()
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "All") != nil)
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func horizontalBarsReadTheirCategoriesOnTheLeadingSide() throws {
        let stage = Stage(size: CGSize(width: 300, height: 150)) { TopLanguages() }
        let list = stage.displayList()
        let bars = list.shapes.filter { if case .fill = $0.paint { $0.rect.height > 10 } else { false } }.sorted { $0.rect.minY < $1.rect.minY }
        #expect(bars.count == 3)
        #expect(bars.allSatisfy { $0.shading != nil })
        // Widths in proportion to the shares, all starting at zero.
        #expect(isClose(bars[1].rect.width, bars[0].rect.width / 2, absolute: 0.5))
        #expect(isClose(bars[2].rect.width, bars[0].rect.width / 4, absolute: 0.5))
        #expect(isClose(bars[2].rect.minX, bars[0].rect.minX, absolute: 0.01))
        let swift = try #require(list.item(text: "Swift"))
        #expect(swift.rect.maxX < bars[0].rect.minX)
        #expect(isClose(swift.rect.midY, bars[0].rect.midY, absolute: 0.5))
        let value = try #require(list.item(text: "60%"))
        #expect(isClose(value.rect.minX, bars[0].rect.maxX + 4, absolute: 0.5))
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func barsAnimateToNewDataWithTheTransaction() throws {
        let stage = Stage(size: CGSize(width: 260, height: 260)) { AnimatedRevenue() }
        let before = stage.displayList().shapes(filledWith: .green).sorted { $0.rect.minX < $1.rect.minX }
        #expect(before.count == 3)
        let perUnit = before[0].rect.height / 20
        try stage.tap(label: "Update")
        stage.advance(by: 0.5)
        let middle = stage.displayList().shapes(filledWith: .green).sorted { $0.rect.minX < $1.rect.minX }
        #expect(middle.count == 3)
        #expect(isClose(middle[0].rect.height, 50 * perUnit, absolute: 1))
        #expect(isClose(middle[2].rect.height, 45 * perUnit, absolute: 1))
        #expect(isClose(middle[0].rect.maxY, before[0].rect.maxY, absolute: 0.5))
        stage.advance(by: 1)
        let after = stage.displayList().shapes(filledWith: .green).sorted { $0.rect.minX < $1.rect.minX }
        #expect(isClose(after[0].rect.height, 80 * perUnit, absolute: 0.5))
        #expect(isClose(after[1].rect.height, 40 * perUnit, absolute: 0.5))
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func datesWithCustomAxisMarksSkipBadValues() throws {
        let samples = Self.heartRateSamples
        let stage = Stage(size: CGSize(width: 320, height: 200)) { HeartRateChart(samples: samples) }
        let list = stage.displayList()
        let texts = list.texts.map(\.text)
        #expect(texts.contains("0 bpm") && texts.contains("150 bpm"))
        #expect(texts.filter { $0.hasSuffix("bpm") }.count == 4)
        let weekdays = texts.filter { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].contains($0) }
        #expect(weekdays.count >= 5)
        // The NaN sample is skipped: four points, one line, one area.
        let points = list.shapes(filledWith: .red).filter { $0.rect.width < 10 }
        #expect(points.count == 4)
        // The y labels are on the leading side, before the plot.
        let label = try #require(list.item(text: "100 bpm"))
        let firstPoint = try #require(points.first)
        #expect(label.rect.maxX < firstPoint.rect.minX)
        // Custom label views are measured: "150 bpm" fits inside the chart.
        let widest = try #require(list.item(text: "150 bpm"))
        #expect(widest.rect.minX >= 0)
        // Empty data draws no marks and does not crash.
        let empty = Stage(size: CGSize(width: 320, height: 200)) { HeartRateChart(samples: []) }
        #expect(empty.displayList().shapes(filledWith: .red).isEmpty)
        #expect(stage.issues.isEmpty)
    }

    @Test @MainActor func dragSelectsTheCategoryUnderTheFingerAndOverlayReadsTheProxy() throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { SelectableWeek() }
        var list = stage.displayList()
        #expect(list.item(text: "Nothing selected") != nil)
        let bars = list.shapes(filledWith: .blue).sorted { $0.rect.minX < $1.rect.minX }
        #expect(bars.count == 4)
        let dot = try #require(list.shapes(filledWith: .purple).first)
        #expect(isClose(dot.rect.midX, bars[2].rect.midX, absolute: 0.5))
        try stage.pointerDown(at: CGPoint(x: bars[1].rect.midX, y: bars[1].rect.midY))
        stage.pointerMove(to: CGPoint(x: bars[1].rect.midX + 2, y: bars[1].rect.midY))
        stage.advance(by: 0.1)
        list = stage.displayList()
        #expect(list.item(text: "Selected Tue") != nil)
        let orange = Color.orange.resolve(in: EnvironmentValues())
        let rule = try #require(list.shapes.first { $0.paint.color == orange })
        #expect(isClose(rule.path.boundingRect.midX, bars[1].rect.midX, absolute: 0.5))
        stage.pointerUp()
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "Nothing selected") != nil)
        #expect(stage.issues.isEmpty)
    }
}
