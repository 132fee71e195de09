import Foundation

/// A control that edits a line of text: SwiftUI's `TextField`.
///
/// ```swift
/// TextField("Email", text: $email)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { withAnimation(.spring) { isValid = email.contains("@") } }
/// TextField("Amount", value: $amount, format: .number)
/// ```
///
/// A stage has no keyboard: a script types with `stage.setText(_:label:)` (the whole new text, as a
/// paste would) and presses return with `stage.submit(label:)`, which runs the `onSubmit` actions
/// around the field. Either names the field by its title, its prompt, its accessibility label or
/// identifier. Typing also focuses it: a `focused(_:equals:)` binding on the field is set to its
/// value, so `@FocusState` code sees the field it types into.
///
/// Drawn as on iOS: the text in the body font, or the prompt (the title when there is no prompt) in
/// the placeholder colour when the text is empty, taking the width it is offered and one line of
/// height (`axis: .vertical` wraps and grows, up to its `lineLimit`). `.roundedBorder` adds 7 points
/// of padding across, 6 along, and a rounded border (corner radius 5, 0.5-point grey line) on the
/// system background. Screen readers read the title as its label and the text as its value.
public nonisolated struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let axis: Axis
    let isSecure: Bool
    let onEditingChanged: (Bool) -> Void
    let onCommit: () -> Void

    init(text: Binding<String>, prompt: Text?, axis: Axis, isSecure: Bool, label: Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
        self.isSecure = isSecure
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field editing `text`, labelled by `label`, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, isSecure: false, label: label())
    }

    /// A field editing `text` that scrolls (`.horizontal`) or wraps and grows (`.vertical`) along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis, isSecure: false, label: label())
    }

    /// A field editing a value through `format`: the text shows `format.format(value)`, and a typed
    /// text that `format` parses sets the value (one that does not parse leaves it as it was).
    @MainActor
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt, axis: .horizontal, isSecure: false, label: label())
    }

    /// A field editing an optional value through `format` (empty text for `nil`).
    @MainActor
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: Binding(
            get: { value.wrappedValue.map(format.format) ?? "" },
            set: { typed in
                if typed.isEmpty { value.wrappedValue = nil } else if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
            }
        ), prompt: prompt, axis: .horizontal, isSecure: false, label: label())
    }

    @MainActor
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { typed in if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed } }
        )
    }

    public typealias Body = Never
}

extension TextField where Label == Text {
    /// A field titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field titled with a string literal, showing `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field titled with a string literal that wraps and grows along `axis` (`.vertical`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, isSecure: false, label: Text(titleKey))
    }

    /// A field titled with a string literal, showing `prompt` while empty, along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, isSecure: false, label: Text(titleKey))
    }

    /// A field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field titled with a string, showing `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field titled with a string, along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, isSecure: false, label: Text(title))
    }

    /// A field titled with a string, showing `prompt` while empty, along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, isSecure: false, label: Text(title))
    }

    /// The older form with editing and commit callbacks (SwiftUI deprecates it for `onSubmit` and
    /// `@FocusState`): `onEditingChanged(true)` and `(false)` run around a scripted edit, `onCommit`
    /// when the stage submits the field.
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, axis: .horizontal, isSecure: false, label: Text(titleKey), onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field titled with a string literal editing a value through `format`.
    @MainActor
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt, axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field titled with a string editing a value through `format`.
    @_disfavoredOverload @MainActor
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt, axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field titled with a string literal editing an optional value through `format`: empty text
    /// for `nil`, clearing the text sets `nil`, and text that does not parse leaves the value.
    @MainActor
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field titled with a string editing an optional value through `format` (empty text for `nil`).
    @_disfavoredOverload @MainActor
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
}

/// A field for passwords, showing a bullet per character: SwiftUI's `SecureField`.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
/// Drawn and scripted as a ``TextField`` (the stage's `setText(_:label:)` types into it); the text
/// is drawn as "•" characters, and screen readers get no value, only the title.
public nonisolated struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field editing `text`, labelled by `label`, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, axis: .horizontal, isSecure: true, label: label())
    }

    public typealias Body = Never
}

extension SecureField where Label == Text {
    /// A secure field titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, axis: .horizontal, isSecure: true, label: Text(titleKey))
    }

    /// A secure field titled with a string literal, showing `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, axis: .horizontal, isSecure: true, label: Text(titleKey))
    }

    /// A secure field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, axis: .horizontal, isSecure: true, label: Text(title))
    }

    /// A secure field titled with a string, showing `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, axis: .horizontal, isSecure: true, label: Text(title))
    }
}

extension SecureField: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] {
        context.resolve(field, at: .child(0))
    }
}

/// A multi-line text editor: SwiftUI's `TextEditor`.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 120)
/// ```
///
/// Takes all the space it is offered and draws its text from the top leading corner, wrapped, with
/// 5 points of inset (UIKit's text container inset is 8 along, 5 across; Cadence uses 5 all round).
/// It has no title: a stage types into it by its accessibility label or identifier
/// (`stage.setText(_:label:)`), or by "Text Editor" when it is the only one.
public nonisolated struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public typealias Body = Never
}

// MARK: Styles

/// How text fields are drawn: SwiftUI's `TextFieldStyle`.
///
/// The built-in styles are `.automatic`, `.plain` and `.roundedBorder`. SwiftUI's only requirement
/// is underscored, yet app code implements it to decorate its fields, and so may code here:
///
/// ```swift
/// struct FilledFieldStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration
///             .padding(12)
///             .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
///     }
/// }
/// ```
///
/// `configuration` is the field itself, drawn plain, typed into and submitted as the field is; the
/// style's view is drawn in its place (see `CustomTextFieldStyleBody`).
public protocol TextFieldStyle: Sendable {
    /// The view the style draws (a built-in style draws the field itself).
    associatedtype _Body: View
    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel

    /// The field's appearance: `configuration` is the field, drawn without a style.
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The platform's default text field style (plain on iOS): SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Makes the style.
    public init() {}

    /// Built in: the field as it is.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A text field with no decoration: SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Makes the style.
    public init() {}

    /// Built in: the field as it is.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A text field in a rounded border: SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Makes the style.
    public init() {}

    /// Built in: the field as it is (the border is drawn by the field).
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style (plain on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border on the system background.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

private struct FocusTargetKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

/// An `onSubmit` action and the triggers it answers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension EnvironmentValues {
    var textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// The `onSubmit` actions around a field, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// What focusing the field below does (set by `focused(_:equals:)`).
    var focusTarget: (@MainActor () -> Void)? {
        get { self[FocusTargetKey.self] }
        set { self[FocusTargetKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields below with `style`.
    public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.textFieldStyle = style })
    }
}

// MARK: Drawing

extension TextField: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        if let styled = CustomTextFieldStyleBody(field: self, style: context.environment.textFieldStyle) {
            return context.resolve(styled, at: .child(3))
        }
        let binding = text
        let current = binding.wrappedValue
        let labelNodes = context.resolve(label, at: .child(0))
        let title = LayoutNode.texts(in: labelNodes).joined(separator: " ")
        let promptTitle = prompt.map { LayoutNode.texts(in: context.resolve($0, at: .child(1))).joined(separator: " ") }
        let shown = current.isEmpty ? nil : (isSecure ? String(repeating: "•", count: current.count) : current)
        let body = TextFieldBody(
            text: shown, placeholder: prompt ?? (title.isEmpty ? nil : Text(verbatim: title)),
            axis: axis, bordered: context.environment.textFieldStyle is RoundedBorderTextFieldStyle
        )
        let nodes = context.resolve(body, at: .child(2))
        let submits = context.environment.submitActions
        let trigger = context.environment.fieldSubmitTrigger
        let focus = context.environment.focusTarget
        let emptyDelete = context.environment.emptyFieldDeleteBackward
        let onEditingChanged = self.onEditingChanged, onCommit = self.onCommit
        var labels: [String] = []
        if let promptTitle, !promptTitle.isEmpty, promptTitle != title { labels.append(promptTitle) }
        let target = ControlTarget(
            title: title, identifiers: [], labels: labels, kind: isSecure ? "secure field" : "text field",
            setText: { typed in
                focus?()
                onEditingChanged(true)
                binding.wrappedValue = typed
                onEditingChanged(false)
            },
            submit: {
                onCommit()
                for submit in submits.reversed() where submit.triggers.contains(trigger) { submit.action() }
            },
            deleteBackward: {
                focus?()
                if binding.wrappedValue.isEmpty {
                    emptyDelete?()
                } else {
                    onEditingChanged(true)
                    binding.wrappedValue.removeLast()
                    onEditingChanged(false)
                }
            }
        )
        let showsValue = !isSecure && !current.isEmpty
        return nodes.map { node in
            var labelled = LayoutNode(.effect(.accessibility(.label(title)), child: node))
            if showsValue { labelled = LayoutNode(.effect(.accessibility(.value(current)), child: labelled)) }
            return LayoutNode.control(target, labelled)
        }
    }
}

extension TextEditor: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let binding = text
        let body = Text(verbatim: binding.wrappedValue)
            .padding(5)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let nodes = context.resolve(body, at: .child(0))
        let focus = context.environment.focusTarget
        let target = ControlTarget(title: "Text Editor", identifiers: [], labels: [], kind: "text editor",
                                   setText: { focus?(); binding.wrappedValue = $0 },
                                   deleteBackward: { focus?(); if !binding.wrappedValue.isEmpty { binding.wrappedValue.removeLast() } })
        let element = AccessibilityAttachment.value(binding.wrappedValue)
        return nodes.map { LayoutNode.control(target, LayoutNode(.effect(.accessibility(element), child: $0))) }
    }
}

/// A field's look: the text or the placeholder, one line tall (or wrapping along `.vertical`).
private struct TextFieldBody: View {
    let text: String?
    let placeholder: Text?
    let axis: Axis
    let bordered: Bool

    var body: some View {
        let content = Group {
            if let text {
                Text(verbatim: text)
            } else if let placeholder {
                placeholder.foregroundStyle(.placeholder)
            } else {
                Text(verbatim: " ")
            }
        }
        .lineLimit(axis == .vertical ? nil : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        if bordered {
            content
                .padding(.horizontal, 7)
                .padding(.vertical, 6)
                .background {
                    RoundedRectangle(cornerRadius: 5)
                        .fill(Color.white)
                        .overlay { RoundedRectangle(cornerRadius: 5).stroke(Color(white: 0.78), lineWidth: 0.5) }
                }
        } else {
            content
        }
    }
}
