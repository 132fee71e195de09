/// A number read off a recording's frames: `values[i]` at `time(i)` = `min(i / rate, duration)`
/// seconds, at least one value.
struct FrameSamples: Sendable {
    /// Frames per second.
    var rate: Double
    /// Seconds from the first frame to the last.
    var duration: Double
    var values: [Double]

    /// When frame `index` was taken, in seconds.
    func time(_ index: Int) -> Double { min(Double(index) / rate, duration) }

    /// The value at `time` seconds: a frame's own value at its time, the straight line between two
    /// frames, the first value before 0 and the last after `duration`.
    func value(at time: Double) -> Double {
        let last = values.count - 1
        guard time > 0, last > 0 else { return values[0] }
        guard time < duration else { return values[last] }
        let index = min(Int(time * rate), last - 1)
        let start = self.time(index), end = self.time(index + 1)
        let fraction = end > start ? min(max((time - start) / (end - start), 0), 1) : 1
        return values[index] + (values[index + 1] - values[index]) * fraction
    }

    /// The frame times from 0 to `duration`.
    var times: [Double] { values.indices.map(time) }
}
