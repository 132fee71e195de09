import Cadence
import CadenceTestSupport
import Foundation
import Testing
@testable import CadenceRuntime

/// A loop builds a timeline per pass from the value the last one ended on; a pass that would build
/// exactly the timeline the last one played plays that one again. What it plays must be the same,
/// bit for bit, as building every pass anew.
@Suite struct KeyframeLoopReuseTests {
    struct Motion: Sendable {
        var scale = 1.0
        var angle = Angle.zero
        var lift = 0.0
    }

    @KeyframesBuilder<Motion>
    static func motion(endScale: Double) -> some Keyframes<Motion> {
        KeyframeTrack(\.scale) {
            SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
            CubicKeyframe(endScale, duration: 0.25)
        }
        KeyframeTrack(\.angle) {
            LinearKeyframe(.degrees(20), duration: 0.2, timingCurve: .easeOut)
            CubicKeyframe(.degrees(-5), duration: 0.3)
        }
        KeyframeTrack(\.lift) {
            MoveKeyframe(0)
            SpringKeyframe(-12, spring: .snappy)
        }
    }

    /// What a loop plays, pass by pass, with every timeline built afresh through the public API: each
    /// pass starts from the value and velocity the last one ended with, on a grid of its duration.
    static func expected(endScale: Double, at times: [Double]) -> (values: [Motion], passes: Int, repeats: Int) {
        var timeline = KeyframeTimeline(initialValue: Motion()) { motion(endScale: endScale) }
        var passStart = 0.0
        var passes = 1
        // A pass that starts from exactly the value and velocity the one before started from builds
        // exactly its timeline (from the third pass on: the memo remembers from the second build).
        var repeats = 0
        var lastStart: [UInt64] = []
        // Passes start on a grid, origin + n × duration, counted from the first pass of a stretch of
        // passes of the same duration (as `KeyframePlayer` does: summing durations drifts).
        var grid = (origin: 0.0, duration: Double.nan, passes: 0)
        let values = times.map { time in
            while time - passStart >= timeline.duration - 1e-9 {
                let end = timeline.value(time: .infinity)
                let velocity = timeline.velocity(time: timeline.duration)
                if !(grid.duration == timeline.duration && grid.origin + Double(grid.passes) * grid.duration == passStart) {
                    grid = (passStart, timeline.duration, 0)
                }
                grid.passes += 1
                passStart = grid.origin + Double(grid.passes) * grid.duration
                passes += 1
                let start = bits(end) + [velocity[\.scale], velocity[\.angle]?.radians, velocity[\.lift]].map { $0?.bitPattern ?? 0 }
                if passes >= 3, start == lastStart { repeats += 1 }
                lastStart = start
                timeline = KeyframeTimeline(initialValue: end, initialVelocity: velocity) { motion(endScale: endScale) }
            }
            return timeline.value(time: time - passStart)
        }
        return (values, passes, repeats)
    }

    static func bits(_ value: Motion) -> [UInt64] {
        [value.scale.bitPattern, value.angle.radians.bitPattern, value.lift.bitPattern]
    }

    @Test func aLoopThatRepeatsItselfPlaysItsTimelineAgainBitForBit() {
        for endScale in [1.0, 1.1] {
            var player = KeyframePlayer(initialValue: Motion(), repeating: true) { _ in Self.motion(endScale: endScale) }
            let times = (0...1_200).map { Double($0) / 120 }
            var played: [Motion] = []
            for time in times {
                player.update(at: time)
                played.append(player.value)
            }
            let expected = Self.expected(endScale: endScale, at: times)
            let mismatches = zip(played, expected.values).filter { Self.bits($0) != Self.bits($1) }.count
            #expect(mismatches == 0, "end scale \(endScale)")
            // Once a pass starts exactly as the one before (the first starts at rest, the next ones
            // from the end velocity, which settles within a pass or two), each plays that timeline.
            #expect(expected.passes > 4)
            #expect(expected.repeats >= expected.passes - 4)
            #expect(player.reusedTimelines == expected.repeats, "end scale \(endScale)")
        }
    }

    @Test func keyframesThatChangeFromPassToPassAreBuiltEachPass() {
        // The keyframes depend on the value the last pass ended on: every pass is new.
        var climbing = KeyframePlayer(initialValue: 0.0, repeating: true) { value in
            LinearKeyframe(value + 1, duration: 0.5)
        }
        for step in 0...40 { climbing.update(at: Double(step) * 0.125) }
        #expect(isClose(climbing.value, 10, absolute: 1e-9))
        #expect(climbing.reusedTimelines == 0)

        // Keyframes the closure makes from state of its own (a counter here, random values in an
        // app) are not taken for the last pass's.
        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var count = 0
            func next() -> Int { lock.withLock { count += 1; return count } }
        }
        let counter = Counter()
        var wandering = KeyframePlayer(initialValue: 0.0, repeating: true) { _ in
            LinearKeyframe(Double(counter.next() % 2), duration: 0.5)
        }
        var values: [Double] = []
        for step in 0...40 {
            wandering.update(at: Double(step) * 0.125)
            values.append(wandering.value)
        }
        #expect(wandering.reusedTimelines == 0)
        // Each pass heads for its own target: 1, 0, 1, 0, … at the ends of passes.
        #expect(values[4] == 1 && values[8] == 0 && values[12] == 1)
    }
}
