#!/usr/bin/env bash
# Builds the keyframe-timeline fuzzer (the Cadence sources plus Fuzz/TimelineFuzzer.swift, with
# libFuzzer and AddressSanitizer) and runs it.
#
#   Fuzz/run-timeline-fuzzer.sh [seconds] [extra libFuzzer arguments…]
#   Fuzz/run-timeline-fuzzer.sh 600                        # ten minutes (the default)
#   Fuzz/run-timeline-fuzzer.sh 0 crash-1234…              # replay one input (0: no time limit)
#   CADENCE_FUZZ_VERBOSE=1 Fuzz/run-timeline-fuzzer.sh 0 crash-1234…   # and print its timeline
#
# The corpus grows in .build/fuzz/timeline-corpus and findings land in .build/fuzz/artifacts/.
# One job, one worker: the machines are shared. A single input taking over 10 s is a hang.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-600}"
shift || true
out="$root/.build/fuzz"
mkdir -p "$out/timeline-corpus" "$out/artifacts"
swiftc="${SWIFTC:-swiftc}"

binary="$out/timeline-fuzzer"
sources=($(find "$root/Sources/Cadence" -name '*.swift' | sort) "$root/Fuzz/TimelineFuzzer.swift")
newest_source="$(ls -t "${sources[@]}" | head -1)"
if [[ ! -x "$binary" || "$newest_source" -nt "$binary" ]]; then
    echo "building $binary" >&2
    # The compile takes the machine's shared build lock (the fuzzing itself runs under nice instead).
    # -package-name: the model has `package` declarations (shared with the package's other modules).
    flock /tmp/cadence-swift.lock "$swiftc" -parse-as-library -module-name CadenceFuzz -swift-version 6 -package-name Cadence \
        -sanitize=fuzzer,address -O -g -use-ld=lld \
        "${sources[@]}" -o "$binary"
fi

# Swift's own crash backtracer would run inside AddressSanitizer's signal handling; libFuzzer reports.
export SWIFT_BACKTRACE=enable=no
args=(-timeout=10 -rss_limit_mb=2048 -jobs=1 -workers=1 -print_final_stats=1
      "-artifact_prefix=$out/artifacts/")
# Replaying given files: no corpus, no time limit, output here.
if [[ $# -gt 0 && -e "$1" ]]; then
    exec "$binary" "${args[@]}" "$@"
fi
if [[ "$seconds" != 0 ]]; then args+=("-max_total_time=$seconds"); fi
# Seeds: the minimised corpus checked in under Fuzz/corpus/timeline (copied in once).
if [[ -z "$(ls -A "$out/timeline-corpus")" && -d "$root/Fuzz/corpus/timeline" ]]; then
    cp "$root"/Fuzz/corpus/timeline/* "$out/timeline-corpus/"
fi
# With -jobs, libFuzzer writes the job's output to fuzz-0.log in the working directory.
cd "$out"
status=0
"$binary" "${args[@]}" "$@" "$out/timeline-corpus" || status=$?
tail -n 12 "$out/fuzz-0.log"
echo "full log: $out/fuzz-0.log; findings: $(ls "$out/artifacts" | wc -l) in $out/artifacts" >&2
exit $status
