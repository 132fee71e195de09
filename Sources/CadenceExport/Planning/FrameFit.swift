/// Few of a recording's frames through which straight lines pass within a tolerance of every
/// frame: how a number read off a stage becomes `linear()` easings and Lottie keyframes.
///
/// Greedy and linear in the number of frames: from each chosen frame the line goes to the
/// farthest frame such that it passes within `tolerance` of every frame between. The lines that
/// do so from a frame form a cone of slopes, narrowed by each frame passed, so whether the next
/// frame can be reached is one comparison. (`PolylineFit`'s search for the fewest points is
/// quadratic on a 600 Hz grid: seconds for a screenful of channels, where this takes
/// milliseconds, for a point or two more.)
struct FrameFit: Sendable {
    /// The chosen frames' times, first and last frame included.
    let times: [Double]
    /// Their values, rounded by `value`.
    let values: [Double]

    init(_ frames: FrameSamples, tolerance: Double, value: (Double) -> Double) {
        let samples = frames.values.map(value)
        let last = samples.count - 1
        guard last > 0 else {
            times = [0]
            values = samples
            return
        }
        var chosen = [0]
        var start = 0
        while start < last {
            let t0 = frames.time(start), v0 = samples[start]
            var low = -Double.infinity, high = Double.infinity
            var reach = start + 1
            var next = start + 1
            while next <= last {
                let dt = frames.time(next) - t0
                // Two frames at the same time (the last one clamped to the duration): a jump.
                guard dt > 0 else { break }
                let slope = (samples[next] - v0) / dt
                if slope < low || slope > high { break }
                reach = next
                low = max(low, (samples[next] - tolerance - v0) / dt)
                high = min(high, (samples[next] + tolerance - v0) / dt)
                if low > high { break }
                next += 1
            }
            chosen.append(reach)
            start = reach
        }
        times = chosen.map(frames.time)
        values = chosen.map { samples[$0] }
    }
}
