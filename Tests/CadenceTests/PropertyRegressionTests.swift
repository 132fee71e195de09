import Foundation
import Testing
@testable import Cadence

/// Inputs the timeline fuzzer (`Fuzz/run-timeline-fuzzer.sh`) found crashing or giving a non-finite
/// value in the documented domain, rebuilt by hand from the decoded input
/// (`CADENCE_FUZZ_VERBOSE=1 Fuzz/run-timeline-fuzzer.sh 0 <artifact>`), one test each.
@Suite struct PropertyRegressionTests {
    /// Fuzzer artifact crash-7fad2d88…: a spring keyframe whose end time overflows to +∞ (it starts at
    /// the largest finite time and lasts 1e308 s) is tabulated (its undamped spring turns so slowly
    /// that 100 anchors cover it), and `value(time: +∞)` reached it with an infinite elapsed time, which
    /// trapped converting to an anchor index. It must return the spring's motion at t = +∞, which is
    /// NaN (sin ∞), as `Spring.value` gives.
    @Test func infiniteTimeOnASpringWhoseEndOverflows() {
        let spring = Spring(duration: 1e308, bounce: 2)  // undamped: ω = 2π/1e308, λ = 0
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(0, duration: .greatestFiniteMagnitude)
                SpringKeyframe(1, duration: 1e308, spring: spring)
            }
        }
        #expect(timeline.duration == .infinity)
        #expect(timeline.value(time: 1e300) == 0)  // still inside the linear keyframe
        #expect(spring.value(target: 1.0, time: .infinity).isNaN)
        #expect(timeline.value(time: .infinity).isNaN)
        #expect(timeline.value(progress: 1).isNaN)
        _ = timeline.velocity(time: .infinity)  // the derivative's path must not trap either
    }
}
