import Cadence

/// Per-call cost of `UnitCurve.value(at:)` and `velocity(at:)` at random progress in [0, 1]: a Bézier
/// (`easeInOut`, which solves x(t) = progress and rounds) and the circular curves (one square root).
enum UnitCurveBenchmarks {
    static let callsPerBatch = 100_000

    static func register(in harness: inout BenchmarkHarness) {
        let curves: [(String, UnitCurve)] = [
            ("easeInOut", .easeInOut),
            ("circularEaseIn", .circularEaseIn),
            ("circularEaseInOut", .circularEaseInOut),
        ]
        let progress = KeyframeBenchmarks.sampleTimes(duration: 1)
        for (name, curve) in curves {
            harness.add("curve.value.\(name)", operations: callsPerBatch, note: "ns per call") {
                var checksum = 0.0
                var index = 0
                for _ in 0..<callsPerBatch {
                    checksum += curve.value(at: progress[index])
                    index = (index + 1) & (progress.count - 1)
                }
                return checksum
            }
        }
        harness.add("curve.velocity.easeInOut", operations: callsPerBatch, note: "ns per call") {
            var checksum = 0.0
            var index = 0
            for _ in 0..<callsPerBatch {
                checksum += UnitCurve.easeInOut.velocity(at: progress[index])
                index = (index + 1) & (progress.count - 1)
            }
            return checksum
        }
    }
}
