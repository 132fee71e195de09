import CPixelKernels

/// Maps colours to the index of the nearest palette entry (squared RGB distance, ties to the lower
/// index), optionally with Floyd–Steinberg error diffusion. The work is C's
/// (`cadence_palette_indices`), with one cache of the answers for all the frames a mapper maps: the
/// frames of an animation share most of their colours, so each colour's nearest entry is searched
/// for once, not once a frame.
struct PaletteMapper {
    /// 0xRRGGBB entries.
    let palette: [UInt32]
    /// The nearest entry of each colour asked so far.
    private let cache = Cache()

    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256, "a GIF palette has 1…256 colours")
        self.palette = palette
    }

    /// Owns a `cadence_palette_cache` (nil when memory was short; the mapping then reports it).
    private final class Cache {
        let pointer = cadence_palette_cache_create()
        deinit { cadence_palette_cache_free(pointer) }
    }

    /// Indices for a frame of 0xRRGGBB colours; pixels where `colors[i] == transparentColor` get
    /// `transparentIndex`. With `dithering`, each pixel's rounding error is pushed to its unvisited
    /// neighbours (7/16 right, 3/16 below-left, 5/16 below, 1/16 below-right) so that areas average
    /// to the right colour; transparent pixels neither take nor pass on error.
    func indices(for colors: [UInt32], width: Int, transparentColor: UInt32, transparentIndex: UInt8,
                 dithering: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: colors.count)
        guard !colors.isEmpty else { return out }
        let status = colors.withUnsafeBufferPointer { colors in
            palette.withUnsafeBufferPointer { palette in
                out.withUnsafeMutableBufferPointer { out in
                    cadence_palette_indices(colors.baseAddress!, colors.count, Int32(width), palette.baseAddress!, Int32(palette.count),
                                            transparentColor, transparentIndex, dithering ? 1 : 0, cache.pointer, out.baseAddress!)
                }
            }
        }
        precondition(status == 0, "out of memory mapping a frame's colours to its palette")
        return out
    }
}
