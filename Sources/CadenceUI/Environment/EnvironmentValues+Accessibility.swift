// The accessibility settings a view can read. In SwiftUI these are read-only (the system sets them);
// in Cadence they are settable too, so a test or a stage script can turn them on and off: per stage
// (`Stage(size:environment:)`), per subtree (`.environment(\.accessibilityReduceMotion, true)`), or
// at a time (`stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 1)`, or
// `.accessibilitySettings(_:)` for all three at once).

private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DifferentiateWithoutColorKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ReduceTransparencyKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the user asked for less motion (Settings › Accessibility › Motion). Default `false`.
    ///
    /// SwiftUI does not apply this to animations by itself; views read it and choose an alternative.
    /// Settable in Cadence (read-only in SwiftUI) so stages and tests can script it.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked not to rely on colour alone (Settings › Accessibility › Display):
    /// states shown by colour should also change a shape, a symbol or a text. Default `false`.
    /// Settable in Cadence.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the user asked for less transparency: translucent backgrounds should become opaque,
    /// and states should not be told apart by opacity alone. Default `false`. Settable in Cadence.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// The three settings above as one value. Cadence addition.
    ///
    /// ```swift
    /// var environment = EnvironmentValues()
    /// environment.accessibilitySettings = .reduceMotion
    /// ```
    public var accessibilitySettings: AccessibilitySettings {
        get {
            AccessibilitySettings(
                reduceMotion: accessibilityReduceMotion,
                differentiateWithoutColor: accessibilityDifferentiateWithoutColor,
                reduceTransparency: accessibilityReduceTransparency
            )
        }
        set {
            accessibilityReduceMotion = newValue.reduceMotion
            accessibilityDifferentiateWithoutColor = newValue.differentiateWithoutColor
            accessibilityReduceTransparency = newValue.reduceTransparency
        }
    }
}
