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

    /// The primary level: the foreground style, or the label colour (black in light appearance, white
    /// in dark) when none is set.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary level: the foreground style at 0.6 opacity, or the secondary label colour when none is set.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary level: the foreground style at 0.3 opacity, or the tertiary label colour when none is set.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The quaternary level: the foreground style at 0.18 opacity, or the quaternary label colour when none is set.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The quinary level: the foreground style at 0.1 opacity, or the quinary label colour when none is set.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level relative to the first, indexed by level.
    static let opacityFactors: [Float] = [1, 0.6, 0.3, 0.18, 0.1]

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
    /// The primary level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The quinary level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// The second level of this style: the style at 0.6 of its opacity, the factor by which
    /// `.secondary` fades the foreground style (`.green.secondary`, `.tint.secondary`).
    public var secondary: some ShapeStyle { hierarchicalLevel(1) }
    /// The third level of this style: the style at 0.3 of its opacity.
    public var tertiary: some ShapeStyle { hierarchicalLevel(2) }
    /// The fourth level of this style: the style at 0.18 of its opacity.
    public var quaternary: some ShapeStyle { hierarchicalLevel(3) }
    /// The fifth level of this style: the style at 0.1 of its opacity.
    public var quinary: some ShapeStyle { hierarchicalLevel(4) }

    /// This style faded as the hierarchical `level` fades the foreground style.
    private func hierarchicalLevel(_ level: Int) -> _OpacityShapeStyle<Self> {
        opacity(Double(HierarchicalShapeStyle.opacityFactors[level]))
    }
}
