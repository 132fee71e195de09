import Foundation
import Testing
@testable import Cadence

/// A repeating timeline sampled for 24 hours of virtual 120 Hz frames does not drift, provided each
/// frame's place in the loop is computed from the integer frame index, as the runtime should:
///
///     t = Double(n) / rate          // never an accumulated sum of frame durations
///     k = ⌊t / D⌋                   // the loop index
///     τ = min(max(t − k·D, 0), D)   // the time within loop k; evaluate value(time: τ)
///
/// Its error is a few ulps of t (1.5e-11 s after a day) whatever n is, while a clock that adds 1/120
/// every frame is off by 9.3e-6 s after a day and keeps growing. Near a loop boundary k may be one
/// off, giving τ ≈ D instead of τ ≈ 0 (or the reverse); for a timeline whose tracks end where they
/// start, as a loop must to be seamless, both are the same value.
@Suite struct PropertyLoopDriftTests {
    /// D = 351/256 s: exact in binary, and 164.53125 frames long, so loops start between frames and the
    /// frame's offset inside the loop goes through every phase.
    static let loopDuration = 351.0 / 256
    static let rate = 120
    static let frames = 24 * 3_600 * rate

    /// Every track ends on its start value, at rest.
    static let timeline = KeyframeTimeline(initialValue: PropertyValues(number: 1)) {
        KeyframeTrack(\.number) {
            CubicKeyframe(1.2, duration: 0.375)
            CubicKeyframe(0.9, duration: 0.5)
            CubicKeyframe(1.0, duration: 127.0 / 256)
        }
        KeyframeTrack(\.angle) {
            LinearKeyframe(.degrees(10), duration: 0.25, timingCurve: .easeInOut)
            LinearKeyframe(.zero, duration: 0.5, timingCurve: .easeOut)
        }
        KeyframeTrack(\.point) {
            SpringKeyframe(CGPoint(x: 10, y: -20), duration: 0.6, spring: .bouncy)
            CubicKeyframe(.zero, duration: loopDuration - 0.6)
        }
    }

    /// The rule above.
    static func placeInLoop(frame n: Int) -> (loop: Int, time: Double) {
        let t = Double(n) / Double(rate)
        let k = (t / loopDuration).rounded(.down)
        return (Int(k), min(max(t - k * loopDuration, 0), loopDuration))
    }

    /// The exact place: t/D = 256n/42120, and τ = (256n − 42120k)/30720 is an integer over 30720, so
    /// it is computed in integers and rounded once.
    static func exactPlaceInLoop(frame n: Int) -> (loop: Int, time: Double) {
        let k = 256 * n / 42_120
        return (k, Double(256 * n - 42_120 * k) / 30_720)
    }

    @Test func theTimelineLoopsSeamlessly() {
        let timeline = PropertyLoopDriftTests.timeline
        #expect(timeline.duration == PropertyLoopDriftTests.loopDuration)
        let start = timeline.value(time: 0).components, end = timeline.value(time: timeline.duration).components
        #expect(zip(start, end).allSatisfy { isClose($0, $1, abs: 1e-12) }, "\(start) vs \(end)")
    }

    @Test func frameIndexRuleDoesNotDriftOverADay() {
        let timeline = PropertyLoopDriftTests.timeline
        let lastLoops = PropertyLoopDriftTests.frames - 2 * 165
        // Every 1009th frame of the day (a prime, so the frames sample all phases) and every frame of
        // the last two loops.
        let checked = Array(stride(from: 0, to: lastLoops, by: 1_009)) + Array(lastLoops..<PropertyLoopDriftTests.frames)
        var worstTime = 0.0, worstValue = 0.0
        for n in checked {
            let rule = PropertyLoopDriftTests.placeInLoop(frame: n)
            let exact = PropertyLoopDriftTests.exactPlaceInLoop(frame: n)
            let atBoundary = exact.time < 1e-9 || exact.time > PropertyLoopDriftTests.loopDuration - 1e-9
            #expect(rule.loop == exact.loop || atBoundary, "frame \(n): loop \(rule.loop) vs \(exact.loop)")
            if rule.loop == exact.loop { worstTime = max(worstTime, abs(rule.time - exact.time)) }
            let a = timeline.value(time: rule.time).components, b = timeline.value(time: exact.time).components
            worstValue = max(worstValue, zip(a, b).map { abs($0 - $1) }.max()!)
        }
        #expect(worstTime <= 3e-11, "time within the loop off by \(worstTime) s")
        #expect(worstValue <= 1e-8, "value off by \(worstValue)")
    }

    /// Why the rule: adding the frame duration up, the clock itself drifts from n/120, by more than
    /// the rule's whole error after a day.
    @Test func anAccumulatedClockDrifts() {
        var accumulated = 0.0
        let step = 1.0 / Double(PropertyLoopDriftTests.rate)
        for _ in 0..<PropertyLoopDriftTests.frames { accumulated += step }
        let exact = Double(PropertyLoopDriftTests.frames) / Double(PropertyLoopDriftTests.rate)  // 86400, exact
        #expect(abs(accumulated - exact) > 1e-6, "accumulated \(accumulated) vs \(exact)")
    }
}
