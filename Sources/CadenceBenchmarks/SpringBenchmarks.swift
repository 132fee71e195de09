import Cadence

/// Per-call cost of `Spring.value` and `Spring.velocity` in each damping regime, at random times over
/// the first second with a non-zero initial velocity (so no term of the formula is skipped).
enum SpringBenchmarks {
    static let callsPerBatch = 100_000

    static func register(in harness: inout BenchmarkHarness) {
        let springs: [(String, Spring)] = [
            ("underdamped", .bouncy),
            ("critical", .smooth),
            ("overdamped", Spring(duration: 0.5, bounce: -0.3)),
        ]
        let times = KeyframeBenchmarks.sampleTimes(duration: 1)
        for (regime, spring) in springs {
            harness.add("spring.value.\(regime)", operations: callsPerBatch, note: "ns per call") {
                var checksum = 0.0
                var index = 0
                for _ in 0..<callsPerBatch {
                    checksum += spring.value(target: 1.0, initialVelocity: 2.0, time: times[index])
                    index = (index + 1) & (times.count - 1)
                }
                return checksum
            }
            harness.add("spring.velocity.\(regime)", operations: callsPerBatch, note: "ns per call") {
                var checksum = 0.0
                var index = 0
                for _ in 0..<callsPerBatch {
                    checksum += spring.velocity(target: 1.0, initialVelocity: 2.0, time: times[index])
                    index = (index + 1) & (times.count - 1)
                }
                return checksum
            }
        }
    }
}
