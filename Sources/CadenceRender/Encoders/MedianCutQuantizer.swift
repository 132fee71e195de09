/// Reduces a colour histogram to a palette by median cut with variance-minimising splits.
///
/// Start with one box holding every colour; repeatedly take the box with the largest weighted
/// squared error, sort it along its widest channel (by variance) and cut it where the two halves'
/// summed squared error is smallest; each box becomes its weighted mean colour. Weighting by pixel
/// count spends palette entries where the pixels are, so a large smooth gradient gets many steps and
/// a few stray anti-aliasing colours get few. Deterministic: the same histogram gives the same palette.
enum MedianCutQuantizer {
    /// A palette of at most `maximumColors` colours (0xRRGGBB) for `histogram` (colour → pixel count),
    /// ordered by box creation. Fewer colours come back when the histogram has fewer distinct colours.
    static func palette(for histogram: [UInt32: Int], maximumColors: Int) -> [UInt32] {
        precondition(maximumColors >= 1, "a palette needs at least one colour")
        // Sorting the keys first makes the result independent of Dictionary's per-process hash randomisation.
        var entries = histogram.keys.sorted().map { Entry(color: $0, weight: Double(histogram[$0]!)) }
        guard !entries.isEmpty else { return [] }
        var boxes = [Box(range: 0..<entries.count, entries: entries)]
        while boxes.count < maximumColors {
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[worst].error > 0 else { break }
            let box = boxes[worst]
            let channel = box.widestChannel
            entries[box.range].sort { ($0.channel(channel), $0.color) < ($1.channel(channel), $1.color) }
            let cut = bestCut(in: entries[box.range])
            boxes[worst] = Box(range: box.range.lowerBound..<cut, entries: entries)
            boxes.append(Box(range: cut..<box.range.upperBound, entries: entries))
        }
        return boxes.map { $0.meanColor }
    }

    /// The index at which splitting the sorted slice leaves the least total squared error
    /// (both halves non-empty).
    private static func bestCut(in slice: ArraySlice<Entry>) -> Int {
        var total = Moments()
        for entry in slice { total.add(entry) }
        var left = Moments()
        var best = (index: slice.startIndex + 1, error: Double.infinity)
        for index in slice.startIndex..<(slice.endIndex - 1) {
            left.add(slice[index])
            let error = left.squaredError + total.subtracting(left).squaredError
            if error < best.error { best = (index + 1, error) }
        }
        return best.index
    }

    private struct Entry {
        let color: UInt32
        let weight: Double
        var red: Double { Double(color >> 16 & 0xFF) }
        var green: Double { Double(color >> 8 & 0xFF) }
        var blue: Double { Double(color & 0xFF) }

        func channel(_ index: Int) -> UInt32 { color >> UInt32(16 - 8 * index) & 0xFF }
    }

    /// Weighted sums of each channel and of its square: enough for mean and squared error.
    private struct Moments {
        var weight = 0.0
        var sum = (0.0, 0.0, 0.0)
        var sumOfSquares = (0.0, 0.0, 0.0)

        mutating func add(_ e: Entry) {
            weight += e.weight
            sum.0 += e.weight * e.red
            sum.1 += e.weight * e.green
            sum.2 += e.weight * e.blue
            sumOfSquares.0 += e.weight * e.red * e.red
            sumOfSquares.1 += e.weight * e.green * e.green
            sumOfSquares.2 += e.weight * e.blue * e.blue
        }

        func subtracting(_ o: Moments) -> Moments {
            Moments(weight: weight - o.weight,
                    sum: (sum.0 - o.sum.0, sum.1 - o.sum.1, sum.2 - o.sum.2),
                    sumOfSquares: (sumOfSquares.0 - o.sumOfSquares.0, sumOfSquares.1 - o.sumOfSquares.1,
                                   sumOfSquares.2 - o.sumOfSquares.2))
        }

        /// Σ w·(c − mean)² per channel.
        var channelErrors: (Double, Double, Double) {
            guard weight > 0 else { return (0, 0, 0) }
            return (max(0, sumOfSquares.0 - sum.0 * sum.0 / weight),
                    max(0, sumOfSquares.1 - sum.1 * sum.1 / weight),
                    max(0, sumOfSquares.2 - sum.2 * sum.2 / weight))
        }

        var squaredError: Double {
            let e = channelErrors
            return e.0 + e.1 + e.2
        }
    }

    private struct Box {
        let range: Range<Int>
        let error: Double
        let widestChannel: Int
        let meanColor: UInt32

        init(range: Range<Int>, entries: [Entry]) {
            var moments = Moments()
            for entry in entries[range] { moments.add(entry) }
            self.range = range
            // A single colour cannot be split, whatever rounding leaves in its error.
            self.error = range.count > 1 ? moments.squaredError : 0
            let e = moments.channelErrors
            self.widestChannel = e.0 >= e.1 && e.0 >= e.2 ? 0 : (e.1 >= e.2 ? 1 : 2)
            let mean = { (s: Double) in UInt32(min(255, max(0, (s / moments.weight).rounded()))) }
            self.meanColor = mean(moments.sum.0) << 16 | mean(moments.sum.1) << 8 | mean(moments.sum.2)
        }
    }
}
