/// A shadow inside a shape style: SwiftUI's `ShadowStyle`, used as `.fill(.blue.shadow(.drop(radius: 4)))`.
///
/// `.drop` draws a blurred copy of the shape's alpha beneath it; `.inner` darkens the shape's inside
/// along its edges. The default colour is SwiftUI's, `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow beneath the shape, blurred by `radius` points and moved by (x, y).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the shape along its edges, blurred by `radius` points and moved by (x, y).
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

/// A shape style drawn with a shadow: what `ShapeStyle.shadow(_:)` returns.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
}

extension _ShadowShapeStyle: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        resolvePaint(base, in: environment)
    }
}

/// A shape style at a reduced opacity: what `ShapeStyle.opacity(_:)` returns.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
}

extension _OpacityShapeStyle: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let factor = opacity.isNaN ? 0 : Float(min(max(opacity, 0), 1))
        return resolvePaint(base, in: environment).fading(by: factor)
    }
}

extension ShapeStyle {
    /// This style with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(base: self, shadow: style)
    }

    /// This style at `opacity` (0…1, clamped) times its own.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The current style (the foreground) with `style`'s shadow: SwiftUI's `ShapeStyle.shadow(_:)`,
    /// written `.foregroundStyle(.shadow(.drop(radius: 2)))` or `.fill(.shadow(.inner(radius: 3)))`.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}

/// What `read` finds on a style (a shadow, a blend mode), looking through erasure.
func carried<Value>(by style: some ShapeStyle, _ read: (any ShapeStyle) -> Value?) -> Value? {
    if let erased = style as? AnyShapeStyle { return carried(by: erased.style, read) }
    return read(style)
}

/// The shadow a style carries, if any (looking through erasure).
func shadowOf(_ style: some ShapeStyle) -> ShadowStyle? {
    carried(by: style) { ($0 as? any ShadowCarrying)?.shadowStyle }
}

protocol ShadowCarrying {
    var shadowStyle: ShadowStyle { get }
}

extension _ShadowShapeStyle: ShadowCarrying {
    var shadowStyle: ShadowStyle { shadow }
}
