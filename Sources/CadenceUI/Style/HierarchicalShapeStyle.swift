/// A level of the foreground style's hierarchy: SwiftUI's `HierarchicalShapeStyle`, written
/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`.
///
/// With no foreground style set, the levels are the label colours (see `Color+System.swift`). Under a
/// foreground style, a level is that style with its opacity multiplied by 1, 0.6, 0.3, 0.18 or 0.1
/// (the label colours' opacities, and 0.1 for the fifth level, which UIKit has no label colour for;
/// SwiftUI does not document the factors).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// The foreground style this level is taken from, when it was set with `.foregroundStyle(_:)`
    /// under another foreground style (`VStack { … .foregroundStyle(.secondary) }.foregroundStyle(.pink)`).
    var base: AnyShapeStyle?

    init(level: Int) {
        self.level = level
    }

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    private static let opacityFactors: [Float] = [1, 0.6, 0.3, 0.18, 0.1]

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolvedPaint(in: environment).representative
    }

    private func colorResolve(in environment: EnvironmentValues) -> Color.Resolved {
        guard let style = base ?? environment.foregroundStyle else {
            return SystemColor.label(level: level, environment.colorScheme)
        }
        var outer = environment
        outer.foregroundStyle = nil
        var resolved = resolveColor(style, in: outer)
        resolved.opacity *= Self.opacityFactors[min(max(level, 0), 4)]
        return resolved
    }
}

extension HierarchicalShapeStyle: PaintResolvable {
    /// The level's style from `foregroundStyle(_:_:)`/`(_:_:_:)` when set; otherwise the base (or
    /// foreground) style at the level's opacity (1, 0.6, 0.3, 0.18, 0.1), or the label colour of the level.
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let levels = environment.foregroundLevels
        if level >= 1, level <= levels.count {
            var outer = environment
            outer.foregroundStyle = nil
            outer.foregroundLevels = []
            return resolvePaint(levels[level - 1], in: outer)
        }
        guard let style = base ?? environment.foregroundStyle else {
            return .color(colorResolve(in: environment))
        }
        var outer = environment
        outer.foregroundStyle = nil
        outer.foregroundLevels = []
        return resolvePaint(style, in: outer).fading(by: Self.opacityFactors[min(max(level, 0), 4)])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
