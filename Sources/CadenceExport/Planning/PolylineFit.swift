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

    static let gridRate = 600.0
    static let checksPerStep = 4

    init(start: Double, end: Double, tolerance: Double, function: (Double) -> Double) {
        let span = end - start
        guard span > 0 else {
            times = [start]
            values = [function(start)]
            return
        }
        let steps = max(1, Int((span * PolylineFit.gridRate).rounded(.up)))
        let fine = steps * PolylineFit.checksPerStep
        let samples = (0...fine).map { function(start + span * Double($0) / Double(fine)) }
        let k = PolylineFit.checksPerStep
        let giveUp = 16 * tolerance
        // The largest miss of the chord from grid point i to j, or a miss beyond `giveUp` as soon as
        // one is found.
        func chordError(_ i: Int, _ j: Int) -> Double {
            let a = samples[i * k], b = samples[j * k]
            let count = (j - i) * k
            var worst = 0.0
            for n in 1..<count {
                let chord = a + (b - a) * Double(n) / Double(count)
                worst = max(worst, abs(samples[i * k + n] - chord))
                if worst > giveUp { return worst }
            }
            return worst
        }
        var best = [Int](repeating: .max, count: steps + 1)
        var previous = [Int](repeating: 0, count: steps + 1)
        best[0] = 0
        for j in 1...steps {
            var i = j - 1
            while i >= 0 {
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
