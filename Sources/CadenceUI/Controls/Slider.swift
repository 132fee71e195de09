/// A control that picks a value from a range by sliding a thumb: SwiftUI's `Slider`.
///
/// ```swift
/// Slider(value: $bounce, in: 0...1, step: 0.05) { Text("Bounce") }
/// ```
///
/// Drawn as on iOS: a 4-point capsule track (the tint up to the value, grey after it) across the
/// width offered, with a 28-point white thumb with a light border at the value; 28 points tall.
/// The label is not drawn (iOS reads it to screen readers); the stage finds the slider by it:
/// `stage.setValue(0.8, label: "Bounce")` (clamped to the range and rounded to the step). Screen
/// readers read it as adjustable with the value as a percentage of the range.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void

    public typealias Body = Never
}

extension Slider {
    /// Stores a slider over `bounds` (in steps of `step` when not `nil`) of a value of any
    /// floating-point type, read and written through `Double`.
    @MainActor
    init<V: BinaryFloatingPoint>(binding: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        value = Binding(get: { Double(binding.wrappedValue) }, set: { binding.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A continuous slider over `bounds` with `label`, and value labels at its ends.
    @MainActor
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(binding: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` in steps of `step` with `label`, and value labels at its ends.
    @MainActor
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(binding: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A continuous slider over `bounds` with `label`.
    @MainActor
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(binding: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` in steps of `step` with `label`.
    @MainActor
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(binding: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A continuous slider over `bounds`, without a label.
    @MainActor
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(binding: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` in steps of `step`, without a label.
    @MainActor
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(binding: value, bounds: bounds, step: Double(step), label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

/// A value in `bounds`, rounded to `step` from the lower bound; NaN gives the lower bound.
func steppedValue(_ value: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
    guard !value.isNaN else { return bounds.lowerBound }
    var result = min(max(value, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0, step.isFinite {
        result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
        result = min(max(result, bounds.lowerBound), bounds.upperBound)
    }
    return result
}

extension Slider: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let binding = value, bounds = self.bounds, step = self.step, onEditingChanged = self.onEditingChanged
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? min(max((binding.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
        let environment = context.environment
        let tint = TintShapeStyle().resolve(in: environment)
        let trackColor = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2).resolve(in: environment)
        let thumbBorder = Color(white: 0, opacity: 0.12).resolve(in: environment)
        let track = LayoutNode(.custom(SliderLayout(fraction: CGFloat(fraction)), children: [
            LayoutNode(.shape(ShapeContent(shape: Capsule(), paint: .fill(trackColor)))),
            LayoutNode(.shape(ShapeContent(shape: Capsule(), paint: .fill(tint)))),
            LayoutNode(.shape(ShapeContent(shape: Circle(), paint: .fill(Color.white.resolve(in: environment))))),
            LayoutNode(.shape(ShapeContent(shape: Circle(), paint: .stroke(thumbBorder, lineWidth: 0.5)))),
        ]))
        var row = [track]
        if let minimumValueLabel { row.insert(contentsOf: context.resolve(minimumValueLabel, at: .child(1)), at: 0) }
        if let maximumValueLabel { row.append(contentsOf: context.resolve(maximumValueLabel, at: .child(2))) }
        let body = row.count == 1 ? track : context.directed([LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: row))])[0]
        let title = LayoutNode.texts(in: context.resolve(label, at: .child(0))).joined(separator: " ")
        let target = ControlTarget(title: title, identifiers: [], labels: [], kind: "slider", setNumber: { newValue in
            onEditingChanged(true)
            binding.wrappedValue = steppedValue(newValue, in: bounds, step: step)
            onEditingChanged(false)
        })
        var node = LayoutNode(.effect(.accessibility(.value("\(Int((fraction * 100).rounded())) percent")), child: body))
        if !title.isEmpty { node = LayoutNode(.effect(.accessibility(.label(title)), child: node)) }
        return [LayoutNode.control(target, node)]
    }
}

/// The track across the width offered, 28 points tall; the filled part and the thumb at `fraction`.
struct SliderLayout: NodeLayout {
    let fraction: CGFloat
    static let thumb: CGFloat = 28
    static let track: CGFloat = 4

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 200
        return CGSize(width: max(Self.thumb, width), height: Self.thumb)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let trackY = (size.height - Self.track) / 2
        let thumbX = (size.width - Self.thumb) * fraction
        let frames = [
            CGRect(x: 0, y: trackY, width: size.width, height: Self.track),
            CGRect(x: 0, y: trackY, width: thumbX + Self.thumb / 2, height: Self.track),
            CGRect(x: thumbX, y: 0, width: Self.thumb, height: Self.thumb),
            CGRect(x: thumbX, y: 0, width: Self.thumb, height: Self.thumb),
        ]
        return frames.map { LayoutEngine.Placement(proposal: ProposedViewSize($0.size), frame: $0) }
    }
}
