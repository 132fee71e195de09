import Foundation

/// Which parts of a date a ``DatePicker`` edits: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that picks a date: SwiftUI's `DatePicker`.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
///
/// Drawn in the compact style whatever `datePickerStyle` says (the graphical calendar and the wheel
/// are not drawn): the label, then at the trailing edge the date and/or time in capsules of the
/// tertiary fill, formatted in the environment's locale, calendar and time zone (medium date, short
/// time: "Jan 5, 2026", "9:41 AM" in `en_US`). A stage sets it with `stage.setDate(_:label:)`,
/// clamped to the range. Screen readers read the label with the formatted value.
public struct DatePicker<Label: View>: View {
    private let selection: Binding<Date>
    private let range: ClosedRange<Date>?
    private let components: DatePickerComponents
    private let label: Label
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.labelsHidden) private var labelsHidden

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    /// A picker of any date.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    /// A picker of dates within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// A picker of dates from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: label())
    }

    /// A picker of dates up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: label())
    }

    private func formatted(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    public var body: some View {
        let date = selection.wrappedValue
        let parts = [
            components.contains(.date) ? formatted(date, dateStyle: .medium, timeStyle: .none) : nil,
            components.contains(.hourAndMinute) ? formatted(date, dateStyle: .none, timeStyle: .short) : nil,
        ].compactMap { $0 }
        HStack {
            if !labelsHidden {
                label
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            ForEach(parts, id: \.self) { part in
                Text(verbatim: part)
                    .padding(.horizontal, 11)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
            }
        }
        .modifier(PickerRegistration(label: label) { [selection, range] title, _ in
            ControlTarget(title: title, identifiers: [], labels: [], kind: "date picker", setDate: { date in
                selection.wrappedValue = range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date
            })
        })
        .accessibilityElement(children: .combine)
    }
}

/// Registers a picker with the stage under its label's title, with what `target` makes of it.
private struct PickerRegistration<Label: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: Label
    let target: @MainActor (_ title: String, _ environment: EnvironmentValues) -> ControlTarget

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let title = LayoutNode.texts(in: context.resolve(label, at: .child(1))).joined(separator: " ")
        let control = target(title, context.environment)
        return content(context).map { LayoutNode.control(control, $0) }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled with a string literal, of any date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled with a string literal, of dates within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled with a string literal, of dates from `range`'s start on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled with a string literal, of dates up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled with a string, of any date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }

    /// A picker titled with a string, of dates within `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }
}

/// How date pickers are drawn: SwiftUI's `DatePickerStyle`. Every style draws compact in Cadence.
public protocol DatePickerStyle: Sendable {}

/// The platform's default date picker style: SwiftUI's `DefaultDatePickerStyle`.
public struct DefaultDatePickerStyle: DatePickerStyle { /** Makes the style. */ public init() {} }
/// The date in a button that opens a calendar: SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle { /** Makes the style. */ public init() {} }
/// A calendar (drawn compact in Cadence): SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle { /** Makes the style. */ public init() {} }
/// Spinning wheels (drawn compact in Cadence): SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle { /** Makes the style. */ public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The calendar style (drawn compact).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style (drawn compact).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style of the date pickers below (every style draws compact in Cadence).
    public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}

/// A control that picks a colour: SwiftUI's `ColorPicker`.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
///
/// Drawn as on iOS: the label, then at the trailing edge a 28-point swatch of the selected colour in
/// a 2-point ring. The colour wheel it opens is not drawn; a stage sets the colour with
/// `stage.setColor(_:label:)` (opacity dropped when `supportsOpacity` is `false`).
public struct ColorPicker<Label: View>: View {
    private let selection: Binding<Color>
    private let supportsOpacity: Bool
    private let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Circle()
                .fill(selection.wrappedValue)
                .frame(width: 22, height: 22)
                .padding(3)
                .overlay(Circle().stroke(Color.secondary.opacity(0.5), lineWidth: 2))
        }
        .modifier(PickerRegistration(label: label) { [selection, supportsOpacity] title, environment in
            ControlTarget(title: title, identifiers: [], labels: [], kind: "color picker", setColor: { color in
                guard !supportsOpacity else { selection.wrappedValue = color; return }
                var resolved = color.resolve(in: environment)
                resolved.opacity = 1
                selection.wrappedValue = Color(resolved)
            })
        })
        .accessibilityElement(children: .combine)
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls below draw without their labels (`labelsHidden()`); the labels still name
    /// them for screen readers and stage scripts.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls below without their labels (toggles, pickers, date and colour pickers,
    /// steppers): the labels still name them for screen readers and stage scripts.
    public nonisolated func labelsHidden() -> some View {
        modifier(EnvironmentModifier { $0.labelsHidden = true })
    }
}

extension Stage {
    /// Sets the date picker titled `label` to `date` (clamped to its range), and updates the views.
    public func setDate(_ date: Date, label: String) throws(StageError) {
        try setControl(label, where: { $0.setDate != nil }) { $0.setDate?(date) }
    }

    /// Sets the colour picker titled `label` to `color`, and updates the views.
    public func setColor(_ color: Color, label: String) throws(StageError) {
        try setControl(label, where: { $0.setColor != nil }) { $0.setColor?(color) }
    }
}
