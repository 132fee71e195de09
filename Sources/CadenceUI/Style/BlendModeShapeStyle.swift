/// A shape style composited with a blend mode: what `ShapeStyle.blendMode(_:)` returns.
///
/// A shape filled or stroked with it is drawn in a layer composited with `blendMode` over what is
/// beneath (as `.blendMode(_:)` on the shape view would); text and symbols painted with it take
/// its colours and are drawn normally.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let blendMode: BlendMode
}

extension _BlendModeShapeStyle: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        resolvePaint(base, in: environment)
    }
}

extension _BlendModeShapeStyle: ShadowCarrying where Base: ShadowCarrying {
    var shadowStyle: ShadowStyle { base.shadowStyle }
}

extension ShapeStyle {
    /// This style composited with `mode` (`.fill(.red.blendMode(.multiply))`).
    public func blendMode(_ mode: BlendMode) -> _BlendModeShapeStyle<Self> {
        _BlendModeShapeStyle(base: self, blendMode: mode)
    }
}

/// The blend mode a style carries, if any (looking through erasure, opacity and shadows).
func blendModeOf(_ style: some ShapeStyle) -> BlendMode? {
    carried(by: style) { ($0 as? any BlendModeCarrying)?.carriedBlendMode }
}

protocol BlendModeCarrying {
    var carriedBlendMode: BlendMode? { get }
}

extension _BlendModeShapeStyle: BlendModeCarrying {
    var carriedBlendMode: BlendMode? { blendMode }
}

extension _OpacityShapeStyle: BlendModeCarrying {
    var carriedBlendMode: BlendMode? { blendModeOf(base) }
}

extension _ShadowShapeStyle: BlendModeCarrying {
    var carriedBlendMode: BlendMode? { blendModeOf(base) }
}
