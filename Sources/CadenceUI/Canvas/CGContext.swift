import Foundation

#if !canImport(CoreGraphics)
/// How a `CGContext` fills a path: Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int32, Hashable, Sendable {
    /// Non-zero winding: a point is inside when the path winds around it any number of times.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// What `CGContext.drawPath(using:)` does with the current path: Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    /// Fill with the non-zero rule.
    case fill
    /// Fill with the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill with the non-zero rule, then stroke.
    case fillStroke
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke
}

/// How what a `CGContext` draws combines with what is below: Core Graphics' `CGBlendMode`.
///
/// The modes SwiftUI's `BlendMode` has draw as it does; `clear` erases what the drawing covers.
/// `normal` leaves the graphics context's own blend mode in force. `copy`, `sourceIn`,
/// `sourceOut`, `destinationIn`, `destinationAtop` and `xor` have no counterpart in a canvas's
/// display list and draw as `normal` does (for an opaque drawing over a `normal` context, the
/// result `copy` gives).
public enum CGBlendMode: Int32, Hashable, Sendable {
    /// `normal` draws over what is below; the others are the separable modes of the same names.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// `difference` and `exclusion` per channel; `hue` … `luminosity` on the colour as a whole.
    case difference, exclusion, hue, saturation, color, luminosity
    /// The Porter–Duff operators (`clear` erases; see the type for those drawn as `normal`).
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    /// More Porter–Duff operators, and the additive `plusDarker` and `plusLighter`.
    case destinationAtop, xor, plusDarker, plusLighter

    /// The canvas's blend mode for this one; `nil` for the modes a canvas cannot draw.
    var canvasBlendMode: BlendMode? {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut, .clear: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        case .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor: nil
        }
    }
}

/// How smoothly a `CGContext` scales images: Core Graphics' `CGInterpolationQuality` (kept, with
/// no effect: the display list has no pixels).
public enum CGInterpolationQuality: Int32, Hashable, Sendable {
    /// The context's default, no interpolation, and increasing qualities.
    case `default`, none, low, medium, high
}

/// A Core Graphics drawing context: Core Graphics' `CGContext`, as a `Canvas` renderer gets one
/// from `GraphicsContext.withCGContext(content:)`. Cadence addition on platforms without Core
/// Graphics, drawing into the canvas through the `GraphicsContext` it came from.
///
/// Coordinates start as the graphics context's (points, y pointing down, its transform applied).
/// As in Core Graphics:
/// - the graphics state (transform, colours, line width, cap, join, miter limit, dash, alpha, blend
///   mode, shadow, clip) is saved and restored with `saveGState()` and `restoreGState()`;
/// - the current path is not part of that state; each point is placed with the transform in force
///   when it is added, and filling, stroking or clipping with it ends it;
/// - strokes are as wide as the line width under the transform in force when they are drawn;
/// - the default fill and stroke colours are opaque black, the line is 1 point wide with butt caps
///   and miter joins (limit 10);
/// - an image is drawn upside down (`draw(_:in:byTiling:)`), as an unflipped `CGImage` is in a
///   context whose y axis points down.
///
/// Nothing is drawn while the transform is singular (it cannot map the path back to where the
/// stroke is drawn). The shadow's offset is in canvas points (y down) and its blur is twice the
/// canvas shadow's radius, Core Animation's relation between the two. Anti-aliasing, flatness and
/// interpolation settings are kept but change nothing in the display list. Text drawing (Core Text)
/// and Core Graphics gradients are not part of the stand-in.
public final class CGContext {
    struct GState {
        /// User space → the graphics context's coordinates.
        var transform = AffineTransform2D.identity
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
        /// Clips, in the graphics context's coordinates.
        var clips: [(path: Path, style: FillStyle)] = []
        var shouldAntialias = true
        var allowsAntialiasing = true
        var flatness: CGFloat = 0.5
    }

    /// The graphics context drawn into (for a PDF context, the current page's).
    var base: GraphicsContext
    var state = GState()
    var savedStates: [GState] = []
    /// The document of a PDF context (`init(_:mediaBox:_:)`); `nil` for a canvas's context.
    var document: PDFDocumentRecorder?
    /// The current path, in the graphics context's coordinates.
    private var path = Path()

    /// How smoothly images are scaled (kept; the display list has no pixels).
    public var interpolationQuality = CGInterpolationQuality.default

    init(_ base: GraphicsContext) {
        self.base = base
    }

    // MARK: Graphics state

    /// Saves the graphics state, to be restored by the matching `restoreGState()`.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Restores the state the last `saveGState()` saved (nothing when none is saved).
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    // MARK: Transform

    /// User space → canvas coordinates: the transforms applied since the context was handed over,
    /// then the graphics context's `transform`. (Core Graphics' reaches device pixels, which a
    /// display list does not have.)
    public var ctm: CGAffineTransform {
        state.transform.concatenating(AffineTransform2D(base.transform))
    }

    /// Scales user space by `sx` horizontally and `sy` vertically.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.transform = AffineTransform2D(scaleX: sx, y: sy).concatenating(state.transform)
    }

    /// Moves user space's origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.transform = AffineTransform2D(translationX: tx, y: ty).concatenating(state.transform)
    }

    /// Rotates user space by `angle` radians (positive turns clockwise on screen, y pointing down).
    public func rotate(by angle: CGFloat) {
        state.transform = AffineTransform2D(rotationAngle: angle).concatenating(state.transform)
    }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = AffineTransform2D(transform).concatenating(state.transform)
    }

    // MARK: Drawing attributes

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the width of strokes, in user-space units.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    /// Sets the shape of the open ends of strokes.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    /// Sets the shape of the corners of strokes.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    /// Sets how far a miter join may reach, as a multiple of the line width.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    /// Sets the dash pattern: painted and skipped lengths alternating, starting `phase` into it.
    /// An empty `lengths` draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dash = lengths
        state.stroke.dashPhase = phase
    }
    /// Sets the opacity everything is drawn with from now on (0…1), times the graphics context's.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// Sets how what is drawn combines with what is below (see `CGBlendMode`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Casts a shadow of `color` (none when `nil`) under what is drawn, `offset` canvas points away,
    /// blurred by `blur`.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { (offset, blur, $0) }
    }
    /// Casts Core Graphics' default shadow (black at a third of full opacity).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
    /// Whether shapes are anti-aliased (kept; no effect on the display list).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Whether anti-aliasing is allowed (kept; no effect on the display list).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { state.allowsAntialiasing = allowsAntialiasing }
    /// How finely curves are flattened (kept; curves stay curves in the display list).
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    // MARK: The current path

    /// Ends the current path without drawing it.
    public func beginPath() { path = Path() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current point, in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint {
        guard let point = path.currentPoint else { return .zero }
        return state.transform.inverted().apply(to: point)
    }
    /// The bounds of the current path in user space (control points included).
    public var boundingBoxOfPath: CGRect {
        path.isEmpty ? .null : path.applying(state.transform.inverted()).boundingRect
    }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: state.transform.apply(to: point)) }
    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: state.transform.apply(to: point)) }
    /// Adds lines joining `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) { path.addLines(points.map { state.transform.apply(to: $0) }) }
    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let t = state.transform
        path.addCurve(to: t.apply(to: end), control1: t.apply(to: control1), control2: t.apply(to: control2))
    }
    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: state.transform.apply(to: end), control: state.transform.apply(to: control))
    }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.transform) }
    /// Adds rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.transform) }
    /// Adds the ellipse that fits `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.transform) }
    /// Adds an arc of the circle of `radius` about `center` from `startAngle` to `endAngle`
    /// (radians), as `Path.addArc(center:radius:startAngle:endAngle:clockwise:)` does.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: state.transform)
    }
    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.transform)
    }
    /// Adds `path`'s subpaths.
    public func addPath(_ path: CGPath) { self.path.addPath(Path(path), transform: state.transform) }
    /// Closes the current subpath with a line to its start.
    public func closePath() { path.closeSubpath() }

    // MARK: Drawing

    /// Fills the current path with the fill colour, then ends it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(path, fill: rule, stroke: false)
        path = Path()
    }

    /// Strokes the current path with the stroke colour and style, then ends it.
    public func strokePath() {
        paint(path, fill: nil, stroke: true)
        path = Path()
    }

    /// Fills, strokes or both (fill first) the current path, then ends it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(path, fill: .winding, stroke: false)
        case .eoFill: paint(path, fill: .evenOdd, stroke: false)
        case .stroke: paint(path, fill: nil, stroke: true)
        case .fillStroke: paint(path, fill: .winding, stroke: true)
        case .eoFillStroke: paint(path, fill: .evenOdd, stroke: true)
        }
        path = Path()
    }

    /// Fills `rect` with the fill colour (the current path is kept).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills `rects` with the fill colour (the current path is kept).
    public func fill(_ rects: [CGRect]) {
        var shape = Path()
        shape.addRects(rects, transform: state.transform)
        paint(shape, fill: .winding, stroke: false)
    }
    /// Fills the ellipse that fits `rect` (the current path is kept).
    public func fillEllipse(in rect: CGRect) {
        paint(Path(ellipseIn: rect).applying(state.transform), fill: .winding, stroke: false)
    }
    /// Strokes `rect` with the stroke colour and style (the current path is kept).
    public func stroke(_ rect: CGRect) {
        paint(Path(rect).applying(state.transform), fill: nil, stroke: true)
    }
    /// Strokes `rect`, `width` wide (the line width of the state is kept).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let kept = state.stroke.lineWidth
        state.stroke.lineWidth = width
        stroke(rect)
        state.stroke.lineWidth = kept
    }
    /// Strokes the ellipse that fits `rect` (the current path is kept).
    public func strokeEllipse(in rect: CGRect) {
        paint(Path(ellipseIn: rect).applying(state.transform), fill: nil, stroke: true)
    }
    /// Strokes separate segments: `points` taken in pairs, each pair a line (a last odd point is
    /// left out).
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: state.transform.apply(to: points[index]))
            segments.addLine(to: state.transform.apply(to: points[index + 1]))
        }
        paint(segments, fill: nil, stroke: true)
    }
    /// Erases `rect`: what was drawn below it becomes transparent (drawn as an opaque rectangle in a
    /// `destinationOut` blend mode, which removes what it covers).
    public func clear(_ rect: CGRect) {
        var context = drawingContext()
        context.blendMode = .destinationOut
        context.opacity = 1
        context.fill(Path(rect).applying(state.transform), with: .color(.black))
    }

    /// Draws `image` stretched into `rect` (user space), upside down as Core Graphics draws an image
    /// in a context whose y axis points down. `byTiling` is accepted and draws the image once.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        var context = drawingContext()
        context.concatenate(state.transform)
        context.draw(Image(decorative: image, scale: 1, orientation: .downMirrored), in: rect)
    }

    /// Draws `picture` stretched into `rect` (user space) the way Core Graphics draws into its
    /// contexts, with y pointing up: how `ImageRenderer` draws a view into a context. The view is
    /// upright in a context whose y axis points up (a PDF context's) and upside down in one whose y
    /// axis points down (a canvas's), unless the caller flips it first, as on Apple platforms.
    func drawView(_ picture: RenderedPicture, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        var context = drawingContext()
        context.concatenate(state.transform)
        context.concatenate(AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        let image = CGImage(picture: picture, width: Int(rect.width.rounded(.up)), height: Int(rect.height.rounded(.up)), isOpaque: false)
        context.draw(Image(decorative: image, scale: 1), in: rect)
    }

    // MARK: Clipping

    /// Limits later drawing to the inside of the current path (non-zero rule), then ends the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clips.append((path, FillStyle(eoFill: rule == .evenOdd)))
        path = Path()
    }
    /// Limits later drawing to `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// Limits later drawing to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var region = Path()
        region.addRects(rects, transform: state.transform)
        state.clips.append((region, FillStyle()))
    }
    /// The bounds of the region drawing is limited to, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var region = base.clipBoundingRect
        for clip in state.clips { region = region.intersection(clip.path.boundingRect) }
        guard !region.isNull, !region.isEmpty else { return .zero }
        return state.transform.inverted().apply(to: region)
    }

    // MARK: Recording into the graphics context

    /// The graphics context as the state draws: clipped, at the state's alpha and blend mode, with
    /// its shadow, in the graphics context's coordinates.
    private func drawingContext() -> GraphicsContext {
        var context = base
        for clip in state.clips { context.clip(to: clip.path, style: clip.style) }
        let alpha = state.alpha.isNaN ? 0 : min(max(state.alpha, 0), 1)
        context.opacity *= Double(alpha)
        // Core Graphics' `normal` leaves the graphics context's own blend mode in force.
        if state.blendMode != .normal { context.blendMode = state.blendMode.canvasBlendMode ?? context.blendMode }
        if let shadow = state.shadow {
            context.addFilter(.shadow(color: Color(cgColor: shadow.color), radius: shadow.blur / 2, x: shadow.offset.width, y: shadow.offset.height))
        }
        return context
    }

    /// Fills (with `fill`'s rule) and/or strokes `shape` (in the graphics context's coordinates).
    /// Strokes are drawn in user space, so that the transform widens them as Core Graphics does.
    private func paint(_ shape: Path, fill: CGPathFillRule?, stroke: Bool) {
        guard !shape.isEmpty else { return }
        var context = drawingContext()
        if let fill {
            context.fill(shape, with: .color(Color(cgColor: state.fillColor)), style: FillStyle(eoFill: fill == .evenOdd))
        }
        if stroke {
            let t = state.transform
            guard t.a * t.d - t.b * t.c != 0 else { return }
            context.concatenate(t)
            context.stroke(shape.applying(t.inverted()), with: .color(Color(cgColor: state.strokeColor)), style: state.stroke)
        }
    }
}

extension GraphicsContext {
    /// Runs `content` with a Core Graphics context that draws into this one: SwiftUI's
    /// `withCGContext(content:)`.
    ///
    /// The `CGContext` starts in this context's coordinates (its transform applied, y down), with
    /// this context's clip, opacity and filters; what it draws is recorded here in order, between
    /// what was drawn before the call and after it. The `CGContext` is valid only inside `content`.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.withCGContext { cg in
    ///         cg.setFillColor(UIColor.systemTeal.cgColor)
    ///         cg.fillEllipse(in: CGRect(origin: .zero, size: size))
    ///     }
    /// }
    /// ```
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try content(CGContext(self))
    }
}
#endif
