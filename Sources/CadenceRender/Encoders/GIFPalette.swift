/// The one global colour table of a GIF animation, and how its frames' colours map into it.
///
/// One shared global palette rather than a local palette per frame, because: a colour maps to the
/// same entry in every frame, so nothing flickers between frames and unchanged pixels keep equal
/// indices (which frame differencing relies on); the table is stored once instead of 768 bytes a
/// frame; and the animations we render (one scene moving over time) share most of their colours.
/// An animation whose colours change completely from frame to frame loses some fidelity to this.
struct GIFPalette {
    /// 0xRRGGBB entries, at most 256 including the transparent entry.
    private(set) var colors: [UInt32]
    /// The entry for transparent pixels (last in `colors`), if one was asked for.
    let transparentIndex: UInt8?
    /// Whether every colour of the animation is in the table exactly.
    let isExact: Bool

    /// The colours of `histogram` (0xRRGGBB → pixel count) exactly when they fit, else a median-cut
    /// reduction; plus a transparent entry when `reservingTransparent`.
    init(histogram: [UInt32: Int], reservingTransparent: Bool) {
        let capacity = reservingTransparent ? 255 : 256
        if histogram.count <= capacity {
            // Sorted so the file does not depend on Dictionary's per-process ordering.
            colors = histogram.keys.sorted()
            isExact = true
        } else {
            colors = MedianCutQuantizer.palette(for: histogram, maximumColors: capacity)
            isExact = false
        }
        if colors.isEmpty { colors = [0] }   // an all-transparent animation still needs a colour
        if reservingTransparent {
            transparentIndex = UInt8(colors.count)
            colors.append(0)
        } else {
            transparentIndex = nil
        }
    }

    /// N in the "2^(N+1) entries" size field: the table is padded to a power of two, at least 2.
    var sizeField: Int {
        var field = 0
        while 2 << field < colors.count { field += 1 }
        return field
    }

    /// The LZW minimum code size: bits per index, but at least 2 as GIF requires.
    var minimumCodeSize: Int { max(2, sizeField + 1) }

    /// The colour table bytes, R G B per entry, zero-padded to 2^(sizeField+1) entries.
    var tableBytes: [UInt8] {
        var bytes: [UInt8] = []
        for color in colors {
            bytes += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
        }
        bytes += [UInt8](repeating: 0, count: (2 << sizeField) * 3 - bytes.count)
        return bytes
    }
}
