/// A view that shows a value within a range: SwiftUI's `Gauge`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// The value is clamped to the range (a NaN value, or an empty range, shows as empty). Styles:
/// - `.automatic`, `.linearCapacity`: the label and current value on a line, a 4-point capsule track
///   filled with the tint up to the value, and the minimum and maximum labels under its ends.
/// - `.accessoryLinear`, `.accessoryLinearCapacity`: the same track, 6 points tall, without the labels' line.
/// - `.accessoryCircular`: a 58-point open ring (270°, 6-point line) filled along to the value, the
///   current value label in its middle, the bounds labels at its open ends.
/// - `.accessoryCircularCapacity`: a closed ring filled clockwise from the top.
///
/// The value changes animate as any shape's trim does. Screen readers read the label with the value
/// as a percentage.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let fraction: Double
    private let label: Label
    private let currentValueLabel: CurrentValueLabel
    private let minimumValueLabel: BoundsLabel?
    private let maximumValueLabel: BoundsLabel?
    private let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel, minimum: BoundsLabel?, maximum: BoundsLabel?, marked: MarkedValueLabels? = nil) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        let raw = span > 0 ? offset / span : 0
        fraction = raw.isNaN ? 0 : min(max(raw, 0), 1)
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        markedValueLabels = marked
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: GaugeStyleConfiguration.Label(base: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : GaugeStyleConfiguration.CurrentValueLabel(base: AnyView(currentValueLabel)),
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MarkedValueLabel(base: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MarkedValueLabel(base: AnyView($0)) },
            markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels(base: markedValueLabels.map { AnyView($0) } ?? AnyView(EmptyView()))
        )
        AnyView(style.makeBody(configuration: configuration))
            .accessibilityElement(children: .combine)
            .accessibilityValue("\(Int((fraction * 100).rounded())) percent")
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: EmptyView(), minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with labels for the current value and the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` within `bounds`, with a label for the current value and labels for
    /// marked values (`Text("50").tag(50)`), which a custom style reads as
    /// `configuration.markedValueLabels` (the built-in styles, as iOS's, do not draw them).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil, marked: markedValueLabels())
    }
}

extension Gauge {
    /// A gauge of `value` within `bounds`, with labels for the current value, the bounds and
    /// marked values (see `init(value:in:label:currentValueLabel:markedValueLabels:)`).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel(), marked: markedValueLabels())
    }
}

/// A gauge's parts, for a ``GaugeStyle``: SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public struct Label: View {
        let base: AnyView
        public var body: some View { base }
    }

    /// The label of the current value.
    public struct CurrentValueLabel: View {
        let base: AnyView
        public var body: some View { base }
    }

    /// A bound's label.
    public struct MarkedValueLabel: View {
        let base: AnyView
        public var body: some View { base }
    }

    /// The labels of the marked values, each tagged with its value (empty without any).
    public struct MarkedValueLabels: View {
        let base: AnyView
        public var body: some View { base }
    }

    /// Where the value lies in the range, 0…1.
    public var value: Double
    /// The gauge's label.
    public var label: Label
    /// The label of the current value, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the lower bound, if any.
    public var minimumValueLabel: MarkedValueLabel?
    /// The label of the upper bound, if any.
    public var maximumValueLabel: MarkedValueLabel?
    /// The labels of the marked values.
    public var markedValueLabels: MarkedValueLabels
}

/// How gauges are drawn: SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the value and the labels.
    typealias Configuration = GaugeStyleConfiguration

    /// The gauge's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The default gauge style (a linear capacity gauge on iOS): SwiftUI's `DefaultGaugeStyle`.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar filled up to the value, with the labels around it: SwiftUI's `LinearCapacityGaugeStyle`.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                configuration.currentValueLabel
            }
            GaugeTrack(fraction: configuration.value, height: 4)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 8)
                    configuration.maximumValueLabel
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}

/// The bar of a Lock Screen accessory: SwiftUI's `AccessoryLinearGaugeStyle` (and its capacity form).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    let showsCapacity: Bool

    /// Makes the style (the bar without its capacity form).
    public nonisolated init() {
        showsCapacity = false
    }

    nonisolated init(capacity: Bool) {
        showsCapacity = capacity
    }

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.minimumValueLabel.font(.caption2)
            GaugeTrack(fraction: configuration.value, height: 6)
            configuration.maximumValueLabel.font(.caption2)
        }
    }
}

/// The ring of a Lock Screen accessory: SwiftUI's `AccessoryCircularGaugeStyle` (an open ring) and
/// `AccessoryCircularCapacityGaugeStyle` (a closed ring).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    let isClosed: Bool

    /// Makes the style (the open ring).
    public nonisolated init() {
        isClosed = false
    }

    nonisolated init(closed: Bool) {
        isClosed = closed
    }

    public func makeBody(configuration: Configuration) -> some View {
        let sweep = isClosed ? 1.0 : 0.75
        ZStack {
            // The open ring's gap is at the bottom: its trim starts at 135° (down-left) and runs
            // clockwise; the closed ring starts at the top.
            ZStack {
                Circle()
                    .trim(from: 0, to: sweep)
                    .stroke(Color.secondary.opacity(0.3), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                Circle()
                    .trim(from: 0, to: sweep * configuration.value)
                    .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            }
            .rotationEffect(.degrees(isClosed ? -90 : 135))
            (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
                .font(.system(size: 15, weight: .medium))
                .minimumScaleFactor(0.5)
                .padding(8)
        }
        .frame(width: 58, height: 58)
    }
}

/// The default gauge style, spelled `.automatic`.
extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge style (a linear capacity gauge).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value, with the labels around it.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The bar of a Lock Screen accessory.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
    /// The bar of a Lock Screen accessory, filled up to the value.
    public static var accessoryLinearCapacity: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle(capacity: true) }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring, the gap at the bottom.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
    /// A closed ring filled clockwise from the top.
    public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle(closed: true) }
}

/// A capsule track filled with the tint up to `fraction`.
private struct GaugeTrack: View {
    let fraction: Double
    let height: CGFloat

    var body: some View {
        Capsule()
            .fill(Color.secondary.opacity(0.3))
            .frame(height: height)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule()
                        .fill(.tint)
                        .frame(width: max(height, proxy.size.width * fraction), height: height)
                        .opacity(fraction > 0 ? 1 : 0)
                }
            }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension EnvironmentValues {
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges below with `style`.
    public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.gaugeStyle = style })
    }
}
