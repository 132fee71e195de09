import Cadence

/// Per-call cost of `Spring.value` and `Spring.velocity` in each damping regime, at random times over
/// the first second with a non-zero initial velocity (so no term of the formula is skipped).
enum SpringBenchmarks {
    static func register(in harness: inout BenchmarkHarness) {
        let springs: [(String, Spring)] = [
            ("underdamped", .bouncy),
            ("critical", .smooth),
            ("overdamped", Spring(duration: 0.5, bounce: -0.3)),
        ]
        let times = KeyframeBenchmarks.sampleTimes(duration: 1)
        for (regime, spring) in springs {
            harness.add("spring.value.\(regime)", operations: BenchmarkHarness.callsPerBatch, note: "ns per call",
                        references: regime == "underdamped" ? ["c.spring.value.underdamped"] : []) {
                BenchmarkHarness.sumOfCalls(over: times) { spring.value(target: 1.0, initialVelocity: 2.0, time: $0) }
            }
            harness.add("spring.velocity.\(regime)", operations: BenchmarkHarness.callsPerBatch, note: "ns per call") {
                BenchmarkHarness.sumOfCalls(over: times) { spring.velocity(target: 1.0, initialVelocity: 2.0, time: $0) }
            }
        }
    }
}
