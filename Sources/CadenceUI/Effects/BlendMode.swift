/// How a view's pixels combine with what is behind them: SwiftUI's `BlendMode`, drawn with the
/// compositing operator of the same name (the separable modes per channel, `hue` … `luminosity` on
/// the colour as a whole, `plusLighter` adding, `plusDarker` as `multiply`'s darkening sum).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
