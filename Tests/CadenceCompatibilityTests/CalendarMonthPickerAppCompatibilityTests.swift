#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A custom month calendar as booking and journaling apps write it: Calendar arithmetic for the days
// of the month with leading blanks, a 7-column LazyVGrid, a selection circle that slides between
// days with matchedGeometryEffect, dots under days that have events, chevron buttons that push the
// next or previous month in from the side (.id + .transition(.push(from:))), and the selected
// day's events listed below.

private struct CalendarEvent: Identifiable {
    let id = UUID()
    let title: String
    let date: Date
}

private extension Calendar {
    static let app: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        calendar.firstWeekday = 1
        return calendar
    }()

    func daysGrid(for month: Date) -> [Date?] {
        guard let interval = dateInterval(of: .month, for: month),
              let count = range(of: .day, in: .month, for: month)?.count else { return [] }
        let leading = (component(.weekday, from: interval.start) - firstWeekday + 7) % 7
        let days = (0..<count).compactMap { date(byAdding: .day, value: $0, to: interval.start) }
        return Array(repeating: nil, count: leading) + days.map(Optional.some)
    }
}

private struct MonthCalendarView: View {
    let events: [CalendarEvent]
    @State private var month: Date
    @State private var selection: Date
    @State private var direction: Edge = .trailing
    @Namespace private var selectionNamespace
    private let calendar = Calendar.app
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 7)

    init(today: Date, events: [CalendarEvent]) {
        self.events = events
        _month = State(initialValue: today)
        _selection = State(initialValue: today)
    }

    var body: some View {
        VStack(spacing: 16) {
            header
            HStack {
                ForEach(calendar.veryShortWeekdaySymbols.indices, id: \.self) { index in
                    Text(calendar.veryShortWeekdaySymbols[index])
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(Array(calendar.daysGrid(for: month).enumerated()), id: \.offset) { _, day in
                    if let day {
                        dayCell(day)
                    } else {
                        Color.clear.frame(height: 40)
                    }
                }
            }
            .id(month)
            .transition(.push(from: direction))
            Divider()
            eventList
            Spacer()
        }
        .padding()
    }

    private var header: some View {
        HStack {
            Text(month, format: .dateTime.month(.wide).year())
                .font(.title2.bold())
                .contentTransition(.interpolate)
            Spacer()
            Button {
                change(by: -1)
            } label: {
                Image(systemName: "chevron.left")
            }
            .accessibilityLabel("Previous month")
            Button {
                change(by: 1)
            } label: {
                Image(systemName: "chevron.right")
            }
            .accessibilityLabel("Next month")
        }
    }

    private func dayCell(_ day: Date) -> some View {
        let isSelected = calendar.isDate(day, inSameDayAs: selection)
        let hasEvents = events.contains { calendar.isDate($0.date, inSameDayAs: day) }
        return Button {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) { selection = day }
        } label: {
            VStack(spacing: 2) {
                Text("\(calendar.component(.day, from: day))")
                    .font(.body.monospacedDigit())
                    .fontWeight(isSelected ? .bold : .regular)
                    .foregroundStyle(isSelected ? .white : .primary)
                    .frame(width: 36, height: 36)
                    .background {
                        if isSelected {
                            Circle()
                                .fill(.blue)
                                .matchedGeometryEffect(id: "selection", in: selectionNamespace)
                        }
                    }
                Circle()
                    .fill(hasEvents ? Color.orange : Color.clear)
                    .frame(width: 5, height: 5)
            }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(day, format: .dateTime.month(.wide).day()))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    private var eventList: some View {
        let todays = events.filter { calendar.isDate($0.date, inSameDayAs: selection) }
        return VStack(alignment: .leading, spacing: 8) {
            Text(selection, format: .dateTime.weekday(.wide).month(.wide).day())
                .font(.headline)
            if todays.isEmpty {
                Text("No events")
                    .foregroundStyle(.secondary)
            } else {
                ForEach(todays) { event in
                    Label(event.title, systemImage: "calendar")
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func change(by months: Int) {
        direction = months > 0 ? .trailing : .leading
        guard let next = calendar.date(byAdding: .month, value: months, to: month) else { return }
        withAnimation(.easeInOut(duration: 0.35)) { month = next }
    }
}

@MainActor
@Suite struct CalendarMonthPickerAppCompatibilityTests {
    private static let today = Calendar.app.date(from: DateComponents(year: 2025, month: 3, day: 12))!

    private static func makeView() -> MonthCalendarView {
        let calendar = Calendar.app
        let events = [
            CalendarEvent(title: "Dentist", date: calendar.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 9))!),
            CalendarEvent(title: "Team lunch", date: calendar.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 12))!),
            CalendarEvent(title: "Flight to Lisbon", date: calendar.date(from: DateComponents(year: 2025, month: 4, day: 2, hour: 7))!),
        ]
        return MonthCalendarView(today: today, events: events)
    }

    @Test func theMonthStartsOnItsWeekdayAndTheSelectionSlidesToATappedDay() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Self.makeView() }
        let list = stage.displayList()
        #expect(list.item(text: "March 2025") != nil)
        // 1 March 2025 is a Saturday: the last column of the first week.
        let first = try #require(list.item(text: "1")).bounds
        let saturday = try #require(list.texts.last { $0.text == "S" }).rect
        #expect(isClose(first.midX, saturday.midX, absolute: 3), "\(first) under \(saturday)")
        #expect(list.item(text: "31") != nil)
        #expect(list.item(text: "Wednesday, March 12") != nil)
        #expect(list.item(text: "No events") != nil)
        let start = try #require(list.item(tinted: .blue)).bounds

        try stage.tap(label: "March 14")
        stage.advance(by: 0.1)
        // The old and the new circle share the in-between frame and cross-fade, as in SwiftUI.
        let moving = stage.displayList().items.filter { item in
            if case .shape(let shape) = item.content { return shape.paint.color.blue == 1 && shape.paint.color.red == 0 }
            return false
        }
        #expect(moving.count == 2)
        #expect(moving.allSatisfy { $0.bounds.midX > start.midX + 2 && $0.colorOpacity < 1 }, "the circle slides towards the 14th")
        stage.advance(by: 1)
        let end = try #require(stage.displayList().item(filledWith: .blue)).bounds
        let fourteenth = try #require(stage.displayList().item(text: "14")).bounds
        #expect(isClose(end.midX, fourteenth.midX, absolute: 0.5) && isClose(end.midY, fourteenth.midY, absolute: 0.5))
        #expect(stage.displayList().item(text: "Dentist") != nil)
        #expect(stage.displayList().item(text: "Team lunch") != nil)
        #expect(stage.accessibilityTree().element(label: "March 14")?.traits.contains(.isSelected) == true)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theNextMonthPushesInFromTheTrailingEdge() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Self.makeView() }
        let thirty = try #require(stage.displayList().item(text: "30")).bounds
        try stage.tap(label: "Next month")
        stage.advance(by: 0.15)
        let mid = stage.displayList()
        #expect(mid.item(text: "April 2025") != nil)
        let leaving = mid.texts.filter { $0.text == "31" }
        #expect(!leaving.isEmpty, "March's grid is still sliding out")
        let incoming = try #require(mid.texts.filter { $0.text == "30" }.map(\.rect).max { $0.midX < $1.midX })
        #expect(incoming.midX > thirty.midX + 20, "April's grid comes in from the right")
        stage.advance(by: 1)
        let settled = stage.displayList()
        #expect(settled.item(text: "31") == nil, "April has thirty days")
        // 1 April 2025 is a Tuesday: the third column.
        let first = try #require(settled.item(text: "1")).bounds
        let tuesday = try #require(settled.texts.first { $0.text == "T" }).rect
        #expect(isClose(first.midX, tuesday.midX, absolute: 3))
        #expect(settled.shapes(filledWith: .orange).count == 1, "one day in April has an event")
        try stage.tap(label: "April 2")
        #expect(stage.displayList().item(text: "Flight to Lisbon") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
