// cadence-bench: release-mode timings of Cadence's hot paths, side by side with C. Run
// `swift run -c release cadence-bench` (`--help` explains the output and lists the cases).
// Prints one JSON line per case: the median over repeated runs of the time per operation, the heap
// allocations per operation and the ratio to a C reference doing the same work. An argument runs only
// the cases whose names contain it.
import Cadence
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
var harness = BenchmarkHarness()
// More batches for a profiler (`perf record`), so a case's set-up is a small share of the samples.
if let runs = ProcessInfo.processInfo.environment["CADENCE_BENCH_RUNS"].flatMap(Int.init), runs > 0 {
    harness.repetitions = runs
}

// One line per group of cases.
CReferenceBenchmarks.register(in: &harness)
KeyframeBenchmarks.register(in: &harness)
OwnTimelineBenchmarks.register(in: &harness)
PlayerBenchmarks.register(in: &harness)
FleetBenchmarks.register(in: &harness)
SpringBenchmarks.register(in: &harness)
UnitCurveBenchmarks.register(in: &harness)
AnimationBenchmarks.register(in: &harness)
PhaseBenchmarks.register(in: &harness)
StateAnimatorBenchmarks.register(in: &harness)
StageBenchmarks.register(in: &harness)
RenderBenchmarks.register(in: &harness)

if arguments.first == "--help" || arguments.first == "-h" {
    print(harness.helpText(), terminator: "")
    exit(0)
}
harness.run(arguments: arguments)
if arguments.first != AllocationCounter.childArgument {
    // Memory first: after the allocation hook has been installed and removed, a byte of a later
    // string came out changed (the hook is suspect; see README), so nothing is measured after it.
    FleetBenchmarks.reportMemory(matching: arguments.first)
    PlayerBenchmarks.reportAllocations(matching: arguments.first)
}
