/// The environment's foreground style (set by `.foregroundStyle(_:)`), or the primary label colour:
/// SwiftUI's `ForegroundStyle`, written `.foreground`.
public struct ForegroundStyle: ShapeStyle {
    /// Makes the style.
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        guard let style = environment.foregroundStyle else {
            return SystemColor.label(level: 0, environment.colorScheme)
        }
        var outer = environment
        outer.foregroundStyle = nil
        return resolveColor(style, in: outer)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
