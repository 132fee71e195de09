/// How a shape or text is painted: a colour, the tint, the foreground style, a hierarchical level.
/// SwiftUI's `ShapeStyle`.
///
/// ```swift
/// Circle().fill(.tint)
/// Text("Hi").foregroundStyle(.secondary)
/// ```
///
/// A custom style returns another style from `resolve(in:)`, which Cadence resolves in turn until it
/// reaches a colour (gradients and materials are not drawn by Cadence).
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to; `Never` for the built-in styles, which draw themselves.
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one stands for in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// The default for styles that do not resolve to another: reaching it stops the program with a
    /// message naming the style (Cadence resolves only its built-in styles this way).
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) does not resolve to a drawable style")
    }
}

extension Never: ShapeStyle {
    /// `Never` resolves to nothing.
    public typealias Resolved = Never
}

extension Color: ShapeStyle {
    // `resolve(in:) -> Color.Resolved` is declared with Color.
}

extension Color.Resolved: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { self }
}

/// Resolves any style to the colour it paints with. Styles that never reach a colour (a custom style
/// without `resolve(in:)`, or one that resolves to itself forever) paint with the foreground colour.
func resolveColor(_ style: some ShapeStyle, in environment: EnvironmentValues, depth: Int = 0) -> Color.Resolved {
    if let resolved = style as? Color.Resolved { return resolved }
    if let color = style as? Color { return color.resolve(in: environment) }
    if let erased = style as? AnyShapeStyle { return resolveColor(erased.style, in: environment, depth: depth + 1) }
    if let paintable = style as? any PaintResolvable { return paintable.resolvedPaint(in: environment).representative }
    guard depth < 16, resolvesToStyle(style) else {
        return SystemColor.label(level: 0, environment.colorScheme)
    }
    return resolveColor(style.resolve(in: environment), in: environment, depth: depth + 1)
}

private func resolvesToStyle<S: ShapeStyle>(_ style: S) -> Bool {
    S.Resolved.self != Never.self
}
