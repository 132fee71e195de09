/// How a view's pixels combine with what is behind them: SwiftUI's `BlendMode`, drawn with the
/// compositing operator of the same name (the separable modes per channel, `hue` … `luminosity` on
/// the colour as a whole, `plusLighter` adding, `plusDarker` as `multiply`'s darkening sum).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// `normal` draws over what is behind; the others are the separable compositing modes of the same
    /// names, per colour channel.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// `difference` and `exclusion` per channel; `hue`, `saturation`, `color` and `luminosity` take that
    /// part of the view's colour and the rest from behind.
    case difference, exclusion, hue, saturation, color, luminosity
    /// Porter–Duff operators (`sourceAtop`, `destinationOver`, `destinationOut`) and the additive
    /// `plusDarker` and `plusLighter`.
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
