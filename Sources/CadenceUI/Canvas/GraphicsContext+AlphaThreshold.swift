// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`: the filter behind Canvas "metaball" and
// "gooey" effects (shapes blurred together, then cut at an opacity threshold so overlapping blurs
// merge into one blob with a hard edge).

extension GraphicsContext.Filter {
    /// A filter that paints every pixel whose opacity is within `min...max` with `color`, and clears
    /// every other pixel: SwiftUI's `alphaThreshold(min:max:color:)`.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
    ///     context.addFilter(.blur(radius: 10))
    ///     context.drawLayer { layer in
    ///         for ball in balls { layer.fill(Circle().path(in: ball.frame), with: .color(.black)) }
    ///     }
    /// }
    /// ```
    ///
    /// Opacities are in 0…1 and the range is inclusive at both ends; `max` defaults to 1, `color` to
    /// black (resolved in the default environment, its own opacity kept). A range with `min` above
    /// `max` keeps no pixel, and a fully transparent pixel is never painted (even with `min` 0). As with every filter, the last one added applies first, so the pattern
    /// above blurs and then thresholds.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> GraphicsContext.Filter {
        GraphicsContext.Filter(effect: .alphaThreshold(min: min, max: max, color: color.resolve(in: EnvironmentValues())))
    }
}
