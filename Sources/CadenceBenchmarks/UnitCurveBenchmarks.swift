import Cadence

/// Per-call cost of `UnitCurve.value(at:)` and `velocity(at:)` at random progress in [0, 1]: a Bézier
/// (`easeInOut`, which solves x(t) = progress and rounds) and the circular curves (one square root).
enum UnitCurveBenchmarks {
    static func register(in harness: inout BenchmarkHarness) {
        let curves: [(String, UnitCurve)] = [
            ("easeInOut", .easeInOut),
            ("circularEaseIn", .circularEaseIn),
            ("circularEaseInOut", .circularEaseInOut),
        ]
        let progress = KeyframeBenchmarks.sampleTimes(duration: 1)
        for (name, curve) in curves {
            harness.add("curve.value.\(name)", operations: BenchmarkHarness.callsPerBatch, note: "ns per call",
                        references: name == "easeInOut" ? ["c.curve.value.easeInOut"] : []) {
                BenchmarkHarness.sumOfCalls(over: progress) { curve.value(at: $0) }
            }
        }
        harness.add("curve.velocity.easeInOut", operations: BenchmarkHarness.callsPerBatch, note: "ns per call") {
            BenchmarkHarness.sumOfCalls(over: progress) { UnitCurve.easeInOut.velocity(at: $0) }
        }
    }
}
