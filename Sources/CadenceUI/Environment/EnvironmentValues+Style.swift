private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The font of text and symbols below; `nil` means the body style (17 pt). Set by `.font(_:)`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Set by `.foregroundStyle(_:)`; `nil` means the primary label colour.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Set by `.tint(_:)`; `nil` means the accent colour.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour foreground content (text, symbols, shapes without a fill) is painted with here.
    var resolvedForeground: Color.Resolved {
        ForegroundStyle().resolve(in: self)
    }
}
