/// A style that draws a button's label for each press state: SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct PressableStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .background(.blue, in: Capsule())
///             .scaleEffect(configuration.isPressed ? 0.92 : 1)
///             .animation(.snappy, value: configuration.isPressed)
///     }
/// }
/// Button("Play") { play() }.buttonStyle(PressableStyle())
/// ```
///
/// `isPressed` is `true` while a stage press lasts (`stage.press(label:duration:)`); a tap presses
/// and releases at the same instant, so it never shows.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the label, the role and whether the button is pressed.
    typealias Configuration = ButtonStyleConfiguration

    /// The button's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws from: SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        content(context)
    }
}

/// A style that decides how a button is drawn and when it fires: SwiftUI's `PrimitiveButtonStyle`.
/// Call `configuration.trigger()` to run the button's action. The built-in styles (`.automatic`,
/// `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are primitive styles, as in SwiftUI.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// What a style is given: the label, the role and `trigger()`.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws from: SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    let action: @MainActor () -> Void
    /// Whether a stage press is in progress (the built-in styles dim their label with it).
    let isPressed: Bool

    /// Runs the button's action.
    @MainActor
    public func trigger() {
        action()
    }
}

/// What a button is for: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// A button that deletes something: its label is red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that closes what is shown (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// A button that confirms (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
}

/// A type-erased button style, as the environment holds it.
enum AnyButtonStyle {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons below with `style`.
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.buttonStyle = .standard(style) })
    }

    /// Draws the buttons below with the primitive `style` (`.plain`, `.bordered`, …).
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.buttonStyle = .primitive(style) })
    }
}
