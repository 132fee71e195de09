import Cadence

/// Per-sample cost of running an `Animation` headlessly through `AnimationEvaluator.sample(at:)`, as
/// a runtime does each frame: 120 Hz frame times in order, a fresh run every `framesPerRun` frames
/// (its set-up cost is part of the figure). One case per kind of animation: a timing curve (a Bézier
/// solve per sample), an interpolating spring (closed form) and the fluid spring (integrated in 1/300 s
/// steps, 2.5 per frame, with its progress kept in the run's `AnimationState`).
enum AnimationBenchmarks {
    static let samplesPerBatch = 60_000
    /// Half a second of frames, so the runs below are sampled while they move.
    static let framesPerRun = 60

    static func addRun(_ name: String, _ animation: Animation, references: [String],
                       in harness: inout BenchmarkHarness) {
        harness.add(name, operations: samplesPerBatch, note: "ns per sample, 120 Hz frames", references: references) {
            var checksum = 0.0
            var frame = 0
            var run = AnimationEvaluator(animation, from: 0.0, to: 100.0)
            for _ in 0..<samplesPerBatch {
                let sample = run.sample(at: Double(frame) / 120)
                checksum += sample.value + sample.velocity
                frame += 1
                if frame == framesPerRun {
                    frame = 0
                    run = AnimationEvaluator(animation, from: 0.0, to: 100.0)
                }
            }
            return checksum
        }
    }

    static func register(in harness: inout BenchmarkHarness) {
        // The C references do the same run's math (value and velocity per sample); the fluid spring is
        // also compared with one closed-form spring sample, as issue #19 states its target.
        addRun("animation.timing-curve.easeInOut", .easeInOut(duration: 0.5),
               references: ["c.animation.timing-curve.easeInOut", "c.curve.value.easeInOut"], in: &harness)
        addRun("animation.interpolating-spring", .interpolatingSpring(stiffness: 170, damping: 15),
               references: ["c.animation.interpolating-spring"], in: &harness)
        addRun("animation.fluid-spring.smooth", .smooth,
               references: ["c.spring.value.underdamped", "c.animation.fluid-spring.smooth"], in: &harness)
    }
}
