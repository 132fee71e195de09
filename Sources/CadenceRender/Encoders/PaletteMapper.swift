/// Maps colours to the index of the nearest palette entry (squared RGB distance), remembering each
/// answer, optionally with Floyd–Steinberg error diffusion.
struct PaletteMapper {
    /// 0xRRGGBB entries.
    let palette: [UInt32]
    private var cache: [UInt32: UInt8] = [:]

    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256, "a GIF palette has 1…256 colours")
        self.palette = palette
    }

    /// The nearest entry to 0xRRGGBB `color`; ties go to the lower index.
    mutating func index(of color: UInt32) -> UInt8 {
        if let known = cache[color] { return known }
        let (r, g, b) = (Int(color >> 16 & 0xFF), Int(color >> 8 & 0xFF), Int(color & 0xFF))
        var best = 0
        var bestDistance = Int.max
        for (i, entry) in palette.enumerated() {
            let dr = r - Int(entry >> 16 & 0xFF), dg = g - Int(entry >> 8 & 0xFF), db = b - Int(entry & 0xFF)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = i
                if distance == 0 { break }
            }
        }
        cache[color] = UInt8(best)
        return UInt8(best)
    }

    /// Indices for a frame of 0xRRGGBB colours; pixels where `colors[i] == transparentColor` get
    /// `transparentIndex`. With `dithering`, each pixel's rounding error is pushed to its unvisited
    /// neighbours (7/16 right, 3/16 below-left, 5/16 below, 1/16 below-right) so that areas average
    /// to the right colour; transparent pixels neither take nor pass on error.
    mutating func indices(for colors: [UInt32], width: Int, transparentColor: UInt32, transparentIndex: UInt8,
                          dithering: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: colors.count)
        guard dithering else {
            // Neighbouring pixels are often equal; skipping the dictionary for runs is a cheap win.
            var previous: (color: UInt32, index: UInt8)?
            for (i, color) in colors.enumerated() {
                if color == transparentColor {
                    out[i] = transparentIndex
                } else if let p = previous, p.color == color {
                    out[i] = p.index
                } else {
                    let index = self.index(of: color)
                    out[i] = index
                    previous = (color, index)
                }
            }
            return out
        }
        let height = colors.count / width
        // Errors in sixteenths, per channel, for this row and the next (one pixel of padding each side).
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let color = colors[i]
                if color == transparentColor {
                    out[i] = transparentIndex
                    continue
                }
                let e = (x + 1) * 3
                let r = min(255, max(0, Int(color >> 16 & 0xFF) + current[e] / 16))
                let g = min(255, max(0, Int(color >> 8 & 0xFF) + current[e + 1] / 16))
                let b = min(255, max(0, Int(color & 0xFF) + current[e + 2] / 16))
                let index = self.index(of: UInt32(r << 16 | g << 8 | b))
                out[i] = index
                let chosen = palette[Int(index)]
                func spread(_ c: Int, _ error: Int) {
                    current[e + 3 + c] += error * 7
                    next[e - 3 + c] += error * 3
                    next[e + c] += error * 5
                    next[e + 3 + c] += error
                }
                spread(0, r - Int(chosen >> 16 & 0xFF))
                spread(1, g - Int(chosen >> 8 & 0xFF))
                spread(2, b - Int(chosen & 0xFF))
            }
            swap(&current, &next)
            next.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        return out
    }
}
