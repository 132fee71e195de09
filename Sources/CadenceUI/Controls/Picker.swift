/// A control that selects one of several tagged options: SwiftUI's `Picker`.
///
/// ```swift
/// Picker("Curve", selection: $curve) {
///     Text("Linear").tag(Curve.linear)
///     Text("Spring").tag(Curve.spring)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Options are the views of the content; each is identified by its `tag(_:)` (a `ForEach`
/// element's id when it has none). `.segmented` draws a 32-point-tall bar of equal segments, the
/// selected one on a white rounded rectangle; a stage taps a segment by its text. `.menu` and
/// `.automatic` draw the selected option's text in the tint with an up-down chevron (the menu itself
/// is not modelled); `.inline`, `.wheel` and `.navigationLink` list the options, a checkmark beside
/// the selected one. Every style can be set by a stage: `stage.select("Spring", label: "Curve")`.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Makes a picker that sets `selection` to the tag of the option chosen from `content`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The older spelling, with the label as a value.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public typealias Body = Never
}

extension Picker where Label == Text {
    /// A picker titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == CadenceUI.Label<Text, Image> {
    /// A picker titled with a string literal and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { CadenceUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker titled with a string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { CadenceUI.Label(title, systemImage: systemImage) }
    }
}

/// How pickers are drawn: SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

enum PickerStyleKind: Hashable, Sendable {
    case menu, segmented, inline, wheel
}

/// The platform's default picker style (a menu on iOS).
public struct DefaultPickerStyle: PickerStyle { /** Makes the style. */ public init() {} }
/// Options in a bar of segments.
public struct SegmentedPickerStyle: PickerStyle { /** Makes the style. */ public init() {} }
/// The selected option in a button that opens a menu.
public struct MenuPickerStyle: PickerStyle { /** Makes the style. */ public init() {} }
/// Options on a wheel.
public struct WheelPickerStyle: PickerStyle { /** Makes the style. */ public init() {} }
/// Options inline, in a list.
public struct InlinePickerStyle: PickerStyle { /** Makes the style. */ public init() {} }
/// Options on a pushed list.
public struct NavigationLinkPickerStyle: PickerStyle { /** Makes the style. */ public init() {} }
/// Options as a palette of icons.
public struct PalettePickerStyle: PickerStyle { /** Makes the style. */ public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { /** The platform's default: a menu. */ public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { /** A bar of segments. */ public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { /** A button that opens a menu. */ public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { /** A wheel (Cadence lists the options with a checkmark beside the selected one). */ public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { /** The options inline, in a list. */ public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { /** A pushed list of options (Cadence lists them inline). */ public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { /** A palette of icons (Cadence draws it as segments). */ public static var palette: PalettePickerStyle { PalettePickerStyle() } }

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the pickers below with `style`.
    public nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
        case is InlinePickerStyle, is NavigationLinkPickerStyle: .inline
        case is WheelPickerStyle: .wheel
        default: .menu
        }
        return modifier(EnvironmentModifier { $0.pickerStyle = kind })
    }

    /// Tags this view as the option `tag` of a picker (or a `TabView` page).
    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(NodeTraitModifier { $0.tag = AnyHashable(tag) })
    }
}

extension Picker: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let binding = selection
        let environment = context.environment
        let title = LayoutNode.texts(in: context.resolve(label, at: .child(0))).joined(separator: " ")
        let options = context.resolve(content, at: .child(1)).map { node in
            (node: node, tag: node.trait { $0.tag } ?? node.trait { $0.explicitID }, text: LayoutNode.texts(in: [node]).joined(separator: " "))
        }
        let current = AnyHashable(binding.wrappedValue)
        func choose(_ tag: AnyHashable?) -> (@MainActor () -> Void)? {
            guard let value = tag?.base as? SelectionValue else { return nil }
            return { binding.wrappedValue = value }
        }
        let tint = TintShapeStyle().resolve(in: environment)
        var body: LayoutNode
        switch environment.pickerStyle {
        case .segmented:
            let segments = options.map { option -> LayoutNode in
                let padded = LayoutNode(.padding(EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8), child: option.node))
                let cell = LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, minHeight: 28, alignment: .center)), child: padded))
                var node = cell
                if option.tag == current {
                    let selected = LayoutNode(.shape(ShapeContent(shape: RoundedRectangle(cornerRadius: 7), paint: .fill(Color.white.resolve(in: environment)))))
                    node = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: cell, secondary: selected))
                    node = LayoutNode(.effect(.accessibility(.addTraits(.isSelected)), child: node))
                }
                if let action = choose(option.tag) {
                    node = LayoutNode(.effect(.button(ButtonTarget(action: action)), child: node))
                }
                return node
            }
            let bar = LayoutNode(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), child: LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 0, children: segments))))
            let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12).resolve(in: environment)
            body = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: bar, secondary: LayoutNode(.shape(ShapeContent(shape: RoundedRectangle(cornerRadius: 9), paint: .fill(fill))))))
        case .menu:
            var tinted = context
            tinted.environment.foregroundStyle = AnyShapeStyle(Color(tint))
            let chosen = options.first { $0.tag == current }?.text ?? ""
            let text = tinted.resolve(Text(verbatim: chosen), at: .child(2))
            var chevronContext = tinted
            chevronContext.environment.imageScale = .small
            let chevron = chevronContext.resolve(Image(systemName: "chevron.up.chevron.down"), at: .child(3))
            body = LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 4, children: text + chevron))
        case .inline, .wheel:
            var checkContext = context
            checkContext.environment.foregroundStyle = AnyShapeStyle(Color(tint))
            let rows = options.enumerated().map { index, option -> LayoutNode in
                var children = [option.node, LayoutNode(.spacer(minLength: nil))]
                if option.tag == current { children += checkContext.resolve(Image(systemName: "checkmark"), at: .child(10 + index)) }
                var row = LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, minHeight: 44, alignment: .leading)), child: LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: children))))
                if let action = choose(option.tag) { row = LayoutNode(.effect(.button(ButtonTarget(action: action)), child: row)) }
                return row
            }
            body = LayoutNode(.stack(axis: .vertical, alignment: .leading, spacing: 0, children: rows))
        }
        body = context.directed([body])[0]
        let target = ControlTarget(title: title, identifiers: [], labels: [], kind: "picker", select: { text in
            guard let option = options.first(where: { $0.text == text }), let action = choose(option.tag) else { return false }
            action()
            return true
        }, options: options.map(\.text))
        // A menu reads as one element titled by the picker; segments and rows are elements of their own.
        if !title.isEmpty, environment.pickerStyle == .menu { body = LayoutNode(.effect(.accessibility(.label(title)), child: body)) }
        return [LayoutNode.control(target, body)]
    }
}
