/// A shape filled or stroked with a style: what `.fill(_:)` and `.stroke(_:lineWidth:)` return
/// (SwiftUI's `_ShapeView`).
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    var stroke: StrokeStyle?

    public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let color = context.animated(resolveColor(style, in: context.environment), slot: DriverSlot.color)
        let paint: DisplayList.Paint = stroke.map { .stroke(color, lineWidth: $0.lineWidth) } ?? .fill(color)
        return [LayoutNode(.shape(ShapeContent(shape: shape, paint: paint)))]
    }
}
