/// A control that turns something on and off: SwiftUI's `Toggle`.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi)
/// Toggle(isOn: $muted) { Label("Mute", systemImage: "speaker.slash") }
///     .toggleStyle(.button)
/// ```
///
/// The default style (`.switch`) is the label with the switch at the trailing edge, taking the
/// width it is offered: a 51 × 31-point capsule, green when on (the tint when set), grey when off,
/// with a 27-point white knob that slides across with a snappy animation. `.button` draws a bordered
/// button, prominent when on. A stage taps it by its title, or sets it with
/// `stage.setToggle(label:isOn:)`. Screen readers read it as a toggle button with value 1 or 0.
public nonisolated struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// For a toggle over `sources:`: whether some of them are on and some off.
    var isMixed: (@MainActor () -> Bool)? = nil

    /// Makes a toggle bound to `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Makes one toggle for a collection of them, labelled by `label`: SwiftUI's
    /// `Toggle(sources:isOn:label:)`.
    ///
    /// ```swift
    /// Toggle(sources: $alarms, isOn: \.isOn) { Text("Enable all alarms") }
    /// ```
    ///
    /// It is on when every source's `isOn` binding is (an empty collection counts as on), and
    /// mixed when some are and some are not (`ToggleStyleConfiguration.isMixed`, read by screen
    /// readers as the value "mixed"; the switch then shows off). Turning it on or off sets every
    /// source.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let box = ToggleSources(sources: sources, isOn: isOn)
        self.isOn = Binding(location: BindingLocation(nonisolatedGet: { box.allOn }, set: { box.setAll($0) }))
        self.label = label()
        isMixed = { box.isMixed }
    }

    public typealias Body = Never
}

/// The sources of a `Toggle(sources:isOn:)`, read and written through each one's binding (boxed
/// so the toggle's binding and mixed-state closures can share them; bindings are read and written
/// on the main actor whatever the caller, see `BindingLocation`).
private final class ToggleSources: @unchecked Sendable {
    private let values: () -> [Bool]
    private let write: (Bool) -> Void

    init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        values = { sources.map { $0[keyPath: isOn].wrappedValue } }
        write = { value in
            for source in sources { source[keyPath: isOn].wrappedValue = value }
        }
    }

    var allOn: Bool { values().allSatisfy { $0 } }

    var isMixed: Bool {
        let values = values()
        return values.contains(true) && values.contains(false)
    }

    func setAll(_ value: Bool) {
        write(value)
    }
}

extension Toggle where Label == Text {
    /// A toggle over `sources`, titled with a string literal (see `init(sources:isOn:label:)`).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle over `sources`, titled with a string (see `init(sources:isOn:label:)`).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == CadenceUI.Label<Text, Image> {
    /// A toggle titled with a string literal and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle titled with a string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { CadenceUI.Label(title, systemImage: systemImage) }
    }
}

/// How toggles are drawn: SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the label and a binding to whether the toggle is on.
    typealias Configuration = ToggleStyleConfiguration

    /// The toggle's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws from: SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on (setting it turns the toggle on or off); `$isOn` is the binding.
    @Binding public var isOn: Bool

    init(label: ToggleStyleConfiguration.Label, binding: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = binding
        self.isMixed = isMixed
    }

    /// Whether the toggle stands for several values that are not all on or off (a toggle over
    /// `sources:` some of which are on); `isOn` is then `false`.
    public let isMixed: Bool
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// The iOS switch: SwiftUI's `SwitchToggleStyle`.
public struct SwitchToggleStyle: ToggleStyle {
    /// The colour of the switch when on (`nil`: the tint, green by default).
    private let tint: Color?

    /// Makes the style.
    public init() {
        tint = nil
    }

    /// A switch filled with `tint` when on: SwiftUI's `SwitchToggleStyle(tint:)` (deprecated there
    /// in favour of `tint(_:)`, still common in app code).
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

/// A toggle drawn as a button, prominent when on: SwiftUI's `ButtonToggleStyle`.
public struct ButtonToggleStyle: ToggleStyle {
    /// Makes the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(configuration: configuration)
    }
}

/// The platform's default toggle style (the switch on iOS): SwiftUI's `DefaultToggleStyle`.
public struct DefaultToggleStyle: ToggleStyle {
    /// Makes the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, prominent when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles below with `style`.
    public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.toggleStyle = style })
    }
}

private struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    /// The on colour the style was made with, over the tint.
    var tint: Color? = nil
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let isOn = configuration.isOn
        // The label takes the width the switch leaves (a spacer would take half of it, and a
        // two-word label would wrap).
        HStack {
            if labelsHidden {
                // The label still names the toggle (its title), drawn invisibly at no width.
                configuration.label.frame(width: 0).opacity(0)
            } else {
                configuration.label
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Capsule()
                .fill(isOn ? (tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(SwitchOnStyle())) : AnyShapeStyle(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)))
                .frame(width: 51, height: 31)
                .overlay(alignment: .leading) {
                    // Moved by an offset, which animates (20 points: 51 − 27 − 2 × 2).
                    Circle()
                        .fill(Color.white)
                        .frame(width: 27, height: 27)
                        .padding(2)
                        .offset(x: isOn ? 20 : 0)
                }
                .animation(.snappy(duration: 0.25), value: isOn)
        }
    }
}

/// The tint when one is set, else the system green (switches are green on iOS).
private struct SwitchOnStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        environment.tint == nil ? Color.green.resolve(in: environment) : TintShapeStyle().resolve(in: environment)
    }
}

private struct ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        if configuration.isOn {
            Button { configuration.isOn.toggle() } label: { configuration.label }
                .buttonStyle(.borderedProminent)
        } else {
            Button { configuration.isOn.toggle() } label: { configuration.label }
                .buttonStyle(.bordered)
        }
    }
}

extension Toggle: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let binding = isOn
        let label = self.label
        let mixed = isMixed?() ?? false
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label { $0.resolve(label, at: .child(0)) }, binding: binding, isMixed: mixed)
        let style: any ToggleStyle = context.environment.toggleStyle ?? DefaultToggleStyle()
        var inner = context
        inner.environment.toggleStyle = nil
        let nodes = resolveStyle(style, configuration, in: inner)
        let title = LayoutNode.texts(in: nodes).joined(separator: " ")
        let target = ControlTarget(title: title, identifiers: [], labels: [], kind: "toggle", setBool: { binding.wrappedValue = $0 })
        let tap = ButtonTarget(action: { binding.wrappedValue.toggle() })
        let element = AccessibilityAttachment.addTraits([.isButton, .isToggle])
        return nodes.map { node in
            let tappable = style is ButtonToggleStyle ? node : LayoutNode(.effect(.button(tap), child: node))
            let valued = LayoutNode(.effect(.accessibility(.value(mixed ? "mixed" : binding.wrappedValue ? "1" : "0")), child: tappable))
            return LayoutNode.control(target, LayoutNode(.effect(.accessibility(element), child: valued)))
        }
    }

    @MainActor
    private func resolveStyle<S: ToggleStyle>(_ style: S, _ configuration: ToggleStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(1)) { style.makeBody(configuration: configuration) }
    }
}
