// cadence-bench: release-mode timings of Cadence's hot paths. Run `swift run -c release cadence-bench`.
// Prints one JSON line per case: the median over repeated runs of the time per operation.
import Cadence
import Foundation

let filter = CommandLine.arguments.dropFirst().first
var harness = BenchmarkHarness()

KeyframeBenchmarks.register(in: &harness)

harness.run(matching: filter)
