import CExportKernels

/// The fewest points through which straight lines follow a function within a tolerance: how
/// springs and other sampled motion become `linear()` easings and Lottie's linear keyframes.
///
/// ```swift
/// let fit = PolylineFit(start: 0, end: 0.6, tolerance: 0.004) { t in spring(t) }
/// fit.times    // [0, 0.045, 0.1, …, 0.6]
/// ```
///
/// Candidate points lie on the function at a grid of `gridRate` per second (600: ten per 60 Hz
/// frame); each straight piece is checked at `checksPerStep` points per grid step. Among such
/// polylines this finds one with the fewest points, by dynamic programming over the grid: the best
/// count to reach each grid point from any earlier one whose chord stays within the tolerance. To
/// keep it quadratic rather than cubic in practice, the search backwards from a point stops once a
/// chord misses by more than 16 times the tolerance, a miss that longer chords of smooth motion
/// only make worse. Where even neighbouring grid points are too far apart (a vertical tangent), the
/// chord is halved until it fits.
struct PolylineFit: Sendable {
    /// The chosen times, from `start` to `end`.
    let times: [Double]
    /// The function's values there.
    let values: [Double]
    /// The grid points the search chose (indices on the grid of `gridRate` per second from `start`),
    /// before steep pieces were halved; `[0]` for an empty span.
    let gridIndices: [Int]

    static let gridRate = 600.0
    static let checksPerStep = 4

    init(start: Double, end: Double, tolerance: Double, function: (Double) -> Double) {
        let span = end - start
        guard span > 0 else {
            times = [start]
            values = [function(start)]
            gridIndices = [0]
            return
        }
        let steps = max(1, Int((span * PolylineFit.gridRate).rounded(.up)))
        let fine = steps * PolylineFit.checksPerStep
        let samples = (0...fine).map { function(start + span * Double($0) / Double(fine)) }
        let k = PolylineFit.checksPerStep
        let giveUp = 16 * tolerance
        let extrema = RangeExtrema(samples)
        // The largest miss of the chord from grid point i to j, or, as soon as one is found, a miss
        // beyond what can still change a decision (the tolerance or `giveUp`). The answers compare
        // with the tolerance and `giveUp` exactly as the plain largest miss does
        // (PolylineFitReferenceTests).
        func chordError(_ i: Int, _ j: Int) -> Double {
            // Where the samples spread less than half the tolerance, so does every chord between two
            // of them: the chord fits and the search goes on, as the full check would decide (the
            // half leaves room for the chord's rounding), at the cost of one lookup. Flat stretches
            // (a spring settling) would otherwise be checked point by point from every grid point
            // back to the start.
            let spread = extrema.spread(from: i * k, through: j * k)
            if spread <= tolerance / 2 { return 0 }
            // Where no miss can reach `giveUp`, only whether the chord fits is left: the first miss
            // beyond the tolerance settles it.
            let limit = spread <= giveUp / 2 ? tolerance : giveUp
            // The check itself, in C (`cadence_chord_miss`): the debug build does not optimise Swift.
            return samples.withUnsafeBufferPointer { samples in
                cadence_chord_miss(samples.baseAddress! + i * k, (j - i) * k, limit)
            }
        }
        var best = [Int](repeating: .max, count: steps + 1)
        var previous = [Int](repeating: 0, count: steps + 1)
        best[0] = 0
        for j in 1...steps {
            var i = j - 1
            while i >= 0 {
                // A chord that could not improve the count matters only if it misses by more than
                // `giveUp` (the search stops there); samples spread within half of that cannot.
                let canImprove = best[i] != .max && best[i] + 1 < best[j]
                if !canImprove, extrema.spread(from: i * k, through: j * k) <= giveUp / 2 {
                    i -= 1
                    continue
                }
                let error = chordError(i, j)
                // Neighbouring grid points are always allowed: nothing finer is on offer.
                if error <= tolerance || i == j - 1, best[i] != .max, best[i] + 1 < best[j] {
                    best[j] = best[i] + 1
                    previous[j] = i
                }
                if error > giveUp { break }
                i -= 1
            }
        }
        var indices = [steps]
        while let last = indices.last, last > 0 { indices.append(previous[last]) }
        indices.reverse()
        gridIndices = indices
        let gridTimes = indices.map { start + span * Double($0) / Double(steps) }
        let gridValues = indices.map { samples[$0 * k] }
        // Where the function is too steep for the grid (a circular curve's vertical end), halve the
        // chord until it fits.
        var times = [gridTimes[0]], values = [gridValues[0]]
        func refine(_ t0: Double, _ v0: Double, _ t1: Double, _ v1: Double, depth: Int) {
            let misses = (1..<16).contains { n in
                let share = Double(n) / 16
                return abs(v0 + (v1 - v0) * share - function(t0 + (t1 - t0) * share)) > tolerance
            }
            if misses, depth < 20 {
                let tm = (t0 + t1) / 2, vm = function(tm)
                refine(t0, v0, tm, vm, depth: depth + 1)
                refine(tm, vm, t1, v1, depth: depth + 1)
            } else {
                times.append(t1)
                values.append(v1)
            }
        }
        for index in gridTimes.indices.dropFirst() {
            refine(gridTimes[index - 1], gridValues[index - 1], gridTimes[index], gridValues[index], depth: 0)
        }
        self.times = times
        self.values = values
    }
}

/// The smallest and largest of a fixed array of numbers over any index range, each in one step
/// (a sparse table: the extremes of every power-of-two run, n log n numbers).
struct RangeExtrema {
    private var minima: [[Double]]
    private var maxima: [[Double]]

    init(_ values: [Double]) {
        minima = [values]
        maxima = [values]
        var width = 1
        while width * 2 <= values.count {
            let lower = minima[minima.count - 1], upper = maxima[maxima.count - 1]
            let count = values.count - width * 2 + 1
            minima.append((0..<count).map { Swift.min(lower[$0], lower[$0 + width]) })
            maxima.append((0..<count).map { Swift.max(upper[$0], upper[$0 + width]) })
            width *= 2
        }
    }

    /// The largest minus the smallest of the values at `first…last` (`first ≤ last`, both valid).
    func spread(from first: Int, through last: Int) -> Double {
        let level = Int.bitWidth - 1 - (last - first + 1).leadingZeroBitCount
        let other = last - (1 << level) + 1
        let high = Swift.max(maxima[level][first], maxima[level][other])
        let low = Swift.min(minima[level][first], minima[level][other])
        return high - low
    }
}
