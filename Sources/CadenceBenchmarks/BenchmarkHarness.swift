import Foundation

/// A minimal benchmark runner: each case runs a batch of operations several times; the median batch,
/// divided by the batch size, is reported, by the wall clock and by the thread's CPU clock (which leaves
/// out time the thread spent descheduled on a busy machine). Results feed a black hole so the optimiser
/// cannot drop the work being measured. Heap allocations per operation are counted separately, by
/// `AllocationCounter`, and reported with the times (`null` where they cannot be counted).
///
/// A case can name reference cases (the C loops of `CReferenceBenchmarks`, doing the same work): they
/// run right before it, in the same process, and its line carries the ratio of its CPU time per
/// operation to theirs, so a figure taken on a busy machine still compares like with like.
struct BenchmarkHarness {
    struct Case {
        let name: String
        /// Operations per call of `body`, for the per-operation figure.
        let operationsPerBatch: Int
        /// Runs one batch and returns a checksum of its results.
        let body: () -> Double
        let note: String
        /// Cases doing the same work in C (the first is the ratio's denominator).
        let references: [String]
    }

    /// One case's figures.
    struct Result {
        let nanoseconds: Double
        let cpuNanoseconds: Double
        let minimum: Double
        let maximum: Double
    }

    private(set) var cases: [Case] = []
    /// Batches timed per case; the median is reported.
    var repetitions = 21

    mutating func add(_ name: String, operations: Int, note: String = "", references: [String] = [],
                      _ body: @escaping () -> Double) {
        cases.append(Case(name: name, operationsPerBatch: operations, body: body, note: note, references: references))
    }

    /// Runs the cases whose names contain the first argument (all without one) and prints a JSON line
    /// for each. `--count-allocations [filter]` is the allocation-counting child (see
    /// `AllocationCounter`); `--help` lists the cases.
    func run(arguments: [String]) {
        if arguments.first == AllocationCounter.childArgument {
            AllocationCounter.runChild(selected(arguments.dropFirst().first))
            return
        }
        let filter = arguments.first
        run(selected(filter), allocations: AllocationCounter.countInChild(filter: filter))
    }

    /// The cases matching `filter`, with the reference cases they name (each once, before the first
    /// case that names it).
    private func selected(_ filter: String?) -> [Case] {
        let matching = cases.filter { benchmark in filter.map { benchmark.name.contains($0) } ?? true }
        var names = Set<String>()
        var result: [Case] = []
        for benchmark in matching {
            for reference in benchmark.references where !names.contains(reference) {
                guard let found = cases.first(where: { $0.name == reference }) else { continue }
                names.insert(reference)
                result.append(found)
            }
            if names.insert(benchmark.name).inserted { result.append(benchmark) }
        }
        return result
    }

    private func run(_ selected: [Case], allocations: [String: Int]?) {
        var results: [String: Result] = [:]
        for benchmark in selected {
            let result = measure(benchmark)
            results[benchmark.name] = result
            var line = "{\"case\": \"\(benchmark.name)\", \"ns_per_op\": \(format(result.nanoseconds)), "
            line += "\"cpu_ns_per_op\": \(format(result.cpuNanoseconds)), "
            line += "\"min\": \(format(result.minimum)), \"max\": \(format(result.maximum)), "
            line += "\"runs\": \(repetitions), \"ops_per_run\": \(benchmark.operationsPerBatch), "
            line += "\"allocs_per_op\": \(allocations?[benchmark.name].map { format(Double($0) / Double(benchmark.operationsPerBatch), digits: 3) } ?? "null")"
            let references = benchmark.references.compactMap { name in results[name].map { (name, $0) } }
            if let (name, reference) = references.first {
                line += ", \"c_reference\": \"\(name)\", \"c_cpu_ns_per_op\": \(format(reference.cpuNanoseconds)), "
                line += "\"ratio\": \(format(result.cpuNanoseconds / reference.cpuNanoseconds))"
            }
            if references.count > 1 {
                let others = references.dropFirst().map { "\"\($0.0)\": \(format(result.cpuNanoseconds / $0.1.cpuNanoseconds))" }
                line += ", \"other_ratios\": {\(others.joined(separator: ", "))}"
            }
            if !benchmark.note.isEmpty { line += ", \"note\": \"\(benchmark.note)\"" }
            print(line + "}")
        }
    }

    /// The median of `repetitions` batches after a warm-up batch.
    private func measure(_ benchmark: Case) -> Result {
        let clock = ContinuousClock()
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
        return Result(nanoseconds: nanoseconds[nanoseconds.count / 2],
                      cpuNanoseconds: cpuNanoseconds[cpuNanoseconds.count / 2],
                      minimum: nanoseconds.first!, maximum: nanoseconds.last!)
    }

    /// The text `cadence-bench --help` prints: how to run it, what a line says, how to read the ratio,
    /// and every case with its note and C reference.
    func helpText() -> String {
        var text = """
            cadence-bench: release-mode timings of Cadence's hot paths, side by side with C.

            usage: cadence-bench [FILTER]    run the cases whose names contain FILTER (all without one)
                   cadence-bench --help      this text

            Build and run in release mode: swift build -c release --product cadence-bench, then
            .build/release/cadence-bench. Each case runs a batch of operations 21 times after a warm-up
            batch (CADENCE_BENCH_RUNS=N in the environment sets another count, for a profiler) and
            prints one JSON line:
              ns_per_op, cpu_ns_per_op  median batch time per operation, by the wall clock and by the
                                        thread's CPU clock (read cpu_ns_per_op on a shared machine)
              min, max                  fastest and slowest batch (wall clock)
              allocs_per_op             heap allocations per operation, counted by glibc's mtrace in a
                                        child process (null where it cannot be counted)
              c_reference               the C case doing the same work (c.*, Sources/CBenchReference),
                                        run just before it in the same process
              c_cpu_ns_per_op, ratio    that case's cpu_ns_per_op, and this case's divided by it
              other_ratios              ratios to further references, where a case names several

            Reading the ratio: it is Cadence's CPU time for one operation over hand-written C's for the
            same operation, measured minutes apart on the same core, so machine load mostly cancels out.
            1.0 is as fast as the C loop; 2.0 takes twice as long. Where the reference is a smaller unit
            of work than the case (a phase animator's frame against one spring sample, a stage frame per
            view against one 4-keyframe track sample) the ratio says how many of those units the case
            costs, as the targets in issue #19 are stated.

            cases (name: what one operation is; reference):

            """
        for benchmark in cases {
            text += "  \(benchmark.name)"
            if !benchmark.note.isEmpty { text += ": \(benchmark.note)" }
            if !benchmark.references.isEmpty { text += "; vs \(benchmark.references.joined(separator: ", "))" }
            text += "\n"
        }
        text += """

            After the cases: runtime.memory-per-animator (heap and resident bytes per keyframe animator,
            against the C timeline's size) and runtime.keyframe-player.allocations (Swift objects and
            malloc bytes over 60 frames of ten thousand players).

            """
        return text
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

/// A value built on first use: the fleets and stages the cases step are built by their warm-up batch
/// (which is not timed), so `--help` and a filtered run build only what they run.
final class Lazy<Value> {
    private var stored: Value?
    private let make: () -> Value

    init(_ make: @escaping () -> Value) { self.make = make }

    var value: Value {
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
