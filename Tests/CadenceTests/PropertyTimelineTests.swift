import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// Random timelines (up to five tracks of every value storage, every keyframe kind, springs from every
/// initializer over their documented ranges, random Bézier curves, and durations including 0,
/// negative, NaN, subnormal, +∞ and tiny ones) evaluated at random times. Seeds are printed; replay one
/// with CADENCE_TEST_SEED.
@Suite struct PropertyTimelineTests {
    static let timelineCount = 300
    static let samplesPerTimeline = 40

    /// Finite times from before the start to far past the end, and the special ones.
    static func randomTime(duration: Double, using rng: inout SeededGenerator) -> Double {
        let span = duration.isFinite ? duration : 100
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return [0, -0.0, span, -1, 1e300, -1e300, .leastNonzeroMagnitude].randomElement(using: &rng)!
        case 1: return Double.logUniform(in: 1e-12...1e6, using: &rng)
        default: return Double.random(in: -0.5...(span + 0.5), using: &rng)
        }
    }

    @Test func valuesAreFiniteAtFiniteTimes() {
        var rng = SeededGenerator()
        for _ in 0..<PropertyTimelineTests.timelineCount {
            let plan = PropertyTimeline.random(using: &rng)
            let timeline = plan.timeline()
            #expect(!timeline.duration.isNaN && timeline.duration >= 0, "\(plan)")
            for _ in 0..<PropertyTimelineTests.samplesPerTimeline {
                let time = PropertyTimelineTests.randomTime(duration: timeline.duration, using: &rng)
                let value = timeline.value(time: time)
                #expect(value.components.allSatisfy { $0.isFinite }, "t = \(time): \(value.components) for \(plan)")
            }
        }
    }

    /// Before the start (and at NaN) every track is at its initial value; after a finite duration every
    /// track holds its end value, whatever the time.
    @Test func timelinesHoldBeforeAndAfter() {
        var rng = SeededGenerator()
        for _ in 0..<PropertyTimelineTests.timelineCount {
            let plan = PropertyTimeline.random(using: &rng)
            let timeline = plan.timeline()
            for time in [-Double.leastNonzeroMagnitude, -1, -1e300, -.infinity, .nan] {
                #expect(timeline.value(time: time) == plan.initial, "t = \(time) for \(plan)")
            }
            guard timeline.duration.isFinite else { continue }
            let end = timeline.value(time: timeline.duration.nextUp)
            for time in [timeline.duration + 1, timeline.duration * 2 + 7, 1e300, .infinity] {
                #expect(timeline.value(time: time) == end, "t = \(time) for \(plan)")
            }
            if timeline.duration > 0 {
                #expect(timeline.value(progress: 1.5) == end, "progress 1.5 for \(plan)")
            }
        }
    }
}
