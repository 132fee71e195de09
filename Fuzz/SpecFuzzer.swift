// libFuzzer entry point for the spec decoder (the CadenceSpec library). Not a SwiftPM target: libFuzzer
// supplies `main`, and `run-spec-fuzzer.sh` compiles the CadenceSpec target's sources into a module of
// their own (with libFuzzer's coverage) and this file against it, in the same package
// (`-package-name Cadence`), so the fuzzer reaches the decoder's `package` types.
//
// Each input is the bytes of a spec file. They go through `AnimationSpec.decode(_:file:)` (JSON parse,
// decode, checks); a spec that decodes is evaluated as the CLI would, with and without Reduce Motion,
// building its timeline or phase schedule and sampling it at a few times. Properties, beyond "no
// crash" (any trap is a finding) and "no hang" (libFuzzer's -timeout):
// - a rejected input throws a `SpecError` (typed throws guarantee the type) whose JSON path starts at
//   the root (`$`) and whose message is not empty;
// - a decoded spec's sampled values have one array of components per declared property.
// Set CADENCE_FUZZ_VERBOSE=1 to print each input's outcome.

import CadenceSpec
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let spec = try AnimationSpec.decode(bytes, file: "fuzz.json")
        if SpecFuzz.isVerbose { SpecFuzz.log("decoded: \(spec.kindName), \(spec.properties.count) properties") }
        SpecFuzz.evaluate(spec)
    } catch {
        if SpecFuzz.isVerbose { SpecFuzz.log("rejected: \(error)") }
        SpecFuzz.check(error)
    }
    return 0
}

enum SpecFuzz {
    static let isVerbose = ProcessInfo.processInfo.environment["CADENCE_FUZZ_VERBOSE"] != nil

    static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A rejection must say where (a JSON path from the root) and what.
    static func check(_ error: SpecError) {
        guard error.path.description.hasPrefix("$") else { fatalError("error without a JSON path: \(error)") }
        guard !error.message.isEmpty else { fatalError("error without a message: \(error)") }
    }

    /// Plays the spec as `cadence` does: both Reduce Motion settings, a few times inside, at and after
    /// the end (two loops for a repeating spec), and the special times.
    static func evaluate(_ spec: AnimationSpec) {
        for reduceMotion in [false, true] {
            let evaluator: SpecEvaluator
            do {
                evaluator = try SpecEvaluator(spec: spec, reduceMotion: reduceMotion, horizon: 2)
            } catch {
                check(error)
                continue
            }
            let duration = evaluator.duration.isFinite ? min(max(evaluator.duration, 0), 60) : 1
            // A repeating spec is sampled as the CLI samples it, at finite times: at +∞ the evaluator
            // builds its 100,000-loop budget of timelines before it refuses the time (seconds under
            // AddressSanitizer, a libFuzzer timeout, though bounded).
            var times = [0, duration * 0.37, duration, duration * 2.5, -1, .nan]
            if spec.mode != .repeating { times.append(.infinity) }
            var sampler = evaluator
            for time in times {
                do {
                    let values = try sampler.values(at: time)
                    guard values.count == spec.properties.count else {
                        fatalError("\(values.count) value arrays for \(spec.properties.count) properties at \(time)")
                    }
                } catch {
                    check(error)
                }
            }
        }
    }
}
