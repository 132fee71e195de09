import CCairo

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

    /// Three (or as many as `radii`) box blurs along rows, then as many down columns, in place.
    private func boxBlur(radii: [Int], opaque: Bool) {
        let rowBytes = width * 4
        let longest = radii.max() ?? 0
        var padded = [Int32](repeating: 0, count: (width + 2 * longest + 2) * 4)
        var sums = [Int32](repeating: 0, count: rowBytes)
        var scratch = [UInt8](repeating: 0, count: rowBytes * height)
        padded.withUnsafeMutableBufferPointer { padded in
            for y in 0..<height {
                let row = bytes + y * stride
                for radius in radii where radius > 0 { horizontalPass(row, radius: radius, padded: padded.baseAddress!, opaque: opaque) }
            }
        }
        sums.withUnsafeMutableBufferPointer { sums in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for radius in radii where radius > 0 {
                    verticalPass(radius: radius, sums: sums.baseAddress!, scratch: scratch.baseAddress!, opaque: opaque)
                }
            }
        }
    }

    /// One box blur of `radius` along a row of `width` pixels, in place, through `padded` (room for
    /// the row and `radius + 1` pixels each side).
    private func horizontalPass(_ row: UnsafeMutablePointer<UInt8>, radius: Int, padded: UnsafeMutablePointer<Int32>, opaque: Bool) {
        let count = width
        let pad = radius + 1
        // The row with `pad` pixels of edge (or transparent) each side.
        for c in 0..<4 {
            let left: Int32 = opaque ? Int32(row[c]) : 0
            let right: Int32 = opaque ? Int32(row[(count - 1) * 4 + c]) : 0
            for i in 0..<pad {
                padded[i * 4 + c] = left
                padded[(pad + count + i) * 4 + c] = right
            }
        }
        for i in 0..<(count * 4) { padded[pad * 4 + i] = Int32(row[i]) }
        let reciprocal = Int64((1 << 24) / (2 * radius + 1))
        var s0: Int32 = 0, s1: Int32 = 0, s2: Int32 = 0, s3: Int32 = 0
        // The window for output pixel 0 is padded pixels pad − radius … pad + radius.
        for i in (pad - radius)...(pad + radius) {
            s0 += padded[i * 4]; s1 += padded[i * 4 + 1]; s2 += padded[i * 4 + 2]; s3 += padded[i * 4 + 3]
        }
        var add = (pad + radius + 1) * 4, drop = (pad - radius) * 4
        for x in 0..<count {
            let out = row + x * 4
            out[0] = UInt8(truncatingIfNeeded: (Int64(s0) * reciprocal + (1 << 23)) >> 24)
            out[1] = UInt8(truncatingIfNeeded: (Int64(s1) * reciprocal + (1 << 23)) >> 24)
            out[2] = UInt8(truncatingIfNeeded: (Int64(s2) * reciprocal + (1 << 23)) >> 24)
            out[3] = UInt8(truncatingIfNeeded: (Int64(s3) * reciprocal + (1 << 23)) >> 24)
            s0 += padded[add] - padded[drop]
            s1 += padded[add + 1] - padded[drop + 1]
            s2 += padded[add + 2] - padded[drop + 2]
            s3 += padded[add + 3] - padded[drop + 3]
            add += 4
            drop += 4
        }
    }

    /// One box blur of `radius` down every column at once: `sums` holds each column's window sum,
    /// slid one row at a time; the result goes to `scratch` and is copied back.
    private func verticalPass(radius: Int, sums: UnsafeMutablePointer<Int32>, scratch: UnsafeMutablePointer<UInt8>, opaque: Bool) {
        let rowBytes = width * 4
        let last = height - 1
        // Rows outside the image: the edge row when opaque, nothing otherwise.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
            if y < 0 { return opaque ? bytes : nil }
            if y > last { return opaque ? bytes + last * stride : nil }
            return bytes + y * stride
        }
        for i in 0..<rowBytes { sums[i] = 0 }
        for y in -radius...radius {
            guard let source = row(y) else { continue }
            for i in 0..<rowBytes { sums[i] += Int32(source[i]) }
        }
        let reciprocal = Int64((1 << 24) / (2 * radius + 1))
        for y in 0..<height {
            let out = scratch + y * rowBytes
            for i in 0..<rowBytes {
                out[i] = UInt8(truncatingIfNeeded: (Int64(sums[i]) * reciprocal + (1 << 23)) >> 24)
            }
            if let entering = row(y + radius + 1) {
                for i in 0..<rowBytes { sums[i] += Int32(entering[i]) }
            }
            if let leaving = row(y - radius) {
                for i in 0..<rowBytes { sums[i] -= Int32(leaving[i]) }
            }
        }
        for y in 0..<height { (bytes + y * stride).update(from: scratch + y * rowBytes, count: rowBytes) }
    }

    /// A copy `factor` times smaller on each side (rounded up), each pixel the mean of its block
    /// (of the pixels inside the image, for the blocks at the right and bottom edges).
    private func downsampled(by factor: Int) -> PixelBuffer? {
        let (w, h) = ((width + factor - 1) / factor, (height + factor - 1) / factor)
        guard let small = PixelBuffer(width: w, height: h) else { return nil }
        var sums = [UInt32](repeating: 0, count: w * 4)
        let target = small.bytes
        sums.withUnsafeMutableBufferPointer { sums in
            for by in 0..<h {
                for i in 0..<(w * 4) { sums[i] = 0 }
                let rows = min(factor, height - by * factor)
                for y in (by * factor)..<(by * factor + rows) {
                    let source = bytes + y * stride
                    var pixel = 0
                    for bx in 0..<w {
                        let block = bx * 4
                        var s0 = sums[block], s1 = sums[block + 1], s2 = sums[block + 2], s3 = sums[block + 3]
                        for _ in 0..<min(factor, width - bx * factor) {
                            s0 += UInt32(source[pixel]); s1 += UInt32(source[pixel + 1])
                            s2 += UInt32(source[pixel + 2]); s3 += UInt32(source[pixel + 3])
                            pixel += 4
                        }
                        sums[block] = s0; sums[block + 1] = s1; sums[block + 2] = s2; sums[block + 3] = s3
                    }
                }
                let out = target + by * small.stride
                for bx in 0..<w {
                    let columns = min(factor, width - bx * factor)
                    let n = UInt32(rows * columns)
                    for c in 0..<4 { out[bx * 4 + c] = UInt8((sums[bx * 4 + c] + n / 2) / n) }
                }
            }
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
