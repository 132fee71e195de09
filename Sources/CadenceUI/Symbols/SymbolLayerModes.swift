/// How the layers of a symbol image are filled: SwiftUI's `SymbolColorRenderingMode` (iOS 26).
///
/// Cadence draws each symbol as one glyph in one colour, so the mode is kept in the environment
/// (`EnvironmentValues.symbolColorRenderingMode`, where views and tests read it) and does not change
/// the drawing.
public struct SymbolColorRenderingMode: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case flat, gradient }
    private let kind: Kind

    /// Each layer filled with a solid colour.
    public static let flat = SymbolColorRenderingMode(kind: .flat)
    /// Each layer filled with an axial gradient of its colour.
    public static let gradient = SymbolColorRenderingMode(kind: .gradient)
}

/// How a symbol image shows its variable value: SwiftUI's `SymbolVariableValueMode` (iOS 26).
///
/// Cadence draws a symbol without its variable value, so the mode is kept in the environment
/// (`EnvironmentValues.symbolVariableValueMode`) and does not change the drawing.
public struct SymbolVariableValueMode: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case color, draw }
    private let kind: Kind

    /// Each variable layer is on or off (its opacity) as its threshold compares with the value.
    public static let color = SymbolVariableValueMode(kind: .color)
    /// Each variable layer is drawn along a length that follows the value.
    public static let draw = SymbolVariableValueMode(kind: .draw)
}

private struct SymbolColorRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolColorRenderingMode? = nil
}

private struct SymbolVariableValueModeKey: EnvironmentKey {
    static let defaultValue: SymbolVariableValueMode? = nil
}

extension EnvironmentValues {
    /// The colour rendering mode of symbol images below (`nil`, the default: each symbol's own).
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] }
        set { self[SymbolColorRenderingModeKey.self] = newValue }
    }

    /// The variable value mode of symbol images below (`nil`, the default: picked for each symbol).
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour rendering mode of symbol images below (`nil`: each symbol's own): SwiftUI's
    /// `symbolColorRenderingMode(_:)`. Kept in the environment; see `SymbolColorRenderingMode`.
    public nonisolated func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        environment(\.symbolColorRenderingMode, mode)
    }

    /// Sets the variable value mode of symbol images below (`nil`: picked for each symbol):
    /// SwiftUI's `symbolVariableValueMode(_:)`. Kept in the environment; see
    /// `SymbolVariableValueMode`.
    public nonisolated func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        environment(\.symbolVariableValueMode, mode)
    }
}

extension Image {
    /// The image with its symbol's layers filled in `mode`: SwiftUI's
    /// `Image.symbolColorRenderingMode(_:)`. Cadence draws a symbol in one colour, so the image is
    /// drawn as it is (see `SymbolColorRenderingMode`).
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }

    /// The image showing its variable value in `mode`: SwiftUI's
    /// `Image.symbolVariableValueMode(_:)`. Cadence draws a symbol without its variable value, so
    /// the image is drawn as it is (see `SymbolVariableValueMode`).
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image { self }
}
