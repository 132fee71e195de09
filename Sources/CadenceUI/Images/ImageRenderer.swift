import Foundation

#if !canImport(CoreGraphics)
/// Makes images from a view: SwiftUI's `ImageRenderer`.
///
/// ```swift
/// let renderer = ImageRenderer(content: ShareCard(score: 42).frame(width: 340))
/// renderer.scale = 3
/// if let image = renderer.uiImage { share(image) }
/// ```
///
/// Each read of `cgImage` or `uiImage` lays the current `content` out for `proposedSize` (by default
/// `.unspecified`: the view's ideal size) on a stage of its own at time 0, draws it once, and returns
/// that drawing as an image of the view's size: `size × scale` pixels (each dimension rounded up).
/// The view layer has no pixels, so the image holds the drawing (`Image` draws it again, stretched
/// to its frame; `CadenceRender` can rasterise it). The answer is `nil` when the view is empty (0
/// pixels wide or high) or its size is not finite.
///
/// As in SwiftUI the image is a still picture of the view's first frame: animations have not run,
/// and a `task` or `onAppear` the view starts runs on that private stage, whose later frames are
/// never drawn. Cadence's stage environment (light appearance, default locale) is the view's
/// environment, with `displayScale` set to `scale`.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// Announces changes of the content or of a setting (SwiftUI's renderer publishes them, so a
    /// view can observe it to render again).
    public let objectWillChange = ObservableObjectPublisher()

    /// The root view rendered.
    public var content: Content {
        willSet { objectWillChange.send() }
    }

    /// The size proposed to the root view: `.unspecified` (the default) gives an image of the view's
    /// ideal size; a dimension given makes the view lay out for it (a flexible view takes it).
    public var proposedSize: ProposedViewSize = .unspecified {
        willSet { objectWillChange.send() }
    }

    /// Pixels per point (default 1): a 100 × 50 view at scale 2 makes a 200 × 100 pixel image. A
    /// scale of 0 or less, or NaN, counts as 1.
    public var scale: CGFloat = 1 {
        willSet { objectWillChange.send() }
    }

    /// Whether the image has no alpha channel (default `false`). Recorded on the image; the
    /// drawing is not changed (SwiftUI asks that an opaque renderer draw no translucent pixels).
    public var isOpaque = false {
        willSet { objectWillChange.send() }
    }

    /// The working colour space of the image (default `.nonLinear`; recorded, the drawing is the same).
    public var colorMode: ColorRenderingMode = .nonLinear {
        willSet { objectWillChange.send() }
    }

    /// The dynamic range the image may use (default `.standard`; `nil`: unrestricted): SwiftUI's
    /// `ImageRenderer.allowedDynamicRange`. The rendered view is also drawn with it in its
    /// environment (`EnvironmentValues.allowedDynamicRange`); the image's colours are in the
    /// standard range either way (see `Image.DynamicRange`).
    public var allowedDynamicRange: Image.DynamicRange? = .standard {
        willSet { objectWillChange.send() }
    }

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// The current content drawn as a `CGImage`, or `nil` when it has no pixels (see the type's
    /// discussion).
    public var cgImage: CGImage? {
        guard let (picture, pixels) = render() else { return nil }
        return CGImage(picture: picture, width: pixels.width, height: pixels.height, isOpaque: isOpaque)
    }

    /// The current content drawn as a `UIImage` of the view's size in points at `scale`, or `nil`
    /// when it has no pixels.
    public var uiImage: UIImage? {
        guard let cgImage else { return nil }
        return UIImage(cgImage: cgImage, scale: effectiveScale)
    }

    /// Draws the current content into a Core Graphics context that `renderer` provides: SwiftUI's
    /// `render(rasterizationScale:renderer:)`.
    ///
    /// `renderer` is called once, at once, with the content's size in points (laid out for
    /// `proposedSize` as `cgImage` lays it out) and a function that draws the content into a
    /// context's user space, from its origin to that size, with the context's transform, clip,
    /// alpha, blend mode and shadow in force. As with Core Graphics, the function takes user space
    /// to have y pointing up: the content is upright in a PDF context (`CGContext(_:mediaBox:_:)`)
    /// and upside down in a context whose y axis points down, such as the one
    /// `GraphicsContext.withCGContext(content:)` gives, unless it is flipped first:
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.withCGContext { cg in
    ///         ImageRenderer(content: Badge()).render { badgeSize, draw in
    ///             cg.translateBy(x: 0, y: badgeSize.height)
    ///             cg.scaleBy(x: 1, y: -1)
    ///             draw(cg)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Everything is drawn as vectors, so `rasterizationScale` (points to pixels for what cannot
    /// be drawn as Core Graphics commands; 0 or less, or NaN, count as 1) is the `displayScale` the
    /// content is laid out with and changes nothing else. The function draws nothing for content
    /// whose size is not finite; the size handed over is then zero.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        let scale = rasterizationScale > 0 && rasterizationScale.isFinite ? rasterizationScale : 1
        guard let (picture, size) = layOut(displayScale: scale) else {
            renderer(.zero) { _ in }
            return
        }
        renderer(size) { context in context.drawView(picture, in: CGRect(origin: .zero, size: size)) }
    }

    private var effectiveScale: CGFloat {
        scale > 0 && scale.isFinite ? scale : 1
    }

    /// Lays the content out and draws it: the drawing and its size in pixels.
    private func render() -> (RenderedPicture, (width: Int, height: Int))? {
        guard let (picture, size) = layOut(displayScale: effectiveScale) else { return nil }
        let pixels = (width: Int((size.width * effectiveScale).rounded(.up)), height: Int((size.height * effectiveScale).rounded(.up)))
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        return (picture, pixels)
    }

    /// Lays the content out for `proposedSize` and draws it: the drawing and its size in points
    /// (`nil` when the size is not finite).
    private func layOut(displayScale: CGFloat) -> (RenderedPicture, CGSize)? {
        let root = content
        var environment = EnvironmentValues()
        environment.displayScale = displayScale
        environment.allowedDynamicRange = allowedDynamicRange
        // Measure on a stage of the proposed size (10 points where unspecified), then draw on a
        // stage of the size the view chose, whose proposal is that size.
        let guess = proposedSize.replacingUnspecifiedDimensions()
        var stage = Stage(size: guess, environment: environment) { root }
        let size = stage.fittingSize(for: proposedSize)
        guard size.width.isFinite, size.height.isFinite else { return nil }
        if size != guess { stage = Stage(size: size, environment: environment) { root } }
        return (RenderedPicture(list: stage.displayList()), size)
    }
}

extension Stage {
    /// The size the root view chooses when it is offered `proposal` (its views laid out as the
    /// stage's last frame left them).
    func fittingSize(for proposal: ProposedViewSize) -> CGSize {
        _ = displayList()
        let nodes = graph.nodes
        guard !nodes.isEmpty else { return .zero }
        let root = nodes.count == 1 ? nodes[0] : LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: nil, children: nodes))
        return engine.size(root, proposal)
    }
}
#endif
