import Foundation

/// A calendar in which people pick several days: SwiftUI's `MultiDatePicker` (iOS 16).
///
/// ```swift
/// @State private var days: Set<DateComponents> = []
/// MultiDatePicker("Days off", selection: $days, in: today..<nextYear)
/// ```
///
/// Drawn as a month of the stage's calendar (`\.calendar`, in `\.timeZone`): the label, the month
/// and year ("June 2026"), then the days in rows of seven under the weekday of the calendar's first
/// day. Each day is a button the stage taps by its accessibility label, the month's name and the
/// day ("June 15"); a tap adds the day to `selection` as year, month and day components (with the
/// calendar and era, as SwiftUI gives them), or takes it out. Selected days are drawn on a circle
/// of the tint; days outside `bounds` are grey and cannot be picked. The month shown is the one of
/// the earliest selected day, else of the start of `bounds`, else the current month (SwiftUI lets
/// people page through months; a stage shows that one). Days are matched by year, month and day,
/// whatever other components the selection's values carry.
public struct MultiDatePicker<Label: View>: View {
    private let selection: Binding<Set<DateComponents>>
    private let bounds: Range<Date>?
    private let label: Label
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    init(selection: Binding<Set<DateComponents>>, bounds: Range<Date>?, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.label = label
    }

    /// A picker of any days.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: nil, label: label())
    }

    /// A picker of days within `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: bounds, label: label())
    }

    /// A picker of days from `bounds`' start on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: bounds.lowerBound..<Date.distantFuture, label: label())
    }

    /// A picker of days before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: Date.distantPast..<bounds.upperBound, label: label())
    }

    private var calendar: Calendar {
        var calendar = environmentCalendar
        calendar.timeZone = timeZone
        return calendar
    }

    /// The first day of the month shown.
    private var monthStart: Date {
        let calendar = self.calendar
        let selected = selection.wrappedValue.compactMap { components -> Date? in
            guard let year = components.year, let month = components.month, let day = components.day else { return nil }
            return calendar.date(from: DateComponents(year: year, month: month, day: day))
        }
        let anchor = selected.min() ?? bounds.map { max($0.lowerBound, Date(timeIntervalSince1970: 0)) } ?? Date()
        return calendar.dateInterval(of: .month, for: anchor)?.start ?? anchor
    }

    private func key(_ components: DateComponents) -> [Int?] {
        [components.year, components.month, components.day]
    }

    /// The stand-alone name of the month of `date` ("June"), in the environment's locale.
    private func name(ofMonth date: Date) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.locale = locale
        formatter.dateFormat = "LLLL"
        return formatter.string(from: date)
    }

    /// The label, the month's title and its days.
    public var body: some View {
        let calendar = self.calendar
        let start = monthStart
        let days = calendar.range(of: .day, in: .month, for: start) ?? 1..<29
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let monthName = name(ofMonth: start)
        let year = calendar.component(.year, from: start)
        let month = calendar.component(.month, from: start)
        let era = calendar.component(.era, from: start)
        let selectedKeys = Set(selection.wrappedValue.map(key))
        let cells: [Int?] = Array(repeating: nil, count: leading) + days.map { Optional($0) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        VStack(alignment: .leading, spacing: 8) {
            label
            Text(verbatim: "\(monthName) \(year)").font(.headline)
            ForEach(weeks.indices, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = column < weeks[week].count ? weeks[week][column] : nil
                        if let day {
                            let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? start
                            let isSelected = selectedKeys.contains([year, month, day])
                            let isEnabled = bounds.map { $0.contains(date) } ?? true
                            Button {
                                var picked = selection.wrappedValue
                                if let existing = picked.first(where: { key($0) == [year, month, day] }) {
                                    picked.remove(existing)
                                } else {
                                    picked.insert(DateComponents(calendar: calendar, era: era, year: year, month: month, day: day))
                                }
                                selection.wrappedValue = picked
                            } label: {
                                Text(verbatim: "\(day)")
                                    .foregroundStyle(isSelected ? AnyShapeStyle(Color.white) : isEnabled ? AnyShapeStyle(Color.primary) : AnyShapeStyle(Color.secondary))
                                    .frame(width: 40, height: 40)
                                    .background(Circle().fill(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.clear)))
                            }
                            .buttonStyle(.plain)
                            .disabled(!isEnabled)
                            .accessibilityLabel(Text(verbatim: "\(monthName) \(day)"))
                            .accessibilityAddTraits(isSelected ? .isSelected : [])
                        } else {
                            Color.clear.frame(width: 40, height: 40)
                        }
                    }
                }
            }
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any days, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: nil, label: Text(titleKey))
    }

    /// A picker of days within `bounds`, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: bounds, label: Text(titleKey))
    }

    /// A picker of days from `bounds`' start on, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, bounds: bounds.lowerBound..<Date.distantFuture, label: Text(titleKey))
    }

    /// A picker of days before `bounds`' end, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, bounds: Date.distantPast..<bounds.upperBound, label: Text(titleKey))
    }

    /// A picker of any days, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: nil, label: Text(title))
    }

    /// A picker of days within `bounds`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: bounds, label: Text(title))
    }
}

extension Stepper {
    /// A stepper over `bounds` in steps of `step`, whose value `format` would show and parse in an
    /// editable field. iOS steppers have no field (macOS ones do), so on a stage `format` is not
    /// used: the stepper steps and clamps as `init(value:in:step:label:onEditingChanged:)`.
    @MainActor
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper without limits whose value `format` would show in a field (unused on a stage; see
    /// `init(value:in:step:format:label:onEditingChanged:)`).
    @MainActor
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a string literal over `bounds`, with a `format` for macOS's field
    /// (unused on a stage).
    @MainActor
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string over `bounds`, with a `format` for macOS's field (unused on a
    /// stage).
    @MainActor @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string literal, without limits, with a `format` for macOS's field
    /// (unused on a stage).
    @MainActor
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string, without limits, with a `format` for macOS's field (unused on
    /// a stage).
    @MainActor @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
