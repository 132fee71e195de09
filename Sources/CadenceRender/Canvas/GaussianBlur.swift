import CCairo
import CPixelKernels

// Gaussian blur as three successive box blurs per axis, each a running sum: the cost per pixel does
// not depend on the radius. Three boxes whose widths are chosen from σ (Kovesi's method) have the
// Gaussian's variance exactly and its shape to within about 3 % of the peak.
//
// Speed (release, 400 × 400 px): the horizontal pass runs along each row from a padded copy of the
// row (no bounds tests in the inner loop); the vertical pass slides one sum per column down the
// image row by row, so both passes read memory in order. A large σ blurs a copy downsampled by
// k = 2, 4 or 8 (k ≤ σ / 4) and scales it back up with pixman's bilinear filter: the work shrinks by
// k², and the variance the box downsample (k²/12) and the bilinear upsample (k²/6) add is taken
// off the small blur's σ, so the falloff stays the Gaussian's to within about 2 % of full scale.
//
// Why not pixman's convolution: its filters evaluate every kernel tap for every pixel (the separable
// filter is separable in its parameters, not in its cost), so a σ = 10 px blur would cost ~60 taps
// per pixel and axis, where the running sums cost 3 additions and 3 subtractions.

extension PixelBuffer {
    /// Blurs the pixels with a Gaussian of standard deviation `sigma` pixels. `opaque` extends the
    /// edge pixels past the border; otherwise the outside is transparent. σ < 0.3 (or NaN) does
    /// nothing.
    func gaussianBlur(sigma: Double, opaque: Bool) {
        guard sigma.isFinite, sigma >= 0.3 else { return }
        flush()
        let factor = Self.downsampleFactor(sigma: sigma)
        if factor > 1, let small = downsampled(by: factor) {
            let reduced = (sigma * sigma / Double(factor * factor) - 0.25).squareRoot()
            small.boxBlur(radii: Self.boxRadii(sigma: reduced), opaque: opaque)
            upsample(from: small, by: factor)
        } else {
            boxBlur(radii: Self.boxRadii(sigma: sigma), opaque: opaque)
        }
        markDirty()
    }

    /// The downsampling factor for a blur of `sigma` pixels: the largest of 1, 2, 4 and 8 that
    /// leaves at least 4 pixels of σ.
    static func downsampleFactor(sigma: Double) -> Int {
        var factor = 1
        while factor < 8, sigma / Double(factor * 2) >= 4 { factor *= 2 }
        return factor
    }

    /// The radii of three boxes whose combined variance is σ².
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// Three (or as many as `radii`) box blurs along rows, then as many down columns, in place (in C,
    /// `cadence_box_blur`: these loops touch every pixel several times, and the debug build the README
    /// runs does not optimise Swift).
    private func boxBlur(radii: [Int], opaque: Bool) {
        let radii = radii.map { Int32(clamping: $0) }
        let status = radii.withUnsafeBufferPointer { radii in
            cadence_box_blur(bytes, stride, Int32(width), Int32(height), radii.baseAddress, Int32(radii.count), opaque ? 1 : 0)
        }
        precondition(status == 0, "out of memory blurring a layer")
    }

    /// A copy `factor` times smaller on each side (rounded up), each pixel the mean of its block
    /// (of the pixels inside the image, for the blocks at the right and bottom edges).
    private func downsampled(by factor: Int) -> PixelBuffer? {
        let (w, h) = ((width + factor - 1) / factor, (height + factor - 1) / factor)
        guard let small = PixelBuffer(width: w, height: h) else { return nil }
        var sums = [UInt32](repeating: 0, count: w * 4)
        sums.withUnsafeMutableBufferPointer { sums in
            cadence_downsample(bytes, stride, Int32(width), Int32(height), Int32(factor), small.bytes, small.stride, sums.baseAddress!)
        }
        small.markDirty()
        return small
    }

    /// Replaces the pixels by `small` scaled up `factor` times with bilinear sampling (pixel centres
    /// aligned, the edges extended).
    private func upsample(from small: PixelBuffer, by factor: Int) {
        markDirty()
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        guard let pattern = cairo_pattern_create_for_surface(small.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / Double(factor), 1 / Double(factor))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_surface_flush(surface)
    }
}
