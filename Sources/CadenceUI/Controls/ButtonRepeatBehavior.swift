/// Whether a button's action repeats while the button is held down: SwiftUI's
/// `ButtonRepeatBehavior` (iOS 17), set with `buttonRepeatBehavior(_:)`.
///
/// ```swift
/// Button { volume -= 1 } label: { Image(systemName: "minus.circle") }
///     .buttonRepeatBehavior(.enabled)
/// ```
///
/// A button that repeats runs its action when it is pressed down rather than when it is let go,
/// then again while it stays down. Apple does not publish the cadence; a stage uses the one AppKit
/// documents for its auto-repeating stepper: the first repeat 0.5 s after the press, then one every
/// 0.1 s until the release (see `Stage.press(label:duration:)`). `automatic` does not repeat, as a
/// plain button on iOS.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    private let kind: Kind

    /// The platform's default: no repeating for buttons.
    public static let automatic = ButtonRepeatBehavior(kind: .automatic)
    /// The action repeats while the button is held.
    public static let enabled = ButtonRepeatBehavior(kind: .enabled)
    /// The action runs once per press.
    public static let disabled = ButtonRepeatBehavior(kind: .disabled)

    /// Whether held buttons repeat their action.
    var repeats: Bool { kind == .enabled }

    /// Seconds from the press to the first repeat.
    static let initialDelay = 0.5
    /// Seconds between repeats after the first.
    static let interval = 0.1
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

extension EnvironmentValues {
    /// Whether buttons below repeat their action while held (`buttonRepeatBehavior(_:)`);
    /// `.automatic` by default.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Makes the buttons in this view repeat their action while held (`.enabled`), or not.
    public nonisolated func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        modifier(EnvironmentModifier { $0.buttonRepeatBehavior = behavior })
    }
}
