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
/// sit side by side). A tap runs the action at once; `Stage.press(label:duration:)` holds the button
/// pressed for a while first (`ButtonStyleConfiguration.isPressed` is `true` meanwhile), then runs it.
/// Button styles (`buttonStyle(_:)`) draw the label: `.automatic` (borderless), `.plain`,
/// `.bordered`, `.borderedProminent`, or your own `ButtonStyle`/`PrimitiveButtonStyle`.
public nonisolated struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    /// Made by `Button(configuration)` inside a primitive style: the style's button is the one the
    /// stage taps, so this one registers no target of its own.
    var isStyleInner = false

    /// Makes a button that runs `action` when tapped, drawn as `label`.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    /// A button with a role (`.destructive` draws its label red).
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button labelled with a string literal or interpolation.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labelled with a string.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, labelled with a string literal.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, labelled with a string.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == CadenceUI.Label<Text, Image> {
    /// A button labelled with a title and a system symbol.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title and a system symbol.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { CadenceUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and a system symbol.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title and an image from the asset catalog.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { CadenceUI.Label(titleKey, image: image) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive button style's `makeBody` wraps around its configuration: it shows the
    /// configuration's label and triggers its action, drawn by the style above the one being made.
    @MainActor
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: { configuration.trigger() }) { configuration.label }
        isStyleInner = true
    }
}

/// Whether a button is pressed, kept per button identity.
@MainActor
final class PressState {
    unowned let graph: ViewGraph
    private(set) var isPressed = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        graph.invalidate()
    }
}

extension Button: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let press = context.cell(BuiltinCell.press) { PressState(graph: context.graph) }
        let label = self.label
        let labelContent: ContentResolver = { here in
            var nodes = here.resolve(label, at: .child(0))
            if nodes.count > 1 {
                // Several views in a label sit side by side, as in SwiftUI's `Label`.
                nodes = [LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: nodes))]
            }
            return nodes
        }
        let configurationLabel = ButtonStyleConfiguration.Label(content: labelContent)
        var styled = context
        // Buttons inside a style's body are drawn plainly, not by the same style again.
        styled.environment.buttonStyle = nil
        let nodes: [LayoutNode]
        if isStyleInner {
            // The style's own button: a tap on it triggers the action (the outer button, whose
            // label this is, leaves pointer taps to the style's body).
            let action = self.action
            let body = DefaultButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: configurationLabel, action: action, isPressed: press.isPressed))
            return styled.resolve(body.onTapGesture { action() }, at: .child(1))
        }
        var takesPointer = true
        switch context.environment.buttonStyle {
        case .standard(let style)?:
            nodes = resolveStyle(style, ButtonStyleConfiguration(role: role, label: configurationLabel, isPressed: press.isPressed), in: styled)
        case .primitive(let style)?:
            nodes = resolvePrimitiveStyle(style, PrimitiveButtonStyleConfiguration(role: role, label: configurationLabel, action: action, isPressed: press.isPressed), in: styled)
            // A custom primitive style decides which gestures trigger the button, as in SwiftUI.
            takesPointer = style is any BuiltinPrimitiveButtonStyle
        case nil:
            nodes = styled.resolve(DefaultButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: configurationLabel, action: action, isPressed: press.isPressed)), at: .child(1))
        }
        // In an alert or a confirmation dialog, a button dismisses it after its action; in a menu
        // too, unless `menuActionDismissBehavior(.disabled)` keeps the menu open.
        let action = self.action
        let fire: @MainActor () -> Void
        let keepsMenuOpen = context.environment.isInMenuPanel && context.environment.menuActionDismissBehavior == .disabled
        if let dismiss = context.environment.dismissesPresentation, !keepsMenuOpen {
            fire = { action(); dismiss() }
        } else {
            fire = action
        }
        let target = ButtonTarget(action: fire, setPressed: { press.setPressed($0) }, takesPointer: takesPointer, role: role,
                                  repeats: context.environment.buttonRepeatBehavior.repeats)
        return nodes.map { LayoutNode(.effect(.button(target), child: $0)) }
    }

    @MainActor
    private func resolveStyle<S: ButtonStyle>(_ style: S, _ configuration: ButtonStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(1)) { style.makeBody(configuration: configuration) }
    }

    @MainActor
    private func resolvePrimitiveStyle<S: PrimitiveButtonStyle>(_ style: S, _ configuration: PrimitiveButtonStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(1)) { style.makeBody(configuration: configuration) }
    }
}
