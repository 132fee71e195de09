import CPixelKernels

/// Reduces a colour histogram to a palette by median cut with variance-minimising splits.
///
/// Start with one box holding every colour; repeatedly take the box with the largest weighted
/// squared error, sort it along its widest channel (by variance) and cut it where the two halves'
/// summed squared error is smallest; each box becomes its weighted mean colour. Weighting by pixel
/// count spends palette entries where the pixels are, so a large smooth gradient gets many steps and
/// a few stray anti-aliasing colours get few. Deterministic: the same histogram gives the same palette.
///
/// The cutting runs in C (`cadence_median_cut`): a gradient has tens of thousands of colours, each
/// box is sorted again at every cut, and the gallery's debug build spent a quarter of a GIF's time
/// here in Swift. The tests check it against the Swift it replaced, bit for bit.
enum MedianCutQuantizer {
    /// A palette of at most `maximumColors` colours (0xRRGGBB) for `histogram` (colour → pixel count),
    /// ordered by box creation. Fewer colours come back when the histogram has fewer distinct colours.
    static func palette(for histogram: [UInt32: Int], maximumColors: Int) -> [UInt32] {
        precondition(maximumColors >= 1, "a palette needs at least one colour")
        // Sorting the keys first makes the result independent of Dictionary's per-process hash randomisation.
        var entries = histogram.map { cadence_color_entry(key: 0, color: $0.key, weight: Double($0.value)) }
        entries.sort { $0.color < $1.color }
        guard !entries.isEmpty else { return [] }
        var palette = [UInt32](repeating: 0, count: maximumColors)
        let count = entries.withUnsafeMutableBufferPointer { entries in
            palette.withUnsafeMutableBufferPointer { palette in
                cadence_median_cut(entries.baseAddress!, entries.count, Int32(clamping: maximumColors), palette.baseAddress!)
            }
        }
        precondition(count >= 0, "out of memory reducing a GIF's colours")
        return Array(palette.prefix(Int(count)))
    }
}
