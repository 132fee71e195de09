/// A shape filled or stroked with a style: what `.fill(_:)` and `.stroke(_:lineWidth:)` return
/// (SwiftUI's `_ShapeView`).
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    var stroke: StrokeStyle?
    var fillStyle = FillStyle()

    public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let resolved = resolvePaint(style, in: context.environment)
        let color = context.animated(resolved.representative, slot: DriverSlot.color)
        // A stroke's width, miter limit and dash phase animate like any render parameter.
        let strokeStyle = stroke.map { context.animated($0, slot: DriverSlot.strokeStyle) }
        let paint: DisplayList.Paint = strokeStyle.map { .stroke(color, lineWidth: $0.lineWidth) } ?? .fill(color)
        // A custom shape whose `animatableData` changed in an animated transaction draws a copy of
        // itself with the interpolated data, as SwiftUI's shapes do (`Shape` refines `Animatable`).
        let presented = context.presentingAnimatableData(of: shape, slot: DriverSlot.animatableShape)
        // A shape that mirrors in this layout direction is drawn with its path flipped in its frame.
        var content = ShapeContent(shape: presented.directed(for: context.environment.layoutDirection), paint: paint)
        content.paintSource = resolved.isColor ? nil : resolved
        content.strokeStyle = strokeStyle.flatMap { $0 == StrokeStyle(lineWidth: $0.lineWidth) ? nil : $0 }
        content.fillStyle = fillStyle
        var node = LayoutNode(.shape(content))
        if let shadow = shadowOf(style) {
            node = LayoutNode(.effect(.layer(.styleShadow(shadow, environment: context.environment)), child: node))
        }
        if let mode = blendModeOf(style), mode != .normal {
            node = LayoutNode(.effect(.layer(.blendMode(mode)), child: node))
        }
        return [node]
    }
}
