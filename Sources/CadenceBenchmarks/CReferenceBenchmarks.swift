import CBenchReference
import Cadence

/// The C side of the ratios: `Sources/CBenchReference`'s loops over plain arrays, doing the work of
/// the Cadence cases that name them (`c_reference` in their lines). Each is registered like any case,
/// so it is timed by the same harness, in the same process, just before the case it is compared with.
enum CReferenceBenchmarks {
    /// A track of 4 cubic keyframes, as `OwnTimelineBenchmarks.cubicTrack` builds them.
    static func cubicTrack() -> cbr_track {
        var track = cbr_track()
        let values = OwnTimelineBenchmarks.trackValues(variant: 0, track: 0)
        let durations = OwnTimelineBenchmarks.durations
        values.withUnsafeBufferPointer { values in
            durations.withUnsafeBufferPointer { durations in
                cbr_track_init(&track, 0, values.baseAddress, durations.baseAddress)
            }
        }
        return track
    }

    /// A spring's closed-form constants from its public description: ω = 2π√(1 − ζ²)/response and
    /// λ = 2πζ/response for an underdamped spring (`Spring`'s own definition).
    static func constants(of spring: Spring) -> (omega: Double, lambda: Double) {
        let zeta = spring.dampingRatio
        return (2 * Double.pi * (1 - zeta * zeta).squareRoot() / spring.response, 2 * Double.pi * zeta / spring.response)
    }

    /// The C fleet of ten thousand 4 × 4-keyframe timelines, one allocation; a class so it is freed.
    final class Timelines {
        let count: Int
        let pointer: UnsafeMutablePointer<cbr_timeline>
        private var frame = 0

        init(count: Int) {
            self.count = count
            guard let pointer = cbr_timelines_create(Int32(count)) else { fatalError("out of memory") }
            self.pointer = pointer
        }

        deinit { cbr_timelines_free(pointer) }

        func timelineFrame() -> Double {
            frame += 1
            return cbr_timelines_frame(pointer, Int32(count), Double(frame) / PlayerBenchmarks.fps)
        }

        func playerFrame() -> Double {
            frame += 1
            return cbr_players_frame(pointer, Int32(count), Double(frame) / PlayerBenchmarks.fps)
        }
    }

    static func register(in harness: inout BenchmarkHarness) {
        let calls = BenchmarkHarness.callsPerBatch
        let trackTimes = KeyframeBenchmarks.sampleTimes(duration: 1)
        let track = cubicTrack()
        harness.add("c.track.cubic.4", operations: KeyframeBenchmarks.samplesPerBatch, note: "ns per sample, C") {
            withUnsafePointer(to: track) { track in
                trackTimes.withUnsafeBufferPointer { times in
                    cbr_track_samples(track, times.baseAddress, times.count - 1, Int32(KeyframeBenchmarks.samplesPerBatch))
                }
            }
        }

        let timelines = Lazy { Timelines(count: OwnTimelineBenchmarks.fleetSize) }
        harness.add("c.timelines.10k-x-4x4-cubic.frame", operations: OwnTimelineBenchmarks.fleetSize,
                    note: "ns per timeline (4 track samples) per frame, C, one contiguous allocation") {
            timelines.value.timelineFrame()
        }
        let players = Lazy { Timelines(count: OwnTimelineBenchmarks.fleetSize) }
        harness.add("c.players.10k-x-4x4-cubic.frame", operations: OwnTimelineBenchmarks.fleetSize,
                    note: "ns per player (4 track samples written to its value) per frame, C") {
            players.value.playerFrame()
        }

        let spring = constants(of: .bouncy)
        let springTimes = KeyframeBenchmarks.sampleTimes(duration: 1)
        harness.add("c.spring.value.underdamped", operations: calls, note: "ns per closed-form spring sample, C") {
            springTimes.withUnsafeBufferPointer { times in
                cbr_spring_values(spring.omega, spring.lambda, 1, 2, times.baseAddress, times.count - 1, Int32(calls))
            }
        }

        var bezier = cbr_bezier()
        cbr_bezier_init(&bezier, 0.42, 0, 0.58, 1)  // easeInOut
        let progress = KeyframeBenchmarks.sampleTimes(duration: 1)
        harness.add("c.curve.value.easeInOut", operations: calls, note: "ns per Bezier value, C") {
            withUnsafePointer(to: bezier) { curve in
                progress.withUnsafeBufferPointer { progress in
                    cbr_bezier_values(curve, progress.baseAddress, progress.count - 1, Int32(calls))
                }
            }
        }

        let samples = AnimationBenchmarks.samplesPerBatch, frames = Int32(AnimationBenchmarks.framesPerRun)
        harness.add("c.animation.timing-curve.easeInOut", operations: samples,
                    note: "ns per sample (value and velocity of a 0.5 s easeInOut run at 120 Hz), C") {
            withUnsafePointer(to: bezier) { cbr_timing_curve_run($0, 0.5, 0, 100, Int32(samples), frames) }
        }
        let interpolating = Spring(mass: 1, stiffness: 170, damping: 15)
        let constants = constants(of: interpolating)
        let settling = interpolating.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
        harness.add("c.animation.interpolating-spring", operations: samples,
                    note: "ns per sample (value and derivative of the closed form at 120 Hz), C") {
            cbr_interpolating_spring_run(constants.omega, constants.lambda, settling, 0, 100, Int32(samples), frames)
        }
        // `.smooth`: response 0.5, damping fraction 1: k = (2π/0.5)², c = 2√k.
        let stiffness = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        harness.add("c.animation.fluid-spring.smooth", operations: samples,
                    note: "ns per sample (1/300 s steps to the frame, rest test, offset and velocity), C") {
            cbr_fluid_spring_run(stiffness, 2 * stiffness.squareRoot(), 0, 100, Int32(samples), frames)
        }
    }
}
