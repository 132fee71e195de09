import Foundation

/// The drawing of an `Image(size:label:opaque:colorMode:renderer:)`: the closure, compared by
/// identity (two images are the same drawing only when they come from the same call).
final class ImageDrawing: Hashable, @unchecked Sendable {
    // Unchecked: the renderer is app code SwiftUI declares without `@Sendable`; it is only called
    // on the main actor, while a stage draws.
    let renderer: (inout GraphicsContext) -> Void

    init(renderer: @escaping (inout GraphicsContext) -> Void) {
        self.renderer = renderer
    }

    static func == (lhs: ImageDrawing, rhs: ImageDrawing) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Image {
    /// An image `size` points large, drawn by `renderer` on a `GraphicsContext` of that size:
    /// SwiftUI's `Image(size:label:opaque:colorMode:renderer:)`.
    ///
    /// ```swift
    /// Image(size: CGSize(width: 24, height: 24)) { context in
    ///     context.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 16, height: 16)), with: .color(.orange))
    /// }
    /// ```
    ///
    /// The renderer draws in the image's own coordinates (origin at its top-left corner, `size`
    /// points) each time the image is drawn, in the environment of the view showing it. Resizable,
    /// the image takes the size it is offered and its drawing is stretched to it (the renderer still
    /// sees `size`). `label` is what screen readers read. `opaque` and `colorMode` are accepted and
    /// do not change the drawing.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        self.init(source: .drawing(ImageDrawing(renderer: renderer), size))
        self.label = label?.content
    }
}

/// An image drawn by a renderer (`Image(size:renderer:)`): sized as an asset image is; its child,
/// a canvas laid out at the image's own size, is stretched to the frame.
struct DrawnImageLayout: NodeLayout {
    let size: CGSize
    let sizing: AssetImageLayout

    init(size: CGSize, isResizable: Bool) {
        self.size = size
        sizing = AssetImageLayout(size: size, isResizable: isResizable)
    }

    /// The node of a drawn image: a canvas of the drawing, tapped anywhere in its frame as an image is.
    static func node(_ drawing: ImageDrawing, size: CGSize, isResizable: Bool, environment: EnvironmentValues) -> LayoutNode {
        let recording = CanvasRecording(renderer: { context, _ in drawing.renderer(&context) }, environment: environment)
        let canvas = LayoutNode(.effect(.layer(.canvas(recording)), child: Canvas<EmptyView>.placeholder))
        let image = LayoutNode(.custom(DrawnImageLayout(size: size, isResizable: isResizable), children: [canvas]))
        return LayoutNode(.effect(.interaction(.contentShape(Rectangle(), eoFill: false)), child: image))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        sizing.sizeThatFits(proposal, children: children, engine: engine, stackAxis: stackAxis)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        children.map { _ in LayoutEngine.Placement(proposal: ProposedViewSize(self.size), frame: CGRect(origin: .zero, size: self.size)) }
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        let sx = size.width > 0 ? frame.width / size.width : 1
        let sy = size.height > 0 ? frame.height / size.height : 1
        // Stretch the canvas about the frame's corner.
        state.transform = AffineTransform2D(a: sx, b: 0, c: 0, d: sy, tx: frame.minX - sx * frame.minX, ty: frame.minY - sy * frame.minY)
            .concatenating(state.transform)
    }
}
