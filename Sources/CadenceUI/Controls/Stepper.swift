/// A control with − and + buttons that step a value: SwiftUI's `Stepper`.
///
/// ```swift
/// Stepper("Count: \(count)", value: $count, in: 0...10)
/// Stepper { Text("Lives") } onIncrement: { lives += 1 } onDecrement: { lives -= 1 }
/// ```
///
/// Drawn as on iOS: the label, then at the trailing edge a 94 × 32-point pill with − and + halves
/// split by a divider. A stage taps its halves by their accessibility labels ("Decrement",
/// "Increment", or "<title> Decrement"/"<title> Increment" to tell steppers apart), or sets a value
/// stepper with `stage.setValue(_:label:)`.
public nonisolated struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let set: (@MainActor (Double) -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// A stepper that calls `onIncrement` and `onDecrement` (`nil` disables that half).
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        set = nil
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over `bounds` in steps of `step`.
    @MainActor
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        onIncrement = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
        }
        onDecrement = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
        }
        set = { target in
            // Step towards the target, within the bounds, while that brings the value closer.
            func number(_ v: V) -> Double? {
                if let integer = v as? any BinaryInteger { return Double(integer) }
                if let float = v as? any BinaryFloatingPoint { return Double(float) }
                return nil
            }
            var current = value.wrappedValue
            for _ in 0..<10_000 {
                guard let now = number(current) else { break }
                let next = now < target ? current.advanced(by: step) : current.advanced(by: -step)
                guard next >= bounds.lowerBound, next <= bounds.upperBound, let candidate = number(next),
                      abs(candidate - target) < abs(now - target) else { break }
                current = next
            }
            value.wrappedValue = current
        }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper with no upper or lower limit.
    @MainActor
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        set = nil
        self.onEditingChanged = onEditingChanged
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// A stepper titled with a string literal, over `bounds`.
    @MainActor
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string, over `bounds`.
    @MainActor @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string literal, with no limits.
    @MainActor
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string, with no limits.
    @MainActor @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string literal that calls `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension Stepper: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let labelNodes = context.resolve(label, at: .child(0))
        let title = LayoutNode.texts(in: labelNodes).joined(separator: " ")
        let environment = context.environment
        let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12).resolve(in: environment)
        func half(_ symbol: String, _ name: String, _ action: (@MainActor () -> Void)?) -> LayoutNode {
            var symbolContext = context
            symbolContext.environment.foregroundStyle = AnyShapeStyle(action == nil ? Color.gray : Color.primary)
            symbolContext.environment.font = .system(size: 17, weight: .medium)
            let icon = symbolContext.resolve(Image(systemName: symbol), at: .child(symbol == "minus" ? 1 : 2))
            let framed = LayoutNode(.frame(.fixed(width: 47, height: 32, alignment: .center), child: icon.first ?? LayoutNode(.spacer(minLength: 0))))
            let names = [name] + (title.isEmpty ? [] : ["\(title) \(name)"])
            let named = LayoutNode(.effect(.names(identifiers: [], labels: names), child: framed))
            guard let action else { return named }
            return LayoutNode(.effect(.button(ButtonTarget(action: action)), child: LayoutNode(.effect(.accessibility(.label(name)), child: named))))
        }
        let divider = LayoutNode(.frame(.fixed(width: 0.5, height: 18, alignment: .center), child: LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(Color.separator(for: environment.colorScheme).resolve(in: environment)))))))
        let pill = LayoutNode(.decorated(alignment: .center, isBackground: true,
                                         primary: LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 0, children: [half("minus", "Decrement", onDecrement), divider, half("plus", "Increment", onIncrement)])),
                                         secondary: LayoutNode(.shape(ShapeContent(shape: RoundedRectangle(cornerRadius: 8), paint: .fill(fill))))))
        // The label takes the width the pill leaves, leading-aligned.
        let label = LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, alignment: .leading)),
                                      child: labelNodes.count == 1 ? labelNodes[0] : LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: labelNodes))))
        let row = context.directed([LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: [label, pill]))])[0]
        guard let set else { return [row] }
        let onEditingChanged = self.onEditingChanged
        let target = ControlTarget(title: title, identifiers: [], labels: [], kind: "stepper", setNumber: { value in
            onEditingChanged(true)
            set(value)
            onEditingChanged(false)
        })
        return [LayoutNode.control(target, row)]
    }
}
