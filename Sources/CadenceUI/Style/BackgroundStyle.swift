/// The background style of the environment: SwiftUI's `BackgroundStyle` (`.background`). It resolves
/// to the style set by `backgroundStyle(_:)`, or the system background: white in light appearance,
/// black in dark.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    /// Makes the style.
    public init() {}
}

extension BackgroundStyle: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.backgroundStyle {
            var outer = environment
            outer.backgroundStyle = nil
            return resolvePaint(style, in: outer)
        }
        // Without a style of its own, the window's background.
        return WindowBackgroundShapeStyle().resolvedPaint(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The background of the window a view is in: SwiftUI's `WindowBackgroundShapeStyle`, written
/// `.windowBackground`. Cadence models iOS, where a window's background is the system background:
/// white in the light colour scheme, black in the dark one. Unlike `.background`, it ignores
/// `backgroundStyle(_:)`.
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable, Sendable {
    /// Makes the style.
    public init() {}
}

extension WindowBackgroundShapeStyle: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let level: Float = environment.colorScheme == .dark ? 0 : 1
        return .color(Color.Resolved(red: level, green: level, blue: level))
    }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The background of the window a view is in (see `WindowBackgroundShapeStyle`).
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
}

extension EnvironmentValues {
    /// The style `.background` resolves to below; `nil`: the system background. Set by `backgroundStyle(_:)`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The secondary, tertiary … styles set by `foregroundStyle(_:_:)` and `(_:_:_:)`, in order.
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}

extension View {
    /// Sets the style `.background` resolves to below (and what `background()` fills with).
    public nonisolated func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.backgroundStyle = AnyShapeStyle(style) })
    }

    /// Paints content below with `primary`; `.secondary` content with `secondary`.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentModifier { environment in
            environment.foregroundStyle = AnyShapeStyle(primary)
            environment.foregroundLevels = [AnyShapeStyle(secondary)]
        })
    }

    /// Paints content below with `primary`; `.secondary` and `.tertiary` content with the others.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(EnvironmentModifier { environment in
            environment.foregroundStyle = AnyShapeStyle(primary)
            environment.foregroundLevels = [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        })
    }

    /// Fills the view's frame with the background style (`backgroundStyle(_:)`, or the system
    /// background), behind the view.
    public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(DecorationModifier(decoration: Rectangle().fill(BackgroundStyle()), alignment: .center, isBackground: true))
    }

    /// Fills `shape`, laid out in the view's frame, with `style`, behind the view.
    ///
    /// ```swift
    /// Text("Hello").padding().background(.blue.gradient, in: Capsule())
    /// ```
    public nonisolated func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DecorationModifier(decoration: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
    }

    /// Fills `shape` with the background style, behind the view.
    public nonisolated func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DecorationModifier(decoration: shape.fill(BackgroundStyle(), style: fillStyle), alignment: .center, isBackground: true))
    }

    /// Fills `shape`, laid out in the view's frame, with `style`, in front of the view.
    public nonisolated func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DecorationModifier(decoration: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false))
    }
}
