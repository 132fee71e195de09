/// A type-erased shape style: SwiftUI's `AnyShapeStyle`.
///
/// ```swift
/// let style = highlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// ```
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle

    /// Wraps `style` (an `AnyShapeStyle` is unwrapped, not nested).
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self.style = erased.style
        } else {
            self.style = style
        }
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolveColor(style, in: environment)
    }
}
