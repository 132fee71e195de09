/// Stands for the view an animator modifier or `.animation(_:body:)` is applied to, inside its content
/// closure: SwiftUI's `PlaceholderContentView`.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
///         content.scaleEffect(scale)        // `content` is the image
///     } keyframes: { _ in … }
/// ```
///
/// The modified view keeps its identity (and state) wherever the placeholder is used. Used twice in
/// one closure, it shows the same view twice.
public nonisolated struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        context.modifierContent?(context) ?? []
    }
}
