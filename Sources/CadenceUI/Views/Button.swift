/// A control that runs an action when tapped: SwiftUI's `Button`. A ``Stage`` taps it by its label's
/// text, its accessibility label, or an identifier (`accessibilityIdentifier`, `tapTarget`).
///
/// ```swift
/// Button { likes += 1 } label: {
///     Image(systemName: "heart.fill")
/// }
/// .tapTarget("like")
///
/// stage.tap(identifier: "like")      // or stage.schedule(.tap(identifier: "like"), at: 0.5)
/// ```
///
/// Like SwiftUI's default button style, the label is drawn in the tint colour unless a foreground
/// style is set around or inside it, and the button is as large as its label (several views in a label
/// sit side by side). Cadence does not draw a pressed state: a tap runs the action at once.
public nonisolated struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button labelled with a string literal or interpolation.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.action = action
        label = Text(titleKey)
    }

    /// A button labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.action = action
        label = Text(title)
    }
}

extension Button: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        var labelContext = context
        if labelContext.environment.foregroundStyle == nil {
            labelContext.environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
        }
        var label = labelContext.resolve(label, at: .child(0))
        if label.count > 1 {
            // Several views in a label sit side by side, as in SwiftUI's `Label`.
            label = [LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: label))]
        }
        return label.map { LayoutNode(.effect(.button(ButtonTarget(action: action)), child: $0)) }
    }
}
