import Dispatch
import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// A timeline is a `Sendable` value: evaluated from eight threads at once it gives, bit for bit, what
/// serial evaluation gives. Run under the thread sanitizer (`swift test --sanitize=thread --filter
/// Concurrency`) these tests also check that evaluation shares nothing mutable. Likewise for copies of
/// a running `AnimationEvaluator`, whose fluid spring keeps its progress in a copy-on-write box that the
/// copies share until they write.
@Suite struct ConcurrencyTimelineTests {
    static let threads = 8
    static let samplesPerThread = 2_000

    /// A timeline shared between threads, with a way to turn its value at a time into bit patterns
    /// (so equality is bit for bit).
    struct SharedTimeline: Sendable {
        let name: String
        let duration: Double
        let sample: @Sendable (Double) -> [UInt64]

        func bits(thread: Int) -> [UInt64] {
            ConcurrencyTimelineTests.times(thread: thread, duration: duration).flatMap(sample)
        }
    }

    /// The like button of the seeds plus random timelines, so every kind of track storage and keyframe
    /// is shared between the threads.
    static func timelines() -> [SharedTimeline] {
        let like = SeedTimelines.likeButton()
        var shared = [SharedTimeline(name: "like button", duration: like.duration) { time in
            let value = like.value(time: time)
            return [Double(value.scale), value.rotation.radians, value.overlayOpacity, Double(value.overlayOffsetY)]
                .map(\.bitPattern)
        }]
        var rng = SeededGenerator()
        for index in 0..<4 {
            let plan = PropertyTimeline.random(using: &rng)
            let timeline = plan.timeline()
            shared.append(SharedTimeline(name: "random #\(index): \(plan)", duration: timeline.duration) { time in
                timeline.value(time: time).components.map(\.bitPattern)
            })
        }
        return shared
    }

    /// The times thread `thread` samples: different for every thread, overlapping in the segments.
    static func times(thread: Int, duration: Double) -> [Double] {
        let span = duration.isFinite ? duration + 0.2 : 10
        return (0..<samplesPerThread).map { index in
            Double((index * 7_919 + thread * 104_729) % 10_007) / 10_007 * span - 0.1
        }
    }

    @Test func taskGroupMatchesSerialEvaluation() async {
        for timeline in ConcurrencyTimelineTests.timelines() {
            let serial = (0..<ConcurrencyTimelineTests.threads).map { timeline.bits(thread: $0) }
            let concurrent = await withTaskGroup(of: (Int, [UInt64]).self) { group in
                for thread in 0..<ConcurrencyTimelineTests.threads {
                    group.addTask { (thread, timeline.bits(thread: thread)) }
                }
                var results = [[UInt64]](repeating: [], count: ConcurrencyTimelineTests.threads)
                for await (thread, bits) in group { results[thread] = bits }
                return results
            }
            #expect(concurrent == serial, "\(timeline.name)")
        }
    }

    @Test func concurrentPerformMatchesSerialEvaluation() {
        for timeline in ConcurrencyTimelineTests.timelines() {
            let serial = (0..<ConcurrencyTimelineTests.threads).map { timeline.bits(thread: $0) }
            let results = ResultSlots(count: ConcurrencyTimelineTests.threads)
            DispatchQueue.concurrentPerform(iterations: ConcurrencyTimelineTests.threads) { thread in
                results.store(timeline.bits(thread: thread), at: thread)
            }
            #expect(results.values == serial, "\(timeline.name)")
        }
    }

    /// Copies of one running fluid-spring evaluator, sampled on eight threads, each from where the
    /// original was: every copy advances its own progress. Sampling is deterministic whatever the cached
    /// progress, so the values cannot show a shared box written in place; the thread sanitizer can.
    @Test func copiesOfARunningFluidSpringAreIndependent() async {
        var original = AnimationEvaluator(.bouncy, from: 0.0, to: 100.0)
        _ = original.sample(at: 0.1)  // the spring's state exists now, and the copies share its box
        let started = original
        let serial = (0..<ConcurrencyTimelineTests.threads).map { ConcurrencyTimelineTests.run(started, thread: $0) }
        let concurrent = await withTaskGroup(of: (Int, [UInt64]).self) { group in
            for thread in 0..<ConcurrencyTimelineTests.threads {
                group.addTask { (thread, ConcurrencyTimelineTests.run(started, thread: thread)) }
            }
            var results = [[UInt64]](repeating: [], count: ConcurrencyTimelineTests.threads)
            for await (thread, bits) in group { results[thread] = bits }
            return results
        }
        #expect(concurrent == serial)
    }

    /// Samples a copy of `evaluator` forward at 120 Hz (offset per thread), then once back at an
    /// earlier time (which restarts the integration), as bit patterns of value and velocity.
    static func run(_ evaluator: AnimationEvaluator<Double>, thread: Int) -> [UInt64] {
        var evaluator = evaluator
        let frames = (1...120).map { Double($0 + thread * 3) / 120 } + [0.05]
        return frames.flatMap { time -> [UInt64] in
            let sample = evaluator.sample(at: time)
            return [sample.value.bitPattern, sample.velocity.bitPattern]
        }
    }
}

/// One slot per thread for `concurrentPerform`, each written by exactly one thread, under a lock.
private final class ResultSlots: @unchecked Sendable {
    // @unchecked: `slots` is only touched while holding `lock`.
    private let lock = NSLock()
    private var slots: [[UInt64]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ value: [UInt64], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    var values: [[UInt64]] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
