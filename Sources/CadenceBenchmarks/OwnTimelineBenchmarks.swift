import Cadence
import CadenceRuntime

/// Ten thousand keyframe timelines and players, each with a timeline of its own (4 tracks × 4 cubic
/// keyframes, values depending on its index): the issue #19 rows, against the same work in C
/// (`c.timelines.*`, `c.players.*`, `c.track.cubic.4`).
enum OwnTimelineBenchmarks {
    static let fleetSize = 10_000
    static let durations = [0.1, 0.15, 0.2, 0.15]

    /// Four properties, one track each.
    struct Values: Checksummed {
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0
        var checksum: Double { a + b + c + d }
    }

    /// The keyframe values of `track` of timeline number `variant`: the C reference uses the same formula.
    static func trackValues(variant: Int, track: Int) -> [Double] {
        (0..<4).map { k in Double((variant + 3 * track + 5 * k) % 7) * 0.25 }
    }

    /// One track of 4 cubic keyframes.
    @KeyframeTrackContentBuilder<Double>
    static func cubicTrack(_ values: [Double]) -> some KeyframeTrackContent<Double> {
        for k in 0..<4 { CubicKeyframe(values[k], duration: durations[k]) }
    }

    @KeyframesBuilder<Values>
    static func keyframes(variant: Int) -> some Keyframes<Values> {
        KeyframeTrack(\Values.a) { cubicTrack(trackValues(variant: variant, track: 0)) }
        KeyframeTrack(\Values.b) { cubicTrack(trackValues(variant: variant, track: 1)) }
        KeyframeTrack(\Values.c) { cubicTrack(trackValues(variant: variant, track: 2)) }
        KeyframeTrack(\Values.d) { cubicTrack(trackValues(variant: variant, track: 3)) }
    }

    /// Where animator `index` started: staggered over the frame before the first, as in C.
    static func start(_ index: Int) -> Double { -Double(index % 97) / 97 / PlayerBenchmarks.fps }

    /// Ten thousand own timelines and the frame they are at.
    final class Timelines {
        let timelines: [KeyframeTimeline<Values>]
        let starts: [Double]
        private var frame = 0

        init(count: Int) {
            timelines = (0..<count).map { index in KeyframeTimeline(initialValue: Values()) { keyframes(variant: index) } }
            starts = (0..<count).map(OwnTimelineBenchmarks.start)
        }

        func step() -> Double {
            frame += 1
            let time = Double(frame) / PlayerBenchmarks.fps
            var checksum = 0.0
            for index in timelines.indices {
                checksum += timelines[index].value(time: time - starts[index]).checksum
            }
            return checksum
        }
    }

    /// Players each building its own timeline when triggered.
    static func players(count: Int) -> PlayerBenchmarks.Fleet<Values> {
        PlayerBenchmarks.Fleet(size: count, make: { index in
            KeyframePlayer(initialValue: Values(), trigger: 0) { _ in keyframes(variant: index) }
        }, read: \.a)
    }

    static func register(in harness: inout BenchmarkHarness) {
        let track = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { cubicTrack(trackValues(variant: 0, track: 0)) }
        }
        KeyframeBenchmarks.addTimeline("keyframes.cubic.4", track, references: ["c.track.cubic.4"], in: &harness)

        let timelines = Lazy { Timelines(count: fleetSize) }
        harness.add("keyframes.timelines.10k-own-4x4-cubic.frame", operations: fleetSize,
                    note: "ns per timeline per 120 Hz frame, value(time:), each its own timeline",
                    references: ["c.timelines.10k-x-4x4-cubic.frame"]) {
            timelines.value.step()
        }
        // Building a timeline: what a trigger animator does at each trigger and a repeating one at
        // each pass (SwiftUI calls the keyframes closure each time). No C reference: C has no
        // keyframes closure to run.
        harness.add("keyframes.build.one-track-4-cubic", operations: 1_000,
                    note: "ns per timeline built (a KeyframeTrack of 4 cubic keyframes on a Double)") {
            var checksum = 0.0
            for index in 0..<1_000 {
                let values = trackValues(variant: index, track: 0)
                let timeline = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { cubicTrack(values) } }
                checksum += timeline.value(time: 0.3)
            }
            return checksum
        }
        harness.add("keyframes.build.4x4-cubic", operations: 1_000,
                    note: "ns per timeline built (4 tracks of 4 cubic keyframes)") {
            var checksum = 0.0
            for index in 0..<1_000 {
                checksum += KeyframeTimeline(initialValue: Values()) { keyframes(variant: index) }.value(time: 0.3).a
            }
            return checksum
        }
        let fleet = Lazy { players(count: fleetSize) }
        harness.add("runtime.keyframe-player.10k-own-4x4-cubic.frame", operations: fleetSize,
                    note: "ns per KeyframePlayer per 120 Hz frame, each its own timeline",
                    references: ["c.players.10k-x-4x4-cubic.frame"]) {
            fleet.value.step()
        }
    }
}
