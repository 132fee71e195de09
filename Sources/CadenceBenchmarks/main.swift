// cadence-bench: release-mode timings of Cadence's hot paths. Run `swift run -c release cadence-bench`.
// Prints one JSON line per case: the median over repeated runs of the time per operation, and the heap
// allocations per operation. An argument runs only the cases whose names contain it.
import Cadence
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
var harness = BenchmarkHarness()

// One line per group of cases.
KeyframeBenchmarks.register(in: &harness)
PlayerBenchmarks.register(in: &harness)
FleetBenchmarks.register(in: &harness)
SpringBenchmarks.register(in: &harness)
UnitCurveBenchmarks.register(in: &harness)
AnimationBenchmarks.register(in: &harness)
PhaseBenchmarks.register(in: &harness)
RenderBenchmarks.register(in: &harness)

harness.run(arguments: arguments)
if arguments.first != AllocationCounter.childArgument {
    // Memory first: after the allocation hook has been installed and removed, a byte of a later
    // string came out changed (the hook is suspect; see README), so nothing is measured after it.
    FleetBenchmarks.reportMemory(matching: arguments.first)
    PlayerBenchmarks.reportAllocations(matching: arguments.first)
}
