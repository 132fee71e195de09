import Foundation

/// The label of the field a custom ``TextFieldStyle`` is given: SwiftUI's `_TextFieldStyleLabel`.
/// It draws the field's own label (which a field shows only as its title and accessibility label).
public struct _TextFieldStyleLabel: View {
    let content: AnyView

    /// The field's label.
    public var body: some View { content }
}

/// A field drawn through a custom ``TextFieldStyle``: the style's `_body(configuration:)` with the
/// field itself (its text, prompt, axis and callbacks, and a label showing the field's label) as
/// the configuration. Inside, the environment's style is back to `.automatic`, so the configuration
/// is drawn as a plain field unless the style gives it another (`.roundedBorder`, say); a stage types
/// into and submits it by its title as it would the unstyled field.
struct CustomTextFieldStyleBody: View {
    let configuration: TextField<_TextFieldStyleLabel>
    let style: any TextFieldStyle

    /// The styled form of `field`, or `nil` when `style` is a built-in style (which the field draws
    /// itself).
    init?<Label: View>(field: TextField<Label>, style: any TextFieldStyle) {
        if style is DefaultTextFieldStyle || style is PlainTextFieldStyle || style is RoundedBorderTextFieldStyle { return nil }
        self.style = style
        configuration = TextField<_TextFieldStyleLabel>(
            text: field.text, prompt: field.prompt, axis: field.axis, isSecure: field.isSecure,
            label: _TextFieldStyleLabel(content: AnyView(field.label)),
            onEditingChanged: field.onEditingChanged, onCommit: field.onCommit
        )
    }

    var body: some View {
        Self.styled(style, configuration)
            .modifier(EnvironmentModifier { $0.textFieldStyle = DefaultTextFieldStyle() })
    }

    /// `style`'s body for `configuration`, erased.
    @MainActor
    private static func styled<S: TextFieldStyle>(_ style: S, _ configuration: TextField<_TextFieldStyleLabel>) -> AnyView {
        AnyView(style._body(configuration: configuration))
    }
}
