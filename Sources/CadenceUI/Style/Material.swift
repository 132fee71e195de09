/// A translucent backdrop: what is drawn behind the shape, blurred, under a tint: SwiftUI's
/// `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// ```swift
/// Text("Now Playing").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
///
/// Apple does not publish the blur radii or tints. Cadence's, chosen so the five thicknesses step
/// evenly from "see the shapes behind" to "mostly the tint" (light appearance; in dark appearance
/// the tint is black at the same opacities):
///
/// | material   | blur radius (pt) | tint              |
/// |------------|------------------|-------------------|
/// | ultraThin  | 10               | white, opacity 0.30 |
/// | thin       | 15               | white, opacity 0.45 |
/// | regular    | 20               | white, opacity 0.60 |
/// | thick      | 25               | white, opacity 0.75 |
/// | ultraThick | 30               | white, opacity 0.85 |
/// | bar        | 20               | white, opacity 0.70 |
public struct Material: ShapeStyle, Hashable, Sendable {
    let blurRadius: CGFloat
    let tintOpacity: Float

    /// Blur radius 10 points under a tint of opacity 0.30 (Cadence's values).
    public static let ultraThin = Material(blurRadius: 10, tintOpacity: 0.30)
    /// Blur radius 15 points under a tint of opacity 0.45 (Cadence's values).
    public static let thin = Material(blurRadius: 15, tintOpacity: 0.45)
    /// Blur radius 20 points under a tint of opacity 0.60 (Cadence's values).
    public static let regular = Material(blurRadius: 20, tintOpacity: 0.60)
    /// Blur radius 25 points under a tint of opacity 0.75 (Cadence's values).
    public static let thick = Material(blurRadius: 25, tintOpacity: 0.75)
    /// Blur radius 30 points under a tint of opacity 0.85 (Cadence's values).
    public static let ultraThick = Material(blurRadius: 30, tintOpacity: 0.85)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(blurRadius: 20, tintOpacity: 0.70)
}

extension Material: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let level: Float = environment.colorScheme == .dark ? 0 : 1
        return .material(blurRadius: blurRadius, tint: Color.Resolved(red: level, green: level, blue: level, opacity: tintOpacity))
    }
}

extension ShapeStyle where Self == Material {
    /// The `Material.ultraThin` material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The `Material.thin` material.
    public static var thinMaterial: Material { .thin }
    /// The `Material.regular` material.
    public static var regularMaterial: Material { .regular }
    /// The `Material.thick` material.
    public static var thickMaterial: Material { .thick }
    /// The `Material.ultraThick` material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
