/// The tint of the environment (`.tint(_:)`), or the accent colour when none is set:
/// SwiftUI's `TintShapeStyle`, written `.tint`.
///
/// ```swift
/// Image(systemName: "sparkles").foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle {
    /// Makes the style.
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        guard let tint = environment.tint else {
            return Color.accentColor.resolve(in: environment)
        }
        // A tint of `.tint` would refer to itself; resolve it one level up (the accent colour).
        var outer = environment
        outer.tint = nil
        return resolveColor(tint, in: outer)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: set by `.tint(_:)`, the accent colour (system blue) by default.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
