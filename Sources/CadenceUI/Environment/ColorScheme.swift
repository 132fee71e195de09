/// Light or dark appearance: SwiftUI's `ColorScheme`. Cadence resolves the label colours
/// (`.primary`, `.secondary`) per scheme; the named hues keep their light values (see `Color`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light appearance (the default).
    case light
    /// Dark appearance.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The appearance views are drawn in. Default `.light`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
