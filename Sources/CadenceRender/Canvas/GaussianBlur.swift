// Gaussian blur as three successive box blurs per axis, each a running sum: the cost per pixel does
// not depend on the radius (about 24 additions per pixel and channel for any σ), so a 400 × 400
// layer blurs in a few milliseconds. Three boxes whose widths are chosen from σ (Kovesi's method)
// have the Gaussian's variance exactly and its shape to within about 3 % of the peak.
//
// Why not pixman: its convolution filters evaluate every kernel tap for every pixel (the separable
// filter is separable in its parameters, not in its cost), so a σ = 10 pt blur at 2× would cost
// ~120 taps per pixel and axis — tens of milliseconds where the running sums take a few.

extension PixelBuffer {
    /// Blurs the pixels with a Gaussian of standard deviation `sigma` pixels. `opaque` extends the
    /// edge pixels past the border; otherwise the outside is transparent. σ < 0.3 does nothing.
    func gaussianBlur(sigma: Double, opaque: Bool) {
        guard sigma.isFinite, sigma >= 0.3 else { return }
        flush()
        let radii = Self.boxRadii(sigma: sigma)
        var scratch = [UInt8](repeating: 0, count: stride * height)
        scratch.withUnsafeMutableBufferPointer { temp in
            let tempBase = temp.baseAddress!
            for radius in radii {
                boxPass(from: bytes, to: tempBase, count: width, lines: height, step: 4, lineStride: stride, radius: radius, opaque: opaque)
                boxPass(from: tempBase, to: bytes, count: height, lines: width, step: stride, lineStride: 4, radius: radius, opaque: opaque)
            }
        }
        markDirty()
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

    /// One box blur of radius `radius` along lines of `count` pixels, `step` bytes apart; `lines`
    /// lines, `lineStride` bytes apart.
    private func boxPass(from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>,
                         count: Int, lines: Int, step: Int, lineStride: Int, radius: Int, opaque: Bool) {
        guard radius > 0 else {
            for line in 0..<lines {
                for i in 0..<count {
                    let offset = line * lineStride + i * step
                    for c in 0..<4 { destination[offset + c] = source[offset + c] }
                }
            }
            return
        }
        let window = 2 * radius + 1
        let reciprocal = (1 << 24) / window
        for line in 0..<lines {
            let base = line * lineStride
            var sums: (Int, Int, Int, Int) = (0, 0, 0, 0)
            @inline(__always) func value(_ i: Int, _ c: Int) -> Int {
                if i < 0 { return opaque ? Int(source[base + c]) : 0 }
                if i >= count { return opaque ? Int(source[base + (count - 1) * step + c]) : 0 }
                return Int(source[base + i * step + c])
            }
            for i in -radius...radius {
                sums.0 += value(i, 0); sums.1 += value(i, 1); sums.2 += value(i, 2); sums.3 += value(i, 3)
            }
            for i in 0..<count {
                let out = base + i * step
                destination[out] = UInt8((sums.0 * reciprocal + (1 << 23)) >> 24)
                destination[out + 1] = UInt8((sums.1 * reciprocal + (1 << 23)) >> 24)
                destination[out + 2] = UInt8((sums.2 * reciprocal + (1 << 23)) >> 24)
                destination[out + 3] = UInt8((sums.3 * reciprocal + (1 << 23)) >> 24)
                let (add, drop) = (i + radius + 1, i - radius)
                sums.0 += value(add, 0) - value(drop, 0)
                sums.1 += value(add, 1) - value(drop, 1)
                sums.2 += value(add, 2) - value(drop, 2)
                sums.3 += value(add, 3) - value(drop, 3)
            }
        }
    }
}
