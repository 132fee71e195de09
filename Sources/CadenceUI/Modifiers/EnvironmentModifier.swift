/// Changes the environment its content (and everything below it) sees.
nonisolated struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        transform(&inner.environment)
        return content(inner)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    ///
    /// ```swift
    /// LikeButton().environment(\.accessibilityReduceMotion, true)
    /// ```
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes the environment value at `keyPath` for this view and its descendants.
    public nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// The font of text and symbols below (`nil`: the body font, 17 pt).
    public nonisolated func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Paints text, symbols and shapes below with `style`.
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { environment in
            if var level = style as? HierarchicalShapeStyle {
                // `.secondary` under `.pink` is the secondary level of pink.
                level.base = environment.foregroundStyle
                environment.foregroundStyle = AnyShapeStyle(level)
            } else {
                environment.foregroundStyle = AnyShapeStyle(style)
            }
        })
    }

    /// Paints text, symbols and shapes below with `color` (`nil`: the default, primary label colour).
    public nonisolated func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = color.map(AnyShapeStyle.init) })
    }

    /// The tint below (what `.tint` styles and buttons' labels use); `nil` restores the accent colour.
    public nonisolated func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { $0.tint = tint.map(AnyShapeStyle.init) })
    }

    /// The tint below, as any shape style.
    public nonisolated func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentModifier { $0.tint = tint.map(AnyShapeStyle.init) })
    }
}
