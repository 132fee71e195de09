import Foundation

/// A minimal benchmark runner: each case runs a batch of operations several times; the median batch,
/// divided by the batch size, is reported, by the wall clock and by the thread's CPU clock (which leaves
/// out time the thread spent descheduled on a busy machine). Results feed a black hole so the optimiser
/// cannot drop the work being measured. Heap allocations per operation are counted separately, by
/// `AllocationCounter`, and reported with the times (`null` where they cannot be counted).
struct BenchmarkHarness {
    struct Case {
        let name: String
        /// Operations per call of `body`, for the per-operation figure.
        let operationsPerBatch: Int
        /// Runs one batch and returns a checksum of its results.
        let body: () -> Double
        let note: String
    }

    private(set) var cases: [Case] = []
    /// Batches timed per case; the median is reported.
    var repetitions = 21

    mutating func add(_ name: String, operations: Int, note: String = "", _ body: @escaping () -> Double) {
        cases.append(Case(name: name, operationsPerBatch: operations, body: body, note: note))
    }

    /// Runs the cases whose names contain the first argument (all without one) and prints a JSON line
    /// for each. `--count-allocations [filter]` is the allocation-counting child (see
    /// `AllocationCounter`).
    func run(arguments: [String]) {
        if arguments.first == AllocationCounter.childArgument {
            AllocationCounter.runChild(selected(arguments.dropFirst().first))
            return
        }
        let filter = arguments.first
        run(selected(filter), allocations: AllocationCounter.countInChild(filter: filter))
    }

    private func selected(_ filter: String?) -> [Case] {
        cases.filter { benchmark in filter.map { benchmark.name.contains($0) } ?? true }
    }

    private func run(_ selected: [Case], allocations: [String: Int]?) {
        let clock = ContinuousClock()
        for benchmark in selected {
            blackHole(benchmark.body())  // warm up: caches, page faults, lazy initialisation
            var nanoseconds: [Double] = []
            var cpuNanoseconds: [Double] = []
            let operations = Double(benchmark.operationsPerBatch)
            for _ in 0..<repetitions {
                var checksum = 0.0
                let cpuStart = threadCPUNanoseconds()
                let elapsed = clock.measure { checksum = benchmark.body() }
                cpuNanoseconds.append((threadCPUNanoseconds() - cpuStart) / operations)
                blackHole(checksum)
                let (seconds, attoseconds) = elapsed.components
                nanoseconds.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / operations)
            }
            nanoseconds.sort()
            cpuNanoseconds.sort()
            let median = nanoseconds[nanoseconds.count / 2]
            var line = "{\"case\": \"\(benchmark.name)\", \"ns_per_op\": \(format(median)), "
            line += "\"cpu_ns_per_op\": \(format(cpuNanoseconds[cpuNanoseconds.count / 2])), "
            line += "\"min\": \(format(nanoseconds.first!)), \"max\": \(format(nanoseconds.last!)), "
            line += "\"runs\": \(repetitions), \"ops_per_run\": \(benchmark.operationsPerBatch), "
            line += "\"allocs_per_op\": \(allocations?[benchmark.name].map { format(Double($0) / operations, digits: 3) } ?? "null")"
            if !benchmark.note.isEmpty { line += ", \"note\": \"\(benchmark.note)\"" }
            print(line + "}")
        }
    }

    private func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
}

/// Keeps a value alive as far as the optimiser can tell.
@inline(never)
func blackHole(_ value: Double) {
    blackHoleSink = blackHoleSink.bitPattern == value.bitPattern ? value + 1 : value
}

nonisolated(unsafe) var blackHoleSink = 0.0
