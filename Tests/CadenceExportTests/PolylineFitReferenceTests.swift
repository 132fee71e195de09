import Cadence
@testable import CadenceExport
import Foundation
import Testing

/// `PolylineFit` skips the point-by-point chord check where the samples spread less than half the
/// tolerance; it must choose exactly the points the plain search chooses. The plain search is
/// written out here (every chord checked point by point) and both are run on motion that settles,
/// overshoots, steps, holds still and rises steeply.
@Suite struct PolylineFitReferenceTests {
    /// The grid points the plain search picks: the fewest, latest on ties (see `PolylineFit`).
    static func plainGrid(start: Double, end: Double, tolerance: Double, function: (Double) -> Double) -> [Int] {
        let span = end - start
        let steps = max(1, Int((span * PolylineFit.gridRate).rounded(.up)))
        let k = PolylineFit.checksPerStep
        let fine = steps * k
        let samples = (0...fine).map { function(start + span * Double($0) / Double(fine)) }
        let giveUp = 16 * tolerance
        var best = [Int](repeating: .max, count: steps + 1)
        var previous = [Int](repeating: 0, count: steps + 1)
        best[0] = 0
        for j in 1...steps {
            for i in stride(from: j - 1, through: 0, by: -1) {
                var error = 0.0
                let a = samples[i * k], b = samples[j * k], count = (j - i) * k
                for n in 1..<count {
                    error = max(error, abs(samples[i * k + n] - (a + (b - a) * Double(n) / Double(count))))
                    if error > giveUp { break }
                }
                if error <= tolerance || i == j - 1, best[i] != .max, best[i] + 1 < best[j] {
                    best[j] = best[i] + 1
                    previous[j] = i
                }
                if error > giveUp { break }
            }
        }
        var indices = [steps]
        while let last = indices.last, last > 0 { indices.append(previous[last]) }
        return indices.reversed()
    }

    static let motions: [(name: String, end: Double, tolerance: Double, function: @Sendable (Double) -> Double)] = [
        ("bouncy spring", 1.2, 0.005, { 1 + Spring.bouncy.value(target: 0.4, initialVelocity: 0, time: $0) }),
        ("smooth spring, tight", 1.2, 0.0005, { Spring.smooth.value(target: 1, initialVelocity: 0, time: $0) }),
        ("held still", 0.8, 0.01, { _ in 3 }),
        ("steps of 1/300 s", 0.5, 0.002, { (($0 * 300).rounded(.down) / 300) * 0.8 }),
        ("steep start", 1.0, 0.001, { sqrt(max(0, $0)) }),
        ("settles then moves", 1.5, 0.003, { $0 < 0.9 ? 0.2 : 0.2 + ($0 - 0.9) * ($0 - 0.9) }),
    ]

    @Test(arguments: 0..<motions.count)
    func theFitPicksThePointsThePlainSearchPicks(motion index: Int) {
        let motion = Self.motions[index]
        let fit = PolylineFit(start: 0, end: motion.end, tolerance: motion.tolerance, function: motion.function)
        #expect(fit.gridIndices == Self.plainGrid(start: 0, end: motion.end, tolerance: motion.tolerance, function: motion.function),
                "\(motion.name)")
        #expect(fit.times.first == 0 && fit.times.last == motion.end)
    }
}
