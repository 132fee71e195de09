#!/usr/bin/env bash
# Builds the spec-decoder fuzzer and runs it. The decoder is the CadenceSpec library target, which needs
# neither Cairo nor the CLI: the script compiles the Cadence, CadenceRuntime, Combine, CadenceUI,
# CadenceEscaping and CadenceExport sources (the spec's scene builds an export scene) as modules of their own, optimised and not instrumented, then the CadenceSpec target's sources
# (Sources/CadenceSpec, as SwiftPM builds them) as a module with libFuzzer's coverage, and
# Fuzz/SpecFuzzer.swift against it in the same package (-package-name Cadence, so it reaches the
# decoder's `package` types). Compiles take the machine's shared build lock (/tmp/cadence-swift.lock).
#
# Why the model is not instrumented: the target is the decoder (the model has a fuzzer of its own,
# run-timeline-fuzzer.sh). A decoded spec is evaluated by stepping springs thousands of times, and with
# the model instrumented three quarters of each run went to coverage callbacks in those loops (measured
# with perf: 14 runs a second over the corpus). Traps in the model are still findings either way.
# AddressSanitizer adds nothing for safe Swift beyond what the runtime's own checks catch and costs
# another 2-3x; set CADENCE_FUZZ_SANITIZERS=fuzzer,address to get it back (a separate build folder).
#
#   Fuzz/run-spec-fuzzer.sh [seconds] [extra libFuzzer arguments…]
#   Fuzz/run-spec-fuzzer.sh 600                        # ten minutes (the default)
#   Fuzz/run-spec-fuzzer.sh 0 crash-1234…              # replay one input (0: no time limit)
#   CADENCE_FUZZ_VERBOSE=1 Fuzz/run-spec-fuzzer.sh 0 crash-1234…   # and print what it decoded
#
# The corpus starts from Examples/*.json and Tests/CadenceCLITests/Fixtures, grows in
# .build/fuzz/spec-corpus, and findings land in .build/fuzz/spec-artifacts/. One job, one worker.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-600}"
shift || true
out="$root/.build/fuzz"
build="$out/spec-build"
mkdir -p "$out/spec-corpus" "$out/spec-artifacts"
swiftc="${SWIFTC:-swiftc}"
sanitizers="${CADENCE_FUZZ_SANITIZERS:-fuzzer}"
flags=(-swift-version 6 -parse-as-library "-sanitize=$sanitizers" -O -g -package-name Cadence)
if [[ "$sanitizers" != fuzzer ]]; then build="$build-${sanitizers//,/-}"; fi
mkdir -p "$build"

binary="$build/spec-fuzzer"
cadence_sources=($(find "$root/Sources/Cadence" -name '*.swift' | sort))
runtime_sources=($(find "$root/Sources/CadenceRuntime" -name '*.swift' | sort))
combine_sources=($(find "$root/Sources/Combine" -name '*.swift' | sort))
ui_sources=($(find "$root/Sources/CadenceUI" -name '*.swift' | sort))
escaping_sources=($(find "$root/Sources/CadenceEscaping" -name '*.swift' | sort))
export_sources=($(find "$root/Sources/CadenceExport" -name '*.swift' | sort))
spec_sources=($(find "$root/Sources/CadenceSpec" -name '*.swift' | sort))
all=("${cadence_sources[@]}" "${runtime_sources[@]}" "${combine_sources[@]}" "${ui_sources[@]}" "${escaping_sources[@]}" "${export_sources[@]}" "${spec_sources[@]}" "$root/Fuzz/SpecFuzzer.swift" "$0")
newest_source="$(ls -t "${all[@]}" | head -1 || true)"  # head closes the pipe early: not a failure
if [[ ! -x "$binary" || "$newest_source" -nt "$binary" ]]; then
    echo "building $binary" >&2
    lock=(flock /tmp/cadence-swift.lock)
    # Cadence, CadenceRuntime, Combine, CadenceUI, CadenceEscaping and CadenceExport: optimised, without instrumentation (see above).
    plain=(-swift-version 6 -parse-as-library -O -g -I "$build" -package-name Cadence)
    "${lock[@]}" "$swiftc" "${plain[@]}" -module-name Cadence -wmo -emit-module -emit-module-path "$build/Cadence.swiftmodule" \
        -emit-object -o "$build/Cadence.o" "${cadence_sources[@]}"
    "${lock[@]}" "$swiftc" "${plain[@]}" -module-name CadenceRuntime -wmo -emit-module -emit-module-path "$build/CadenceRuntime.swiftmodule" \
        -emit-object -o "$build/CadenceRuntime.o" "${runtime_sources[@]}"
    "${lock[@]}" "$swiftc" "${plain[@]}" -module-name Combine -wmo -emit-module -emit-module-path "$build/Combine.swiftmodule" \
        -emit-object -o "$build/Combine.o" "${combine_sources[@]}"
    "${lock[@]}" "$swiftc" "${plain[@]}" -module-name CadenceUI -wmo -emit-module -emit-module-path "$build/CadenceUI.swiftmodule" \
        -emit-object -o "$build/CadenceUI.o" "${ui_sources[@]}"
    "${lock[@]}" "$swiftc" "${plain[@]}" -module-name CadenceEscaping -wmo -emit-module -emit-module-path "$build/CadenceEscaping.swiftmodule" \
        -emit-object -o "$build/CadenceEscaping.o" "${escaping_sources[@]}"
    "${lock[@]}" "$swiftc" "${plain[@]}" -module-name CadenceExport -wmo -emit-module -emit-module-path "$build/CadenceExport.swiftmodule" \
        -emit-object -o "$build/CadenceExport.o" "${export_sources[@]}"
    # The decoder: the CadenceSpec target as it is, with coverage.
    "${lock[@]}" "$swiftc" "${flags[@]}" -module-name CadenceSpec -I "$build" -wmo -emit-module -emit-module-path "$build/CadenceSpec.swiftmodule" \
        -emit-object -o "$build/CadenceSpec.o" "${spec_sources[@]}"
    "${lock[@]}" "$swiftc" "${flags[@]}" -module-name SpecFuzz -I "$build" -use-ld=lld "$root/Fuzz/SpecFuzzer.swift" \
        "$build/CadenceSpec.o" "$build/Cadence.o" "$build/CadenceRuntime.o" "$build/Combine.o" "$build/CadenceUI.o" \
        "$build/CadenceEscaping.o" "$build/CadenceExport.o" -o "$binary"
fi

export SWIFT_BACKTRACE=enable=no
args=(-timeout=10 -rss_limit_mb=2048 -max_len=16384 -jobs=1 -workers=1 -print_final_stats=1
      "-artifact_prefix=$out/spec-artifacts/")
if [[ $# -gt 0 && -e "$1" ]]; then
    exec "$binary" "${args[@]}" "$@"
fi
if [[ "$seconds" != 0 ]]; then args+=("-max_total_time=$seconds"); fi
# Seeds: the minimised corpus checked in under Fuzz/corpus/spec, else the examples and the CLI's test
# fixtures (copied in once; libFuzzer keeps what adds coverage).
if [[ -z "$(ls -A "$out/spec-corpus")" ]]; then
    if [[ -d "$root/Fuzz/corpus/spec" ]]; then
        cp "$root"/Fuzz/corpus/spec/* "$out/spec-corpus/"
    else
        find "$root/Examples" "$root/Tests/CadenceCLITests/Fixtures" -name '*.json' -exec cp {} "$out/spec-corpus/" \;
    fi
fi
# With -jobs, libFuzzer writes the job's output to fuzz-0.log in the working directory: its own one.
mkdir -p "$out/spec-run"
cd "$out/spec-run"
status=0
"$binary" "${args[@]}" "$@" "$out/spec-corpus" || status=$?
tail -n 12 "$out/spec-run/fuzz-0.log" || true
echo "full log: $out/spec-run/fuzz-0.log; findings: $(ls "$out/spec-artifacts" | wc -l) in $out/spec-artifacts" >&2
exit $status
