#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A vacation planner form: days off picked in a MultiDatePicker (iOS 16), a budget stepper with a
// currency format, and a header filled with a paper texture through ImagePaint.

private func day(_ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: 2026, month: 6, day: day))!
}

private struct VacationPlanner: View {
    @State private var daysOff: Set<DateComponents> = [DateComponents(year: 2026, month: 6, day: 10)]
    @State private var budget = 1_000.0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Summer trip")
                .font(.title2.bold())
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 12).fill(.image(Image("planner-paper"), scale: 0.5)))
            MultiDatePicker("Days off", selection: $daysOff, in: day(5)..<day(30))
            Text("\(daysOff.count) days off")
            Stepper("Budget", value: $budget, in: 0...5_000, step: 250, format: .number)
            Text("Budget: \(Int(budget))")
        }
        .padding()
    }
}

@MainActor
@Suite struct VacationPlannerCompatibilityTests {
    private func stage() -> Stage {
        AssetCatalog.main.register(image: "planner-paper", .color(.orange, size: CGSize(width: 16, height: 16)))
        return Stage(size: CGSize(width: 390, height: 844)) { VacationPlanner() }
    }

    @Test func pickingDaysAddsAndRemovesThem() throws {
        let stage = stage()
        #expect(stage.displayList().item(text: "June 2026") != nil)
        #expect(stage.displayList().item(text: "1 days off") != nil)
        try stage.tap(label: "June 15")
        try stage.tap(label: "June 16")
        #expect(stage.displayList().item(text: "3 days off") != nil)
        // Tapping a picked day again takes it out, whatever components the app put in.
        try stage.tap(label: "June 10")
        #expect(stage.displayList().item(text: "2 days off") != nil)
        // Selected days are drawn in white on the tint; others in the primary colour.
        let fifteen = try #require(stage.displayList().texts.first { $0.text == "15" })
        let seventeen = try #require(stage.displayList().texts.first { $0.text == "17" })
        #expect(fifteen.color == Color.white.resolve(in: EnvironmentValues()))
        #expect(seventeen.color != fifteen.color)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func daysOutsideTheBoundsCannotBePicked() throws {
        let stage = stage()
        _ = try? stage.tap(label: "June 3")
        _ = try? stage.tap(label: "June 30")
        #expect(stage.displayList().item(text: "1 days off") != nil)
    }

    @Test func theMonthIsLaidOutInWeeks() throws {
        let stage = stage()
        let list = stage.displayList()
        // June 1, 2026 is a Monday: with Sunday first, day 1 is in the second column, day 7 starts
        // the second row under the first column.
        let first = try #require(list.texts.first { $0.text == "1" })
        let second = try #require(list.texts.first { $0.text == "2" })
        let seventh = try #require(list.texts.first { $0.text == "7" })
        let eighth = try #require(list.texts.first { $0.text == "8" })
        #expect(isClose(second.rect.midX - first.rect.midX, 40, absolute: 1))
        #expect(seventh.rect.midX < first.rect.midX)
        #expect(isClose(eighth.rect.midY - seventh.rect.midY, 0, absolute: 1e-6))
        #expect(seventh.rect.midY > first.rect.midY + 39)
        #expect(list.texts.filter { Int($0.text).map { (1...30).contains($0) } ?? false }.count == 30)
    }

    @Test func budgetStepsWithAFormatAndTheHeaderIsPaintedWithTheImage() throws {
        let stage = stage()
        try stage.tap(label: "Budget Increment")
        try stage.tap(label: "Budget Increment")
        #expect(stage.displayList().item(text: "Budget: 1500") != nil)
        try stage.setValue(9_000, label: "Budget")
        #expect(stage.displayList().item(text: "Budget: 5000") != nil)
        // The header's rounded rectangle is filled with the colour the registered image stands for.
        let header = try #require(stage.displayList().item(filledWith: .orange))
        let title = try #require(stage.displayList().item(text: "Summer trip"))
        #expect(header.bounds.contains(title.bounds))
        let paint = ImagePaint(image: Image("planner-paper"), scale: 0.5)
        #expect(paint.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(paint.scale == 0.5)
    }
}
