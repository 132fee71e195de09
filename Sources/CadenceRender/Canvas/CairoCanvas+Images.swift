import CCairo
import CPixelKernels
import Foundation

extension CairoCanvas {
    /// Draws `image` with its top-left corner at `origin`, `scale` points per image pixel (default 1:
    /// one pixel a point), blended over what is there. Downscaled images are filtered smoothly, so
    /// thumbnails do not shimmer. A non-positive or non-finite scale or an empty image draws nothing.
    ///
    /// ```swift
    /// canvas.drawImage(frame, at: CGPoint(x: 10, y: 10), scale: 0.5)   // a half-size thumbnail
    /// ```
    public func drawImage(_ image: RasterImage, at origin: CGPoint, scale: Double = 1) {
        guard !state.isCollapsed, image.width > 0, image.height > 0, scale > 0, scale.isFinite,
              origin.x.isFinite, origin.y.isFinite,
              let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else { return }
        defer { cairo_surface_destroy(source) }
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(source) else { return }
        let stride = Int(cairo_image_surface_get_stride(source))
        // `RGBAPixel.premultipliedARGB32` for every pixel, in C (see CPixelKernels).
        image.bytes.withUnsafeBufferPointer { bytes in
            cadence_rgba_to_argb32(bytes.baseAddress!, Int32(image.width), Int32(image.height), data, stride)
        }
        cairo_surface_mark_dirty(source)
        cairo_save(context)
        cairo_translate(context, Double(origin.x), Double(origin.y))
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), scale < 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
        cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(context)
        cairo_restore(context)
    }
}
