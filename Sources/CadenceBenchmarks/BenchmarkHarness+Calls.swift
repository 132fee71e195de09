extension BenchmarkHarness {
    /// Calls per batch in the per-call cases.
    static let callsPerBatch = 100_000

    /// The loop of a per-call case: `function` on each of `inputs` in turn (their count must be a power
    /// of two), `callsPerBatch` times, summing the results. Called inside the case's body with a
    /// closure literal: both are inlined there, so the measured loop makes no indirect call (a closure
    /// stored for later, as `add` stores the body, would cost one, about 3 ns per call).
    @inline(__always)
    static func sumOfCalls(over inputs: [Double], _ function: (Double) -> Double) -> Double {
        var checksum = 0.0
        var index = 0
        for _ in 0..<callsPerBatch {
            checksum += function(inputs[index])
            index = (index + 1) & (inputs.count - 1)
        }
        return checksum
    }
}
