import Foundation

/// A view that shows progress towards completion, or that work is under way: SwiftUI's `ProgressView`.
///
/// ```swift
/// ProgressView(value: downloaded, total: size)       // a linear bar
/// ProgressView("Loading")                            // a spinner with a title
/// ProgressView(value: 0.4).progressViewStyle(.circular)
/// ```
///
/// Drawn as on iOS: a linear bar is a 4-point capsule across the width offered, the tint over the
/// completed fraction (clamped to 0…1; a `nil` value or a total ≤ 0 draws an empty bar), the label
/// above it and the current-value label below it in the footnote style; a spinner is eight ticks
/// round a 20-point circle, the label below it; a determinate circular view is a 4-point ring with
/// the completed arc in the tint, starting at the top. Screen readers read the percentage. Progress
/// is the app's own value, so a stage does not set it; change the state that feeds it — except for
/// a progress view over a date range (`init(timerInterval:countsDown:)`), which follows the stage's
/// clock by itself.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The date range a timer progress view runs over, and whether it empties (`true`) or fills.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil

    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// A bar showing `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total)
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with `label`.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// A bar showing `value` of `total`, with `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total)
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView {
    /// A bar showing `value` of `total`, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0, !value.isNaN else { return 0 }
        return min(max(Double(value / total), 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that runs over `timerInterval` as time passes: SwiftUI's
    /// `init(timerInterval:countsDown:)`.
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...start.addingTimeInterval(90))
    /// ```
    ///
    /// With `countsDown` (the default) it is full at the range's start and empty at its end;
    /// otherwise it fills. Before the range it shows its start, after the range its end. Below the
    /// bar, its ``DefaultDateProgressLabel`` reads the time left (counting down) or gone (counting
    /// up), "1:05". On a stage the dates are the stage's (``Stage/startDate`` plus stage time), so a
    /// range made from `Date()` when the view appears starts then; the view needs no `TimelineView`
    /// and stops asking for frames once the range has ended. A range of no length is always ended.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: nil, label: nil, currentValueLabel: DefaultDateProgressLabel(), timer: (timerInterval, countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that runs over `timerInterval` as time passes, with `label` above it (see
    /// ``init(timerInterval:countsDown:)``): SwiftUI's `init(timerInterval:countsDown:label:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: DefaultDateProgressLabel(), timer: (timerInterval, countsDown))
    }
}

extension ProgressView {
    /// A bar that runs over `timerInterval` as time passes, with `label` above it and
    /// `currentValueLabel` below it in place of the time (see ``init(timerInterval:countsDown:)``):
    /// SwiftUI's `init(timerInterval:countsDown:label:currentValueLabel:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel(), timer: (timerInterval, countsDown))
    }

    /// The completed fraction of a timer over `interval` at `date`: 1 → 0 counting down, 0 → 1
    /// counting up, clamped to the range (a range of no length is over).
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let gone = length > 0 ? min(max(date.timeIntervalSince(interval.lowerBound) / length, 0), 1) : 1
        return countsDown ? 1 - gone : gone
    }
}

/// The current-value label of a progress view over a date range: SwiftUI's
/// `DefaultDateProgressLabel`. It reads as `Text(timerInterval:countsDown:)` does at the moment
/// shown — the time left when the view counts down, the time gone when it counts up ("0:42",
/// "1:02:05") — in the footnote style of a current-value label.
public nonisolated struct DefaultDateProgressLabel: View {
    public typealias Body = Never
}

extension DefaultDateProgressLabel: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        guard let timer = context.environment.progressTimer else { return [] }
        let text = Text(timerInterval: timer.interval, pauseTime: timer.date, countsDown: timer.countsDown)
        return context.resolve(text, at: .child(0))
    }
}

/// The moment a timer progress view shows, handed to its ``DefaultDateProgressLabel``.
struct ProgressTimerMoment {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let date: Date
}

private struct ProgressTimerKey: EnvironmentKey {
    static var defaultValue: ProgressTimerMoment? { nil }
}

extension EnvironmentValues {
    /// The moment the enclosing timer progress view shows (`nil` outside one).
    var progressTimer: ProgressTimerMoment? {
        get { self[ProgressTimerKey.self] }
        set { self[ProgressTimerKey.self] = newValue }
    }
}

/// When a timer progress view updates: on a grid from the range's start — as often as a frame
/// (1/60 s) and about a thousand times across the range, at least once a second, so the bar moves by
/// at most a thousandth and the label changes on its second — and a last time at the range's end.
/// No entries after the end, so a finished view asks for no frames.
struct ProgressTimerSchedule: TimelineSchedule, Equatable {
    let interval: ClosedRange<Date>

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let start = interval.lowerBound, end = interval.upperBound
        let length = end.timeIntervalSince(start)
        guard length > 0, startDate < end else { return [] }
        let perSecond = Double(min(60, max(1, Int((1000 / length).rounded(.up)))))
        let first = max(0, (startDate.timeIntervalSince(start) * perSecond).rounded(.up))
        let last = (length * perSecond).rounded(.down)
        var dates = first <= last ? stride(from: first, through: last, by: 1).map { start.addingTimeInterval($0 / perSecond) } : []
        if dates.last.map({ $0 < end }) ?? true { dates.append(end) }
        return dates
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled with a string literal.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: { Text(titleKey) })
    }

    /// A spinner titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// A bar showing `value` of `total`, titled with a string literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// A bar showing `value` of `total`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a custom ``ProgressViewStyle`` wraps its configuration in: drawn by the
    /// style above the one being made (the platform's default when there is none).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
    }
}

/// How progress views are drawn: SwiftUI's `ProgressViewStyle`.
///
/// ```swift
/// struct GaugeStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(.blue, lineWidth: 6)
///     }
/// }
/// ProgressView(value: 0.3).progressViewStyle(GaugeStyle())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the fraction completed (nil when indeterminate) and the labels.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The progress view's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws from: SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The progress view's current-value label, as a view.
    public struct CurrentValueLabel: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The completed fraction, 0…1, or `nil` when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, when the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-value label, when the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// The platform's default: a bar for determinate progress, a spinner otherwise: SwiftUI's
/// `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Makes the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressBody(configuration: configuration, isCircular: configuration.fractionCompleted == nil)
    }
}

/// A bar: SwiftUI's `LinearProgressViewStyle`. An indeterminate bar is drawn empty.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Makes the style, in the tint colour.
    public init() {
        tint = nil
    }

    /// A bar filled with `tint` (deprecated in SwiftUI in favour of `tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressBody(configuration: configuration, isCircular: false, tint: tint)
    }
}

/// A spinner, or a ring for determinate progress: SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Makes the style, in the tint colour.
    public init() {
        tint = nil
    }

    /// A ring drawn in `tint` (deprecated in SwiftUI in favour of `tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressBody(configuration: configuration, isCircular: true, tint: tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default progress view style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring for determinate progress.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (any ProgressViewStyle)? { nil }
}

extension EnvironmentValues {
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views below with `style`.
    public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.progressViewStyle = style })
    }
}

/// Eight round-capped ticks round a circle, fading round from the top: a spinner frozen in time.
struct SpinnerTicks: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        for index in 0..<8 {
            let angle = Double(index) / 8 * 2 * Double.pi - Double.pi / 2
            let direction = CGPoint(x: CGFloat(cos(angle)), y: CGFloat(sin(angle)))
            let inner = radius * 0.45, outer = radius * 0.95, half = radius * 0.09
            let normal = CGPoint(x: -direction.y * half, y: direction.x * half)
            path.move(to: CGPoint(x: center.x + direction.x * inner + normal.x, y: center.y + direction.y * inner + normal.y))
            path.addLine(to: CGPoint(x: center.x + direction.x * outer + normal.x, y: center.y + direction.y * outer + normal.y))
            path.addLine(to: CGPoint(x: center.x + direction.x * outer - normal.x, y: center.y + direction.y * outer - normal.y))
            path.addLine(to: CGPoint(x: center.x + direction.x * inner - normal.x, y: center.y + direction.y * inner - normal.y))
            path.closeSubpath()
        }
        return path
    }
}

/// The completed arc of a circular progress view, from the top, clockwise, `fraction` of the way.
struct ProgressArc: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let steps = max(1, Int(fraction * 64))
        for step in 0...steps {
            let angle = -Double.pi / 2 + fraction * 2 * Double.pi * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

extension ProgressView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        if let timer {
            // The same view at each moment of the range, as a timeline of its own.
            let label = self.label, currentValueLabel = self.currentValueLabel
            let timeline = TimelineView(ProgressTimerSchedule(interval: timer.interval)) { moment in
                ProgressView(fraction: Self.timerFraction(timer.interval, countsDown: timer.countsDown, at: moment.date),
                             label: label, currentValueLabel: currentValueLabel)
                    .environment(\.progressTimer, ProgressTimerMoment(interval: timer.interval, countsDown: timer.countsDown, date: moment.date))
            }
            return context.resolve(timeline, at: .child(3))
        }
        let label = self.label, currentValueLabel = self.currentValueLabel
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { label in ProgressViewStyleConfiguration.Label { $0.resolve(label, at: .child(0)) } },
            currentValueLabel: currentValueLabel.map { value in ProgressViewStyleConfiguration.CurrentValueLabel { $0.resolve(value, at: .child(1)) } }
        )
        let style: any ProgressViewStyle = context.environment.progressViewStyle ?? DefaultProgressViewStyle()
        var inner = context
        // `ProgressView(configuration)` inside the style's body draws with the default style.
        inner.environment.progressViewStyle = nil
        return resolveStyle(style, configuration, in: inner)
    }

    @MainActor
    private func resolveStyle<S: ProgressViewStyle>(_ style: S, _ configuration: ProgressViewStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(2)) { style.makeBody(configuration: configuration) }
    }
}

/// How the built-in progress view styles draw: a bar, a spinner or a ring.
struct BuiltinProgressBody: View, PrimitiveView {
    let configuration: ProgressViewStyleConfiguration
    let isCircular: Bool
    var tint: Color? = nil
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let environment = context.environment
        let fraction = configuration.fractionCompleted
        let tint = self.tint?.resolve(in: environment) ?? TintShapeStyle().resolve(in: environment)
        let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2).resolve(in: environment)
        let labelNodes = configuration.label.map { context.resolve($0, at: .child(0)) } ?? []
        var valueContext = context
        valueContext.environment.font = .footnote
        valueContext.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        let valueNodes = configuration.currentValueLabel.map { valueContext.resolve($0, at: .child(1)) } ?? []
        var children: [LayoutNode]
        if isCircular {
            let graphic: LayoutNode
            if let fraction {
                // Strokes are centred on the path: inset by half the line so the ring fits 28 points.
                let ring = LayoutNode(.shape(ShapeContent(shape: Circle(), paint: .stroke(track, lineWidth: 4))))
                let arc = LayoutNode(.shape(ShapeContent(shape: ProgressArc(fraction: fraction), paint: .stroke(tint, lineWidth: 4))))
                let rings = LayoutNode(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), child: LayoutNode(.zStack(alignment: .center, children: [ring, arc]))))
                graphic = LayoutNode(.frame(.fixed(width: 28, height: 28, alignment: .center), child: rings))
            } else {
                let gray = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6).resolve(in: environment)
                graphic = LayoutNode(.frame(.fixed(width: 20, height: 20, alignment: .center), child: LayoutNode(.shape(ShapeContent(shape: SpinnerTicks(), paint: .fill(gray))))))
            }
            children = [graphic] + labelNodes + valueNodes
        } else {
            let bar = LayoutNode(.custom(ProgressBarLayout(fraction: CGFloat(fraction ?? 0)), children: [
                LayoutNode(.shape(ShapeContent(shape: Capsule(), paint: .fill(track)))),
                LayoutNode(.shape(ShapeContent(shape: Capsule(), paint: .fill(tint)))),
            ]))
            children = labelNodes + [bar] + valueNodes
        }
        var node = context.directed([LayoutNode(.stack(axis: .vertical, alignment: isCircular ? .center : .leading, spacing: 4, children: children))])[0]
        if let fraction {
            node = LayoutNode(.effect(.accessibility(.value("\(Int((fraction * 100).rounded())) percent")), child: node))
        } else {
            node = LayoutNode(.effect(.accessibility(.value("In progress")), child: node))
            node = LayoutNode(.effect(.accessibility(.addTraits(.updatesFrequently)), child: node))
        }
        return [node]
    }
}

/// A progress bar: the track across the width offered, 4 points tall, the fill over `fraction`.
struct ProgressBarLayout: NodeLayout {
    let fraction: CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 200, height: 4)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let frames = [CGRect(origin: .zero, size: size), CGRect(x: 0, y: 0, width: size.width * min(max(fraction, 0), 1), height: size.height)]
        return frames.map { LayoutEngine.Placement(proposal: ProposedViewSize($0.size), frame: $0) }
    }
}
