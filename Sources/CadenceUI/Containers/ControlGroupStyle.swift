/// A control group's parts, for a ``ControlGroupStyle``: SwiftUI's
/// `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    /// The group's controls.
    public struct Content: View {
        let base: AnyView
        public var body: some View { base }
    }

    /// The group's label (empty when it has none); iOS shows it where the group collapses into a
    /// menu.
    public struct Label: View {
        let base: AnyView
        public var body: some View { base }
    }

    /// The group's controls.
    public let content: Content
    /// The group's label.
    public let label: Label
}

/// How control groups are drawn: SwiftUI's `ControlGroupStyle`, set with
/// `controlGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the controls and the label.
    typealias Configuration = ControlGroupStyleConfiguration

    /// The group's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The default control group style: SwiftUI's `AutomaticControlGroupStyle`. On a stage, as in an
/// iOS toolbar or a view: the controls in a row of bordered buttons, 8 points apart, each taking
/// an equal share of the width (iOS draws one segmented capsule; Cadence keeps the buttons apart so
/// each stays tappable on its own).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.content
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.bordered)
    }
}

/// Controls laid out for navigation, like back and forward buttons: SwiftUI's
/// `NavigationControlGroupStyle`. Drawn as a row of plain buttons 8 points apart, each its own
/// size.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.content }
            .buttonStyle(.borderless)
    }
}

/// A group shown as a menu button labelled by the group's label, its controls inside: SwiftUI's
/// `MenuControlGroupStyle`.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A group shown as a compact menu: SwiftUI's `CompactMenuControlGroupStyle`; on a stage as
/// ``MenuControlGroupStyle``.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// Controls shown side by side as a palette, in a menu: SwiftUI's `PaletteControlGroupStyle`; on a
/// stage a row of plain buttons 8 points apart.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Makes the style.
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.content }
            .buttonStyle(.borderless)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default style (``AutomaticControlGroupStyle``).
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Navigation controls (``NavigationControlGroupStyle``).
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu (``MenuControlGroupStyle``).
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu (``CompactMenuControlGroupStyle``).
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette (``PaletteControlGroupStyle``).
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension EnvironmentValues {
    var controlGroupStyle: any ControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the control groups in this view with `style`: SwiftUI's `controlGroupStyle(_:)`.
    public nonisolated func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.controlGroupStyle = style })
    }
}
