import Cadence
import Foundation

/// Per-sample cost of keyframe timelines: one track of each keyframe kind, the like button of the
/// examples, and a long track against a short one (the binary search).
enum KeyframeBenchmarks {
    /// Sampled times: random over [0, duration] from a generator started the same way each run, so the search and the branches see
    /// no pattern they could learn, identical from run to run.
    static func sampleTimes(duration: Double, count: Int = 4096) -> [Double] {
        var state: UInt64 = 0x5EED_CADE_4CE0_0001
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * duration
        }
    }

    static let samplesPerBatch = 100_000

    /// Adds a case sampling `timeline` at random times, folding every value into the checksum.
    static func addTimeline<Value: Checksummed>(_ name: String, _ timeline: KeyframeTimeline<Value>, tracks: Int = 1,
                                                references: [String] = [], in harness: inout BenchmarkHarness) {
        let times = sampleTimes(duration: max(timeline.duration, 1))
        harness.add(name, operations: samplesPerBatch * tracks,
                    note: tracks == 1 ? "ns per sample" : "ns per track sample (\(tracks) tracks)", references: references) {
            // The times through a buffer pointer, as the C reference reads them: an array's bounds
            // checks are the harness's cost, not the timeline's.
            times.withUnsafeBufferPointer { times in
                var checksum = 0.0
                var index = 0
                for _ in 0..<samplesPerBatch {
                    checksum += timeline.value(time: times[index]).checksum
                    index = (index + 1) & (times.count - 1)
                }
                return checksum
            }
        }
    }

    static func register(in harness: inout BenchmarkHarness) {
        // The harness and timeline overhead alone: a timeline with no tracks.
        let empty = KeyframeTimeline(initialValue: 0.0) {}
        addTimeline("keyframes.empty", empty, in: &harness)

        let cubic = KeyframeTimeline(initialValue: 0.0) {
            for i in 0..<10 { CubicKeyframe(Double(i % 3), duration: 0.1) }
        }
        addTimeline("keyframes.cubic.10", cubic, in: &harness)

        let linear = KeyframeTimeline(initialValue: 0.0) {
            for i in 0..<10 { LinearKeyframe(Double(i % 3), duration: 0.1) }
        }
        addTimeline("keyframes.linear.10", linear, in: &harness)

        let bezier = KeyframeTimeline(initialValue: 0.0) {
            for i in 0..<10 { LinearKeyframe(Double(i % 3), duration: 0.1, timingCurve: .easeInOut) }
        }
        addTimeline("keyframes.linear-easeInOut.10", bezier, in: &harness)

        let spring = KeyframeTimeline(initialValue: 0.0) {
            for i in 0..<10 { SpringKeyframe(Double(i % 3), duration: 0.1, spring: .bouncy) }
        }
        addTimeline("keyframes.spring.10", spring, in: &harness)

        // A two-component value: the generic path, through one closure call per track.
        let point = KeyframeTimeline(initialValue: CGPoint.zero) {
            for i in 0..<10 { CubicKeyframe(CGPoint(x: Double(i % 3), y: Double(i % 4)), duration: 0.1) }
        }
        addTimeline("keyframes.point-cubic.10", point, in: &harness)

        let long = KeyframeTimeline(initialValue: 0.0) {
            for i in 0..<1000 { CubicKeyframe(Double(i % 7), duration: 0.01) }
        }
        addTimeline("keyframes.cubic.1000", long, in: &harness)

        let like = LikeButtonKeyframes.timeline()
        addTimeline("keyframes.like-button", like, tracks: 4, in: &harness)
    }
}

/// A value the benchmarks can fold into a checksum, read without an indirect call.
protocol Checksummed {
    var checksum: Double { get }
}

extension Double: Checksummed {
    var checksum: Double { self }
}

extension CGPoint: Checksummed {
    var checksum: Double { Double(x + y) }
}
