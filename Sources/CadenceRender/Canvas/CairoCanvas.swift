import Cadence
import CCairo

/// An anti-aliased drawing surface backed by a Cairo image surface: paths, fills, strokes, text,
/// transforms and group opacity, read back as a `RasterImage`.
///
/// Coordinates are points with the origin at the top-left and y growing downwards; the canvas has
/// `width × scale` by `height × scale` pixels, so drawing code never sees the scale factor.
///
/// ```swift
/// let canvas = try CairoCanvas(width: 100, height: 60, scale: 2, background: .white)
/// canvas.fillColor = RenderColor(red: 0, green: 0.48, blue: 1)
/// canvas.addRoundedRect(in: CGRect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 12)
/// canvas.fillPath()
/// let image = canvas.snapshot()      // 200 × 120 pixels
/// ```
///
/// Not `Sendable`: a canvas owns C state that Cairo does not lock, so keep each canvas on one task
/// and pass the `RasterImage` snapshots around instead.
///
/// Edges: a transform that collapses the plane (a scale by 0, a singular matrix, non-finite values)
/// would put Cairo into a permanent error state; the canvas instead draws nothing until the matching
/// `restore()`, so `scaleEffect(0)` at the start of an animation simply shows nothing.
public final class CairoCanvas {
    /// Width in points.
    public let width: Double
    /// Height in points.
    public let height: Double
    /// Pixels per point (the device scale): 2 renders a "@2x" image.
    public let scale: Double
    /// Width in pixels: `width × scale` rounded up.
    public let pixelWidth: Int
    /// Height in pixels: `height × scale` rounded up.
    public let pixelHeight: Int

    let surface: OpaquePointer
    let context: OpaquePointer
    var state = DrawingState()
    var stack: [StackEntry] = []

    /// The colour `fillPath`, `drawText` and symbols use. Default black.
    public var fillColor: RenderColor {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }

    /// The colour `strokePath` uses. Default black.
    public var strokeColor: RenderColor {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }

    /// Width, caps, joins and dashes for `strokePath`. Default: 1 pt, butt caps, miter joins.
    public var strokeStyle: CanvasStrokeStyle {
        get { state.strokeStyle }
        set { state.strokeStyle = newValue }
    }

    /// The font for `drawText` and `measureText`. Default DejaVu Sans 17.
    public var font: RenderFont {
        get { state.font }
        set { state.font = newValue }
    }

    /// Makes a canvas of `width × height` points at `scale` pixels per point, filled with `background`
    /// (transparent by default).
    ///
    /// - Throws: `CanvasError.invalidSize` unless the sizes and scale are positive and finite and each
    ///   pixel side is at most 32767 (Cairo's limit); `CanvasError.cairo` if Cairo cannot allocate.
    public init(width: Double, height: Double, scale: Double = 1, background: RenderColor = .clear) throws {
        let pixelSize = { (points: Double) -> Int? in
            let pixels = (points * scale).rounded(.up)
            return pixels.isFinite && pixels >= 1 && pixels <= 32767 ? Int(pixels) : nil
        }
        guard width > 0, height > 0, scale > 0, scale.isFinite,
              let pixelWidth = pixelSize(width), let pixelHeight = pixelSize(height) else {
            throw CanvasError.invalidSize(width: width, height: height, scale: scale)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw CanvasError.cairo("no surface")
        }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            let message = String(cString: cairo_status_to_string(surfaceStatus))
            cairo_surface_destroy(surface)
            throw CanvasError.cairo(message)
        }
        let contextStatus = cairo_status(context)
        guard contextStatus == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw CanvasError.cairo(String(cString: cairo_status_to_string(contextStatus)))
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.surface = surface
        self.context = context

        cairo_surface_set_device_scale(surface, scale, scale)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GOOD)
        // Grey anti-aliasing and no hinting: text looks the same at every scale and on every machine's
        // fontconfig settings, which snapshot tests need more than crispness at small sizes.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)

        if background.alpha > 0 {
            // SOURCE replaces the transparent pixels instead of blending over them, so a half-transparent
            // background stays half-transparent.
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            setSource(background)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    // MARK: State

    /// Saves the transform, clip, colours, stroke style and font, to be brought back by `restore()`.
    public func save() {
        stack.append(.saved(state))
        cairo_save(context)
    }

    /// Brings back what the matching `save()` saved. Calling it without a `save()`, or to close an
    /// opacity group, is a programming error.
    public func restore() {
        guard case let .saved(saved)? = stack.popLast() else {
            preconditionFailure("CairoCanvas.restore() without a matching save()")
        }
        cairo_restore(context)
        state = saved
    }

    /// Starts drawing into an offscreen layer that `endOpacityGroup()` composites at `opacity` (0…1),
    /// so overlapping shapes inside fade as one, like SwiftUI's `.opacity` on a group. Saves state as
    /// `save()` does.
    public func beginOpacityGroup(_ opacity: Double) {
        stack.append(.group(state, opacity: RenderColor.unit(opacity)))
        cairo_push_group(context)
    }

    /// Composites the layer begun by `beginOpacityGroup(_:)` and restores the state saved there.
    public func endOpacityGroup() {
        guard case let .group(saved, opacity)? = stack.popLast() else {
            preconditionFailure("CairoCanvas.endOpacityGroup() without a matching beginOpacityGroup(_:)")
        }
        cairo_pop_group_to_source(context)
        if opacity > 0 { cairo_paint_with_alpha(context, opacity) }
        state = saved
    }

    /// Runs `body` inside an opacity group: `beginOpacityGroup(opacity)`, `body()`, `endOpacityGroup()`.
    public func withOpacity<R>(_ opacity: Double, _ body: () throws -> R) rethrows -> R {
        beginOpacityGroup(opacity)
        defer { endOpacityGroup() }
        return try body()
    }

    // MARK: Transform

    /// Moves the origin by (x, y) in the current user space.
    public func translate(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return state.collapse() }
        cairo_translate(context, x, y)
    }

    /// Scales user space by x horizontally and y vertically about the current origin. A zero or
    /// non-finite factor makes everything invisible until `restore()`.
    public func scale(x: Double, y: Double) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return state.collapse() }
        cairo_scale(context, x, y)
    }

    /// Rotates user space about the current origin; positive angles turn clockwise on screen (y down).
    public func rotate(by angle: Angle) {
        guard angle.radians.isFinite else { return state.collapse() }
        cairo_rotate(context, angle.radians)
    }

    /// Applies `transform` before the current transform (so its coordinates are in user space).
    /// A non-invertible transform makes everything invisible until `restore()`.
    public func concatenate(_ transform: RenderTransform) {
        guard transform.isInvertible else { return state.collapse() }
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
    }

    /// The transform from user space to points (the scale factor is not included).
    public var currentTransform: RenderTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        return RenderTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    // MARK: Painting and reading back

    /// Fills the whole clip region (the whole canvas without a clip) with `color`, blended over
    /// what is there.
    public func paint(_ color: RenderColor) {
        guard !state.isCollapsed else { return }
        setSource(color)
        cairo_paint(context)
    }

    /// The pixels drawn so far, un-premultiplied: `pixelWidth × pixelHeight` straight RGBA.
    public func snapshot() -> RasterImage {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return RasterImage(width: pixelWidth, height: pixelHeight)
        }
        let buffer = UnsafeRawBufferPointer(start: data, count: stride * pixelHeight)
        return RasterImage(width: pixelWidth, height: pixelHeight, premultipliedARGB32: buffer, bytesPerRow: stride)
    }

    /// Cairo's error, if the context has entered its sticky error state (nil when all is well).
    /// The canvas guards against the usual causes, so this is for diagnostics.
    public var cairoError: String? {
        let status = cairo_status(context)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    func setSource(_ color: RenderColor) {
        cairo_set_source_rgba(context, RenderColor.unit(color.red), RenderColor.unit(color.green),
                              RenderColor.unit(color.blue), RenderColor.unit(color.alpha))
    }
}

/// What `save()` keeps besides Cairo's own state: Cairo has one source, so fill and stroke colours
/// live here and are set just before each fill or stroke.
struct DrawingState {
    var fillColor = RenderColor.black
    var strokeColor = RenderColor.black
    var strokeStyle = CanvasStrokeStyle()
    var font = RenderFont()
    /// Set by a singular transform; cleared only by restoring an earlier state.
    var isCollapsed = false

    mutating func collapse() { isCollapsed = true }
}

enum StackEntry {
    case saved(DrawingState)
    case group(DrawingState, opacity: Double)
    /// An effect layer (`beginLayer()`), closed by `endLayer(_:drawMask:)`.
    case layer(DrawingState)
}
