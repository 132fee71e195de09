extension Font {
    /// This font with digits that all take the same width, so changing numbers do not shift:
    /// SwiftUI's `Font.monospacedDigit()`.
    ///
    /// ```swift
    /// Text(expiry).font(.subheadline.monospacedDigit())
    /// ```
    ///
    /// Cadence's fonts already give every digit the same advance (the approximate measurer and the
    /// renderer's DejaVu Sans both have tabular figures), so the font draws and measures as before.
    public func monospacedDigit() -> Font {
        self
    }

    /// This font in its monospaced design: SwiftUI's `Font.monospaced()` (iOS 16), the same as
    /// `.system(_:design: .monospaced)` for a system font. A custom font keeps its face.
    public func monospaced() -> Font {
        var font = self
        if case .custom = base { return font }
        font.design = .monospaced
        return font
    }
}
