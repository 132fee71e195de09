/// A colour used as a view fills the space it is offered (10 × 10 for an unspecified dimension), like
/// a rectangle filled with it.
extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let color = context.animated(resolve(in: context.environment), slot: DriverSlot.color)
        return [LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(color))))]
    }
}
