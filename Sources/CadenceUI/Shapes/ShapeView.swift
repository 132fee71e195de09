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
        // A custom shape whose `animatableData` changed in an animated transaction draws a copy of
        // itself with the interpolated data, as SwiftUI's shapes do (`Shape` refines `Animatable`).
        let presented = context.presentingAnimatableData(of: shape, slot: DriverSlot.animatableShape)
        return [LayoutNode(.shape(ShapeContent(shape: presented, paint: paint)))]
    }
}
