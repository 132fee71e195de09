import CCairo
import CPixelKernels

/// A premultiplied ARGB32 image in the canvas's root device space (one pixel per device pixel, no
/// offset), owned as a Cairo image surface so it can be painted back. Cadence's working buffer for
/// effect layers: blurs, colour matrices, shadows and warps read and write it in place.
final class PixelBuffer {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int

    init?(width: Int, height: Int) {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
        self.stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The bytes, B G R A per pixel on little-endian machines (each channel is treated alike).
    var bytes: UnsafeMutablePointer<UInt8> {
        cairo_image_surface_get_data(surface)
    }

    /// Call before reading the bytes after Cairo drew into the surface.
    func flush() { cairo_surface_flush(surface) }

    /// Call after writing the bytes, before Cairo reads the surface.
    func markDirty() { cairo_surface_mark_dirty(surface) }

    /// A copy of the pixels.
    func copy() -> PixelBuffer? {
        guard let other = PixelBuffer(width: width, height: height) else { return nil }
        flush()
        other.bytes.update(from: bytes, count: stride * height)
        other.markDirty()
        return other
    }

    /// Each pixel replaced by `color` (premultiplied, 0…255 per channel) times its alpha: the
    /// silhouette of a shadow.
    func tint(red: Double, green: Double, blue: Double, alpha: Double, invertingAlpha: Bool = false) {
        flush()
        cadence_tint(bytes, stride, Int32(width), Int32(height), red, green, blue, alpha, invertingAlpha ? 1 : 0)
        markDirty()
    }

    /// Multiplies every pixel by `mask`'s alpha.
    func multiplyAlpha(by mask: PixelBuffer) {
        flush(); mask.flush()
        let p = bytes, m = mask.bytes
        for y in 0..<height {
            let row = p + y * stride, maskRow = m + y * mask.stride
            for x in 0..<width {
                let coverage = UInt32(maskRow[x * 4 + 3])
                for c in 0..<4 {
                    row[x * 4 + c] = UInt8((UInt32(row[x * 4 + c]) * coverage + 127) / 255)
                }
            }
        }
        markDirty()
    }

    /// Each pixel whose opacity is within `lower...upper` replaced by the colour (straight
    /// components, each 0…1), every other pixel cleared: `GraphicsContext.Filter.alphaThreshold`.
    /// Fully transparent pixels stay clear even when `lower` is 0 (the layer covers the whole
    /// canvas, not only what was drawn).
    func applyAlphaThreshold(min lower: Double, max upper: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        func byte(_ v: Double) -> UInt8 { UInt8((Swift.min(Swift.max(v, 0), 1) * 255).rounded()) }
        let (b, g, r, a) = (byte(blue * alpha), byte(green * alpha), byte(red * alpha), byte(alpha))
        updatePixels { pixel in
            let opacity = Double(pixel[3]) / 255
            let kept = opacity > 0 && opacity >= lower && opacity <= upper
            pixel[0] = kept ? b : 0
            pixel[1] = kept ? g : 0
            pixel[2] = kept ? r : 0
            pixel[3] = kept ? a : 0
        }
    }

    /// Calls `body` with each pixel's four bytes (B G R A, premultiplied), between a flush and a mark-dirty.
    private func updatePixels(_ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        flush()
        let p = bytes
        for y in 0..<height {
            let row = p + y * stride
            for x in 0..<width { body(row + x * 4) }
        }
        markDirty()
    }

    /// Each pixel's un-premultiplied colour through `m` (20 numbers, row-major, on 0…1 components).
    func apply(colorMatrix m: [Double]) {
        updatePixels { pixel in
            let alpha = Double(pixel[3]) / 255
            let (r, g, b) = alpha > 0 ? (Double(pixel[2]) / 255 / alpha, Double(pixel[1]) / 255 / alpha, Double(pixel[0]) / 255 / alpha) : (0, 0, 0)
            func channel(_ row: Int) -> Double {
                let v = m[row * 5] * r + m[row * 5 + 1] * g + m[row * 5 + 2] * b + m[row * 5 + 3] * alpha + m[row * 5 + 4]
                return v.isNaN ? 0 : min(max(v, 0), 1)
            }
            let (nr, ng, nb, na) = (channel(0), channel(1), channel(2), channel(3))
            pixel[0] = UInt8((nb * na * 255).rounded())
            pixel[1] = UInt8((ng * na * 255).rounded())
            pixel[2] = UInt8((nr * na * 255).rounded())
            pixel[3] = UInt8((na * 255).rounded())
        }
    }
}
